import { configDefaults, defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

/**
 * The API files that also run on PGlite (decisions 136 and 170): what depends on the database
 * engine rather than on a module's rules: the search index and its extensions, unique claims and
 * locks under concurrent writes, prepared and batched statements, JSON and booleans read back,
 * collations of sorted lists, the identity tables, files beside rows. The whole API suite runs on
 * PostgreSQL (production's database); PGlite (`npm start`'s) also carries the reliability suite
 * and the e2e journeys, which exercise the modules' rules on it.
 */
const apiOnPglite = [
  'comboColumns',
  'exports',
  'fileScope',
  'identity',
  'identity-adapter',
  'listCaps',
  'listFeatures',
  'nestedValues',
  'parentCycleRace',
  'preparedStatements',
  'recordBatchWrites',
  'searchIndex',
  'session',
  'uniqueValues',
  'uploads',
].map((name) => `tests/api/${name}.test.ts`);

/**
 * DOM files that check what happens on a page's first load (module state such as afterFirstScreen or
 * a memoised session start): they cannot share their worker's modules with other files (the dom
 * project's isolate: false).
 */
const freshPageDomFiles = ['app/auth/firstScreenOrder.test.tsx', 'app/auth/startSession.test.tsx', 'app/outlinedStartForm.test.tsx'];

/**
 * A node project's files run one after another in their worker's process and module graph: a file
 * does not pay for a new process and the import of the server, Fastify, Kysely and the engine again
 * (most of the run's import time). tests/setup/node.ts undoes after each file what it stubbed.
 */
const filesShareTheirWorker = { setupFiles: ['tests/setup/node.ts'], isolate: false };

/**
 * The database of the DOM tests that run on the real API (decision 171): the test run's PostgreSQL
 * server when there is one (scripts/test.sh starts it), which opens a test database in about 0.3 s
 * against PGlite's 1.5 s from its dump, and answers from its own process while jsdom keeps the
 * worker's; PGlite otherwise, so that a DOM file also runs alone without a cluster.
 */
const domTestDatabase = { TEST_DB: process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite' };

/** Projects: pure unit tests (node), DOM tests (jsdom), process and reliability suites, and the API suite on PostgreSQL (and its dialect-bound part on PGlite). */
export default defineConfig({
  plugins: [react()],
  test: {
    // Two workers on this 2-core machine (vitest's default is one fewer than the cores: one worker,
    // so the run was serial); API files spend much of their time waiting on PostgreSQL. Processes
    // that build the client wait for each other (ensureClientBuild's lock).
    maxWorkers: 2,
    // The run's snapshot folder (test databases started from a dump: tests/api/helpers/testDatabase.ts).
    globalSetup: ['tests/setup/testRun.ts'],
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'node',
          ...filesShareTheirWorker,
          include: ['engine/core/**/*.test.ts', 'server/**/*.test.ts', 'schemas/**/*.test.ts', 'tests/unit/**/*.test.ts', 'widgets/**/*.test.ts'],
          // Pure tests are fast on an idle machine; property tests (fast-check, 100 runs) and the first
          // test of a file (module transform) have exceeded vitest's 5 s default at load ≈ 17 on 2 cores.
          testTimeout: 20_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'dom',
          environment: 'jsdom',
          include: [
            'engine/react/**/*.test.tsx',
            'widgets/**/*.test.tsx',
            'app/**/*.test.tsx',
            'stories/**/*.test.tsx',
            'tests/support/**/*.test.tsx',
            'tests/dom/**/*.test.tsx',
          ],
          // Files that need a page of their own run in dom-fresh-page.
          exclude: [...configDefaults.exclude, ...freshPageDomFiles],
          env: domTestDatabase,
          setupFiles: ['tests/setup/dom.ts'],
          // A project's own globalSetup replaces the root's: the snapshot folder too.
          globalSetup: ['tests/setup/testRun.ts', 'tests/setup/moduleLoaderFiles.ts'],
          // A worker runs its DOM files one after another in one jsdom window with one module graph: a
          // file no longer pays for a new process, window, the app's and Blueprint's import and the
          // set-up's preloads (about 10 s of a loaded 2-core machine each); tests/setup/dom.ts gives
          // each file a fresh page's state (storage, URL, timers, stubbed globals).
          isolate: false,
          // Story tests click through real Blueprint components; a loaded 2-core CI machine needs room.
          testTimeout: 30_000,
          // Two DOM files at a time like every project: vitest runs a project limited to one worker in a
          // group of its own after all the others (decision 137), which left a core idle for the DOM files'
          // whole run (~400 s of CI).
        },
      },
      {
        extends: true,
        test: {
          // DOM files that need a page and modules of their own (a new process each, as vitest's default):
          // what they check is a page load's module state.
          name: 'dom-fresh-page',
          environment: 'jsdom',
          include: freshPageDomFiles,
          env: domTestDatabase,
          setupFiles: ['tests/setup/dom.ts'],
          globalSetup: ['tests/setup/testRun.ts', 'tests/setup/moduleLoaderFiles.ts'],
          testTimeout: 30_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'process',
          environment: 'node',
          ...filesShareTheirWorker,
          include: ['tests/process/**/*.test.ts'],
          testTimeout: 240_000,
        },
      },
      {
        extends: true,
        test: {
          // The permanent reliability suite (issue 10): authorization matrix, hostile bodies, concurrent
          // editors, kill -9 recovery, export cells; generated from the registry and the config.
          name: 'reliability',
          environment: 'node',
          ...filesShareTheirWorker,
          include: ['tests/reliability/**/*.test.ts'],
          env: { TEST_DB: 'pglite' },
          // Hang guards only (every wait is for a state): on a loaded 2-core machine starting an app takes minutes.
          testTimeout: 300_000,
          hookTimeout: 300_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'api-pglite',
          environment: 'node',
          ...filesShareTheirWorker,
          include: apiOnPglite,
          env: { TEST_DB: 'pglite' },
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'api-postgres',
          environment: 'node',
          include: ['tests/api/**/*.test.ts'],
          ...filesShareTheirWorker,
          env: { TEST_DB: 'postgres' },
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
