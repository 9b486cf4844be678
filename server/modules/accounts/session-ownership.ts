import type { Request, RequestHandler } from 'express';
import type { Orm } from '../../db/orm.ts';
import { ForbiddenSessionError } from './account-errors.ts';
import { sessionOfHeader } from './auth-sessions.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
// The calls that name a session in their path (OL §7: /sessions/{id}/..., /localbusiness/{id}/...).
const SESSION_IN_PATH = /^\/(?:sessions|localbusiness)\/([^/]+)/i;

/** Every way a call names a flow session: its path, a `sessionId` query parameter or body field. */
function sessionIdOf(req: Request): string | undefined {
  const body = (req.body ?? {}) as { sessionId?: unknown };
  const candidates: unknown[] = [SESSION_IN_PATH.exec(req.path)?.[1], req.query.sessionId, body.sessionId];
  return candidates.find((candidate): candidate is string => typeof candidate === 'string' && UUID.test(candidate));
}

/**
 * A flow session is anyone's who holds its id until someone signs up in it (the e-mail sign-up
 * step); from then on every call that names it needs its owner's access token (401, 61-63; 403 for
 * another user). One check for every route, so a new route cannot forget it.
 */
export function ownSessionsOnly(orm: Orm): RequestHandler {
  return async (req, _res, next) => {
    const sessionId = sessionIdOf(req);
    if (sessionId === undefined) {
      next();
      return;
    }
    const [row] = await orm.em
      .getConnection()
      .execute<{ owner_id: number | null }[]>('select owner_id from flow_session where id = ?', [sessionId]);
    if (row?.owner_id != null) {
      const session = await sessionOfHeader(orm.em.fork(), req.get('authorization'));
      if (session.user.id !== row.owner_id) throw new ForbiddenSessionError();
    }
    next();
  };
}
