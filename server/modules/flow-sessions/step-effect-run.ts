import type { EntityManager } from '@mikro-orm/postgresql';
import { isEffectName, type Flow, type StepMeta } from '../../../engine/index.ts';
import { STEP_EFFECTS } from './step-effect-registry.ts';
import type { EffectContext, EffectOutcome, EffectWrites, StepEffect } from './step-effect.ts';
import type { SessionRecord } from './session-store.ts';

/** What every effect of one submission shares. */
export type SubmissionContext = Omit<EffectContext, 'session' | 'data'>;

/** The effects a step's meta names, in order (the engine refused any other name when the flow was loaded). */
export function effectsOf(meta: StepMeta): StepEffect[] {
  return (meta.effects ?? []).map((name) => {
    if (!isEffectName(name)) throw new Error(`The step names an unknown effect "${name}"`);
    return STEP_EFFECTS[name];
  });
}

/**
 * One submission's effects, phase by phase, as submitStep calls them: prepare before the step's
 * transaction, check (and the prepared writes) just before it saves, after once the session has
 * moved on. Each phase runs the step's effects in the order its meta names them.
 */
export function effectRun(submission: SubmissionContext) {
  let step: { effects: StepEffect[]; session: SessionRecord; data: unknown } | undefined;
  let prepared: EffectWrites[] = [];
  let outcome: EffectOutcome = {};
  const current = () => {
    if (step === undefined) throw new Error('A step effect ran before its step was prepared');
    return step;
  };
  const contextOn = (em: EntityManager): EffectContext => {
    const { session, data } = current();
    return { ...submission, em, session, data };
  };
  return {
    writes: (meta: StepMeta): boolean => effectsOf(meta).some((effect) => effect.writes === true),
    prepare: async (meta: StepMeta, data: unknown, session: SessionRecord): Promise<void> => {
      step = { effects: effectsOf(meta), session, data };
      prepared = [];
      for (const effect of step.effects) {
        const writes = await effect.prepare?.(contextOn(submission.em));
        if (writes !== undefined) prepared.push(writes);
      }
    },
    check: async (em: EntityManager): Promise<void> => {
      const context = contextOn(em);
      for (const effect of current().effects) outcome = { ...outcome, ...(await effect.check?.(context)) };
      for (const writes of prepared) outcome = { ...outcome, ...(await writes(context)) };
    },
    after: async (saved: SessionRecord, flow: Flow): Promise<EffectOutcome> => {
      const context = contextOn(submission.em);
      for (const effect of current().effects) {
        outcome = { ...outcome, ...(await effect.after?.(context, { session: saved, flow }, outcome)) };
      }
      return outcome;
    },
  };
}
