import type { RequestHandler, Response } from 'express';
import type { AuthSession, User } from '../../db/account-entities.ts';
import type { Orm } from '../../db/orm.ts';
import { ForbiddenUserError } from './account-errors.ts';
import { sessionOfHeader } from './auth-sessions.ts';

interface SignedInLocals {
  authSession?: AuthSession;
}

/** Lets only signed-in requests through (§8: 401, 61, 62, 63); the session is kept for the handler. */
export function signInRequired(orm: Orm): RequestHandler {
  return async (req, res, next) => {
    const locals = res.locals as SignedInLocals;
    // Several routers may guard one path: the token is checked once per request.
    locals.authSession ??= await sessionOfHeader(orm.em, req.get('authorization'));
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
