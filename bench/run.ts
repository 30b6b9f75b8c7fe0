/**
 * `npm run bench`: every benchmark, each printing ratios against a baseline measured in the same
 * run. BENCH_TARGETS (default pglite,postgres,contacts-pglite,contacts-postgres,routes,xlsx,load,modules,browser)
 * picks them: the list search on each database, the contact search on a million contacts on each
 * (bench/contactSearch.ts), the bulk contact import of 10,000 rows among them (bench/contactImport.ts), the full route stack against a bare Fastify route on get-by-id, each database
 * (bench/routeStack.ts), the XLSX export at 100,000 rows (bench/xlsxExport.ts), a bounded mixed load
 * on a server process (bench/mixedLoad.ts), the cost of N generated modules (bench/moduleCost.ts), then the
 * browser benchmarks in headless Chromium (bench/browser).
 * No benchmark's changes to process.env reach the next.
 */
import { resolve } from 'node:path';
import { runListSearchBench } from './listSearch';
import { runContactSearchBench } from './contactSearch';
import { runBrowserBenches } from './browser/run';
import { runXlsxExportBench } from './xlsxExport';
import { describeLoad, runMixedLoad } from './mixedLoad';
import { describeRouteStack, runRouteStack } from './routeStack';
import { withIsolatedEnv } from './isolatedEnv';
import { moduleCostOptions, runModuleCostBench } from './moduleCost';
import { runContactImportBench } from './contactImport';

const records = Number.parseInt(process.env.BENCH_RECORDS ?? '1000000', 10);
const targets = (
  process.env.BENCH_TARGETS ?? 'pglite,postgres,contacts-pglite,contacts-postgres,import-pglite,import-postgres,routes,xlsx,load,modules,browser'
).split(',');
const contacts = Number.parseInt(process.env.BENCH_CONTACTS ?? '1000000', 10);

/** Each target in the order listed above, its changes to process.env undone before the next (bench/isolatedEnv.ts). */
const benchmarks: ReadonlyArray<readonly [string, () => Promise<void>]> = [
  ['pglite', () => runListSearchBench({ label: 'PGlite', dataDir: resolve('bench/.data/pglite'), records })],
  [
    'postgres',
    async () => {
      if (process.env.BENCH_DATABASE_URL) await runListSearchBench({ label: 'PostgreSQL', databaseUrl: process.env.BENCH_DATABASE_URL, records });
      else console.log('\nPostgreSQL: sin BENCH_DATABASE_URL (npm run bench lo inicia solo si puede).');
    },
  ],
  // Contact search on BENCH_CONTACTS generated contacts (default a million), each database.
  ['contacts-pglite', () => runContactSearchBench({ label: 'PGlite', dataDir: resolve('bench/.data/pglite-contactos'), records: contacts })],
  [
    'contacts-postgres',
    async () => {
      if (process.env.BENCH_DATABASE_URL) await runContactSearchBench({ label: 'PostgreSQL', databaseUrl: process.env.BENCH_DATABASE_URL, records: contacts });
      else console.log('\nPostgreSQL: sin BENCH_DATABASE_URL (npm run bench lo inicia solo si puede).');
    },
  ],
  [
    'routes',
    async () => {
      // Get-by-id through the whole stack vs a bare Fastify route, same process, same database (ROUTE_SECONDS per side).
      const seconds = Number(process.env.ROUTE_SECONDS ?? 20);
      console.log('\nPila de rutas (obtener por id) frente a una ruta Fastify pelada:');
      console.log(describeRouteStack('PGlite', await runRouteStack({ label: 'PGlite', seconds }), seconds, 20));
      if (process.env.BENCH_DATABASE_URL) {
        const { createThrowawayDatabase } = await import('../tests/api/helpers/testDatabase');
        const database = await createThrowawayDatabase(process.env.BENCH_DATABASE_URL);
        try {
          console.log(describeRouteStack('PostgreSQL', await runRouteStack({ label: 'PostgreSQL', seconds, databaseUrl: database.url }), seconds, 20));
        } finally {
          await database.drop();
        }
      }
    },
  ],
  // The bulk contact import (decision 153): 10,000 rows into an account among BENCH_CONTACTS contacts, each database.
  ['import-pglite', () => runContactImportBench({ label: 'PGlite', dataDir: resolve('bench/.data/pglite-contactos'), records: contacts })],
  [
    'import-postgres',
    async () => {
      if (process.env.BENCH_DATABASE_URL) await runContactImportBench({ label: 'PostgreSQL', databaseUrl: process.env.BENCH_DATABASE_URL, records: contacts });
      else console.log('\nPostgreSQL: sin BENCH_DATABASE_URL (npm run bench lo inicia solo si puede).');
    },
  ],
  ['xlsx', () => runXlsxExportBench()],
  [
    'load',
    async () => {
      // A bounded mixed load on a real server process (loopback only), each database.
      const seconds = Number(process.env.LOAD_SECONDS ?? 60);
      const connections = Number(process.env.LOAD_CONNECTIONS ?? 10);
      console.log(`\nCarga mixta (lista, lectura, alta, historial):`);
      console.log(describeLoad('PGlite', await runMixedLoad({ seconds, connections }), seconds, connections));
      if (process.env.BENCH_DATABASE_URL) {
        const { createThrowawayDatabase } = await import('../tests/api/helpers/testDatabase');
        const database = await createThrowawayDatabase(process.env.BENCH_DATABASE_URL);
        try {
          console.log(describeLoad('PostgreSQL', await runMixedLoad({ seconds, connections, env: { DATABASE_URL: database.url } }), seconds, connections));
        } finally {
          await database.drop();
        }
      }
    },
  ],
  ['modules', () => runModuleCostBench(moduleCostOptions())],
  ['browser', () => runBrowserBenches()],
];

for (const [target, run] of benchmarks) if (targets.includes(target)) await withIsolatedEnv(target, run);
