import type { EffectName, FlowBundle } from '../../../engine/index.ts';

/**
 * Versions published before steps named their effects (decision 432) ran them by step id and
 * schema. Published versions never change, so a session on one would otherwise lose its promo and
 * launch checks: such a bundle is read with the effects those rules gave each step.
 */
const BY_STEP: Readonly<Record<string, readonly EffectName[]>> = {
  summary: ['clientContinuesSummary'],
  budget: ['applyPromo', 'keepDraftCampaign'],
  launching: ['lockLaunchFunds'],
};
const BY_SCHEMA: Readonly<Record<string, readonly EffectName[]>> = {
  'steps/link-accounts.schema.json': ['checkLinkedPage'],
  'steps/email-signup.schema.json': ['signUpByEmail'],
};
const STORE_STEPS: Readonly<Record<string, readonly EffectName[]>> = {
  user: ['signUpStoreOwner'],
  otherStore: ['recordOtherStore'],
  storeDetails: ['saveStoreDetails'],
  assets: ['requireStoreProfile'],
  confirm: ['requireStoreProfile'],
  setupCreativeBuilder: ['setUpCreativeBuilder'],
  setupRichMediaAdBuilder: ['setUpRichMediaAdBuilder'],
  linkStore: ['linkStore'],
  verification: ['verifyOwnerEmail'],
};

interface State {
  readonly meta?: Readonly<Record<string, unknown>>;
}
type Definition = Readonly<Record<string, unknown>> & { readonly states?: Readonly<Record<string, State>> };

/** The bundle as it runs: a version that names no effect anywhere gets those of the former rules. */
export function withNamedEffects(bundle: FlowBundle): FlowBundle {
  const path = `flows/${bundle.flowId}.flow.json`;
  const definition = bundle.flows[path] as Definition | undefined;
  const states = definition?.states;
  if (definition === undefined || states === undefined) return bundle;
  const steps = Object.entries(states);
  if (steps.some(([, state]) => state.meta?.effects !== undefined)) return bundle;
  const named = steps.map(([id, state]): [string, State] => {
    const effects = formerEffects(bundle.flowId, id, state.meta?.schema);
    return [
      id,
      effects.length === 0 || state.meta === undefined ? state : { ...state, meta: { ...state.meta, effects } },
    ];
  });
  return { ...bundle, flows: { ...bundle.flows, [path]: { ...definition, states: Object.fromEntries(named) } } };
}

function formerEffects(flowId: string, stepId: string, schema: unknown): readonly EffectName[] {
  if (flowId === 'store-onboarding') return STORE_STEPS[stepId] ?? [];
  return [...(BY_STEP[stepId] ?? []), ...(typeof schema === 'string' ? (BY_SCHEMA[schema] ?? []) : [])];
}
