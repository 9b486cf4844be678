import type { Request, RequestHandler, Response } from 'express';
import type { AuthSession, User } from './entities.ts';
import type { Orm } from '../../db/orm.ts';
import { ForbiddenUserError } from './account-errors.ts';
import { sessionOfHeader } from './auth-sessions.ts';
import { memberProfile } from './profiles.ts';

interface SignedInLocals {
  authSession?: AuthSession;
}

/** The request's session (§8: 401, 61, 62, 63), kept for the handler. */
async function requireSession(orm: Orm, req: Request, res: Response): Promise<AuthSession> {
  const locals = res.locals as SignedInLocals;
  // Several routers may guard one path: the token is checked once per request.
  locals.authSession ??= await sessionOfHeader(orm.em, req.get('authorization'));
  return locals.authSession;
}

/** Lets only signed-in requests through (§8: 401, 61, 62, 63); the session is kept for the handler. */
export function signInRequired(orm: Orm): RequestHandler {
  return async (req, res, next) => {
    await requireSession(orm, req, res);
    next();
  };
}

// Express matches routes without regard to case: so does this.
const PROFILE_IN_PATH = /^\/businessProfiles\/([^/]+)/i;

/**
 * Every call below `/businessProfiles/{id}` is its members' only (§6; §8 112/113), checked before
 * the route reads its body or query: one check for every route, so a new route cannot forget it,
 * and a stranger learns nothing (not even which fields a body needs). Routes still read the
 * membership themselves, for its role.
 */
export function profileMembersOnly(orm: Orm): RequestHandler {
  return async (req, res, next) => {
    const profileId = PROFILE_IN_PATH.exec(req.path)?.[1];
    if (profileId !== undefined) await memberProfile(orm.em, (await requireSession(orm, req, res)).user, profileId);
    next();
  };
}

export function authSessionOf(res: Response): AuthSession {
  const session = (res.locals as SignedInLocals).authSession;
  if (session === undefined) throw new Error('signInRequired must run before this handler');
  return session;
}

export const signedInUser = (res: Response): User => authSessionOf(res).user;

/** The signed-in user, who must be the one the path names (`/users/{id}`): no one acts for another. */
export function sameUser(res: Response, rawId: string): User {
  const user = signedInUser(res);
  if (String(user.id) !== rawId) throw new ForbiddenUserError();
  return user;
}
