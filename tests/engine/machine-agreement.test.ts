import { initialTransition, transition } from 'xstate';
import { describe, expect, it } from 'vitest';
import { buildMachine, type Flags, type Flow } from '../../engine/index.ts';
import { project } from '../support/project.ts';

/** Every combination of the guards a flow's transitions name (2^n flag sets). */
function flagCombinations(flow: Flow): Flags[] {
  const names = new Set<string>();
  for (const events of flow.graph.table.values()) {
    for (const list of events.values()) for (const c of list) if (c.guard !== undefined) names.add(c.guard);
  }
  for (const list of flow.graph.decisions.values()) for (const c of list) if (c.guard !== undefined) names.add(c.guard);
  const sorted = [...names].sort();
  return Array.from({ length: 2 ** sorted.length }, (_, mask) =>
    Object.fromEntries(sorted.map((name, bit) => [name, (mask & (1 << bit)) !== 0])),
  );
}

// Tens of thousands of machine transitions per flow: seconds of CPU on a busy 2-core machine.
const EXHAUSTIVE_TIMEOUT_MS = 60_000;

describe('the compiled table agrees with the XState machine', () => {
  it.each(project.flowIds)(
    '%s: every step x event x flag combination',
    (flowId) => {
      const flow = project.flow(flowId);
      const machine = buildMachine(flow);
      let compared = 0;
      for (const flags of flagCombinations(flow)) {
        const merged = { ...flags, ...flow.presetFlags };
        const [start] = initialTransition(machine, { flags });
        expect(start.value, `initial with ${JSON.stringify(flags)}`).toBe(flow.initialStep(flags));
        for (const step of flow.steps) {
          const snapshot = machine.resolveState({ value: step, context: { flags: merged } });
          for (const event of [...flow.events(step), 'BACK']) {
            const [after] = transition(machine, snapshot, { type: event });
            const expected =
              event === 'BACK' ? (flow.back(step, flags).step ?? step) : flow.next(step, flags, event).step;
            expect(after.value, `${step} ${event} ${JSON.stringify(flags)}`).toBe(expected);
            compared++;
          }
        }
      }
      expect(compared).toBeGreaterThan(flow.steps.length);
    },
    EXHAUSTIVE_TIMEOUT_MS,
  );
});
