import type { EntityManager } from '@mikro-orm/postgresql';
import { AuthSession, type User } from './entities.ts';
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
 * Decision 242: a refresh token a rotation has just replaced still refreshes for this long, so a
 * page load that interrupted a refresh (the server rotated, the browser never stored the new pair)
 * does not sign the user out. Long enough for a reload, short enough to keep rotation's point.
 */
export const REFRESH_REUSE_SECONDS = 30;
// Refreshes racing with one token: each loser tries again, now as the just-replaced token.
const REFRESH_ATTEMPTS = 3;

/**
 * A new pair for a refresh token; the old access token stops working at once. The old refresh
 * token is refused too (63) once REFRESH_REUSE_SECONDS have passed since the rotation, or at once
 * after a logout (rotation: a stolen refresh token used after its owner has refreshed finds
 * nothing). The pair is rotated in the session's row, so every server process agrees.
 */
export async function refreshSession(
  em: EntityManager,
  refreshToken: string,
  now = new Date(),
): Promise<SessionTokens> {
  if (!isSecretOf(REFRESH_PREFIX, refreshToken)) throw new TokenMalformedError();
  const hash = secretHash(refreshToken);
  for (let attempt = 1; attempt <= REFRESH_ATTEMPTS; attempt++) {
    const session = await em.findOne(
      AuthSession,
      { $or: [{ refreshHash: hash }, { previousRefreshHash: hash }] },
      { populate: ['user'], refresh: true },
    );
    if (session === null || session.revokedAt != null) throw new TokenInvalidError();
    const current = session.refreshHash === hash;
    if (!current && !justRotated(session, now)) throw new TokenInvalidError();
    if (session.refreshExpiresAt.getTime() <= now.getTime()) throw new RefreshTokenExpiredError();
    const { user } = session;
    if (user.expiresAt != null && user.expiresAt.getTime() <= now.getTime())
      throw new AccountExpiredError(user.emailAddress);
    const accessToken = newSecret(ACCESS_PREFIX);
    const nextRefreshToken = newSecret(REFRESH_PREFIX);
    // Only if nobody rotated since the read. A just-replaced token's reuse keeps the window where
    // the first rotation opened it: reloading again and again never stretches it.
    const rotated = await em.nativeUpdate(
      AuthSession,
      { id: session.id, revokedAt: null, refreshHash: session.refreshHash },
      {
        accessHash: secretHash(accessToken),
        accessExpiresAt: secondsFrom(now, ACCESS_TOKEN_SECONDS),
        refreshHash: secretHash(nextRefreshToken),
        refreshExpiresAt: secondsFrom(now, REFRESH_TOKEN_SECONDS),
        // A reuse keeps the token it replaces (the other tab's, just given) valid for the window too.
        ...(current ? { previousRefreshHash: hash, rotatedAt: now } : { previousRefreshHash: session.refreshHash }),
      },
    );
    if (rotated === 1) return { accessToken, refreshToken: nextRefreshToken, expiresIn: ACCESS_TOKEN_SECONDS };
  }
  throw new TokenInvalidError();
}

const justRotated = (session: AuthSession, now: Date) =>
  session.rotatedAt != null && now.getTime() - session.rotatedAt.getTime() < REFRESH_REUSE_SECONDS * 1000;

export function endSession(session: AuthSession): void {
  session.revokedAt = new Date();
}

/** Signs a user out everywhere (a password change or reset: whoever knew the old one is out). */
export async function endSessionsOf(em: EntityManager, user: User): Promise<void> {
  await em.nativeUpdate(AuthSession, { user, revokedAt: null }, { revokedAt: new Date() });
}
