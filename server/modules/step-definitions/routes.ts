import { publicOrigin } from '../shared/public-origin.ts';
import type { Flow } from '../../../engine/index.ts';
import { NotFoundError, StepNotOpenError } from '../../errors.ts';
import { queryOf } from '../../request-input.ts';
import type { Services } from '../../services.ts';
import { findSessionRecord, flowOf, withCurrentFlags } from '../flow-sessions/service.ts';
import { heldByAgent, type SessionRecord } from '../flow-sessions/session-store.ts';
import { recordEntered } from '../funnel/step-events.ts';
import { profileDefaults } from './profile-defaults.ts';
import { stepView } from './step-view.ts';
import type { ApiRouter } from '../../openapi/api-router.ts';

/** The step a renderer shows for a session: meta, counter, schema, uiSchema, title and saved data. */
export function stepDefinitionRoutes(api: ApiRouter, { orm, project }: Services): void {
  api.on('getSessionStep', async (req, res) => {
    const { route } = queryOf<{ route?: string }>(project, 'api/step-query.schema.json', req);
    // A session id that is not a UUID is 404 without asking the database (findSessionRecord).
    const session = await withCurrentFlags(orm.em, await findSessionRecord(orm.em, req.params.sessionId));
    // The step view is drawn from the session's version: its schema and uiSchema.
    const { project: versionProject, flow } = await flowOf(orm.em, project, session);
    const step = route === undefined ? session.step : openStepOfRoute(flow, session, route);
    // OL §1: on an agent's summary the NEXT is the client's (decision 172): the screen hides it.
    const awaitsClient =
      flow.hasStep(step) &&
      flow.meta(step).effects?.includes('clientContinuesSummary') === true &&
      (await heldByAgent(orm.em, session.id));
    await recordEntered(orm.em, flow, session, step);
    // A step not answered yet opens with what the session, then the business, answered before (decisions 421, 480).
    const defaults =
      flow.hasStep(step) && session.steps[step] === undefined
        ? await profileDefaults(orm.em, versionProject, session, flow.meta(step).schema, publicOrigin(req))
        : null;
    const view = stepView(versionProject, flow, session, step, defaults);
    res.set('ETag', `"${session.version}"`).json({ ...view, awaitsClient });
  });
}

// §4: a route ahead of the stored launch state is refused; `redirect` names the step to show.
function openStepOfRoute(flow: Flow, session: SessionRecord, route: string): string {
  const match = flow.stepOfRoute(route);
  if (match === null) throw new NotFoundError(`Flow "${flow.id}" has no route "${route}"`);
  const open = flow.canOpen(match.step, session.launchState);
  if (!open.allowed) throw new StepNotOpenError('This step is not open yet.', open.redirect ?? session.step);
  return match.step;
}
