import { ConnectionException, DriverException, UniqueConstraintViolationException } from '@mikro-orm/core';
import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from '../../../server/db/database-unavailable.ts';

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });

describe('which errors mean the database cannot be reached now (503), and which are the query (not)', () => {
  it.each([
    ['nothing listens', withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED'), true],
    ['the connection reset', withCode('read ECONNRESET', 'ECONNRESET'), true],
    [
      'killed by an administrator (57P01)',
      withCode('terminating connection due to administrator command', '57P01'),
      true,
    ],
    ['starting up (57P03)', withCode('the database system is not yet accepting connections', '57P03'), true],
    ['a connection exception (08006)', withCode('connection failure', '08006'), true],
    ['the driver saw the connection end', new Error('Connection terminated unexpectedly'), true],
    ['a dead client asked again', new Error('Client has encountered a connection error and is not queryable'), true],
    ['no connection within the pool timeout', new Error('timeout exceeded when trying to connect'), true],
    ['wrapped by the ORM', new DriverException(new Error('Connection terminated unexpectedly')), true],
    ["the ORM's own connection error", new ConnectionException(new Error('x')), true],
    ['as the cause of another error', new Error('outer', { cause: withCode('refused', 'ECONNREFUSED') }), true],
    ['a unique violation (23505)', new UniqueConstraintViolationException(withCode('duplicate key', '23505')), false],
    ['a syntax error (42601)', withCode('syntax error at or near', '42601'), false],
    ['a NUL inside a parameter (08P01)', withCode('invalid message format', '08P01'), false],
    ['bytes that are not UTF-8 (22021)', withCode('invalid byte sequence for encoding "UTF8": 0xff', '22021'), false],
    ['a \\u0000 in jsonb made text (22P05)', withCode('unsupported Unicode escape sequence', '22P05'), false],
    ['refused text wrapped by the ORM', new DriverException(withCode('invalid message format', '08P01')), false],
    ['not an error', 'Connection terminated unexpectedly', false],
  ])('%s', (_rule, error, unavailable) => {
    expect(isDatabaseUnavailable(error)).toBe(unavailable);
  });
});
