import type { CreativeDraft } from '../../../schemas/generated/api/creative-draft.ts';
import { InvalidRequestError, NotFoundError, ServiceUnavailableError } from '../../errors.ts';
import { bodyOf } from '../../request-input.ts';
import type { Services } from '../../services.ts';
import { findSessionRecord, flowOf } from '../flow-sessions/service.ts';
import { publicOrigin } from '../shared/public-origin.ts';
import { MAIN_FORMAT } from './creative-formats.ts';
import { advertiserOf, chosenTemplateOf, creativeInputsOf, drawnWithOf, inputHash } from './creative-inputs.ts';
import { CREATIVE_QUEUE, templateContent, type CreativeJob } from './generate-creatives.ts';
import { GenerationStatus, latestGeneration, requestGeneration } from './generation-store.ts';
import { generationView } from './generation-view.ts';
import { profileImagesOf, withProfileImages } from './profile-images.ts';
import { threadRenderer } from './renderer.ts';
import { CREATIVE_TEMPLATES } from './templates.ts';
import type { ApiRouter } from '../../openapi/api-router.ts';

/** Creatives and ad copy generated from a session's answers (OL §2), drawn by a queued job. */
export function creativeRoutes(
  api: ApiRouter,
  { orm, project, queue, creativeRenderer = threadRenderer }: Services,
): void {
  // Asking again with the same answers is answered by the same generation; only a new one, or
  // one that had FAILED, goes (back) to the queue.
  api.on('startCreativeGeneration', async (req, res) => {
    if (queue === undefined) throw new ServiceUnavailableError('Creative generation is not running on this server.');
    const session = await findSessionRecord(orm.em, req.params.sessionId);
    const origin = publicOrigin(req);
    const { flow } = await flowOf(orm.em, project, session);
    const images = await profileImagesOf(orm.em, session, origin);
    const inputs = await withProfileImages(orm.em, session, creativeInputsOf(session, flow, origin), images, origin);
    const generation = await requestGeneration(orm.em, session.id, inputs, inputHash(inputs));
    if (generation.status === GenerationStatus.NEW) {
      const job: CreativeJob = { generationId: generation.id };
      await queue.send(CREATIVE_QUEUE, job, generation.id);
    }
    res
      .status(202)
      .location(creativesPath(session.id))
      .json(
        generationView(
          origin,
          generation,
          advertiserOf(session, flow),
          drawnWithOf(session, flow, generation.inputs, images.logo),
        ),
      );
  });

  api.on('getCreativeGeneration', async (req, res) => {
    const session = await findSessionRecord(orm.em, req.params.sessionId);
    const generation = await latestGeneration(orm.em, session.id);
    if (generation === null)
      throw new NotFoundError(`Session "${session.id}" has no creatives yet: POST to start them.`);
    const { flow } = await flowOf(orm.em, project, session);
    const origin = publicOrigin(req);
    const images = await profileImagesOf(orm.em, session, origin);
    const drawnWith = drawnWithOf(session, flow, generation.inputs, images.logo);
    res.json(generationView(origin, generation, advertiserOf(session, flow), drawnWith));
  });

  // Issue 24: the edit screen's design drawn while the owner edits it (one square, on the drawing
  // thread: well under a second). Nothing is stored; saving the edit draws the creatives for good.
  api.on('drawCreativeDraft', async (req, res) => {
    const { templateId, ...draft } = bodyOf<CreativeDraft>(project, 'api/creative-draft.schema.json', req);
    const session = await findSessionRecord(orm.em, req.params.sessionId);
    const { flow } = await flowOf(orm.em, project, session);
    const design = templateId ?? chosenTemplateOf(session, flow) ?? 1;
    const template = CREATIVE_TEMPLATES.find((candidate) => candidate.id === design);
    if (template === undefined) throw new InvalidRequestError(`There is no design ${String(design)}.`);
    const origin = publicOrigin(req);
    const inputs = creativeInputsOf(session, flow, origin, draft);
    const content = await templateContent(
      orm.em,
      await withProfileImages(orm.em, session, inputs, await profileImagesOf(orm.em, session, origin), origin),
    );
    if (template.needsPhoto && content.photo === null) {
      const message = 'This design is drawn around a photo: add one of your own first.';
      throw new InvalidRequestError(message, [{ path: '/photo', message }]);
    }
    const png = await creativeRenderer.render(template, content, MAIN_FORMAT);
    res.json({
      templateId: template.id,
      imageUrl: `data:image/png;base64,${png.toString('base64')}`,
      width: MAIN_FORMAT.width,
      height: MAIN_FORMAT.height,
    });
  });
}

const creativesPath = (sessionId: string): string => `/api/sessions/${sessionId}/creatives`;
