import { describe } from 'vitest';
import { nulAndInvalidUtf8Cases } from '../support/nul-and-invalid-utf8-cases.ts';
import { startTestServer } from '../support/test-server.ts';

describe('a NUL or bytes that are not UTF-8, on PostgreSQL', () => {
  nulAndInvalidUtf8Cases(() => startTestServer());
});
