import { tmpdir } from 'node:os';
import type { AddressInfo } from 'node:net';
import { MikroORM } from '@mikro-orm/postgresql';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localRecordingAdChannels } from '../../server/adapters/ad-channels.ts';
import { localAdapters } from '../../server/adapters/index.ts';
import { createApp } from '../../server/app.ts';
import { ormOptions } from '../../server/db/orm.ts';
import { startFakePaymentGateways } from '../../server/adapters/payments/local/fake-payment-gateways.ts';
import { project } from '../support/project.ts';
import { request } from '../support/test-server.ts';
import { argon2Passwords } from '../../server/modules/accounts/passwords.ts';

// Port 9 on loopback: nothing listens there, as when PostgreSQL is down.
const orm = new MikroORM(ormOptions({ clientUrl: 'postgres://postgres@127.0.0.1:9/adflow', poolSize: 1 }));
const payments = await startFakePaymentGateways();
const app = createApp({
  orm,
  project,
  logger: pino({ level: 'silent' }),
  ...localAdapters(tmpdir()),
  payments: payments.gateways,
  adChannels: localRecordingAdChannels,
  now: () => new Date(),
  passwords: argon2Passwords(),
});
const server = app.listen(0, '127.0.0.1');
let baseUrl = '';

beforeAll(async () => {
  if (!server.listening) await new Promise((resolve) => server.once('listening', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await orm.close();
  await payments.close();
});

describe('with the database down', () => {
  it('health answers 503 and says the database is down', async () => {
    expect(await request(baseUrl, 'GET', '/api/health')).toMatchObject({
      status: 503,
      body: { status: 'unavailable', database: 'down' },
    });
  });

  it('a request that needs it answers 503 with a clear message, not a 500', async () => {
    const response = await request(baseUrl, 'POST', '/api/flows/onboarding/sessions', {});
    expect(response).toMatchObject({
      status: 503,
      body: { errorCode: 503, message: 'The database is unavailable. Try again in a moment.' },
    });
  });

  it('what needs no database still works', async () => {
    expect((await request(baseUrl, 'GET', '/api/BusinessCategories?keyword=bak')).status).toBe(200);
  });
});
