/**
 * The cost of a module: N synthetic modules written by the new-module generator (N = 10, 30, 100 by
 * default; each 15 fields, a list, a form, two rules and a link to the banks) into copies of this
 * tree, against a copy with no extra module, all measured in the same run:
 * - `npm run check` time (scripts/check.ts in each copy);
 * - server start-up time (spawn → "Back-office en" on an existing data dir, the restart of a
 *   deployment; the first start, which migrates and seeds, separately) and resident memory after it;
 * - get-by-id and list throughput of the banks (autocannon, slices alternating the baseline and the largest N);
 * - the bytes a signed-in browser downloads before the first row of the bank list (Chromium, empty cache).
 * Each copy has its own client build, so what the browser gets includes every module's manifest.
 * Targets: start-up < 2× and throughput within 5 % at the largest N; first-screen bytes flat.
 * BENCH_MODULE_COUNTS (default 10,30,100), BENCH_MODULE_ROUNDS (default 3) and
 * BENCH_MODULE_SECONDS (seconds of load per route on the baseline and on the largest N, in 1 s
 * slices, default 8) scale it. BENCH_MODULE_ONLY=bytes measures the first screen's bytes alone (one
 * start of each copy, no check, restarts or load): they do not depend on the machine's load.
 */
import autocannon from 'autocannon';
import { chromium } from '@playwright/test';
import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { writeModule } from '../scripts/new-module';
import type { FieldSpec } from '../scripts/newModule/fieldSpec';
import type { ModuleSpec } from '../scripts/newModule/moduleSpec';
import { DEMO_PASSWORD } from '../server/seed/demoUsers';
import { freePort, startServerProcess, type ServerProcess } from '../tests/process/serverProcesses';
import { processMemoryMiB } from './processMemory';
import { Browser, oidcFlow } from '../tests/api/helpers/oidcFlow';
import { chromiumFlags, openUntilFirstRow, type Transfer } from './browser/delivery/deliveryBench';
import { atMost } from './measure';

export interface ModuleCostOptions {
  readonly counts: readonly number[];
  readonly rounds: number;
  readonly seconds: number;
  /** Only the first screen's bytes. */
  readonly bytesOnly?: boolean;
}

/** The synthetic module's fields: the kinds a back-office module has (the first string names the record). */
const fields: ReadonlyArray<Pick<FieldSpec, 'name' | 'kind' | 'label' | 'required'> & Partial<FieldSpec>> = [
  { name: 'nombre', kind: 'string', label: 'Nombre', required: true, unique: true },
  { name: 'codigo', kind: 'string', label: 'Código', required: false, search: true },
  { name: 'descripcion', kind: 'text', label: 'Descripción', required: false },
  { name: 'cantidad', kind: 'integer', label: 'Cantidad', required: false },
  { name: 'precio', kind: 'money', label: 'Precio', required: false },
  { name: 'tasa', kind: 'number', label: 'Tasa', required: false },
  { name: 'alta', kind: 'date', label: 'Fecha de alta', required: false },
  { name: 'vence', kind: 'date', label: 'Vencimiento', required: false },
  { name: 'activo', kind: 'switch', label: 'Activo', required: false },
  { name: 'pais', kind: 'combo', param: 'paises', label: 'País', required: false },
  { name: 'email', kind: 'email', label: 'Correo', required: false },
  { name: 'web', kind: 'url', label: 'Sitio web', required: false },
  { name: 'telefono', kind: 'phone', label: 'Teléfono', required: false },
  { name: 'cuit', kind: 'cuit', label: 'CUIT', required: false },
];

/** Module i of the synthetic set (`sintetico7`), in one menu group. */
export function syntheticSpec(i: number): ModuleSpec {
  return {
    name: `sintetico${i}`,
    title: `Sintético ${i}`,
    plural: `Sintéticos ${i}`,
    route: `/sinteticos-${i}`,
    roles: [],
    readRoles: [],
    menuGroup: 'Sintéticos',
    fields: fields.map((f) => ({ ...f, unique: f.unique ?? false, search: f.search ?? false })),
  };
}

