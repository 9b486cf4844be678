/**
 * Generates stories/generated/: a story file per step of every flow that defines steps
 * (Steps/<flow>/<step>: the form with its schema's first example, and empty), and a file per such
 * flow of path replays (Replays/<flow>/<variant>), each path found by XState's own path utilities
 * on the machine the engine builds. Run `npm run gen:stories`; tests/stories fails when stale.
 */
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import prettier from 'prettier';
import { getShortestPaths } from 'xstate/graph';
import { buildMachine, loadProject, type Flags, type Flow, type Project } from '../engine/index.ts';
import type { Replay } from '../stories/support/replay.ts';

const ROOT = fileURLToPath(new URL('../', import.meta.url));
const OUT_DIR = 'stories/generated';

/** Generated file path (repo-relative) -> content. */
export async function generateStories(): Promise<Map<string, string>> {
  const project = await loadProject();
  const files = new Map<string, string>();
  for (const flow of project.flowIds.map((id) => project.flow(id)).filter((f) => f.extendsId === null)) {
    for (const step of flow.steps) {
      const path = storyFileOf(flow.id, step);
      if (files.has(path)) throw new Error(`${path}: two steps of ${flow.id} share a file name`);
      files.set(path, await format(path, stepStoryModule(project, flow, step)));
    }
    const path = `${OUT_DIR}/replays/${flow.id}.stories.tsx`;
    files.set(path, await format(path, replayModule(flow, replaysOf(project, flow))));
  }
  return files;
}

function stepStoryModule(project: Project, flow: Flow, step: string): string {
  const { schema } = flow.meta(step);
  const { properties } = project.schema(schema) as { properties?: object };
  const hasFields = properties !== undefined && Object.keys(properties).length > 0;
  return `${banner(`step ${step} of flows/${flow.id}.flow.json (schemas/${schema})`)}
import type { Meta, StoryObj } from '@storybook/react-vite';
import { StepForm } from '../../../../renderer/wizard/step-form.tsx';
import { stepStory } from '../../../support/step-story.tsx';

const meta = {
  title: ${JSON.stringify(`Steps/${groupName(flow.id)}/${step.replaceAll('/', ' ')}`)},
  component: StepForm,
  ...stepStory(${JSON.stringify(flow.id)}, ${JSON.stringify(step)}),
} satisfies Meta<typeof StepForm>;

export default meta;

/** Filled with the first example of the step's schema. */
export const Sample: StoryObj<typeof meta> = {};
${hasFields ? `\n/** Nothing filled in: NEXT shows what is required. */\nexport const Empty: StoryObj<typeof meta> = { args: { initialData: null } };\n` : ''}`;
}

interface NamedReplay {
  readonly name: string;
  readonly replay: Replay;
}

function replayModule(flow: Flow, replays: readonly NamedReplay[]): string {
  const stories = replays.map(({ name, replay }) => {
    const flags = Object.keys(replay.flags).join(', ') || 'no flags';
    return `/** ${replay.flowId} (${flags}): ${replay.path.length} steps to ${replay.end}. */
export const ${name} = replayStory(${JSON.stringify(replay)});`;
  });
  return `${banner(`the graph of flows/${flow.id}.flow.json and its variants`)}
import type { Meta } from '@storybook/react-vite';
import { replayStory } from '../../support/replay-story.tsx';

export default { title: ${JSON.stringify(`Replays/${groupName(flow.id)}`)} } satisfies Meta;

${stories.join('\n\n')}
`;
}

/**
 * The paths worth replaying for a flow that defines steps: its own with no flags, each variant
 * file's (agent, shortened), then each flag its transitions test, switched on alone. A candidate
 * whose path is one already listed is left out, which keeps the list to the distinct paths.
 */
