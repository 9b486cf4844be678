import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { guardNames } from '../../engine/index.ts';
import { project } from '../support/project.ts';

const flagsArbitrary = fc.record(Object.fromEntries(guardNames.map((name) => [name, fc.boolean()])));

/**
 * A random walk: at each step pick any of its events (NEXT, EDIT, RESTART...) by index, then
 * follow NEXT until the flow ends. Along the way the stored launch state advances as the server
 * advances it (never regressing), and every step the walk lands on must be one canOpen allows.
 */
describe('every path from the start reaches the end, and canOpen agrees with next', () => {
  it.each(project.flowIds)('%s', (flowId) => {
    const flow = project.flow(flowId);
    const limit = flow.steps.length * 2;
    fc.assert(
      fc.property(flagsArbitrary, fc.array(fc.nat(), { maxLength: 40 }), (flags, choices) => {
        let step = flow.initialStep(flags);
        let stored = flow.launchStateOf(step) ?? 0;
        const visit = (next: { step: string; launchState: number | null }) => {
          stored = Math.max(stored, next.launchState ?? 0);
          step = next.step;
          if (!flow.isFinal(step))
            expect(flow.canOpen(step, stored), `${step} at ${stored}`).toMatchObject({ allowed: true });
        };
        for (const choice of choices) {
          if (flow.isFinal(step)) return;
          const events = flow.events(step);
          visit(flow.next(step, flags, events[choice % events.length]));
        }
        for (let moves = 0; !flow.isFinal(step); moves++) {
          expect(moves, `NEXT from ${step} never reaches the end`).toBeLessThan(limit);
          const back = flow.back(step, flags);
          if (back.step !== null)
            expect(flow.canOpen(back.step, stored), `back from ${step}`).toMatchObject({ allowed: true });
          visit(flow.next(step, flags));
        }
      }),
      { numRuns: 300 },
    );
  });
});