const readJson = (path: string) => JSON.parse(readFileSync(path, 'utf8')) as Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
const writeJson = (path: string, value: unknown) => writeFileSync(path, `${JSON.stringify(value, null, 2)}\n`);

/**
 * What the generator does not write yet, added inside the module's folder: a link field to the
 * banks (the 15th field) and a second rule (an expiry not before the start), with its message.
 */
export function addLinkAndSecondRule(root: string, name: string): void {
  const base = join(root, 'schemas', name, name);
  const schema = readJson(`${base}.schema.json`);
  schema.properties.banco = { type: 'integer', title: 'Banco', minimum: 1, 'x-link': { kind: 'banco' } };
  schema['x-rules'] = [...schema['x-rules'], `${name}.venceTrasAlta`];
  writeJson(`${base}.schema.json`, schema);
  const ui = readJson(`${base}.ui.json`);
  ui['ui:order'] = [...ui['ui:order'], 'banco'];
  ui['ui:layout'][0].fields = [...ui['ui:layout'][0].fields, 'banco'];
  writeJson(`${base}.ui.json`, ui);
  const messages = readJson(`${base}.messages.json`);
  messages.venceTrasAlta = { text: 'El vencimiento no puede ser anterior a la fecha de alta.', spec: false };
  writeJson(`${base}.messages.json`, messages);
  const rules = readFileSync(`${base}.rules.ts`, 'utf8').replace(
    /export const rules: RuleDefinition\[\] = \[(\w+)\];/,
    `const venceTrasAlta: RuleDefinition = {
  name: '${name}.venceTrasAlta',
  fields: ['alta', 'vence'],
  validate(record) {
    const { alta, vence } = record;
    return typeof alta === 'string' && typeof vence === 'string' && vence < alta ? [{ path: 'vence', key: '${name}.venceTrasAlta' }] : [];
  },
};

export const rules: RuleDefinition[] = [$1, venceTrasAlta];`,
  );
  if (!rules.includes('venceTrasAlta]')) throw new Error(`schemas/${name}/${name}.rules.ts: no se encontró la lista de reglas generada`);
  writeFileSync(`${base}.rules.ts`, rules);
}

/**
 * A copy at `dir` of this tree's files (tracked and new, not ignored), or of the sources of an
 * earlier copy `from` (its modules included, not its build), sharing node_modules.
 */
export function copyTree(dir: string, from?: string): void {
  rmSync(dir, { recursive: true, force: true });
  if (from) {
    const built = new Set(['node_modules', 'dist', join('app', 'generated')].map((path) => join(from, path)));
    cpSync(from, dir, { recursive: true, filter: (source) => !built.has(source) });
  } else {
    const files = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], { encoding: 'utf8', maxBuffer: 64 << 20 })
      .split('\0')
      .filter((f) => f && f !== 'node_modules' && existsSync(f));
    for (const file of files) {
      mkdirSync(dirname(join(dir, file)), { recursive: true });
      cpSync(file, join(dir, file));
    }
  }
  symlinkSync(resolve('node_modules'), join(dir, 'node_modules'));
}

interface Variant {
  readonly label: string;
  readonly modules: number;
  readonly root: string;
  readonly dataDir: string;
  server?: ServerProcess;
  origin?: string;
  readonly startMs: number[];
  readonly rssMiB: number[];
  firstStartMs?: number;
  readonly checkMs: number[];
  readonly rps: Record<'id' | 'lista', number[]>;
  readonly bytes: { assets: number[]; api: number[]; all: number[]; files: number[] };
}

async function start(variant: Variant): Promise<number> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const began = performance.now();
  const server = startServerProcess(
    { PORT: String(port), PUBLIC_URL: origin, DATA_DIR: variant.dataDir, CLIENT_DIR: join(variant.root, 'dist/client'), RATE_LIMIT_PER_MINUTE: '100000000' },
    variant.root,
  );
  await server.waitFor('Back-office en', 600_000);
  const ms = performance.now() - began;
  variant.server = server;
  variant.origin = origin;
  return ms;
}

