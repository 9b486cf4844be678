/** The shapes of flow files (schemas/flow.schema.json), as the engine reads them. */

export type Flags = Readonly<Record<string, boolean>>;

export interface TransitionDefinition {
  readonly target: string;
  readonly guard?: string;
  readonly description?: string;
}

/** A target, or guarded candidates tried in order (XState semantics). */
export type TransitionsDefinition = string | readonly TransitionDefinition[];

export interface StepMeta {
  readonly launchState: number | null;
  readonly route: string;
  readonly section: number | null;
  readonly back: TransitionsDefinition | null;
  readonly backDisabled: boolean;
  readonly headerHidden?: boolean;
  /** flag -> JSON Schema: the flag holds while the step's data matches it. */
  readonly setsFlags?: Readonly<Record<string, object>>;
  /** field -> step: the field is a copy of that earlier step's same-named answer, set by the server. */
  readonly fromSteps?: Readonly<Record<string, string>>;
  /** What the server does when the step is submitted, by name (engine/effects.ts), in order. */
  readonly effects?: readonly string[];
  readonly titleKey: string;
  readonly schema: string;
  readonly uiSchema: string;
}

export interface StepStateDefinition {
  readonly description?: string;
  readonly meta: StepMeta;
  readonly on: Readonly<Record<string, TransitionsDefinition>>;
}

export interface DecisionStateDefinition {
  readonly description?: string;
  readonly always: readonly TransitionDefinition[];
}

export interface FinalStateDefinition {
  readonly description?: string;
  readonly type: 'final';
  readonly meta?: { readonly launchState?: number };
}

export type StateDefinition = StepStateDefinition | DecisionStateDefinition | FinalStateDefinition;

interface CommonFlowDefinition {
  readonly id: string;
  readonly version: number;
  readonly title: string;
  readonly description?: string;
  readonly flags?: Flags;
}

export interface FullFlowDefinition extends CommonFlowDefinition {
  readonly basePath: string;
  readonly sections: number;
  /** What each section is called (keys of locales/<lng>/flows.json), one per section, in order. */
  readonly sectionTitleKeys?: readonly string[];
  readonly initial: string;
  readonly states: Readonly<Record<string, StateDefinition>>;
}

export interface VariantFlowDefinition extends CommonFlowDefinition {
  readonly extends: string;
  readonly flags: Flags;
}

export type FlowDefinition = FullFlowDefinition | VariantFlowDefinition;

export function isVariant(definition: FlowDefinition): definition is VariantFlowDefinition {
  return 'extends' in definition;
}

export function isStep(state: StateDefinition): state is StepStateDefinition {
  return 'meta' in state && 'on' in state;
}

export function isDecision(state: StateDefinition): state is DecisionStateDefinition {
  return 'always' in state;
}

export function isFinal(state: StateDefinition): state is FinalStateDefinition {
  return 'type' in state;
}

/** Normalises the shorthand `"NEXT": "step"` to the candidate-list form. */
export function candidates(transitions: TransitionsDefinition | null): readonly TransitionDefinition[] {
  if (transitions === null) return [];
  return typeof transitions === 'string' ? [{ target: transitions }] : transitions;
}
