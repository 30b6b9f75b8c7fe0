/**
 * Browser benchmark: keystroke latency (input event → next paint, the probe of
 * pages/latencyProbe.ts) typing the company name of a real account in the real application
 * (`npm start`'s server on PGlite, the built client, a signed-in administrator), the account
 * `Agencia Demo` carrying 20 addresses, 50 contacts and 50 service fees; against the floor: the same
 * fields and rows as bare inputs on a page served by the same server, typed the same way. Rounds
 * alternate the two pages (fresh browser context each), so load from elsewhere hits them alike.
 * Target: ours / floor ≤ 1.5 (medians).
 */
import { chromium, type Browser, type Page } from '@playwright/test';
import { rmSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { openDatabase } from '../../server/db/openDatabase';
import { migrateToLatest } from '../../server/db/migrate';
import { createRegistry } from '../../server/registry/createRegistry';
import { seedDatabase } from '../../server/seed/seedDatabase';
import { loadLookups } from '../../server/registry/loadLookups';
import { DEMO_AGENCY_NAME } from '../../schemas/cuenta/demoCuentas';
import { DEMO_PASSWORD } from '../../server/seed/demoUsers';
import { loadPrincipal } from '../../server/auth/principal';
import { createRecord, updateRecord } from '../../server/modules/recordWrites';
import { ensureClientBuild } from '../../server/client/ensureClientBuild';
import { useFieldKey } from '../../server/crypto/activeCipher';
import { loadFieldKey } from '../../server/crypto/fieldKey';
import { addressFingerprint } from '../../engine/core/address/addressFingerprint';
import { freePort, startServerProcess } from '../../tests/process/serverProcesses';
import { generatedContacto } from '../generateContacts';
import { chromiumFlags } from './delivery/deliveryBench';
import { againstTarget, sampleOf } from './browserSession';

/** The product's lookups: the generic ones and those of every module folder. */
const lookups = loadLookups();

export interface AccountFormOptions {
  readonly rounds: number;
  readonly keystrokes: number;
  readonly warmup: number;
  readonly paceMs: number;
  readonly addresses: number;
  readonly contacts: number;
  readonly fees: number;
}

const TYPED = 'root_razonSocial';

const places = [
  {
    calle: 'Florida',
    numero: '537',
    codigoPostal: 'C1005AAK',
    localidad: 'San Nicolás',
    provincia: 'Ciudad Autónoma de Buenos Aires',
    latitud: -34.6033,
    longitud: -58.3754,
  },
  { calle: 'Av. Colón', numero: '1250', codigoPostal: 'X5000EPT', localidad: 'Córdoba', provincia: 'Córdoba', latitud: -31.4117, longitud: -64.1976 },
  { calle: 'Bv. Oroño', numero: '860', codigoPostal: 'S2000DSR', localidad: 'Rosario', provincia: 'Santa Fe', latitud: -32.9442, longitud: -60.6505 },
  { calle: 'Av. San Martín', numero: '1052', codigoPostal: 'M5500GGP', localidad: 'Mendoza', provincia: 'Mendoza', latitud: -32.8895, longitud: -68.8458 },
  { calle: 'Av. Argentina', numero: '375', codigoPostal: 'Q8300BGD', localidad: 'Neuquén', provincia: 'Neuquén', latitud: -38.9516, longitud: -68.0591 },
  { calle: 'Caseros', numero: '490', codigoPostal: 'A4400DMJ', localidad: 'Salta', provincia: 'Salta', latitud: -24.7883, longitud: -65.4106 },
  {
    calle: 'Mitre',
    numero: '220',
    codigoPostal: 'R8400AHD',
    localidad: 'San Carlos de Bariloche',
    provincia: 'Río Negro',
    latitud: -41.1335,
    longitud: -71.3103,
  },
  {
    calle: 'San Martín',
    numero: '695',
    codigoPostal: 'T4000BRM',
    localidad: 'San Miguel de Tucumán',
    provincia: 'Tucumán',
    latitud: -26.8307,
    longitud: -65.2038,
  },
  {
    calle: 'Av. Independencia',
    numero: '1460',
    codigoPostal: 'B7600AGH',
    localidad: 'Mar del Plata',
    provincia: 'Buenos Aires',
    latitud: -38.0055,
    longitud: -57.5426,
  },
  {
    calle: 'Maipú',
    numero: '35',
    codigoPostal: 'V9410BFA',
    localidad: 'Ushuaia',
    provincia: 'Tierra del Fuego, Antártida e Islas del Atlántico Sur',
    latitud: -54.8069,
    longitud: -68.3073,
  },
] as const;

/** Address row i of the account, as the address dialog leaves it after a pick (row 0: the legal, principal one). */
export function benchAddress(i: number): Record<string, unknown> {
  const place = places[i % places.length];
  const numero = String(Number(place.numero) + 100 * Math.floor(i / places.length));
  const tipo = i === 0 ? 'legal' : i % 2 ? 'comercial' : 'entrega';
  const fields = {
    ...place,
    numero,
    ciudad: place.localidad,
    pais: 'Argentina',
    paisCodigo: 'AR',
    direccionCompleta: `${place.calle} ${numero}, ${place.localidad}, ${place.provincia}`,
  };
  const { direccionCompleta, ...row } = fields;
  return { tipo, principal: i === 0, direccion: direccionCompleta, ...row, direccionId: addressFingerprint(fields) };
}

const codes = (combo: string) => lookups[combo].map((o) => o.codigo);
const describe = (combo: string, codigo: string) => lookups[combo].find((o) => o.codigo === codigo)?.descripcion ?? codigo;

/** Service fee i of the account: distinct type, route, service and attention combinations, fixed amounts and percentages. */
export function benchFee(i: number, cuenta: number): Record<string, unknown> {
  const [tipos, rutas, servicios, atenciones] = [codes('tiposFee'), codes('tiposRuta'), codes('tiposServicioFee'), codes('tiposAtencionFee')];
  const tipo = tipos[i % tipos.length];
  const tipoRuta = rutas[Math.floor(i / tipos.length) % rutas.length];
  const tipoServicio = servicios[Math.floor(i / (tipos.length * rutas.length)) % servicios.length];
  const tipoAtencion = atenciones[i % atenciones.length];
  const fixed = i % 3 !== 2;
  return {
    cuenta,
    nombre: [
      describe('tiposFee', tipo),
      describe('tiposRuta', tipoRuta),
      describe('tiposServicioFee', tipoServicio),
      describe('tiposAtencionFee', tipoAtencion),
    ].join(' - '),
    tipo,
    tipoRuta,
    tipoServicio,
    tipoAtencion,
    condicion: fixed ? '1' : '2',
    ...(fixed ? { moneda: i % 2 ? 'USD' : 'ARS', importe: i % 2 ? `${20 + i}.00` : `${5000 + 250 * i}.00` } : { importe: `${(2 + (i % 8) * 0.5).toFixed(2)}` }),
    fechaDesde: `2026-${String(1 + (i % 12)).padStart(2, '0')}-01`,
    incluyeGastosIva: i % 2 === 0,
    incluyeGastosAdministrativos: i % 4 === 1,
  };
}

/** A fresh PGlite data dir with the demo data, `Agencia Demo` given its addresses, contacts and fees. Returns the account's id. */
async function prepareData(dataDir: string, options: AccountFormOptions): Promise<number> {
  rmSync(dataDir, { recursive: true, force: true });
  // The demo cards are sealed with the data dir's own key, the one the server started on it reads
  // (server/main.ts): not a key of this process, which the server could not open, nor one that
  // depends on NODE_ENV or on what an earlier benchmark of the same run left behind.
  useFieldKey(loadFieldKey({ dataDir, production: false }));
  const database = await openDatabase({ dataDir });
  try {
    const { db } = database;
    const { registry } = await createRegistry();
    await migrateToLatest(db, registry.list());
    await seedDatabase(db, registry, { demo: true });
    const admin = await db.selectFrom('users').select('id').where('username', '=', 'admin').executeTakeFirstOrThrow();
    const author = (await loadPrincipal(db, admin.id))!;
    const account = await db
      .selectFrom('records')
      .select(['id', 'version', 'data'])
      .where('module', '=', 'cuenta')
      .where((eb) => eb(eb.ref('data', '->>').key('mostrarNombre' as never), '=', DEMO_AGENCY_NAME))
      .executeTakeFirstOrThrow();
    const id = Number(account.id);
    const data = { ...(account.data as Record<string, unknown>), direcciones: Array.from({ length: options.addresses }, (_, i) => benchAddress(i)) };
    const outcome = await updateRecord(db, registry.get('cuenta'), id, account.version, data, author);
    if (outcome.status !== 'ok') throw new Error(`No se pudo escribir la cuenta: ${outcome.status}`);
    for (let i = 0; i < options.contacts; i++) {
      const contacto = generatedContacto(5_000_000 + i, id);
      await createRecord(
        db,
        registry.get('contacto'),
        { ...contacto, email: String(contacto.email).replace(/@.*/, '@agenciademo.com.ar') },
        author,
        String(id),
      );
    }
    for (let i = 0; i < options.fees; i++) await createRecord(db, registry.get('servicefee'), benchFee(i, id), author);
    return id;
  } finally {
    await database.close();
  }
}

/** The floor page: what the account form shows (its first tab's fields) and its child rows, as bare inputs; nothing runs on a keystroke but the probe. */
function floorPage(fields: readonly string[], options: AccountFormOptions): string {
  const input = (id: string, label: string, value = '') =>
    `<div><label for="${id}">${label}</label><input id="${id}" value="${value.replace(/"/g, '&quot;')}"></div>`;
  const rows = (name: string, count: number, columns: readonly string[], value: (i: number, column: string) => unknown) =>
    `<fieldset><legend>${name}</legend>${Array.from({ length: count }, (_, i) => `<div>${columns.map((c) => input(`${name}_${i}_${c}`, c, String(value(i, c) ?? ''))).join('')}</div>`).join('')}</fieldset>`;
  return `<!doctype html><html lang="es"><head><meta charset="UTF-8"><title>piso</title></head><body><form>
    ${fields.map((f) => input(`root_${f}`, f, f === 'razonSocial' ? DEMO_AGENCY_NAME : '')).join('')}
    ${rows('direcciones', options.addresses, ['tipo', 'direccion', 'localidad', 'pais'], (i, c) => benchAddress(i)[c])}
    ${rows('contactos', options.contacts, ['mostrarNombre', 'documento', 'email'], (i, c) => generatedContacto(5_000_000 + i, 1)[c])}
    ${rows('fees', options.fees, ['nombre', 'importe', 'fechaDesde'], (i, c) => benchFee(i, 1)[c])}
  </form></body></html>`;
}

/** The in-page probe (as pages/latencyProbe.ts measureInputLatency), installed before the page's own scripts. */
function installProbe(): void {
  const w = window as unknown as { __latencies: number[] };
  w.__latencies = [];
  document.addEventListener(
    'input',
    (event) => {
      const start = event.timeStamp;
      requestAnimationFrame(() => setTimeout(() => w.__latencies.push(performance.now() - start), 0));
    },
    true,
  );
}

const keyAt = (i: number) => (i % 20 < 10 ? 'abcdefghij'[i % 10] : 'Backspace');

async function typeInto(page: Page, options: AccountFormOptions): Promise<number[]> {
  await page.click(`#${TYPED}`);
  await page.keyboard.press('End');
  const typeKeys = async (count: number) => {
    for (let i = 0; i < count; i++) {
      await page.keyboard.press(keyAt(i));
      await page.waitForTimeout(options.paceMs);
    }
  };
  const latencies = () => page.evaluate(() => (window as unknown as { __latencies: number[] }).__latencies);
  await typeKeys(options.warmup);
  await page.waitForFunction((n) => (window as unknown as { __latencies: number[] }).__latencies.length >= n, options.warmup);
  await page.evaluate(() => ((window as unknown as { __latencies: number[] }).__latencies.length = 0));
  await typeKeys(options.keystrokes);
  await page.waitForFunction((n) => (window as unknown as { __latencies: number[] }).__latencies.length >= n, options.keystrokes);
  return [...(await latencies())];
}

export async function runAccountFormBench(options: AccountFormOptions): Promise<void> {
  const root = resolve('.');
  ensureClientBuild(root, resolve('dist/client'));
  const dataDir = resolve('bench/.data/account-form-db');
  const accountId = await prepareData(dataDir, options);
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const server = startServerProcess({ PORT: String(port), PUBLIC_URL: origin, CLIENT_DIR: resolve('dist/client'), DATA_DIR: dataDir });
  const browser: Browser = await chromium.launch({
    executablePath: process.env.BENCH_CHROMIUM ?? '/usr/bin/chromium',
    args: chromiumFlags.filter((f) => f !== '--headless'),
  });
  try {
    await server.waitFor('Back-office en', 300_000);
    const formPath = `/cuenta/formulario/${accountId}`;
    const signIn = await browser.newContext({ viewport: { width: 1366, height: 860 }, locale: 'es-AR' });
    const first = await signIn.newPage();
    await first.goto(`${origin}${formPath}`);
    await first.fill('#username', 'admin');
    await first.fill('#password', DEMO_PASSWORD);
    await first.click('button[type=submit]');
    await first.waitForSelector(`#${TYPED}`, { timeout: 120_000 });
    const session = await first.evaluate(() => Object.fromEntries(Object.entries(sessionStorage)));
    // What the form shows of the account, for the floor: the fields of its first tab that are on screen.
    const shown = await first.evaluate(() => [...document.querySelectorAll('[id^="root_"]')].map((e) => e.id.slice(5)).filter((id) => /^[a-zA-Z]+$/.test(id)));
    await signIn.close();
    const floorHtml = floorPage([...new Set(shown)], options);

    const pages = [
      { label: 'formulario de cuenta (aplicación real)', url: `${origin}${formPath}` },
      { label: 'piso (inputs sueltos, mismos campos y filas)', url: `${origin}/__piso.html` },
    ];
    const latencies = pages.map(() => [] as number[]);
    for (let round = 0; round < options.rounds; round++) {
      for (let i = 0; i < pages.length; i++) {
        const index = (i + round) % pages.length;
        const context = await browser.newContext({ viewport: { width: 1366, height: 860 }, locale: 'es-AR' });
        try {
          await context.addInitScript((entries) => {
            for (const [key, value] of Object.entries(entries)) sessionStorage.setItem(key, value);
          }, session);
          await context.addInitScript(installProbe);
          await context.route(`${origin}/__piso.html`, (route) => route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: floorHtml }));
          const page = await context.newPage();
          await page.goto(pages[index].url);
          await page.waitForSelector(`#${TYPED}:enabled`, { timeout: 120_000 });
          await page.waitForLoadState('networkidle');
          await page.waitForTimeout(1000);
          const profile = index === 0 && round === 0 && process.env.BENCH_ACCOUNT_PROFILE ? await page.context().newCDPSession(page) : undefined;
          if (profile) await profile.send('Profiler.enable').then(() => profile.send('Profiler.start'));
          latencies[index].push(...(await typeInto(page, options)));
          // BENCH_ACCOUNT_PROFILE=<file>: the first round's typing into the form as a .cpuprofile; BENCH_ACCOUNT_SCREENSHOT=<file>: the form after it.
          if (profile) writeFileSync(process.env.BENCH_ACCOUNT_PROFILE!, JSON.stringify((await profile.send('Profiler.stop')).profile));
          if (index === 0 && round === 0 && process.env.BENCH_ACCOUNT_SCREENSHOT)
            await page.screenshot({ path: process.env.BENCH_ACCOUNT_SCREENSHOT, fullPage: true });
        } finally {
          await context.close();
        }
      }
    }
    const [ours, floor] = latencies.map(sampleOf);
    console.log(
      `\n[Chromium] formulario de cuenta con ${options.addresses} direcciones, ${options.contacts} contactos y ${options.fees} service fees: latencia de tecla a pintado en «Razón social» (${options.rounds * options.keystrokes} pulsaciones cada uno; máquina compartida)`,
    );
    [ours, floor].forEach((s, i) => console.log(`  ${pages[i].label.padEnd(46)} mediana ${s.median.toFixed(2)} ms (p95 ${s.p95.toFixed(2)})`));
    console.log(`  nuestro / piso, mediana: ${againstTarget(ours.median / floor.median, 1.5)}; p95: ${(ours.p95 / floor.p95).toFixed(2)}`);
  } finally {
    await browser.close();
    await server.stop();
  }
}
