import { describe, expect, it } from 'vitest';
import {
  bundleDiff,
  bundleOf,
  bundleProblems,
  compatibilityFindings,
  numbered,
  projectWith,
  UnknownFlowError,
  VariantNotVersionedError,
  versionedFlowOf,
  type FlowBundle,
} from '../../engine/index.ts';
import { project } from '../support/project.ts';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a test edits a bundle's JSON freely
type Json = any;

const { files } = project;
const CONFIRMATION = 'steps/confirmation.schema.json';

/** The onboarding bundle with one change made by `edit` on a deep copy. */
function edited(edit: (bundle: Json) => void): FlowBundle {
  const copy = structuredClone(bundleOf(files, 'onboarding'));
  edit(copy);
  return copy;
}

const withHeardFrom = () =>
  edited((bundle) => {
    const schema = bundle.schemas[CONFIRMATION];
    schema.properties.heardFrom = { type: 'string', maxLength: 100, title: 'How did you hear of us?' };
    schema.required.push('heardFrom');
  });

describe('a flow version bundle', () => {
  it('holds the flow, the variants that extend it and the schemas its steps name', () => {
    const bundle = bundleOf(files, 'onboarding');
    expect(Object.keys(bundle.flows).sort()).toEqual([
      'flows/agent.flow.json',
      'flows/onboarding.flow.json',
      'flows/shortened.flow.json',
    ]);
    expect(bundle.schemas[CONFIRMATION]).toEqual(files.schemas.get(CONFIRMATION));
    expect(bundle.uiSchemas['steps/confirmation.ui.json']).toBeDefined();
    // Shared schemas stay those of the files.
    expect(Object.keys(bundle.schemas).every((ref) => ref.startsWith('steps/'))).toBe(true);
  });

  it('a variant is versioned with its base flow', () => {
    expect(versionedFlowOf(files, 'agent')).toBe('onboarding');
    expect(versionedFlowOf(files, 'subsequent')).toBe('subsequent');
    expect(() => bundleOf(files, 'agent')).toThrow(VariantNotVersionedError);
  });

  it('an unknown flow is refused', () => {
    expect(() => bundleOf(files, 'nope')).toThrow(UnknownFlowError);
  });

  it('the files bundle rebuilds the shipped project', () => {
    const rebuilt = projectWith(files, bundleOf(files, 'onboarding'));
    expect(rebuilt.flowIds).toEqual(project.flowIds);
    expect(rebuilt.flow('onboarding').steps).toEqual(project.flow('onboarding').steps);
  });

  it('a project with a bundle runs its schemas; the other flows keep the files', () => {
    const rebuilt = projectWith(files, numbered(withHeardFrom(), 2));
    const data = { region: 'GB', isTosAccepted: true, isPrivacyPolicyAccepted: true };
    expect(rebuilt.validateStep('onboarding', 'confirmation', data).valid).toBe(false);
    expect(rebuilt.validateStep('onboarding', 'confirmation', { ...data, heardFrom: 'a friend' }).valid).toBe(true);
    expect(rebuilt.flow('onboarding').version).toBe(2);
    // The variants follow their base's version.
    expect(rebuilt.flow('agent').version).toBe(2);
    expect(rebuilt.flow('subsequent').version).toBe(1);
  });
});

describe('checking a bundle: everything `npm run flow -- validate` checks', () => {
  it('the shipped bundle has no problems', () => {
    expect(bundleProblems(files, bundleOf(files, 'onboarding'))).toEqual([]);
  });

  it.each([
    [
      'a dangling target',
      (b: Json) => (b.flows['flows/onboarding.flow.json'].states.confirmation.on.NEXT = 'nowhere'),
      'dangling target "nowhere"',
    ],
    [
      'a missing step schema',
      (b: Json) =>
        (b.flows['flows/onboarding.flow.json'].states.confirmation.meta.schema = 'steps/missing.schema.json'),
      'missing schema',
    ],
    [
      'a duplicate launch state',
      (b: Json) => (b.flows['flows/onboarding.flow.json'].states.businessLocationDetails.meta.launchState = 100),
      'duplicate launch state 100',
    ],
    [
      'a flow file of the wrong shape',
      (b: Json) => (b.flows['flows/onboarding.flow.json'].states = 7),
      'must be object',
    ],
    [
      'a schema ajv refuses',
      (b: Json) => (b.schemas[CONFIRMATION].properties.region = { type: 'no-such-type' }),
      'schemas/steps/confirmation.schema.json',
    ],
  ])('%s is reported', (_case, edit, words) => {
    const problems = bundleProblems(files, edited(edit));
    expect(problems.map((p) => `${p.file}#${p.path}: ${p.message}`).join('\n')).toContain(words);
  });

  it('a bundle whose flow is a variant, or holds an unrelated flow, is reported', () => {
    const stray = edited(
      (b) => (b.flows['flows/subsequent.flow.json'] = files.flows.get('flows/subsequent.flow.json')),
    );
    expect(bundleProblems(files, stray)).toEqual([
      {
        file: 'flows/subsequent.flow.json',
        path: '/extends',
        message: 'a flow of the bundle must extend "onboarding"',
      },
    ]);
  });
});

