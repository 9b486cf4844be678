import type { Flags, Flow, Project } from '../../engine/index.ts';

type StepData = Record<string, unknown>;

/** The examples of a step's schema: the sample answers stories fill the step with. */
export function examplesOf(project: Project, flow: Flow, step: string): readonly StepData[] {
  const { examples } = project.schema(flow.meta(step).schema) as { examples?: StepData[] };
  return examples ?? [];
}

/**
 * The first example of the step that sets its flags (meta.setsFlags) the way the path wants them,
 * so that the answers agree with the way the replay goes; a flag not wanted counts as off. A step
 * that copies answers of earlier ones (meta.fromSteps: the ad copy's objective) takes an example
 * that agrees with the `earlier` samples, as the server would put them in.
 */
export function sampleFor(
  project: Project,
  flow: Flow,
  step: string,
  wanted: Flags,
  earlier: Readonly<Record<string, unknown>> = {},
): StepData | null {
  const flagsAgree = (data: StepData) =>
    Object.entries(flow.flagsFromStep(step, data)).every(([flag, value]) => (wanted[flag] ?? false) === value);
  const copiesAgree = (data: StepData) => {
    const copied = flow.withCopiedFields(step, data, earlier) as StepData;
    return Object.keys(flow.meta(step).fromSteps ?? {}).every((field) => copied[field] === data[field]);
  };
  return examplesOf(project, flow, step).find((data) => flagsAgree(data) && copiesAgree(data)) ?? null;
}