function replaysOf(project: Project, flow: Flow): NamedReplay[] {
  const variants = project.flowIds.map((id) => project.flow(id)).filter((f) => f.extendsId === flow.id);
  const preset = new Set(variants.flatMap((variant) => Object.keys(variant.presetFlags)));
  const candidates = [
    { name: 'Default', flow, flags: {} },
    ...variants.map((variant) => ({ name: pascalCase(variant.id), flow: variant, flags: {} })),
    ...guardsOf(flow)
      .filter((guard) => !preset.has(guard))
      .map((guard) => ({ name: pascalCase(guard), flow, flags: { [guard]: true } })),
  ];
  const replays: NamedReplay[] = [];
  for (const candidate of candidates) {
    const replay = replayOf(project, candidate.flow, candidate.flags);
    const steps = replay.path.map(({ step }) => step).join();
    if (replays.some((kept) => kept.replay.path.map(({ step }) => step).join() === steps)) continue;
    replays.push({ name: candidate.name, replay });
  }
  return replays;
}

/** NEXT after NEXT from the first step to a final state, as XState's graph utilities find it. */
function replayOf(project: Project, flow: Flow, flags: Flags): Replay {
  const [found] = getShortestPaths(buildMachine(flow), {
    events: [{ type: 'NEXT' }],
    input: { flags },
    toState: (snapshot) => snapshot.status === 'done',
  });
  if (found === undefined) throw new Error(`${flow.id} ${JSON.stringify(flags)}: NEXT never reaches a final state`);
  const states = found.steps.map(({ state }) => String(state.value));
  const path = states
    .filter((state) => flow.hasStep(state))
    .map((step) => {
      const meta = flow.meta(step);
      return { step, route: meta.route, title: project.title(meta.titleKey) ?? meta.titleKey };
    });
  return {
    flowId: flow.id,
    flags,
    basePath: withSampleParameters(flow.basePath),
    path,
    end: String(found.state.value),
  };
}

/** Guards the flow's forward transitions name (BACK is never replayed). */
function guardsOf(flow: Flow): string[] {
  const forward = [...flow.graph.table.values()].flatMap((events) =>
    [...events].filter(([event]) => event !== 'BACK').map(([, list]) => list),
  );
  const lists = [...forward, ...[...flow.graph.decisions.values()]];
  return [...new Set(lists.flat().flatMap((candidate) => candidate.guard ?? []))].sort();
}

// A base path such as /app/{businessProfileId}/campaign/{campaignId} needs values to be mounted at.
const withSampleParameters = (basePath: string) => basePath.replace(/\{[^}]+\}/g, '1');

const groupName = (flowId: string) => `${flowId.charAt(0).toUpperCase()}${flowId.slice(1).replaceAll('-', ' ')}`;

const pascalCase = (id: string) => id.replace(/(?:^|[^a-zA-Z0-9]+)([a-zA-Z0-9])/g, (_, c: string) => c.toUpperCase());

/** The generated story file of a step (repo-relative). */
export function storyFileOf(flowId: string, step: string): string {
  return `${OUT_DIR}/steps/${flowId}/${fileNameOf(step)}.stories.tsx`;
}

/** A step id as a kebab-case file name: `imageCreativesCreative/preview` -> `image-creatives-creative-preview`. */
const fileNameOf = (step: string) =>
  step
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .replace(/[^a-zA-Z0-9]+/g, '-')
    .toLowerCase();

function banner(source: string): string {
  return `/**\n * Generated by scripts/gen-stories.ts from ${source}: do not edit.\n * Change the flow or schema and run \`npm run gen:stories\`.\n */`;
}

async function format(path: string, code: string): Promise<string> {
  const config = (await prettier.resolveConfig(join(ROOT, path))) ?? {};
  return prettier.format(code, { ...config, parser: 'typescript' });
}

async function main(): Promise<void> {
  const files = await generateStories();
  await rm(join(ROOT, OUT_DIR), { recursive: true, force: true });
  for (const [path, content] of files) {
    await mkdir(dirname(join(ROOT, path)), { recursive: true });
    await writeFile(join(ROOT, path), content);
  }
  console.log(`Wrote ${files.size} files to ${OUT_DIR}/`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main();
