// The signed-in session as §8 knows it: "the stored access token" and the user, kept in local
// storage so that a reload or a second tab stays signed in. Changes notify whoever listens
// (§4: "auth state changes notify the app"). The sign-up wizard saves the session of the user it
// signs up here too.

/** The tokens of POST /api/authentication/login and …/refresh. */
export interface SessionTokens {
  readonly accessToken: string;
  readonly refreshToken: string;
}

export interface StoredSession extends SessionTokens {
  readonly userId: number;
  readonly roleIds: readonly number[];
}

/** A business profile as GET /api/users/{id} lists it (§3). */
export interface ProfileSummary {
  readonly id: number;
  readonly name: string;
  readonly thumbnailLogo: string | null;
  /** AP §3; absent from a user stored before it was read, whose profiles take the default zone. */
  readonly timeZoneId?: number;
}

/** The user as GET /api/users/{id} answers (§3), as much of it as the pages read. */
export interface SignedInUser {
  readonly id: number;
  readonly emailAddress: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly phoneNumber: string | null;
  /** Decision 351: the number signs in (and counts) only once its owner has proved it. */
  readonly isPhoneNumberVerified: boolean;
  readonly roleIds: readonly number[];
  readonly isEmailVerified: boolean;
  /** False for an account a one-time code made until its user sets a password (decision 371). */
  readonly hasPassword?: boolean;
  /** AP §3: an agent builds clients' onboardings and shares their summary links (OL §1). */
  readonly isAgent: boolean;
  readonly businessProfiles: readonly ProfileSummary[];
}

const SESSION_KEY = 'adflow.auth';
const USER_KEY = 'adflow.user';
// §4 logout "clears the last visited route": the sign-up wizard keeps it under this prefix.
const SIGNUP_PREFIX = 'adflow.signup.';

const listeners = new Set<() => void>();

function read(key: string): unknown {
  const text = localStorage.getItem(key);
  if (text === null) return null;
  try {
    return JSON.parse(text);
  } catch {
    // Someone else's value under our key: as good as none.
    return null;
  }
}

function write(key: string, value: unknown): void {
  localStorage.setItem(key, JSON.stringify(value));
  for (const listener of listeners) listener();
}

export const storedSession = (): StoredSession | null => read(SESSION_KEY) as StoredSession | null;

export function saveSession(session: StoredSession): void {
  write(SESSION_KEY, session);
}

/**
 * A sign-in that happened inside a flow (the e-mail sign-up step, a summary link's OTP): someone
 * else signed in on this browser must not stay beside these tokens.
 */
export function adoptSignIn({ userId, roleIds, accessToken, refreshToken }: StoredSession): void {
  if (storedSession()?.userId !== userId) clearSession();
  saveSession({ userId, roleIds, accessToken, refreshToken });
}

/** New tokens for the same session (a refresh). */
export function saveTokens(tokens: SessionTokens): void {
  const session = storedSession();
  if (session !== null) saveSession({ ...session, accessToken: tokens.accessToken, refreshToken: tokens.refreshToken });
}

// One parse per stored text: useSyncExternalStore needs the same object while nothing changed.
let userCache: { text: string | null; user: SignedInUser | null } = { text: null, user: null };

export function storedUser(): SignedInUser | null {
  const text = localStorage.getItem(USER_KEY);
  if (text !== userCache.text) userCache = { text, user: read(USER_KEY) as SignedInUser | null };
  return userCache.user;
}

export function saveUser(user: SignedInUser): void {
  write(USER_KEY, user);
}

/** §8 session clear and §4 logout: tokens, user and the sign-up's last visited routes go. */
export function clearSession(): void {
  const keys = Array.from({ length: localStorage.length }, (_, index) => localStorage.key(index));
  for (const key of keys) {
    if (key === SESSION_KEY || key === USER_KEY || key?.startsWith(SIGNUP_PREFIX) === true) {
      localStorage.removeItem(key);
    }
  }
  for (const listener of listeners) listener();
}

/**
 * Calls `listener` whenever this page changes the session or the user; returns the unsubscribe.
 * (Free of the DOM, as the wizard's API module, which tests run in Node, imports this module;
 * session-hooks.ts adds other tabs' changes.)
 */
export function subscribeToSession(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
