/**
 * `npm run probe-access [-- --url http://localhost:8080] [--solo api|pantallas] [--celdas archivo.tsv] [--usuarios a,b]`: the authorization
 * matrix from the browser's point of view ("Figures"). Against a fresh server started as
 * `npm start` starts it (or the one at --url), it signs in every demo user through the embedded
 * OpenID provider, adds the token-mode sessions and no token, plants records inside and outside
 * their reach with sentinel texts (scripts/probeAccess/sentinels.ts), then:
 *  1. calls every documented operation × every caller × those records over HTTP (apiMatrix.ts);
 *  2. opens every screen route × every demo user in Chromium (screenMatrix.ts).
 * It prints one line per caller (cells, 2xx, 4xx, leaks, 5xx, blank pages) and the total, lists
 * every leak and 5xx, and exits 1 on any of them or on a blank page. A probe, like the benchmarks:
 * not part of `npm test`.
 */
import { writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { createRegistry } from '../server/registry/createRegistry';
import { runApiMatrix } from './probeAccess/apiMatrix';
import { signInCallers } from './probeAccess/callers';
import { emptyTally, failed, formatTable, total, type Tally } from './probeAccess/classify';
import { builderApp } from './probeAccess/httpApi';
import { runScreenMatrix } from './probeAccess/screenMatrix';
import { plantAll, plantFiles } from './probeAccess/sentinels';
import { probeServer } from './probeAccess/server';

const log = (line: string) => console.log(line);

/** Adds part 2's counts to part 1's, by caller. */
function merge(into: Map<string, Tally>, from: ReadonlyMap<string, Tally>): void {
  for (const [name, t] of from) {
    const sum = total([into.get(name) ?? emptyTally(), t]);
    into.set(name, sum);
  }
}

async function main(): Promise<number> {
  const { values } = parseArgs({ options: { url: { type: 'string' }, solo: { type: 'string' }, celdas: { type: 'string' }, usuarios: { type: 'string' } } });
  if (values.solo && !['api', 'pantallas'].includes(values.solo)) throw new Error('--solo api | pantallas');
  const started = Date.now();
  const server = await probeServer(values.url);
  try {
    log(`Servidor: ${server.url}`);
    // The same modules and merged config the server loaded (this checkout's schemas/ and screens.config.json).
    const { registry, config } = await createRegistry();
    const world = await signInCallers(server.url);
    log(`Quién llama: ${world.callers.map((c) => c.name).join(', ')}`);
    const t = builderApp(server.url, world.admin, registry, config);
    const planted = await plantAll(t, server.url, world.admin, world);
    const files = await plantFiles(t, server.url, world.admin, world);
    log(`Registros centinela: ${[...planted, ...files.map((f) => f.record)].map((p) => `${p.m.name}/${p.variant}#${p.id}`).join(', ')}`);
    const rows = new Map<string, Tally>();
    const leaks: string[] = [];
    const errors: string[] = [];
    if (values.solo !== 'pantallas') {
      log('Parte 1, API: cada operación documentada × cada quien llama × registros dentro y fuera de su alcance');
      const api = await runApiMatrix(t, server.url, world, planted, files, log);
      merge(rows, api.tallies);
      log(`\n${formatTable(api.tallies)}\n`);
      if (values.celdas) writeFileSync(values.celdas, `${api.cells.join('\n')}\n`);
      leaks.push(...api.leaks.map((l) => `API ${l.caller}: ${l.request}: ${l.why}`));
      errors.push(...api.errors.map((l) => `API ${l.caller}: ${l.request}: ${l.why}`));
      log(`  ${api.operations} operaciones documentadas${api.skipped.length ? `; sin celda: ${api.skipped.join(', ')}` : ''}`);
    }
    if (values.solo !== 'api') {
      log('Parte 2, pantallas en Chromium: cada ruta × cada usuario demo');
      const screens = await runScreenMatrix(server.url, config, planted, files, world, log, values.usuarios?.split(','));
      merge(rows, screens.tallies);
      log(`\n${formatTable(screens.tallies)}\n`);
      leaks.push(...screens.leaks.map((l) => `Pantalla ${l.caller}: ${l.route}: ${l.why}`));
      errors.push(...screens.problems.map((l) => `Pantalla ${l.caller}: ${l.route}: ${l.why}`));
      log(
        `  Control: ${screens.control.shown} de ${screens.control.readable} visitas a la ficha de un registro que el usuario puede leer muestran su centinela`,
      );
    }
    log('Las dos partes juntas:');
    log(formatTable(rows));
    if (leaks.length) log(`\nFugas (${leaks.length}):\n${leaks.map((l) => `  ${l}`).join('\n')}`);
    if (errors.length) log(`\nErrores y páginas en blanco (${errors.length}):\n${errors.map((l) => `  ${l}`).join('\n')}`);
    log(`\n${Math.round((Date.now() - started) / 1000)} s`);
    return failed(total(rows.values())) ? 1 : 0;
  } finally {
    await server.stop();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? (error.stack ?? error.message) : error);
    process.exit(1);
  },
);
