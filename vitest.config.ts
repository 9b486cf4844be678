import { defineConfig } from 'vitest/config';

// Files that kill processes, race many requests on the embedded database (one PostgreSQL
// session whose guard ends a transaction idle for 10 s while others wait) or fuzz every endpoint:
// they run one at a time in a group of their own, never beside another test file. The group runs
// first, while `npm test` typechecks and lints beside it on the other core: run last, it left that
// core idle for its 3 minutes. The embedded files that send one request at a time run with the rest.
const SERIAL = [
  'tests/reliability/kill-server.test.ts',
  'tests/server/database-restart.test.ts',
  'tests/server/db/embedded-postgres-lock.test.ts',
  'tests/server/db/embedded-stuck-transaction.test.ts',
  'tests/server/embedded-kill.test.ts',
  'tests/server/embedded-phone-verification.test.ts',
  'tests/server/embedded-start.test.ts',
  'tests/server/modules/stores/store-step-transaction.test.ts',
  'tests/server/modules/wallet/money-races.test.ts',
  // Property tests that generate thousands of bodies from the schemas: CPU-bound, and a test that
  // runs out of time under load keeps sending in the background (twice with three files at a time).
  'tests/server/fuzz-every-endpoint.test.ts',
];

// Two files at a time: with the server, Chromium and the modules loaded once per worker, the
// files wait on PostgreSQL and the browser more than they compute (docs/benchmarks.md).
const WORKERS = 2;

export default defineConfig({
  test: {
    // The migrated template every PostgreSQL test database is copied from, built before any file runs.
    globalSetup: ['tests/support/global-setup.ts'],
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
    // `npm run test:coverage` measures coverage: every source file counts, tested or not; only
    // generated code is left out. The browser tests run the renderer's built bundle in Chromium,
    // which V8 in the test process does not see: renderer/ counts what its unit tests reach.
    coverage: {
      provider: 'v8',
      // Source only: the folders' READMEs, HTML and styles are not code V8 can run.
      include: ['{engine,server,renderer,scripts,stories}/**/*.{ts,tsx,js}'],
      exclude: ['stories/generated/**', '**/*.d.ts'],
      reporter: ['json-summary'],
      // A failing run still says how much it covered.
      reportOnFailure: true,
    },
    projects: [
      {
        extends: true,
        test: {
          name: 'parallel',
          include: ['tests/**/*.test.ts'],
          exclude: SERIAL,
          maxWorkers: WORKERS,
          // The files of a worker share its loaded modules, its server and its browser
          // (tests/support/shared-server.ts): each file signs up users of its own, and the files that
          // change what every user sees start a server of their own.
          isolate: false,
          // Set on both, above 0: vitest runs a one-worker isolated project of group 0 after every
          // other group, whatever the numbers; a project without one runs alongside the others.
          sequence: { groupOrder: 2 },
        },
      },
      {
        extends: true,
        test: {
          name: 'serial',
          include: SERIAL,
          maxWorkers: 1,
          // One after another in one process, sharing its loaded modules: a fresh process per file
          // spent about 3 s of every file importing the app again (the group took 173 s, now 163 s).
          isolate: false,
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