const median = (values: readonly number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** The variant's check, start-up and memory, rotating the order each round so that load from elsewhere hits every variant alike. */
async function measureStarts(variants: Variant[], rounds: number): Promise<void> {
  for (const variant of variants) {
    // First start: migrations and the demo seed on an empty data dir (also warms tsx's cache of the copy's files).
    variant.firstStartMs = await start(variant);
    await variant.server!.stop();
  }
  for (let round = 0; round < rounds; round++) {
    for (let i = 0; i < variants.length; i++) {
      const variant = variants[(i + round) % variants.length];
      const began = performance.now();
      const check = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/check.ts'], { cwd: variant.root, encoding: 'utf8' });
      if (check.status !== 0) throw new Error(`npm run check falló con ${variant.label}:\n${check.stdout}${check.stderr}`);
      variant.checkMs.push(performance.now() - began);
      variant.startMs.push(await start(variant));
      await new Promise((r) => setTimeout(r, 1000)); // what start-up left to settle (timers, the first GC)
      variant.rssMiB.push(processMemoryMiB(variant.server!.child.pid!, 'VmRSS'));
      if (round < rounds - 1) await variant.server!.stop();
    }
  }
}

async function load(url: string, token: string, seconds: number): Promise<number> {
  const result = await autocannon({ url, connections: 10, duration: seconds, headers: { authorization: `Bearer ${token}` } });
  if (result.non2xx || result.errors) throw new Error(`${url}: ${result.non2xx} respuestas no 2xx, ${result.errors} errores`);
  return result.requests.total / seconds;
}

/** Get-by-id and list of the banks on the given variants' running servers, in short slices that rotate over them. */
async function measureThroughput(variants: Variant[], seconds: number): Promise<void> {
  const tokens = new Map<Variant, string>();
  const paths = new Map<Variant, { id: string; lista: string }>();
  for (const variant of variants) {
    const origin = variant.origin!;
    const flow = oidcFlow({ issuer: `${origin}/oauth/v2`, clientId: 'backoffice-web', redirectUri: `${origin}/callback` });
    const token = (await flow.signIn(new Browser(), { origin }, 'admin', DEMO_PASSWORD)).accessToken;
    const lista = '/api/modulos/banco?limit=25&offset=0';
    const listed = (await (await fetch(`${origin}${lista}`, { headers: { authorization: `Bearer ${token}` } })).json()) as { datos?: Array<{ id: number }> };
    const first = listed.datos?.[0]?.id;
    if (first === undefined) throw new Error(`${variant.label}: la lista de bancos no devolvió filas: ${JSON.stringify(listed).slice(0, 200)}`);
    tokens.set(variant, token);
    paths.set(variant, { id: `/api/modulos/banco/${first}`, lista });
    await load(`${origin}/api/modulos/banco/${first}`, token, 1); // warm-up
  }
  const slices = Math.max(2, Math.round(seconds));
  for (let slice = 0; slice < slices; slice++) {
    for (const route of ['id', 'lista'] as const) {
      for (let i = 0; i < variants.length; i++) {
        const variant = variants[(i + slice) % variants.length];
        variant.rps[route].push(await load(`${variant.origin}${paths.get(variant)![route]}`, tokens.get(variant)!, seconds / slices));
      }
    }
  }
}

/** Bytes before the first row of the bank list, cold, signed in, on every variant (a fresh browser context each time). */
async function measureFirstScreen(variants: Variant[], rounds: number): Promise<void> {
  const browser = await chromium.launch({
    executablePath: process.env.BENCH_CHROMIUM ?? '/usr/bin/chromium',
    args: chromiumFlags.filter((f) => f !== '--headless'),
  });
  try {
    const sessions = new Map<Variant, Record<string, string>>();
    for (const variant of variants) {
      const context = await browser.newContext({ viewport: { width: 1366, height: 860 }, locale: 'es-AR' });
      const page = await context.newPage();
      await page.goto(`${variant.origin}/herramientas/abm/bancos`);
      await page.fill('#username', 'admin');
      await page.fill('#password', DEMO_PASSWORD);
      await page.click('button[type=submit]');
      await page.waitForSelector('table tbody tr td', { timeout: 60_000 });
      sessions.set(variant, await page.evaluate(() => Object.fromEntries(Object.entries(sessionStorage))));
      await context.close();
    }
    for (let round = 0; round < rounds; round++) {
      for (let i = 0; i < variants.length; i++) {
        const variant = variants[(i + round) % variants.length];
        const context = await browser.newContext({ viewport: { width: 1366, height: 860 }, locale: 'es-AR' });
        try {
          await context.addInitScript((entries) => {
            for (const [key, value] of Object.entries(entries)) sessionStorage.setItem(key, value);
          }, sessions.get(variant)!);
          const run = await openUntilFirstRow(context, `${variant.origin}/herramientas/abm/bancos`);
          const sum = (ts: readonly Transfer[]) => ts.reduce((total, t) => total + t.bytes, 0);
          variant.bytes.assets.push(sum(run.transfers.filter((t) => t.type === 'Script' || t.type === 'Stylesheet')));
          variant.bytes.api.push(sum(run.transfers.filter((t) => t.type === 'Fetch' || t.type === 'XHR')));
          variant.bytes.all.push(sum(run.transfers));
          variant.bytes.files.push(run.transfers.length);
          await run.close();
        } finally {
          await context.close();
        }
      }
    }
  } finally {
    await browser.close();
  }
}

export async function runModuleCostBench(options: ModuleCostOptions): Promise<void> {
  // Outside the tree: the copies' sources must not join this tree's type check, lint or tests.
  const work = join(tmpdir(), `bo-costo-modulos-${process.pid}`);
  const variants: Variant[] = [0, ...options.counts].map((modules) => ({
    label: modules === 0 ? 'sin módulos extra' : `+${modules} módulos`,
    modules,
    root: join(work, `n${modules}`),
    dataDir: join(work, `n${modules}-data`),
    startMs: [],
    rssMiB: [],
    checkMs: [],
    rps: { id: [], lista: [] },
    bytes: { assets: [], api: [], all: [], files: [] },
  }));
  const loadAtStart = loadavg()[0].toFixed(1);
  let preparedMs = 0;
  try {
    const prepared = performance.now();
    for (const [k, variant] of variants.entries()) {
      // Each copy starts from the previous one's modules and adds the rest (ascending N).
      const previous = k > 0 && variants[k - 1].modules <= variant.modules ? variants[k - 1] : undefined;
      copyTree(variant.root, previous?.root);
      rmSync(variant.dataDir, { recursive: true, force: true });
      const first = (previous?.modules ?? 0) + 1;
      for (let i = first; i <= variant.modules; i++) await writeModule(variant.root, syntheticSpec(i));
      // After all of them: the generator's start-up check imports the earlier modules' rules, and this
      // process keeps the first import of each file.
      for (let i = first; i <= variant.modules; i++) addLinkAndSecondRule(variant.root, `sintetico${i}`);
      // The copy's own client (its schemas are in the bundle's module manifest), output kept unless it fails.
      const build = spawnSync('npm', ['run', 'build', '--silent'], { cwd: variant.root, encoding: 'utf8', env: { ...process.env, NODE_ENV: 'production' } });
      if (build.status !== 0) throw new Error(`npm run build falló con ${variant.label}:\n${build.stdout}${build.stderr}`);
    }
    preparedMs = performance.now() - prepared;
    if (options.bytesOnly) {
      for (const variant of variants) variant.firstStartMs = await start(variant);
    } else {
      await measureStarts(variants, options.rounds);
      // Throughput on the baseline and the largest N only: more slices of each in the same time.
      await measureThroughput([variants[0], variants[variants.length - 1]], options.seconds);
    }
    await measureFirstScreen(variants, Math.min(options.rounds, 2));
  } finally {
    for (const variant of variants) await variant.server?.stop();
    rmSync(work, { recursive: true, force: true });
  }

  const [base] = variants;
  const ratio = (value: number, of: number) => (value / of).toFixed(2);
  const bytesOf = (v: Variant) =>
    `primera fila: JS+CSS ${(median(v.bytes.assets) / 1024).toFixed(1)} KB, API ${(median(v.bytes.api) / 1024).toFixed(1)} KB, todo ${(median(v.bytes.all) / 1024).toFixed(1)} KB en ${median(v.bytes.files)} respuestas`;
  const growth = Math.max(...variants.map((v) => median(v.bytes.all))) - median(base.bytes.all);
  const assetGrowth = Math.max(...variants.map((v) => median(v.bytes.assets))) - median(base.bytes.assets);
  const bytesVerdict = `  primera pantalla, crecimiento máximo frente a sin módulos: JS+CSS ${assetGrowth} bytes, todo ${growth} bytes (objetivo: plano; ${growth <= 1024 ? 'cumple' : 'NO cumple'})`;
  if (options.bytesOnly) {
    console.log(
      `\nCosto de un módulo, solo los bytes de la primera pantalla (medianas de ${Math.min(options.rounds, 2)}; carga media 1 min ${loadAtStart} → ${loadavg()[0].toFixed(1)}; preparación ${(preparedMs / 1000).toFixed(0)} s)`,
    );
    for (const v of variants) console.log(`  ${v.label.padEnd(18)} ${bytesOf(v)}`);
    console.log(bytesVerdict);
    return;
  }
  console.log(
    `\nCosto de un módulo: N módulos sintéticos de new-module (15 campos, lista, formulario, dos reglas, un enlace) frente al mismo producto sin ellos` +
      ` (medianas de ${options.rounds}; máquina compartida de 2 núcleos, carga media 1 min ${loadAtStart} → ${loadavg()[0].toFixed(1)}; preparación ${(preparedMs / 1000).toFixed(0)} s)`,
  );
  for (const v of variants) {
    const m = (xs: number[]) => median(xs);
    console.log(
      `  ${v.label.padEnd(18)} check ${(m(v.checkMs) / 1000).toFixed(2)} s (${ratio(m(v.checkMs), m(base.checkMs))}×)` +
        ` | arranque ${(m(v.startMs) / 1000).toFixed(2)} s (${ratio(m(v.startMs), m(base.startMs))}×; primer arranque ${((v.firstStartMs ?? 0) / 1000).toFixed(1)} s)` +
        ` | RSS ${m(v.rssMiB).toFixed(0)} MiB (${ratio(m(v.rssMiB), m(base.rssMiB))}×)` +
        (v.rps.id.length
          ? ` | por id ${m(v.rps.id).toFixed(0)} sol/s (${ratio(m(v.rps.id), m(base.rps.id))}×), lista ${m(v.rps.lista).toFixed(0)} sol/s (${ratio(m(v.rps.lista), m(base.rps.lista))}×)`
          : '') +
        ` | ${bytesOf(v)}`,
    );
  }
  const largest = variants[variants.length - 1];
  console.log(`  arranque con ${largest.modules} / sin: ${atMost(median(largest.startMs) / median(base.startMs), 2)}`);
  for (const route of ['id', 'lista'] as const) {
    const r = median(largest.rps[route]) / median(base.rps[route]);
    console.log(
      `  ${route === 'id' ? 'obtener por id' : 'lista'} con ${largest.modules} / sin: ${r.toFixed(3)} (objetivo ≥ 0.95: ${r >= 0.95 ? 'cumple' : 'NO cumple'})`,
    );
  }
  console.log(bytesVerdict);
}

/** The options from BENCH_MODULE_COUNTS, BENCH_MODULE_ROUNDS and BENCH_MODULE_SECONDS. */
export function moduleCostOptions(env: NodeJS.ProcessEnv = process.env): ModuleCostOptions {
  return {
    counts: (env.BENCH_MODULE_COUNTS ?? '10,30,100').split(',').map(Number),
    rounds: Number(env.BENCH_MODULE_ROUNDS ?? 3),
    seconds: Number(env.BENCH_MODULE_SECONDS ?? 8),
    bytesOnly: env.BENCH_MODULE_ONLY === 'bytes',
  };
}
