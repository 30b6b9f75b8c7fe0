/**
 * Delivery benchmark: the bank list opened by a signed-in user in headless Chromium,
 * against a minimal React + Blueprint page that renders the same API call in one table (built by
 * the same bundler, served by the same server, the same way). The real server (`server/main.ts`,
 * PGlite, demo data) serves dist/client plus the baseline page (CLIENT_DIR).
 * - cold (new browser context, empty cache; the session copied into sessionStorage): JS and CSS
 *   bytes on the wire until the first row shows, and the time to it (from navigation start);
 * - warm (the same context, opened again): asset bytes transferred (target 0) and what still goes
 *   to the network;
 * - the Lighthouse performance score of the bank list (desktop preset; lighthouse.ts).
 */
import { chromium, type Browser, type BrowserContext, type CDPSession } from '@playwright/test';
import { cpSync, mkdirSync, readdirSync, rmSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildPages } from '../buildPages';
import { ensureClientBuild } from '../../../server/client/ensureClientBuild';
import { freePort, startServerProcess } from '../../../tests/process/serverProcesses';
import { DEMO_PASSWORD } from '../../../server/seed/demoUsers';
import { atMost } from '../../measure';
import { sampleOf } from '../browserSession';
import { baselineDistDir } from './vite.config';
import { lighthouseScore } from './lighthouse';

export const chromiumFlags = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'];
const chromiumPath = process.env.BENCH_CHROMIUM ?? '/usr/bin/chromium';
const listPath = '/herramientas/abm/bancos';
const firstRow = 'table tbody tr td';

/** dist/client and the baseline page in one folder (names cannot clash: the assets are hashed). */
async function servedDir(): Promise<string> {
  const root = resolve('.');
  ensureClientBuild(root, resolve('dist/client'));
  await buildPages(fileURLToPath(new URL('./vite.config.ts', import.meta.url)));
  const dir = resolve('bench/.data/delivery-client');
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  cpSync(resolve('dist/client'), dir, { recursive: true });
  for (const entry of readdirSync(baselineDistDir)) cpSync(join(baselineDistDir, entry), join(dir, entry), { recursive: true });
  return dir;
}

export interface Transfer {
  readonly url: string;
  readonly type: string;
  readonly status: number;
  readonly bytes: number;
  readonly fromCache: boolean;
  readonly encoding: string;
  readonly at: number;
}

/** Records every response of a page through CDP: type, status, bytes on the wire, cache hits, time. */
async function recordTransfers(context: BrowserContext): Promise<{ cdp: CDPSession; transfers: Transfer[]; page: import('@playwright/test').Page }> {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  const pending = new Map<string, Omit<Transfer, 'bytes' | 'at'>>();
  const transfers: Transfer[] = [];
  cdp.on('Network.responseReceived', (e) => {
    pending.set(e.requestId, {
      url: e.response.url,
      type: e.type,
      status: e.response.status,
      fromCache: Boolean(e.response.fromDiskCache || (e.response as { fromMemoryCache?: boolean }).fromMemoryCache),
      encoding: e.response.headers['content-encoding'] ?? e.response.headers['Content-Encoding'] ?? 'identity',
    });
  });
  cdp.on('Network.requestServedFromCache', (e) => {
    const p = pending.get(e.requestId);
    if (p) pending.set(e.requestId, { ...p, fromCache: true });
  });
  cdp.on('Network.loadingFinished', (e) => {
    const p = pending.get(e.requestId);
    if (p) transfers.push({ ...p, bytes: p.fromCache ? 0 : e.encodedDataLength, at: e.timestamp });
  });
  await cdp.send('Network.enable');
  return { cdp, transfers, page };
}

