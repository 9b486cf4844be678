import type { EffectName } from '../../../engine/index.ts';
import { checkEmailSignup, signInAfterEmailSignup } from '../accounts/email-signup.ts';
import { emailAccount } from '../accounts/account-probes.ts';
import { businessPhoneToAccount } from '../accounts/business-phone.ts';
import { dispatch } from '../accounts/outbox.ts';
import { afterBudgetStep, beforeLaunchingStep, checkBudgetStep } from '../campaigns/step-effects.ts';
import { checkLinkAccountsStep } from '../social-links/social-links.ts';
import { STORE_EFFECTS } from '../stores/store-onboarding.ts';
import { assertClientContinuesSummary } from './agent-summary.ts';
import type { StepEffect } from './step-effect.ts';

/**
 * Every effect a flow may name (engine/effects.ts), by name, the way the engine registers guards:
 * the type makes the server implement each name the engine accepts.
 */
export const STEP_EFFECTS: Readonly<Record<EffectName, StepEffect>> = {
  clientContinuesSummary: {
    check: async ({ em, session, event }) => {
      await assertClientContinuesSummary(em, session.id, event);
      return undefined;
    },
  },
  applyPromo: {
    check: async ({ em, session, data }) => {
      await checkBudgetStep(em, session.id, data);
      return undefined;
    },
  },
  keepDraftCampaign: {
    after: async ({ em }, { session }) => {
      await afterBudgetStep(em, session);
      return undefined;
    },
  },
  lockLaunchFunds: {
    check: async ({ em, session }) => {
      await beforeLaunchingStep(em, session.id);
      return undefined;
    },
  },
  // OL §6: the page is checked against what the social network said, not what the form claims.
  checkLinkedPage: {
    check: async ({ em, services, session, data }) => {
      await checkLinkAccountsStep(em, services.socialPages, session.id, data);
      return undefined;
    },
  },
  signUpByEmail: {
    // Whether the address has an account shows in the answer: the probe counts (AP §5).
    prepare: async ({ data, probe }) => {
      await probe(emailAccount((data as { emailAddress: string }).emailAddress));
      return undefined;
    },
    check: async ({ em, portal, data }) => ({ provenEmail: await checkEmailSignup(em, await portal(), data) }),
    // OL §2: once the code is right, its owner is signed in (up, when new).
    after: async ({ em, services, portal }, { session, flow }, { provenEmail }) => {
      if (provenEmail === undefined) return undefined;
      const signedIn = await signInAfterEmailSignup(em, await portal(), session, provenEmail);
      // Decision 422: the business phone typed in the flow waits on the account for its SMS code.
      const sms = await businessPhoneToAccount(em, await portal(), flow, session, signedIn.userId);
      await dispatch(services.queue, sms === null ? [] : [sms]);
      return { signedIn };
    },
  },
  ...STORE_EFFECTS,
};
