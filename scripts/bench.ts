/**
 * `npm run bench`: how fast the engine's hot paths are on this machine (one core: Node runs the
 * loop on one thread). Targets and recorded figures: docs/benchmarks.md.
 */
import { Bench } from 'tinybench';
import { transition } from 'xstate';
import { buildMachine, loadProject, type Flags } from '../engine/index.ts';

const project = await loadProject();
const flow = project.flow('onboarding');
const machine = buildMachine(flow);

// Every (step, event, flags) the onboarding answers, with a few realistic flag sets.
const flagSets: Flags[] = [{}, { agent: true }, { shortened: true }, { phoneRequired: true, severalServices: true }];
const moves = flow.steps.flatMap((step) =>
  flagSets.flatMap((flags) => flow.events(step).map((event) => ({ step, event, flags }))),
);
const snapshots = moves.map((m) => machine.resolveState({ value: m.step, context: { flags: m.flags } }));

// Valid data for two steps: a small object and one with nested conditionals and arrays.
const validations = [
  { ref: 'steps/business-details.schema.json', data: businessDetails() },
  { ref: 'steps/budget.schema.json', data: budget() },
];
for (const { ref, data } of validations) {
  const result = project.validate(ref, data);
  if (!result.valid) throw new Error(`bench data for ${ref} is invalid: ${JSON.stringify(result.errors)}`);
}

let i = 0;
const bench = new Bench({ time: 2000, warmup: true });
bench
  .add('next-step resolution (compiled table)', () => {
    const move = moves[i++ % moves.length];
    if (move !== undefined) flow.next(move.step, move.flags, move.event);
  })
  .add('next-step resolution (XState transition, for comparison)', () => {
    const index = i++ % moves.length;
    const move = moves[index];
    const snapshot = snapshots[index];
    if (move !== undefined && snapshot !== undefined) transition(machine, snapshot, { type: move.event });
  })
  .add('step validation (compiled, cached ajv)', () => {
    const v = validations[i++ % validations.length];
    if (v !== undefined) project.validate(v.ref, v.data);
  });
await bench.run();

console.table(
  bench.tasks.map((task) => {
    const result = task.result;
    const hz = result.state === 'completed' ? result.throughput.mean : 0;
    return { task: task.name, 'ops/s': Math.round(hz).toLocaleString('en-GB') };
  }),
);

function businessDetails(): unknown {
  return { presence: 'website', websiteUrl: 'https://bloom.example', name: 'Bloom Salon' };
}

function budget(): unknown {
  return {
    planId: 2,
    currencyCode: 'GBP',
    dailyBudget: 30,
    budgetType: 1,
    scheduling: 1,
    startDate: '2026-12-01',
    endDate: '2026-12-31',
  };
}
