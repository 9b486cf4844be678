import { codeOf, errorChain } from './error-chain.ts';

/**
 * PostgreSQL refusing the text it was sent rather than failing: 22021 character_not_in_repertoire
 * (bytes that are not UTF-8), 22P05 untranslatable_character (a \u0000 in jsonb made text), 22P02
 * invalid_text_representation, and 08P01 protocol_violation, which is what node-postgres gets for
 * a NUL inside a parameter ("invalid message format"). The request holds what cannot be stored:
 * its fault, not an outage, and the connection stays usable.
 */
const REFUSED_INPUT_SQLSTATE = new Set(['22021', '22P05', '22P02', '08P01']);

/** Whether the database refused text the request brought (a 400), rather than being unreachable or wrong. */
export const isRefusedInput = (error: unknown): boolean =>
  errorChain(error).some((link) => REFUSED_INPUT_SQLSTATE.has(codeOf(link)));
