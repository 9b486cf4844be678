import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOtpFor } from '../support/otp.ts';
import { DATABASE_KINDS } from '../support/test-database.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

// Bad input gets a specific 4xx, never a 500, and changes nothing stored: on the embedded database
// every `npm start` gets as on PostgreSQL.
let server: TestServer;
let sessionId = '';

const nested = (depth: number): unknown => (depth === 0 ? 'x' : { a: nested(depth - 1) });
const stored = async () => (await server.request('GET', `/api/sessions/${sessionId}`)).body;

describe.each(DATABASE_KINDS)('on %s', (database) => {
  beforeAll(async () => {
    server = await startTestServer(undefined, { database });
    sessionId = (await server.request('POST', '/api/businessDetails', { name: 'Bloom Salon' })).body
      .sessionId as string;
  });
  afterAll(async () => {
    await server.close();
  });

  describe('hostile input', () => {
    it.each([
      ['a NUL character in text', 'POST', '/api/businessDetails', { name: 'Bloom', category: 'a\u0000b' }, 400],
      [
        'a lone surrogate in a query parameter',
        'POST',
        '/api/flows/onboarding/sessions',
        { queryParameters: { r: '\ud800' } },
        400,
      ],
      ['JSON nested 40 deep', 'POST', '/api/flows/onboarding/sessions', { queryParameters: nested(40) }, 400],
      ['a malformed %-escape in the path', 'GET', '/api/sessions/%E0%A4', undefined, 400],
      [
        'a malformed %-escape in a step id',
        'PUT',
        `/api/sessions/00000000-0000-4000-8000-000000000000/steps/%E0%A4`,
        {},
        400,
      ],
    ])('%s: %s %s → %s', async (_case, method, path, body, status) => {
      const response = await server.request(method, path, body);
      expect(response.status).toBe(status);
      expect(response.body.errorCode).toBe(102);
    });

    it('a malformed JSON message does not echo the body', async () => {
      const response = await server.request('POST', '/api/flows/onboarding/sessions', '{"secret": "hunter2"');
      expect(response.body).toEqual({ errorCode: 102, message: 'Malformed JSON' });
    });

    it.each([
      ['a patch through __proto__', [{ op: 'add', path: '/__proto__/polluted', value: true }]],
      ['a patch of the whole document', [{ op: 'replace', path: '', value: { sessionId: 'forged', name: 'Evil' } }]],
      ['a patch value nested past the limit', [{ op: 'add', path: '/deep', value: nested(40) }]],
    ])('%s is refused and changes nothing', async (_case, businessDetail) => {
      const before = await stored();
      const response = await server.request('PATCH', '/api/businessDetails', { sessionId, businessDetail });
      expect(response.status).toBe(400);
      expect(response.body.errorCode).toBe(102);
      expect(await stored()).toEqual(before);
      expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    });

    it('business details cannot be patched past 64 kB, however many patches it takes', async () => {
      const chunk = 'x'.repeat(30_000);
      const patch = (key: string) =>
        server.request('PATCH', '/api/businessDetails', {
          sessionId,
          businessDetail: [{ op: 'add', path: `/${key}`, value: chunk }],
        });
      expect((await patch('notes1')).status).toBe(200);
      expect((await patch('notes2')).status).toBe(200);
      const third = await patch('notes3');
      expect(third).toMatchObject({
        status: 400,
        body: { errorCode: 102, message: 'The business details would grow past 64 kB' },
      });
    });

    it('a weak If-Match is refused; "*" matches any version', async () => {
      const id = (await server.request('POST', '/api/flows/onboarding/sessions', {})).body.sessionId as string;
      const consent = { region: 'GB', isTosAccepted: true, isPrivacyPolicyAccepted: true };
      const put = (ifMatch: string) =>
        server.request('PUT', `/api/sessions/${id}/steps/confirmation`, consent, { 'If-Match': ifMatch });
      expect((await put('W/"1"')).status).toBe(400);
      expect((await put('*')).status).toBe(200);
    });
  });

  describe('secrets are never stored or shown', () => {
    it('the OTP of e-mail sign-up is not kept with the step', async () => {
      const id = (await server.request('POST', '/api/flows/onboarding-v2/sessions', { flags: { authSkipped: false } }))
        .body.sessionId as string;
      await server.orm.em
        .fork()
        .getConnection()
        .execute(`update flow_session set launch_state = 1500 where id = '${id}'`);
      const response = await server.request('PUT', `/api/sessions/${id}/steps/emailSignup`, {
        emailAddress: 'owner@bloom.example',
        otp: await emailOtpFor(server, 'owner@bloom.example'),
      });
      expect(response.status).toBe(200);
      expect(response.body.session.data.emailSignup).toEqual({ emailAddress: 'owner@bloom.example' });
    });
  });

  describe('refusals send the user back to where they are', () => {
    it('a new session jumping ahead is sent to its current step', async () => {
      const id = (await server.request('POST', '/api/flows/onboarding/sessions', {})).body.sessionId as string;
      const response = await server.request('PUT', `/api/sessions/${id}/steps/businessDetails`, {
        presence: 'none',
        name: 'Bloom',
      });
      expect(response.body).toMatchObject({ errorCode: 409, redirect: 'confirmation' });
    });
  });
});
