import { AuthSession, User } from '../../server/modules/accounts/entities.ts';
import { STAFF_ROLE } from '../../server/modules/accounts/staff.ts';
import { ACCOUNT_MANAGER_ROLE } from '../../server/modules/campaigns/review.ts';
import { API_CATALOGUE, type ApiEndpoint } from '../../server/openapi/api-catalogue.ts';
import { signedInUser, type SignedInUser } from './accounts.ts';
import { pathOf, PLACEHOLDER_IDS, setRoles, type PathValues } from './api-calls.ts';
import { ownedIds } from './owned-ids.ts';
import type { TestApp } from './test-server.ts';

/** A server with the callers the catalogue's endpoints need, and a value for each path parameter. */
export interface EveryEndpoint {
  /** Owns every id of `values`, and holds every role a route asks for (staff, account manager, agent). */
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

/** Uploads take only multipart/form-data (a feed's CSV may come as JSON too): no schema names their body. */
export const UPLOAD_ENDPOINTS = API_CATALOGUE.filter(
  (endpoint) => endpoint.body === undefined && endpoint.multipart === true,
);

export const ENDPOINTS_WITH_QUERY = API_CATALOGUE.filter((endpoint) => endpoint.query !== undefined);

/**
 * A signed-in user who owns a real one of everything a path names (their profile, a franchise
 * headquarters and its store, a lead campaign with a lead and a pending edit, a catalog and a feed
 * read from a URL, a brief and its plan, an audience, an onboarding session they signed up in, a
 * summary link they shared as an agent) and holds every role a route asks for, so a call reaches
 * the check of its body or query instead of stopping at a 404 or 403; and a second user who is
 * staff only. Ids of nothing are left only where no call takes a body or a query (a media file,
 * an asset, an invoice, a published report).
 */
export async function everyEndpoint(server: TestApp): Promise<EveryEndpoint> {
  const user = await signedInUser(server);
  const staff = await signedInUser(server);
  await setRoles(server, staff, [STAFF_ROLE]);
  const em = server.orm.em.fork();
  const account = await em.findOneOrFail(User, { id: user.userId });
  account.roleIds = [...account.roleIds, STAFF_ROLE, ACCOUNT_MANAGER_ROLE];
  account.isAgent = true;
  await em.flush();
  const values: PathValues = { ...PLACEHOLDER_IDS, ...(await ownedIds(server, user)) };
  // A fuzz run on a busy machine can outlast the 15-minute access token (AP §8 62): the callers'
  // tokens are kept alive for the run, so every call is judged on its input, not on the clock.
  await server.orm.em
    .fork()
    .nativeUpdate(
      AuthSession,
      { user: { $in: [user.userId, staff.userId] } },
      { accessExpiresAt: new Date(Date.now() + 24 * 60 * 60 * 1000) },
    );
  await outboxDelivered(server);
  return {
    user,
    staff,
    values,
    // Franchise stores belong to a headquarters' profile (AP §1): every other path names the user's own.
    pathOf: (endpoint) =>
      pathOf(
        endpoint,
        endpoint.path.includes('/franchiseStores')
          ? { ...values, businessProfileId: values.headquartersId ?? '' }
          : values,
      ),
    authOf: (endpoint) => (endpoint.path.startsWith('/studio/') ? staff.auth : user.auth),
  };
}

/**
 * Waits until the sign-ups' e-mails have left the outbox: their delivery jobs run in the
 * background, and a test that compares stored rows must not see them land mid-test.
 */
async function outboxDelivered(server: TestApp): Promise<void> {
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
