/**
 * `npm run bench`: every benchmark, each printing ratios against a baseline measured in the same
 * run. BENCH_TARGETS (default pglite,postgres,xlsx,browser) picks them: the list search on each
 * database, the XLSX export at 100,000 rows (bench/xlsxExport.ts), then the browser benchmarks in
 * headless Chromium (bench/browser).
 */
import { resolve } from 'node:path';
import { runListSearchBench } from './listSearch';
import { runBrowserBenches } from './browser/run';
import { runXlsxExportBench } from './xlsxExport';

const records = Number.parseInt(process.env.BENCH_RECORDS ?? '1000000', 10);
const targets = (process.env.BENCH_TARGETS ?? 'pglite,postgres,xlsx,browser').split(',');

if (targets.includes('pglite')) await runListSearchBench({ label: 'PGlite', dataDir: resolve('bench/.data/pglite'), records });
if (targets.includes('postgres')) {
  if (process.env.BENCH_DATABASE_URL) {
    await runListSearchBench({ label: 'PostgreSQL', databaseUrl: process.env.BENCH_DATABASE_URL, records });
  } else {
    console.log('\nPostgreSQL: sin BENCH_DATABASE_URL (npm run bench lo inicia solo si puede).');
  }
}
if (targets.includes('xlsx')) await runXlsxExportBench();
if (targets.includes('browser')) await runBrowserBenches();