/** Opens `url` and waits for the first row: ms from navigation start, and the transfers until then. */
export async function openUntilFirstRow(
  context: BrowserContext,
  url: string,
): Promise<{ firstRowMs: number; transfers: Transfer[]; settled: () => Promise<Transfer[]>; close: () => Promise<void> }> {
  const { transfers, page, cdp } = await recordTransfers(context);
  const profiling = process.env.BENCH_DELIVERY_PROFILE === '1';
  let navStart = 0;
  cdp.on('Network.requestWillBeSent', (e) => {
    if (e.type === 'Document' && !navStart) navStart = e.timestamp * 1000;
  });
  if (profiling) {
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    await cdp.send('Profiler.start');
  }
  await page.addInitScript((selector) => {
    const observer = new MutationObserver(() => {
      if (document.querySelector(selector)) {
        (window as unknown as { __firstRowAt: number }).__firstRowAt = performance.now();
        observer.disconnect();
      }
    });
    observer.observe(document, { childList: true, subtree: true });
  }, firstRow);
  await page.goto(url);
  await page.waitForFunction(() => (window as unknown as { __firstRowAt?: number }).__firstRowAt != null, undefined, { timeout: 60_000, polling: 50 });
  const firstRowMs = await page.evaluate(() => (window as unknown as { __firstRowAt: number }).__firstRowAt);
  if (process.env.BENCH_DELIVERY_TIMELINE === '1') console.log(`    ${await page.evaluate(timelineOf)}`);
  if (profiling) {
    const { profile } = await cdp.send('Profiler.stop');
    const byId = new Map(profile.nodes.map((n) => [n.id, n]));
    const windows = [0, 100, 200, 250, 300, 350, 400, 450, 500, 550, 600, 700, 800, 1000, 5000];
    const buckets = windows.map(() => new Map<string, number>());
    let at = profile.startTime / 1000;
    profile.samples!.forEach((id, i) => {
      at += profile.timeDeltas![i] / 1000;
      const t = at - navStart;
      const b = windows.findIndex((w, k) => t >= w && t < (windows[k + 1] ?? Infinity));
      const f = byId.get(id)!.callFrame;
      const key = `${f.functionName || '(anon)'} ${f.url.split('/').pop()}:${f.lineNumber}`;
      if (b >= 0) buckets[b].set(key, (buckets[b].get(key) ?? 0) + profile.timeDeltas![i] / 1000);
    });
    buckets.forEach((m, k) => {
      const total = [...m.values()].reduce((a, v) => a + v, 0);
      const top = [...m.entries()]
        .filter(([key]) => !key.startsWith('(idle)'))
        .sort((a, b) => b[1] - a[1])
        .slice(0, 6);
      console.log(
        `      ${windows[k]}–${windows[k + 1] ?? '∞'} ms: ${total.toFixed(0)} ms muestreados; ${top.map(([key, v]) => `${key} ${v.toFixed(1)}`).join(' | ')}`,
      );
    });
  }
  // What finished by the first row (the page's clock starts at the document's request, as navStart):
  // the list is read a poll later, and an idle prefetch may have finished files in between.
  const untilFirstRow = transfers.filter((transfer) => transfer.at * 1000 - navStart <= firstRowMs);
  return {
    firstRowMs,
    transfers: untilFirstRow,
    async settled() {
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(1500); // the idle prefetch starts after the first paint
      await page.waitForLoadState('networkidle');
      return [...transfers];
    },
    close: () => page.close(),
  };
}

/**
 * BENCH_DELIVERY_TIMELINE=1: the page's own timeline (ms from navigation start): the document, the
 * last script, each API call's start → end, and the first row; `a → b` is request start → response end.
 */
const timelineOf = `(() => {
  const nav = performance.getEntriesByType('navigation')[0];
  const entries = performance.getEntriesByType('resource');
  const scripts = entries.filter((e) => e.name.endsWith('.js'));
  const lastScript = Math.max(0, ...scripts.map((e) => e.responseEnd));
  const api = entries.filter((e) => new URL(e.name).pathname.startsWith('/api/')).map((e) => new URL(e.name).pathname + ' ' + e.startTime.toFixed(0) + ' → ' + e.responseEnd.toFixed(0));
  return 'documento ' + nav.responseEnd.toFixed(0) + ', DOMContentLoaded ' + nav.domContentLoadedEventEnd.toFixed(0) + ', último script ' + lastScript.toFixed(0) + ' (' + scripts.length + '); ' + api.join('; ') + '; primera fila ' + window.__firstRowAt.toFixed(0) + performance.getEntriesByType('mark').map((m) => '; ' + m.name + ' ' + m.startTime.toFixed(0)).join('');
})()`;

const assetBytes = (transfers: readonly Transfer[]) =>
  transfers.filter((t) => t.type === 'Script' || t.type === 'Stylesheet').reduce((sum, t) => sum + t.bytes, 0);
