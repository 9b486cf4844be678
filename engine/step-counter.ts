import type { StepMeta } from './definition.ts';

export interface Counter {
  /** The step's section among the sections on the user's path, 1-based, and how many there are (§2). */
  readonly section: number;
  readonly sectionCount: number;
  /** Position of the step within its section, 1-based, and the section's step count on the path (§3). */
  readonly position: number;
  readonly total: number;
  /** What the path's sections are called (flows.json keys), in order, when the flow names them. */
  readonly sectionTitleKeys?: readonly string[];
}

/**
 * OL §2/§3 step counter, counted on the user's own path (the screens NEXT leads through with the
 * session's flags): a section or a screen the path skips is not counted. A screen off the path
 * (an edit screen reached by EDIT) counts as the path screen its BACK returns to.
 */
export function countOnPath(
  step: string,
  path: readonly string[],
  meta: (step: string) => StepMeta,
  backOf: (step: string) => string | null,
  titleKeys?: readonly string[],
): Counter | null {
  const { section } = meta(step);
  if (section === null) return null;
  const sectionOf = (id: string) => meta(id).section;
  const sections = [...new Set([...path.map(sectionOf), section])]
    .filter((value) => value !== null)
    .sort((a, b) => a - b);
  const inSection = path.filter((id) => sectionOf(id) === section);
  const position = positionIn(inSection, step, backOf);
  return {
    section: sections.indexOf(section) + 1,
    sectionCount: sections.length,
    position,
    total: Math.max(inSection.length, position),
    // A section the path skips is not named either: the stepper shows the user's own sections.
    ...(titleKeys !== undefined && { sectionTitleKeys: sections.map((number) => titleKeys[number - 1] ?? '') }),
  };
}

function positionIn(inSection: readonly string[], step: string, backOf: (step: string) => string | null): number {
  const seen = new Set<string>();
  for (let current: string | null = step; current !== null && !seen.has(current); current = backOf(current)) {
    const index = inSection.indexOf(current);
    if (index !== -1) return index + 1;
    seen.add(current);
  }
  return 1;
}
