import type { Request, RequestHandler } from 'express';
import type { Orm } from '../../db/orm.ts';
import { ForbiddenSessionError } from './account-errors.ts';
import { ownersOf } from '../flow-sessions/session-store.ts';
import { sessionOfHeader } from './auth-sessions.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
// The calls that name a session in their path (OL §7: /sessions/{id}/..., /localbusiness/{id}/...).
const SESSION_IN_PATH = /^\/(?:sessions|localbusiness)\/([^/]+)/i;

/** Every flow session a call names: in its path (as the route will decode it), a `sessionId` query or body field. */
function sessionIdsOf(req: Request): string[] {
  const body = (req.body ?? {}) as { sessionId?: unknown };
  const candidates: unknown[] = [decoded(SESSION_IN_PATH.exec(req.path)?.[1]), req.query.sessionId, body.sessionId];
  const ids = candidates.filter(
    (candidate): candidate is string => typeof candidate === 'string' && UUID.test(candidate),
  );
  return [...new Set(ids.map((id) => id.toLowerCase()))];
}

function decoded(segment: string | undefined): string | undefined {
  if (segment === undefined) return undefined;
  try {
    return decodeURIComponent(segment);
  } catch {
    // Not decodable: the route refuses it (102) before any session is read.
    return undefined;
  }
}

/**
 * A flow session is anyone's who holds its id until someone signs up in it (the e-mail sign-up
 * step); from then on every call that names it needs its owner's access token (401, 61-63; 403 for
 * another user). One check for every route, so a new route cannot forget it; every id a call
 * names is checked (path, query and body may name different ones).
 */
export function ownSessionsOnly(orm: Orm): RequestHandler {
  return async (req, _res, next) => {
    const sessionIds = sessionIdsOf(req);
    if (sessionIds.length === 0) {
      next();
      return;
    }
    const owners = new Set(await ownersOf(orm.em, sessionIds));
    if (owners.size > 0) {
      const session = await sessionOfHeader(orm.em.fork(), req.get('authorization'));
      // Every session the call names must be this user's: one owned by another anywhere in it is 403.
      if ([...owners].some((owner) => owner !== session.user.id)) throw new ForbiddenSessionError();
    }
    next();
  };
}
