import { isUtf8 } from 'node:buffer';

/** What an address, a header or a body's bytes may not hold, said alike wherever it is refused. */
export const UNSTORABLE_BYTES = 'may not contain NUL characters or bytes that are not UTF-8';
/** The same of text in JSON, where bytes that are not UTF-8 come as escaped lone surrogates. */
export const UNSTORABLE_JSON_TEXT = 'may not contain NUL characters or unpaired surrogates';

/**
 * Whether PostgreSQL can store the text: its text and jsonb types refuse a NUL character, and an
 * unpaired surrogate has no UTF-8 at all.
 */
export const isStorableText = (text: string): boolean => !text.includes('\u0000') && text.isWellFormed();

/** Bytes that read as storable text: UTF-8 without a NUL. */
export const isStorableBytes = (bytes: Uint8Array): boolean => isUtf8(bytes) && !bytes.includes(0);

/**
 * The bytes a part of a URL stands for: each %-escape its byte, anything else the byte Node read.
 * The query parser makes U+FFFD of bytes that are not UTF-8 and the router lets a %00 through, so
 * neither can be asked afterwards what the client sent.
 */
export function urlBytes(part: string): Buffer {
  // split() with a group: the odd pieces are the escapes' hex digits.
  const pieces = part.split(/%([0-9a-fA-F]{2})/);
  return Buffer.concat(pieces.map((piece, i) => Buffer.from(piece, i % 2 === 1 ? 'hex' : 'latin1')));
}
