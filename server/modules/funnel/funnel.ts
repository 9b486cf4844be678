import type { EntityManager } from '@mikro-orm/postgresql';
import type { Flow, Project } from '../../../engine/index.ts';
import type { FunnelQuery } from '../../../schemas/generated/api/funnel-query.ts';
import { InvalidRequestError } from '../../errors.ts';
import {
  ABANDONED_AFTER_MINUTES,
  abandonedByStep,
  stepFigures,
  topFieldErrors,
  versionsWithEvents,
  type FunnelFilter,
  type StepFigures,
} from './funnel-query.ts';
import { funnelFlowOf } from './step-events.ts';

const DEFAULT_TOP = 5;

/** The variants whose sessions run `flow`'s steps: the flow itself and every flow extending it. */
export function variantsOf(project: Project, flow: Flow): Flow[] {
  return project.flowIds.map((id) => project.flow(id)).filter((candidate) => funnelFlowOf(candidate) === flow.id);
}

/**
 * The drop-off funnel of a flow (issue 9 § Funnel analytics, docs/funnel.md): per step in flow
 * order, users who entered and submitted it, drop-off, abandonment, median time on step and the
 * most frequent validation errors; with the versions and variants the filter can pick.
 */
export async function funnelOf(em: EntityManager, project: Project, flowId: string, query: FunnelQuery) {
  // A variant's funnel is its base flow's, narrowed to the variant.
  const asked = project.flow(flowId);
  const flow = project.flow(funnelFlowOf(asked));
  const variants = variantsOf(project, flow);
  const variant = query.variant ?? (asked.id === flow.id ? undefined : asked.id);
  if (variant !== undefined && !variants.some((candidate) => candidate.id === variant)) {
    throw new InvalidRequestError('Invalid request data', [
      { path: '/variant', message: `Not a variant of flow "${flow.id}"` },
    ]);
  }
  const filter: FunnelFilter = {
    flowId: flow.id,
    ...(query.version !== undefined && { version: Number(query.version) }),
    ...(variant !== undefined && { variant }),
    ...(query.from !== undefined && query.to !== undefined && { days: daysOf(query.from, query.to) }),
    top: query.top === undefined ? DEFAULT_TOP : Number(query.top),
  };
  const [figures, abandoned, errors, versions] = await Promise.all([
    stepFigures(em, filter),
    abandonedByStep(em, filter),
    topFieldErrors(em, filter),
    versionsWithEvents(em, flow.id),
  ]);
  const byStep = new Map(figures.map((row) => [row.step, row]));
  // Steps in flow order; steps only older versions had come last, as their events found them.
  const steps = [
    ...flow.steps,
    ...figures
      .map((row) => row.step)
      .filter((step) => !flow.hasStep(step))
      .sort(),
  ];
  return {
    flowId: flow.id,
    filter: {
      version: filter.version ?? null,
      variant: filter.variant ?? null,
      from: filter.days?.from ?? null,
      to: filter.days?.to ?? null,
      top: filter.top,
    },
    versions: [...new Set([...versions, flow.version])].sort((a, b) => a - b),
    variants: variants.map(({ id, title }) => ({ id, title })),
    abandonedAfterMinutes: ABANDONED_AFTER_MINUTES,
    steps: steps.map((step) => ({
      ...stepRow(flow, step, byStep.get(step)),
      abandoned: abandoned.get(step) ?? 0,
      validationErrors: errors
        .filter((error) => error.step === step)
        .map(({ path, message, count, users }) => ({ path, message, count, users })),
    })),
  };
}

function stepRow(flow: Flow, step: string, figures: StepFigures | undefined) {
  const entered = figures?.entered ?? 0;
  const submitted = figures?.submitted ?? 0;
  const dropOff = entered - submitted;
  return {
    step,
    /** Null for a step the flow's current version no longer has. */
    titleKey: flow.hasStep(step) ? flow.meta(step).titleKey : null,
    entered,
    submitted,
    dropOff,
    // A share of those who entered, to four decimals; null when nobody entered.
    dropOffRate: entered === 0 ? null : Math.round((dropOff / entered) * 10_000) / 10_000,
    medianSecondsOnStep: figures?.medianSeconds ?? null,
    invalidSubmissions: figures?.invalidSubmissions ?? 0,
    usersWithErrors: figures?.usersWithErrors ?? 0,
  };
}

// Decision 275: whole UTC days, both included; the end may not come before the start.
function daysOf(from: string, to: string): { from: string; to: string } {
  if (to < from)
    throw new InvalidRequestError('Invalid request data', [{ path: '/to', message: 'Must not be before from' }]);
  return { from, to };
}
