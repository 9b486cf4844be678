import { describe } from 'vitest';
import { nulAndInvalidUtf8Cases } from '../support/nul-and-invalid-utf8-cases.ts';
import { DATABASE_KINDS } from '../support/test-database.ts';
import { startTestServer } from '../support/test-server.ts';

// On the embedded database every `npm start` gets as on PostgreSQL: each refuses such text itself.
describe.each(DATABASE_KINDS)('a NUL or bytes that are not UTF-8, on %s', (database) => {
  nulAndInvalidUtf8Cases(() => startTestServer(undefined, { database }));
});
