import type { TestServer } from './test-server.ts';

export const STRONG_PASSWORD = 'Maple#Harbour29';

export interface SignedInUser {
  readonly userId: number;
  readonly emailAddress: string;
  readonly accessToken: string;
  readonly refreshToken: string;
  /** The Authorization header of its requests. */
  readonly auth: Record<string, string>;
}

/**
 * Options for the server of a file whose tests sign up or ask about more accounts than one client
 * may in 15 minutes (decision 345: 10), all from the test's one address: that limit is not what
 * they test (tests/server/modules/accounts/account-probes.test.ts does).
 */
export const MANY_ACCOUNTS = { accountProbes: 1_000 } as const;

let counter = 0;

/** Signs a new user up through the API and signs them in by e-mail and password. */
export async function signedInUser(server: TestServer, fields: Record<string, unknown> = {}): Promise<SignedInUser> {
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
