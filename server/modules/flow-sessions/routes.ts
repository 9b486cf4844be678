import type { Services } from '../../services.ts';
import { portalOfRequest } from '../portals/portals.ts';
import type { AccountProbes } from '../accounts/account-probes.ts';
import { InvalidRequestError } from '../../errors.ts';
import { bodyOf } from '../../request-input.ts';
import { builderFlags, STORE_FLOW } from '../stores/store-onboarding.ts';
import {
  createSession,
  findSessionRecord,
  flowOf,
  submitStep,
  withCurrentFlags,
  type CreateSessionInput,
} from './service.ts';
import { portalFlags } from './server-flags.ts';
import { sessionView } from './view.ts';
import { agentStartingSession } from './agent-of-request.ts';
import { effectRun } from './step-effect-run.ts';
import type { ApiRouter } from '../../openapi/api-router.ts';

/**
 * The engine over HTTP: start a session, read it, submit its steps. `probed` counts the accounts
 * the sign-up steps name.
 */
export function flowSessionRoutes(api: ApiRouter, services: Services, probed: AccountProbes): void {
  const { orm, project } = services;

  api.on('createSession', async (req, res) => {
    // No body at all is a session with no flags.
    const input = bodyOf<CreateSessionInput>(project, 'api/create-session.schema.json', req);
    const portal = await portalOfRequest(orm.em, req, {});
    // AP §3: a builder portal's store onboarding goes to its builder's set-up screen.
    const flags = { ...input.flags, ...(req.params.flowId === STORE_FLOW ? builderFlags(portal) : {}) };
    const agentId = await agentStartingSession(orm.em, req, req.params.flowId, input.queryParameters);
    // Decision 420: nobody signed up in a new session, so no page of theirs is linked yet.
    const serverFlags = { ...portalFlags(portal), socialLinked: false };
    const session = await createSession(orm.em, project, req.params.flowId, { ...input, flags }, serverFlags, agentId);
    const { sessionId, flowId, flowVersion, step, launchState } = sessionView(
      (await flowOf(orm.em, project, session)).flow,
      session,
    );
    res.status(201).location(`/api/sessions/${sessionId}`).json({ sessionId, flowId, flowVersion, step, launchState });
  });

  api.on('getSession', async (req, res) => {
    const session = await withCurrentFlags(orm.em, await findSessionRecord(orm.em, req.params.sessionId));
    res.set('ETag', `"${session.version}"`).json(sessionView((await flowOf(orm.em, project, session)).flow, session));
  });

  // Step ids contain '/': accept them URL-encoded (%2F) or as plain path segments.
  api.on('submitStep', async (req, res) => {
    const event = eventOf(req.query.event);
    // What the step does beyond saving its data is named by its flow (meta.effects): a promo
    // check, the launch, a sign-up, a store's link… (step-effect-registry.ts).
    const effects = effectRun({
      em: orm.em,
      services,
      event,
      portal: () => portalOfRequest(orm.em, req, {}),
      // The probe count is kept on a connection of its own: never inside the step's transaction.
      probe: (account) => probed(req, res, account),
    });
    const session = await submitStep(orm.em, project, {
      sessionId: req.params.sessionId,
      stepId: req.params.stepId.join('/'),
      data: req.body,
      event,
      expectedVersion: versionOf(req.get('If-Match')),
      effects,
    });
    const { flow } = await flowOf(orm.em, project, session);
    const { signedIn } = await effects.after(session, flow);
    const view = sessionView(flow, session);
    res
      .set('ETag', `"${session.version}"`)
      .json({ step: view.step, launchState: view.launchState, session: view, ...(signedIn && { signedIn }) });
  });
}

function eventOf(value: unknown): string {
  if (value === undefined) return 'NEXT';
  if (typeof value !== 'string' || !/^[A-Z][A-Z0-9_]{0,63}$/.test(value)) {
    throw new InvalidRequestError('event must be an event name such as NEXT or EDIT');
  }
  return value;
}

// RFC 9110: If-Match compares strong validators; "*" matches whatever version there is.
function versionOf(header: string | undefined): number | undefined {
  if (header === undefined || header.trim() === '*') return undefined;
  const version = /^\s*"(\d{1,9})"\s*$/.test(header) ? Number(header.replace(/\D/g, '')) : NaN;
  if (!Number.isInteger(version) || version < 1) throw new InvalidRequestError('If-Match must be a session version');
  return version;
}
