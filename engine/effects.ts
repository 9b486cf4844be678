import { registeredNames } from './registered-names.ts';

/**
 * Every effect a flow step may name in `meta.effects`: what the server does, beyond saving the
 * step's data, when the step is submitted. The engine knows only the names (so a flow file naming
 * one that does not exist is refused, with its file and JSON pointer); the server registers an
 * implementation for each, the way the engine registers guards. Effects belong to the step's
 * definition, not its id: a renamed or copied budget step keeps its promo and launch checks.
 */
export const effectDescriptions = {
  clientContinuesSummary:
    'An agent’s client, not the agent, goes on from the summary to the budget (onboarding-and-launch §1, decision 172).',
  applyPromo: 'The promo code must be one the business may use: valid, unexpired, not used for another campaign (§8).',
  keepDraftCampaign: 'The draft campaign follows the budget once someone has signed up in the session (§4).',
  lockLaunchFunds:
    'The campaign is launched and the funds of its whole run locked; refused without sign-up (401), budget (409) or funds (402) (§4).',
  checkLinkedPage: 'The page must be one the social network linked for this session, with every permission (§6).',
  signUpByEmail: 'The e-mailed code signs the address up, or in, and the business phone waits for its SMS code (§2).',
  signUpStoreOwner: 'The store owner’s account and business profile are created and signed in (accounts §2, §3).',
  linkStore: 'The store is linked through its platform’s adapter (accounts §2 linkStore).',
  recordOtherStore: 'A store on a platform we do not link to is kept by its address (accounts §2 otherStore).',
  saveStoreDetails: 'The business profile takes the store’s name, currency, time zone and logo (accounts §3).',
  requireStoreProfile: 'The session must have the business profile the store steps write to (accounts §2).',
  verifyOwnerEmail:
    'The code e-mailed to the owner verifies the address; a wrong one counts towards the lock (accounts §4, §5).',
  setUpCreativeBuilder: 'The profile becomes a creative-builder profile (accounts §1).',
  setUpRichMediaAdBuilder: 'The profile becomes a rich-media ad-builder profile (accounts §1).',
} as const satisfies Record<string, string>;

export type EffectName = keyof typeof effectDescriptions;

const effects = registeredNames<EffectName>('effect', effectDescriptions);
export const effectNames = effects.names;
export const isEffectName = effects.has;
export const unknownEffect = effects.unknown;
