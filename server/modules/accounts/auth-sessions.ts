import type { EntityManager } from '@mikro-orm/postgresql';
import { AuthSession, type User } from '../../db/account-entities.ts';
import {
  AccountExpiredError,
  RefreshTokenExpiredError,
  TokenExpiredError,
  TokenInvalidError,
  TokenMalformedError,
  UnauthorizedError,
} from './account-errors.ts';
import { isSecretOf, newSecret, secretHash } from './secrets.ts';

const ACCESS_PREFIX = 'ata';
const REFRESH_PREFIX = 'rta';
export const ACCESS_TOKEN_SECONDS = 15 * 60;
export const REFRESH_TOKEN_SECONDS = 30 * 24 * 60 * 60;

export interface SessionTokens {
  readonly accessToken: string;
  readonly refreshToken: string;
  /** Seconds the access token lives; then POST /authentication/refresh gives a new pair. */
  readonly expiresIn: number;
}

const secondsFrom = (now: Date, seconds: number) => new Date(now.getTime() + seconds * 1000);

/** Signs a user in: a new session row, whose tokens are shown once and kept only as hashes. */
export function startSession(em: EntityManager, user: User, now = new Date()): SessionTokens {
  const accessToken = newSecret(ACCESS_PREFIX);
  const refreshToken = newSecret(REFRESH_PREFIX);
  em.create(AuthSession, {
    user,
    accessHash: secretHash(accessToken),
    accessExpiresAt: secondsFrom(now, ACCESS_TOKEN_SECONDS),
    refreshHash: secretHash(refreshToken),
    refreshExpiresAt: secondsFrom(now, REFRESH_TOKEN_SECONDS),
  });
  return { accessToken, refreshToken, expiresIn: ACCESS_TOKEN_SECONDS };
}

/** The session an `Authorization: Bearer …` header stands for (§8 codes 61, 62, 63; none: 401). */
export async function sessionOfHeader(em: EntityManager, header: string | undefined): Promise<AuthSession> {
  if (header === undefined || header === '') throw new UnauthorizedError();
  const token = /^Bearer (.+)$/.exec(header)?.[1] ?? '';
  if (!isSecretOf(ACCESS_PREFIX, token)) throw new TokenMalformedError();
  const session = await em.findOne(AuthSession, { accessHash: secretHash(token) }, { populate: ['user'] });
  if (session === null || session.revokedAt != null) throw new TokenInvalidError();
  if (session.accessExpiresAt.getTime() <= Date.now()) throw new TokenExpiredError();
  return session;
}

/**
 * A new pair for a refresh token; the old pair stops working at once (rotation: a stolen refresh
 * token used after its owner has refreshed finds its session gone).
 */
export async function refreshSession(em: EntityManager, refreshToken: string): Promise<SessionTokens> {
  if (!isSecretOf(REFRESH_PREFIX, refreshToken)) throw new TokenMalformedError();
  const session = await em.findOne(AuthSession, { refreshHash: secretHash(refreshToken) }, { populate: ['user'] });
  if (session === null || session.revokedAt != null) throw new TokenInvalidError();
  if (session.refreshExpiresAt.getTime() <= Date.now()) throw new RefreshTokenExpiredError();
  const { user } = session;
  if (user.expiresAt != null && user.expiresAt.getTime() <= Date.now())
    throw new AccountExpiredError(user.emailAddress);
  // Retired only if still live: of two refreshes racing with one token, one wins, the other is 63.
  const retired = await em.nativeUpdate(AuthSession, { id: session.id, revokedAt: null }, { revokedAt: new Date() });
  if (retired !== 1) throw new TokenInvalidError();
  return startSession(em, user);
}

export function endSession(session: AuthSession): void {
  session.revokedAt = new Date();
}

/** Signs a user out everywhere (a password change or reset: whoever knew the old one is out). */
export async function endSessionsOf(em: EntityManager, user: User): Promise<void> {
  await em.nativeUpdate(AuthSession, { user, revokedAt: null }, { revokedAt: new Date() });
}
