import { Router } from 'express';
import { bodyOf, queryOf } from '../../request-input.ts';
import type { Services } from '../../services.ts';
import { publicOrigin } from '../shared/public-origin.ts';
import { createSummaryLink, sessionIdOfLink, shareLinks, type ShareChannel } from './summary-links.ts';

/** An agent's summary link (OL §1, §7): made by sendSummary, opened by getSessionId. */
export function summaryLinkRoutes({ orm, project }: Services): Router {
  const router = Router();

  router.post('/sendSummary', async (req, res) => {
    const body = bodyOf(project, 'api/send-summary.schema.json', req);
    const { sessionId, channel, recipient } = body as { sessionId: string; channel?: ShareChannel; recipient?: string };
    const { encodedId, expiresAt } = await createSummaryLink(orm.em, sessionId, channel);
    const url = `${publicOrigin(req)}/s/${encodedId}`;
    res
      .status(201)
      .json({ encodedId, url, expiresAt: expiresAt.toISOString(), shareLinks: shareLinks(url, recipient) });
  });

  router.get('/getSessionId', async (req, res) => {
    const { encodedId } = queryOf<{ encodedId: string }>(project, 'api/encoded-id-query.schema.json', req);
    res.json({ sessionId: await sessionIdOfLink(orm.em, encodedId) });
  });

  return router;
}
