import type { TestApp } from './test-server.ts';

export const STRONG_PASSWORD = 'Maple#Harbour29';

export interface SignedInUser {
  readonly userId: number;
  readonly emailAddress: string;
  readonly accessToken: string;
  readonly refreshToken: string;
  /** The Authorization header of its requests. */
  readonly auth: Record<string, string>;
}

let counter = 0;

/** Signs a new user up through the API and signs them in by e-mail and password. */
export async function signedInUser(server: TestApp, fields: Record<string, unknown> = {}): Promise<SignedInUser> {
  counter += 1;
  const emailAddress = (fields.emailAddress as string | undefined) ?? `owner${counter}-${Date.now()}@example.com`;
  const signUp = await server.request('POST', '/api/roimatic/users', {
    firstName: 'Priya',
    lastName: 'Raman',
    emailAddress,
    loginPassword: STRONG_PASSWORD,
    isTosAccepted: true,
    ...fields,
  });
  if (signUp.status !== 201) throw new Error(`sign-up answered ${signUp.status}: ${JSON.stringify(signUp.body)}`);
  const login = await server.request('POST', '/api/authentication/login', { emailAddress, password: STRONG_PASSWORD });
  if (login.status !== 200) throw new Error(`login answered ${login.status}: ${JSON.stringify(login.body)}`);
  const { userId, accessToken, refreshToken } = login.body as SignedInUser;
  return { userId, emailAddress, accessToken, refreshToken, auth: { authorization: `Bearer ${accessToken}` } };
}

/** A user as if they had signed up `days` days ago (past 30: their profiles pay service fees, decision 382). */
export async function userSignedUpDaysAgo(server: TestApp, userId: number, days: number): Promise<void> {
  await server.orm.em
    .getConnection()
    .execute('update app_user set created_at = now() - make_interval(days => ?) where id = ?', [days, userId]);
}

/**
 * The people of the business profile a walked session signed up in, as if they had signed up
 * `days` days ago: past the 30 days without a service fee (OL §1, decision 382), a fee is charged.
 */
export async function signedUpDaysAgo(server: TestApp, sessionId: string, days: number): Promise<void> {
  await server.orm.em.getConnection().execute(
    `update app_user set created_at = now() - make_interval(days => ?) where id in (
       select m.user_id from profile_member m join flow_session s on s.business_profile_id = m.business_profile_id
        where s.id = ?)`,
    [days, sessionId],
  );
}
