import { Router } from 'express';
import type { Services } from '../../services.ts';
import { portalOfRequest } from '../portals/portals.ts';
import { emailAccount, type AccountProbes } from '../accounts/account-probes.ts';
import { checkEmailSignup, EMAIL_SIGNUP_SCHEMA, signInAfterEmailSignup } from '../accounts/email-signup.ts';
import { businessPhoneToAccount } from '../accounts/business-phone.ts';
import { dispatch } from '../accounts/outbox.ts';
import { InvalidRequestError } from '../../errors.ts';
import type { SignedIn } from '../accounts/sign-in.ts';
import {
  afterBudgetStep,
  beforeLaunchingStep,
  BUDGET_STEP,
  checkBudgetStep,
  LAUNCHING_STEP,
} from '../campaigns/step-effects.ts';
import { bodyOf } from '../../request-input.ts';
import { checkLinkAccountsStep, LINK_ACCOUNTS_SCHEMA } from '../social-links/social-links.ts';
import {
  builderFlags,
  prepareStoreStep,
  STORE_FLOW,
  STORE_USER_SCHEMA,
  type StoreStepWrites,
} from '../stores/store-onboarding.ts';
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
import { assertClientContinuesSummary, SUMMARY_STEP } from './agent-summary.ts';

// Steps that sign up (or in) the address they hold: whether it has an account shows in the answer.
const SIGN_UP_SCHEMAS: ReadonlySet<string> = new Set([EMAIL_SIGNUP_SCHEMA, STORE_USER_SCHEMA]);

/**
 * The engine over HTTP: start a session, read it, submit its steps. `probed` counts the accounts
 * the sign-up steps name.
 */
export function flowSessionRoutes(
  { orm, project, queue, socialPages, storePlatforms }: Services,
  probed: AccountProbes,
): Router {
  const router = Router();

  router.post('/flows/:flowId/sessions', async (req, res) => {
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

  router.get('/sessions/:sessionId', async (req, res) => {
    const session = await withCurrentFlags(orm.em, await findSessionRecord(orm.em, req.params.sessionId));
    res.set('ETag', `"${session.version}"`).json(sessionView((await flowOf(orm.em, project, session)).flow, session));
  });

  // Step ids contain '/': accept them URL-encoded (%2F) or as plain path segments.
  router.put('/sessions/:sessionId/steps/*stepId', async (req, res) => {
    let provenEmail: string | undefined;
    let storeSignIn: SignedIn | undefined;
    let storeWrites: StoreStepWrites | undefined;
    const stepId = req.params.stepId.join('/');
    const portal = () => portalOfRequest(orm.em, req, {});
    const session = await submitStep(orm.em, project, {
      sessionId: req.params.sessionId,
      stepId,
      data: req.body,
      event: eventOf(req.query.event),
      expectedVersion: versionOf(req.get('If-Match')),
      // AP §2 store onboarding: each step's effect on the account, profile and store (stores
      // module): its outside calls first, then its writes in the step's own transaction.
      prepare: async (schemaRef, data, before) => {
        // The probe count is kept on a connection of its own: never inside the step's transaction.
        if (SIGN_UP_SCHEMAS.has(schemaRef)) await probed(req, res, emailAccount(emailOf(data)));
        if (before.flowId !== STORE_FLOW) return;
        storeWrites = await prepareStoreStep({ em: orm.em, storePlatforms, session: before, portal }, stepId, data);
      },
      checkWrites: (before) => before.flowId === STORE_FLOW,
      check: async (schemaRef, data, before, em) => {
        if (storeWrites !== undefined) {
          storeSignIn = await storeWrites({ em, storePlatforms, session: before, portal });
          return;
        }
        if (stepId === SUMMARY_STEP)
          await assertClientContinuesSummary(orm.em, req.params.sessionId, eventOf(req.query.event));
        if (stepId === BUDGET_STEP) await checkBudgetStep(orm.em, req.params.sessionId, data);
        if (stepId === LAUNCHING_STEP) {
          await beforeLaunchingStep(orm.em, req.params.sessionId);
        }
        // OL §6: the page is checked against what the social network said, not what the form claims.
        if (schemaRef === LINK_ACCOUNTS_SCHEMA)
          await checkLinkAccountsStep(orm.em, socialPages, req.params.sessionId, data);
        if (schemaRef !== EMAIL_SIGNUP_SCHEMA) return;
        provenEmail = await checkEmailSignup(orm.em, await portalOfRequest(orm.em, req, {}), data);
      },
    });
    if (stepId === BUDGET_STEP) await afterBudgetStep(orm.em, session);
    const { flow } = await flowOf(orm.em, project, session);
    const view = sessionView(flow, session);
    // OL §2: the e-mail sign-up step signs its user in (up, when new) once the OTP is right.
    const signedIn =
      storeSignIn ??
      (provenEmail === undefined
        ? undefined
        : await signInAfterEmailSignup(orm.em, await portalOfRequest(orm.em, req, {}), session, provenEmail));
    if (provenEmail !== undefined && signedIn !== undefined) {
      // Decision 422: the business phone typed in the flow waits on the account for its SMS code.
      const sms = await businessPhoneToAccount(orm.em, await portal(), flow, session, signedIn.userId);
      await dispatch(queue, sms === null ? [] : [sms]);
    }
    res
      .set('ETag', `"${session.version}"`)
      .json({ step: view.step, launchState: view.launchState, session: view, ...(signedIn && { signedIn }) });
  });

  return router;
}

const emailOf = (data: unknown) => (data as { emailAddress: string }).emailAddress;

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
