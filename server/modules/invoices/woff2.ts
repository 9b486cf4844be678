import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/** wawoff2's one function used (it ships no types). */
type Decompress = (woff2: Uint8Array) => Promise<Uint8Array>;

/** The unpacking under way, which the next waits for (see woff2ToTtf). */
let queue: Promise<unknown> = Promise.resolve();

function unpackAlone(decompress: Decompress, file: Uint8Array): Promise<Buffer> {
  const unpacked = queue.then(async () => Buffer.from(await decompress(file)));
  queue = unpacked.catch(() => undefined);
  return unpacked;
}

/**
 * WOFF2 fonts unpacked to TrueType by wawoff2 (Google's woff2 built to WebAssembly, loaded at the
 * first call rather than at every server start).
 *
 * One at a time in the process, each copied before the next starts: wawoff2 answers with a view of
 * the WebAssembly heap that its next call reuses. Started together, the calls queued behind the
 * module's start-up and each overwrote the one before it before it was copied — three fonts of four
 * came out as noise ("Unknown font format" from pdfkit) on a CI machine slow to start the module.
 */
export async function woff2ToTtf<Name>(files: ReadonlyMap<Name, Uint8Array>): Promise<Map<Name, Buffer>> {
  const { decompress } = require('wawoff2') as { decompress: Decompress };
  const unpacked = [...files].map(async ([name, file]) => [name, await unpackAlone(decompress, file)] as const);
  return new Map(await Promise.all(unpacked));
}
