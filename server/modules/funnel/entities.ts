import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { FlowSession } from '../flow-sessions/entities.ts';

/**
 * What happened to a session at one step (issue "funnel analytics"): `entered` (the step was
 * shown), `submitted` (its data was saved and the session moved on), `invalid` (its data was
 * refused by the step's schema or rules). Abandonment is read from these rows at query time
 * (decision 272), so it has no kind of its own.
 */
export type StepEventKind = 'entered' | 'submitted' | 'invalid';

/** A field a refused submission failed on: the error as the API answered it (decision 274). */
export interface FailedField {
  readonly path: string;
  readonly message: string;
}

/**
 * One step event of a flow session, written by the server only, in the same statement as the
 * session write it records (decision 270). Never updated.
 */
export const FlowStepEvent = defineEntity({
  name: 'FlowStepEvent',
  tableName: 'flow_step_event',
  // One `entered` per session, step and visit: reloads of a step add nothing (decision 271).
  // `visit` is null for other kinds, and nulls never collide in a unique index.
  uniques: [{ name: 'flow_step_event_visit', properties: ['session', 'step', 'kind', 'visit'] }],
  indexes: [{ name: 'flow_step_event_flow_at', properties: ['flowId', 'flowVersion', 'variant', 'at'] }],
  properties: {
    id: p.bigint('number').primary().autoincrement(),
    session: () => p.manyToOne(FlowSession).deleteRule('cascade'),
    /** The flow whose steps these are: a variant's base flow (onboarding for agent). */
    flowId: p.string().length(100),
    flowVersion: p.integer(),
    /** The flow file the session runs (decision 273): the base flow's own id, or a variant's (agent, shortened). */
    variant: p.string().length(100),
    step: p.string().length(200),
    kind: p.string().length(20).$type<StepEventKind>(),
    /** `entered` only: how many times the session had submitted the step before this visit. */
    visit: p.integer().nullable(),
    /** `invalid` only: the fields the submission failed on. */
    fields: p.json<FailedField[]>().nullable(),
    at: p.datetime(),
  },
});
export type FlowStepEvent = InferEntity<typeof FlowStepEvent>;
