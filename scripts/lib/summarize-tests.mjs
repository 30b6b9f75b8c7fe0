// Adds up the vitest and Playwright JSON reports and prints the one line CI reads.
import { existsSync, readFileSync } from 'node:fs';

const [vitestPath, playwrightPath, checksPath] = process.argv.slice(2);
let passed = 0;
let failed = 0;
let skipped = 0;

if (vitestPath && existsSync(vitestPath)) {
  const r = JSON.parse(readFileSync(vitestPath, 'utf8'));
  passed += r.numPassedTests;
  // A test file that fails to load runs no test: count it once (numFailedTestSuites counts describe blocks too).
  const brokenFiles = (r.testResults ?? []).filter((file) => file.status === 'failed' && (file.assertionResults ?? []).length === 0).length;
  failed += r.numFailedTests + brokenFiles;
  // Vitest exits non-zero on unhandled errors (an 'error' event nobody listens to, a rejected
  // promise nobody awaits) even when every test passed; its JSON report does not say so.
  const vitestExit = Number(process.env.VITEST_EXIT_CODE ?? 0);
  if (vitestExit !== 0 && r.numFailedTests + brokenFiles === 0) {
    failed++;
    console.error(`vitest terminó con código ${vitestExit} (errores no controlados): cuentan como una prueba fallida`);
  }
  skipped += (r.numPendingTests ?? 0) + (r.numTodoTests ?? 0);
} else {
  failed++;
  console.error('No se encontró el reporte de vitest');
}
if (playwrightPath && existsSync(playwrightPath)) {
  const r = JSON.parse(readFileSync(playwrightPath, 'utf8'));
  passed += r.stats.expected + (r.stats.flaky ?? 0);
  failed += r.stats.unexpected;
  skipped += r.stats.skipped ?? 0;
  if (r.errors?.length) failed += r.errors.length;
}
if (checksPath && existsSync(checksPath)) {
  for (const line of readFileSync(checksPath, 'utf8').split('\n').filter(Boolean)) {
    if (line.startsWith('pass ')) passed++;
    else failed++;
  }
}
console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(failed > 0 || passed === 0 ? 1 : 0);
