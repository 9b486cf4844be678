import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/**/*.test.ts'],
    // A browser page is slower than a function: what a test polls for gets up to 5 s.
    expect: { poll: { timeout: 5_000 } },
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
