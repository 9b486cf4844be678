import { Router } from 'express';
import { NotFoundError, ServiceUnavailableError } from '../../errors.ts';
import type { Services } from '../../services.ts';
import { findSessionRecord, flowOf } from '../flow-sessions/service.ts';
import { publicOrigin } from '../shared/public-origin.ts';
import { advertiserOf, creativeInputsOf, drawnWithOf, inputHash } from './creative-inputs.ts';
import { CREATIVE_QUEUE, type CreativeJob } from './generate-creatives.ts';
import { GenerationStatus, latestGeneration, requestGeneration } from './generation-store.ts';
import { generationView } from './generation-view.ts';

/** Creatives and ad copy generated from a session's answers (OL §2), drawn by a queued job. */
export function creativeRoutes({ orm, project, queue }: Services): Router {
  const router = Router();

  // Asking again with the same answers is answered by the same generation; only a new one, or
  // one that had FAILED, goes (back) to the queue.
  router.post('/sessions/:sessionId/creatives', async (req, res) => {
    if (queue === undefined) throw new ServiceUnavailableError('Creative generation is not running on this server.');
    const session = await findSessionRecord(orm.em, req.params.sessionId);
    const origin = publicOrigin(req);
    const { flow } = await flowOf(orm.em, project, session);
    const inputs = creativeInputsOf(session, flow, origin);
    const generation = await requestGeneration(orm.em, session.id, inputs, inputHash(inputs));
    if (generation.status === GenerationStatus.NEW) {
      const job: CreativeJob = { generationId: generation.id };
      await queue.send(CREATIVE_QUEUE, job, generation.id);
    }
    res
      .status(202)
      .location(creativesPath(session.id))
      .json(
        generationView(origin, generation, advertiserOf(session, flow), drawnWithOf(session, flow, generation.inputs)),
      );
  });

  router.get('/sessions/:sessionId/creatives', async (req, res) => {
    const session = await findSessionRecord(orm.em, req.params.sessionId);
    const generation = await latestGeneration(orm.em, session.id);
    if (generation === null)
      throw new NotFoundError(`Session "${session.id}" has no creatives yet: POST to start them.`);
    const { flow } = await flowOf(orm.em, project, session);
    const drawnWith = drawnWithOf(session, flow, generation.inputs);
    res.json(generationView(publicOrigin(req), generation, advertiserOf(session, flow), drawnWith));
  });

  return router;
}

const creativesPath = (sessionId: string): string => `/api/sessions/${sessionId}/creatives`;
