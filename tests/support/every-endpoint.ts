import { User } from '../../server/db/account-entities.ts';
import { setStaff, STAFF_ROLE } from '../../server/modules/accounts/staff.ts';
import { API_CATALOGUE, type ApiEndpoint } from '../../server/openapi/api-catalogue.ts';
import { signedInUser, type SignedInUser } from './accounts.ts';
import { pathOf, PLACEHOLDER_IDS, setRoles, type PathValues } from './api-calls.ts';
import type { TestServer } from './test-server.ts';

/** A server with the callers the catalogue's endpoints need, and a value for each path parameter. */
export interface EveryEndpoint {
  readonly user: SignedInUser;
  /** Product staff (decision 250): the studio's calls check their query only after the role. */
  readonly staff: SignedInUser;
  /** `{name}` of a catalogue path → the value sent for it. */
  readonly values: PathValues;
  /** The endpoint's URL below the server, its path parameters filled in. */
  pathOf(endpoint: ApiEndpoint): string;
  /** The Authorization header an endpoint is called with: staff for the studio, else the user. */
  authOf(endpoint: ApiEndpoint): Record<string, string>;
}

/** Endpoints that take a JSON body (not the multipart uploads, nor a GET). */
export const ENDPOINTS_WITH_BODY = API_CATALOGUE.filter(
  (endpoint) => endpoint.body !== undefined && endpoint.method !== 'get',
);

/** Uploads take multipart/form-data: no schema names their body. */
export const UPLOAD_ENDPOINTS = API_CATALOGUE.filter(
  (endpoint) =>
    endpoint.body === undefined &&
    endpoint.method === 'post' &&
    (endpoint.description ?? '').includes('multipart/form-data'),
);

export const ENDPOINTS_WITH_QUERY = API_CATALOGUE.filter((endpoint) => endpoint.query !== undefined);

/**
 * A signed-in user who is staff too (so the studio's bodies are checked, not just refused for want
 * of the role), a second user who is staff only, and path values: the user's own id and profile, a
 * fresh onboarding session, and ids of nothing for the rest.
 */
export async function everyEndpoint(server: TestServer): Promise<EveryEndpoint> {
  const user = await signedInUser(server);
  const staff = await signedInUser(server);
  await setRoles(server, staff, [STAFF_ROLE]);
  const em = server.orm.em.fork();
  setStaff(await em.findOneOrFail(User, { id: user.userId }), true);
  await em.flush();
  const profiles = await server.request(
    'GET',
    `/api/users/${String(user.userId)}/businessProfiles`,
    undefined,
    user.auth,
  );
  const session = await server.request('POST', '/api/flows/onboarding/sessions', {});
  const values: PathValues = {
    ...PLACEHOLDER_IDS,
    sessionId: session.body.sessionId as string,
    userId: String(user.userId),
    businessProfileId: String(profiles.body.data[0].id),
  };
  await outboxDelivered(server);
  return {
    user,
    staff,
    values,
    pathOf: (endpoint) => pathOf(endpoint, values),
    authOf: (endpoint) => (endpoint.path.startsWith('/studio/') ? staff.auth : user.auth),
  };
}

/**
 * Waits until the sign-ups' e-mails have left the outbox: their delivery jobs run in the
 * background, and a test that compares stored rows must not see them land mid-test.
 */
async function outboxDelivered(server: TestServer): Promise<void> {
  const pending = async () =>
    (
      await server.orm.em
        .getConnection()
        .execute<{ count: string }[]>("select count(*) as count from outbox_message where status = 'pending'")
    )[0]?.count;
  for (let tries = 0; (await pending()) !== '0'; tries += 1) {
    if (tries === 300) throw new Error('The outbox was not delivered within a minute');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