describe('compatibility of a draft with the published version', () => {
  const published = bundleOf(files, 'onboarding');

  it('no change, no findings', () => {
    expect(compatibilityFindings(published, bundleOf(files, 'onboarding'))).toEqual([]);
  });

  it('a step removed that live sessions are on is breaking; with none on it, a notice', () => {
    const draft = edited((b) => {
      const flow = b.flows['flows/onboarding.flow.json'];
      delete flow.states.selectGender;
    });
    const [busy] = compatibilityFindings(published, draft, { onStep: { selectGender: 3 }, passedStep: {} });
    expect(busy).toMatchObject({ kind: 'stepRemoved', step: 'selectGender', breaking: true });
    expect(busy?.message).toContain('3 live sessions are on it');
    const [idle] = compatibilityFindings(published, draft);
    expect(idle).toMatchObject({ kind: 'stepRemoved', breaking: false });
  });

  it('a launch state renumbered is breaking (OL §4 stored launch state)', () => {
    const draft = edited((b) => (b.flows['flows/onboarding.flow.json'].states.selectGender.meta.launchState = 450));
    expect(compatibilityFindings(published, draft)).toEqual([
      expect.objectContaining({ kind: 'launchStateChanged', step: 'selectGender', breaking: true }),
    ]);
    expect(compatibilityFindings(published, draft)[0]?.message).toContain('from 400 to 450');
  });

  it('a required field added to a step users have passed is breaking; not yet passed, a notice', () => {
    const [passed] = compatibilityFindings(published, withHeardFrom(), { onStep: {}, passedStep: { confirmation: 1 } });
    expect(passed).toMatchObject({ kind: 'requiredFieldAdded', step: 'confirmation', breaking: true });
    expect(passed?.message).toContain('now requires "heardFrom", and 1 live session already passed it');
    const [fresh] = compatibilityFindings(published, withHeardFrom());
    expect(fresh).toMatchObject({ kind: 'requiredFieldAdded', breaking: false });
  });

  it('an optional field added is no finding', () => {
    const draft = edited((b) => (b.schemas[CONFIRMATION].properties.note = { type: 'string', maxLength: 10 }));
    expect(compatibilityFindings(published, draft)).toEqual([]);
  });
});

describe('diff between two bundles', () => {
  it('names each changed file with its JSON Patch operations; unchanged files are left out', () => {
    const changes = bundleDiff(bundleOf(files, 'onboarding'), withHeardFrom());
    expect(changes).toEqual([
      {
        file: 'schemas/steps/confirmation.schema.json',
        change: 'changed',
        differences: [
          { op: 'add', path: '/required/3', value: 'heardFrom' },
          {
            op: 'add',
            path: '/properties/heardFrom',
            value: { type: 'string', maxLength: 100, title: 'How did you hear of us?' },
          },
        ],
      },
    ]);
  });

  it('added and removed files, the flow file first', () => {
    const draft = edited((b) => {
      delete b.flows['flows/shortened.flow.json'];
      b.flows['flows/onboarding.flow.json'].title = 'Onboarding, shorter';
      b.uiSchemas['steps/extra.ui.json'] = { 'ui:order': ['*'] };
    });
    const changes = bundleDiff(bundleOf(files, 'onboarding'), draft);
    expect(changes.map(({ file, change }) => [file, change])).toEqual([
      ['flows/onboarding.flow.json', 'changed'],
      ['flows/shortened.flow.json', 'removed'],
      ['schemas/steps/extra.ui.json', 'added'],
    ]);
  });

  it('no change, no differences', () => {
    expect(bundleDiff(bundleOf(files, 'onboarding'), bundleOf(files, 'onboarding'))).toEqual([]);
  });
});
