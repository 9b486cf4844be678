import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/**/*.test.ts'],
    // A browser page is slower than a function: what a test polls for gets up to 15 s. A page's
    // first paint (a lazy route, its API calls) took over 5 s once in CI with both cores busy; how
    // fast pages are is measured by the benchmarks, not here.
    expect: { poll: { timeout: 15_000 } },
    // A test's own limit is a guard against hangs, not a speed target (those are benchmarks): an
    // integration test that walks a payment through PostgreSQL needs more than vitest's 5 s on a
    // busy 2-core machine.
    testTimeout: 20_000,
    // Starting a test server (a database of its own, migrations) is a hook's work: 10 s is too
    // little when other test files share the two cores.
    hookTimeout: 60_000,
    // CI also writes a machine-readable summary, from which .ci/run prints its closing line.
    reporters: process.env.CI ? ['default', ['json', { outputFile: 'test-results/vitest.json' }]] : ['default'],
  },
});
