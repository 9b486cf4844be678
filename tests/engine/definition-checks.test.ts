import { describe, expect, it } from 'vitest';
import {
  createProject,
  InvalidDefinitionsError,
  readProjectFiles,
  type DefinitionProblem,
} from '../../engine/index.ts';

const shipped = await readProjectFiles();
const FILE = 'flows/onboarding.flow.json';

type Json = Record<string, unknown>;

/** The shipped files with one flow file changed by `edit` (on a deep copy). */
function problemsAfter(edit: (flow: Json) => void, file = FILE): DefinitionProblem[] {
  const flow = structuredClone(shipped.flows.get(file)) as Json;
  edit(flow);
  try {
    createProject({ ...shipped, flows: new Map([...shipped.flows, [file, flow]]) });
  } catch (error) {
    if (error instanceof InvalidDefinitionsError) return [...error.problems];
    throw error;
  }
  return [];
}

function state(flow: Json, id: string): Json {
  const found = (flow.states as Record<string, Json | undefined>)[id];
  if (found === undefined) throw new Error(`the shipped flow has no state ${id}`);
  return found;
}

function meta(flow: Json, id: string): Json {
  return state(flow, id).meta as Json;
}

describe('a broken definition fails with a message naming file and JSON path', () => {
  it('the shipped definitions are valid', () => {
    expect(() => createProject(shipped)).not.toThrow();
  });

  it.each<[string, (flow: Json) => void, DefinitionProblem]>([
    [
      'unknown guard',
      (f) =>
        ((state(f, 'businessLocationDetails').on as Json).NEXT = [
          { guard: 'vip', target: 'selectObjective' },
          { target: 'businessPhoneNumber' },
        ]),
      {
        file: FILE,
        path: '/states/businessLocationDetails/on/NEXT/0/guard',
        message: expect.stringContaining('unknown guard "vip"') as string,
      },
    ],
    [
      'dangling target',
      (f) => ((state(f, 'offerDetails').on as Json).NEXT = 'imageCreativez'),
      { file: FILE, path: '/states/offerDetails/on/NEXT/0/target', message: 'dangling target "imageCreativez"' },
    ],
    [
      'unreachable step',
      (f) => {
        const orphan = structuredClone(state(f, 'selectGender'));
        Object.assign(orphan.meta as Json, { launchState: null, route: 'orphan' });
        (f.states as Json).orphan = orphan;
      },
      { file: FILE, path: '/states/orphan', message: expect.stringContaining('unreachable step "orphan"') as string },
    ],
    [
      'missing schema',
      (f) => (meta(f, 'budget').schema = 'steps/no-such.schema.json'),
      { file: FILE, path: '/states/budget/meta/schema', message: 'missing schema "schemas/steps/no-such.schema.json"' },
    ],
    [
      'duplicate launch state',
      (f) => (meta(f, 'budget').launchState = 1700),
      {
        file: FILE,
        path: '/states/budget/meta/launchState',
        message: 'duplicate launch state 1700 (also "locationTargeting")',
      },
    ],
    [
      'cycle without an exit',
      (f) => {
        (state(f, 'googleAdsEdit').on as Json).NEXT = 'googleAds';
        (state(f, 'googleAds').on as Json).NEXT = 'googleAdsEdit';
      },
      { file: FILE, path: '/states/googleAds', message: expect.stringContaining('cycle without an exit') as string },
    ],
    [
      'a guarded last candidate leaves no default',
      (f) => ((state(f, 'creative').on as Json).NEXT = [{ guard: 'agent', target: 'budget' }]),
      {
        file: FILE,
        path: '/states/creative/on/NEXT/0/guard',
        message: 'the last candidate must have no guard (the default)',
      },
    ],
    [
      'a section beyond the flow’s sections',
      (f) => (meta(f, 'budget').section = 7),
      { file: FILE, path: '/states/budget/meta/section', message: "section 7 is beyond the flow's 6 sections" },
    ],
    [
      'fewer section titles than sections',
      (f) => (f.sectionTitleKeys = ['sections.business']),
      { file: FILE, path: '/sectionTitleKeys', message: "1 section titles for the flow's 6 sections" },
    ],
    [
      'a section title missing from locales/en',
      (f) => ((f.sectionTitleKeys as string[])[2] = 'sections.nothing'),
      {
        file: FILE,
        path: '/sectionTitleKeys/2',
        message: 'missing title "sections.nothing" in locales/en/flows.json',
      },
    ],
    [
      'a title missing from locales/en',
      (f) => (meta(f, 'budget').titleKey = 'steps.nothing.title'),
      {
        file: FILE,
        path: '/states/budget/meta/titleKey',
        message: 'missing title "steps.nothing.title" in locales/en/flows.json',
      },
    ],
    [
      'a shape the flow schema refuses',
      (f) => (meta(f, 'budget').launchState = 'high'),
      { file: FILE, path: '/states/budget/meta/launchState', message: 'must be integer,null' },
    ],
    [
      'a data condition setting an unknown flag',
      (f) => (meta(f, 'budget').setsFlags = { bigSpender: { type: 'object' } }),
      {
        file: FILE,
        path: '/states/budget/meta/setsFlags/bigSpender',
        message: expect.stringContaining('unknown guard "bigSpender"') as string,
      },
    ],
    [
      'an unknown step effect',
      (f) => (meta(f, 'budget').effects = ['applyPromo', 'chargeTwice']),
      {
        file: FILE,
        path: '/states/budget/meta/effects/1',
        message: expect.stringContaining(
          'unknown effect "chargeTwice" (effects: clientContinuesSummary, applyPromo',
        ) as string,
      },
    ],
    [
      'a data condition ajv cannot compile',
      (f) => (meta(f, 'budget').setsFlags = { agent: { type: 'object', minimum: 'x' } }),
      {
        file: FILE,
        path: '/states/budget/meta/setsFlags/agent',
        message: expect.stringContaining('minimum') as string,
      },
    ],
    [
      'a step id with a slash is escaped in the pointer',
      (f) => ((state(f, 'imageCreativesCreative/edit').on as Json).NEXT = 'nowhere'),
      {
        file: FILE,
        path: '/states/imageCreativesCreative~1edit/on/NEXT/0/target',
        message: 'dangling target "nowhere"',
      },
    ],
  ])('%s', (_rule, edit, expected) => {
    expect(problemsAfter(edit)).toContainEqual(expected);
  });

  it('a variant of an unknown flow', () => {
    expect(problemsAfter((f) => (f.extends = 'onboardin'), 'flows/agent.flow.json')).toContainEqual({
      file: 'flows/agent.flow.json',
      path: '/extends',
      message: '"onboardin" is an unknown flow',
    });
  });

  it('a variant presetting an unknown flag', () => {
    expect(problemsAfter((f) => (f.flags = { agnet: true }), 'flows/agent.flow.json')).toContainEqual({
      file: 'flows/agent.flow.json',
      path: '/flags/agnet',
      message: expect.stringContaining('unknown guard "agnet"') as string,
    });
  });
});
