import type { AddressInfo } from 'node:net';
import { DriverException } from '@mikro-orm/core';
import express from 'express';
import { pino } from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { errorHandler } from '../../server/error-handler.ts';
import { request } from '../support/test-server.ts';

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });

// A route that fails with whatever error the test names, before the app's one error handler.
let thrown: unknown;
const app = express();
app.get('/fails', () => {
  throw thrown;
});
app.use(errorHandler(pino({ level: 'silent' })));
const server = app.listen(0, '127.0.0.1');
afterAll(() => new Promise((resolve) => server.close(resolve)));

async function answerTo(error: unknown) {
  thrown = error;
  if (!server.listening) await new Promise((resolve) => server.once('listening', resolve));
  return request(`http://127.0.0.1:${String((server.address() as AddressInfo).port)}`, 'GET', '/fails');
}

// Text the request checks let through and PostgreSQL refused: the request's fault (§8 102), not an outage.
describe('database errors about the text sent are 400 with 102, never 503 or 500', () => {
  it.each([
    ['a NUL inside a parameter', '08P01', 'invalid message format'],
    ['bytes that are not UTF-8', '22021', 'invalid byte sequence for encoding "UTF8": 0xff'],
    ['a \\u0000 in jsonb made text', '22P05', 'unsupported Unicode escape sequence'],
    ['text that is no value of the type', '22P02', 'invalid input syntax for type integer'],
  ])('%s (%s)', async (_case, code, message) => {
    expect(await answerTo(new DriverException(withCode(message, code)))).toMatchObject({
      status: 400,
      body: { errorCode: 102, message: 'The request holds text that cannot be stored' },
    });
  });

  it('a connection that failed is still 503', async () => {
    expect((await answerTo(new DriverException(withCode('connection failure', '08006')))).status).toBe(503);
  });
});
