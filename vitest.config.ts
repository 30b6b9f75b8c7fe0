import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

/** Projects: pure unit tests (node), DOM tests (jsdom) and the API suite run on both databases. */
export default defineConfig({
  plugins: [react()],
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'node',
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
          setupFiles: ['tests/setup/dom.ts'],
          // Story tests click through real Blueprint components; a loaded 2-core CI machine needs room.
          testTimeout: 30_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'process',
          environment: 'node',
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
          include: ['tests/api/**/*.test.ts'],
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
          env: { TEST_DB: 'postgres' },
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