/** BENCH_DELIVERY_FILES=1: each JS and CSS file loaded before the first row, largest first. */
function listAssets(label: string, transfers: readonly Transfer[]): void {
  const assets = transfers.filter((t) => t.type === 'Script' || t.type === 'Stylesheet').sort((a, b) => b.bytes - a.bytes);
  console.log(`  ${label}, JS y CSS hasta la primera fila:`);
  for (const t of assets) console.log(`    ${kb(t.bytes).padStart(9)}  ${new URL(t.url).pathname}`);
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

export interface DeliveryOptions {
  readonly rounds: number;
  readonly lighthouse: boolean;
}

/** The machine's 1-minute load average (shared 2-core machine: every figure is read with it). */
const loadAverage = () => loadavg()[0].toFixed(1);

export async function runDeliveryBench(options: DeliveryOptions): Promise<void> {
  const dir = await servedDir();
  const loadAtStart = loadAverage();
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const dataDir = resolve('bench/.data/delivery-db');
  rmSync(dataDir, { recursive: true, force: true });
  const server = startServerProcess({ PORT: String(port), PUBLIC_URL: origin, CLIENT_DIR: dir, DATA_DIR: dataDir });
  const browser: Browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags.filter((f) => f !== '--headless') });
  try {
    await server.waitFor('Back-office en', 300_000);
    // Sign in once through the login page; every measured context starts with that session.
    const signIn = await browser.newContext({ viewport: { width: 1366, height: 860 }, locale: 'es-AR' });
    const page = await signIn.newPage();
    let listApi = '';
    page.on('request', (request) => {
      if (request.url().includes('/api/modulos/banco?')) listApi ||= request.url().slice(origin.length);
    });
    // The list's call, when the start call answered its page (decision 119: no list call is made).
    page.on('response', (response) => {
      if (!response.url().startsWith(`${origin}/api/sesion?`)) return;
      void response.json().then(
        (body: { pagina?: { modulo: string; parametros: Record<string, string> } }) => {
          if (body.pagina) listApi ||= `/api/modulos/${body.pagina.modulo}?${new URLSearchParams(body.pagina.parametros)}`;
        },
        () => undefined,
      );
    });
    await page.goto(`${origin}${listPath}`);
    await page.fill('#username', 'admin');
    await page.fill('#password', DEMO_PASSWORD);
    await page.click('button[type=submit]');
    await page.waitForSelector(firstRow, { timeout: 60_000 });
    const session = await page.evaluate(() => Object.fromEntries(Object.entries(sessionStorage)));
    await signIn.close();
    const columns = 'descripcion,pais,provincia,localidad';
    const pages = [
      { label: 'nuestra lista de bancos', url: `${origin}${listPath}` },
      { label: 'página mínima (React + Blueprint, una tabla)', url: `${origin}/minimalTable.html?api=${encodeURIComponent(listApi)}&columnas=${columns}` },
    ];

    const newContext = async () => {
      const context = await browser.newContext({ viewport: { width: 1366, height: 860 }, locale: 'es-AR' });
      await context.addInitScript((entries) => {
        for (const [key, value] of Object.entries(entries)) sessionStorage.setItem(key, value);
      }, session);
      return context;
    };

    const cold = pages.map(() => ({ bytes: [] as number[], firstRow: [] as number[], afterIdle: [] as number[], encodings: new Set<string>() }));
    let warmReport = '';
    for (let round = 0; round < options.rounds; round++) {
      for (let i = 0; i < pages.length; i++) {
        const index = (i + round) % pages.length;
        const context = await newContext();
        try {
          const run = await openUntilFirstRow(context, pages[index].url);
          cold[index].bytes.push(assetBytes(run.transfers));
          if (process.env.BENCH_DELIVERY_FILES === '1' && round === 0) listAssets(pages[index].label, run.transfers);
          run.transfers.filter((t) => t.type === 'Script' || t.type === 'Stylesheet').forEach((t) => cold[index].encodings.add(t.encoding));
          cold[index].firstRow.push(run.firstRowMs);
          cold[index].afterIdle.push(assetBytes(await run.settled()));
          await run.close();
          if (index === 0 && round === options.rounds - 1) {
            const warm = await openUntilFirstRow(context, pages[0].url);
            const network = (await warm.settled()).filter((t) => !t.fromCache);
            warmReport = [
              `  caliente (misma sesión, caché cargada): JS+CSS transferidos ${assetBytes(network)} bytes (objetivo 0); primera fila ${warm.firstRowMs.toFixed(0)} ms`,
              `  a la red fueron: ${network.map((t) => `${t.status} ${new URL(t.url).pathname}${t.type === 'Document' ? ' (documento)' : ''}`).join(', ')}`,
            ].join('\n');
            await warm.close();
          }
        } finally {
          await context.close();
        }
      }
    }
    const med = (values: number[]) => sampleOf(values).median;
    console.log(
      `\n[Chromium] carga en frío de ${listPath}, sesión iniciada, caché vacía (medianas de ${options.rounds}; máquina compartida con otros procesos; carga media 1 min ${loadAtStart} → ${loadAverage()}, ${cpus().length} núcleos)`,
    );
    cold.forEach((c, i) =>
      console.log(
        `  ${pages[i].label.padEnd(46)} JS+CSS hasta la primera fila ${kb(med(c.bytes)).padStart(9)}   primera fila ${med(c.firstRow).toFixed(0).padStart(5)} ms   JS+CSS tras la precarga en reposo ${kb(med(c.afterIdle))}`,
      ),
    );
    console.log(`  codificación de JS y CSS (Chromium ofrece br solo por HTTPS; aquí es HTTP en 127.0.0.1): ${[...cold[0].encodings].join(', ')}`);
    const [ours, minimal] = cold;
    console.log(`  bytes nuestra / mínima: ${atMost(med(ours.bytes) / med(minimal.bytes), 1.5)}`);
    console.log(`  primera fila nuestra / mínima: ${atMost(med(ours.firstRow) / med(minimal.firstRow), 1.5)}`);
    console.log(warmReport);
    if (options.lighthouse) {
      const loadBefore = loadAverage();
      const score = await lighthouseScore({ origin, path: listPath, chromiumPath, flags: chromiumFlags, username: 'admin', password: DEMO_PASSWORD });
      console.log(
        `  Lighthouse (desktop), rendimiento de ${listPath}: ${score.performance} (objetivo ≥ 95); FCP ${score.fcp}, LCP ${score.lcp}, TBT ${score.tbt}, CLS ${score.cls}; carga media ${loadBefore} → ${loadAverage()}${score.error ? `; Lighthouse no midió: ${score.error}` : ''}`,
      );
    }
  } finally {
    await browser.close();
    await server.stop();
  }
}
