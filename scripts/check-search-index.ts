/**
 * `npm run check-search-index [-- --corregir]`: compares the search index with the records of the
 * database of DATABASE_URL (or the PGlite data dir DATA_DIR, with the server stopped) and reports
 * the drifted entries; `--corregir` rewrites them. Exit code 1 when drift remains.
 */
import { resolve } from 'node:path';
import { readEnv } from '../server/config/env';
import { openDatabase } from '../server/db/openDatabase';
import { createRegistry } from '../server/registry/createRegistry';
import { checkSearchIndex } from '../server/search/checkSearchIndex';

const fix = process.argv.includes('--corregir');
const env = readEnv();
const { registry } = await createRegistry({ configFile: process.env.SCREENS_CONFIG ? resolve(process.env.SCREENS_CONFIG) : undefined });
const database = await openDatabase({ databaseUrl: env.databaseUrl, dataDir: env.dataDir });
try {
  const report = await checkSearchIndex(database.db, registry.list(), { fix });
  const sample = (ids: readonly number[]) => (ids.length ? ` (${ids.slice(0, 10).join(', ')}${ids.length > 10 ? ', …' : ''})` : '');
  console.log(`Registros revisados: ${report.checked}`);
  console.log(`Sin entrada en el índice: ${report.missing.length}${sample(report.missing)}`);
  console.log(`Con entrada desactualizada: ${report.stale.length}${sample(report.stale)}`);
  if (fix) console.log(`Entradas corregidas: ${report.fixed}`);
  const drift = report.missing.length + report.stale.length;
  if (drift > 0 && !fix) console.log('Para corregirlas: npm run check-search-index -- --corregir');
  process.exitCode = drift > 0 && !fix ? 1 : 0;
} finally {
  await database.close();
}
