/**
 * Part 2 of the access probe: every screen route of the merged screens config (lists, forms to
 * create, edit and create-with, custom screens), with the ids of planted records inside and outside
 * the demo users' reach, × every demo user signed in through the login page, in one headless
 * Chromium (never downloaded: /usr/bin/chromium). Per visit: page errors, answers ≥ 500, a
 * sentinel out of the user's reach in the page's text or in any API answer the page received, and
 * whether the page shows anything (content, a denial, a not-found) rather than nothing.
 */
import { chromium, type Browser, type Page } from '@playwright/test';
import type { ScreensConfig } from '../../engine/core/screenConfig';
import type { World } from './callers';
import { count, emptyTally, marksIn, type Mark, type Tally } from './classify';
import type { Caller } from './oracle';
import type { Planted, PlantedFile } from './sentinels';
import { hiddenFrom } from './apiMatrix';

export interface ScreenProblem {
  readonly caller: string;
  readonly route: string;
  readonly why: string;
}

export interface ScreenResult {
  readonly tallies: Map<string, Tally>;
  readonly leaks: ScreenProblem[];
  /** Answers ≥ 500, page errors and blank pages. */
  readonly problems: ScreenProblem[];
  readonly routes: number;
  /** The control: visits of an edit route by a reader of its record, and how many showed its sentinel. */
  readonly control: { readable: number; shown: number };
}

/** A route to open and what it names (`tarjeta/fuera`). */
export interface ScreenRoute {
  readonly path: string;
  readonly label: string;
  /** The planted record an edit route opens (the control: a reader must see its sentinel). */
  readonly record?: Planted;
}

const paramsOf = (path: string) => [...path.matchAll(/:(\w+)/g)].map((m) => m[1]);

/**
 * Every screen route with its parameters filled: an edit route once per planted record of its
 * module (its other parameters from the record's data); a create-with route once per planted record
 * of the module its parameter links to, or, when the form's own records hold every parameter, from those.
 */
export function screenRoutes(config: ScreensConfig, planted: readonly Planted[]): ScreenRoute[] {
  const routes: ScreenRoute[] = [];
  const fillFrom = (path: string, values: Readonly<Record<string, unknown>>) =>
    path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(String(values[name])));
  for (const screen of config.screens) {
    const paths =
      screen.kind === 'form'
        ? [screen.paths.create, screen.paths.edit, ...(screen.paths.createWith ?? [])]
        : 'path' in screen && typeof screen.path === 'string'
          ? [screen.path]
          : [];
    for (const path of paths.filter((p): p is string => typeof p === 'string')) {
      const params = paramsOf(path);
      if (!params.length) {
        routes.push({ path, label: screen.id });
        continue;
      }
      const own = planted.filter((p) => 'module' in screen && p.m.name === screen.module);
      if (params.includes('id') || own.some((p) => params.every((name) => p.facts.datos[name] != null))) {
        for (const p of own)
          routes.push({
            path: fillFrom(path, { ...p.facts.datos, id: p.id }),
            label: `${screen.id} ${p.m.name}/${p.variant}`,
            record: params.includes('id') ? p : undefined,
          });
        continue;
      }
      const [param] = params;
      const target = config.links?.[param]?.module ?? param;
      for (const p of planted.filter((q) => q.m.name === target))
        routes.push({ path: fillFrom(path, { [param]: p.id }), label: `${screen.id} ${p.m.name}/${p.variant}` });
    }
  }
  return routes;
}

/** Signs in through the login page the app redirects to (tests/e2e/fixtures.ts login()). */
async function login(page: Page, username: string): Promise<void> {
  await page.goto('/inicio');
  await page.getByRole('heading', { name: 'Ingresar' }).waitFor({ timeout: 60_000 });
  await page.getByLabel('Usuario').fill(username);
  await page.getByLabel('Contraseña').fill('demo');
  await page.getByRole('button', { name: 'Ingresar' }).click();
  await page.getByRole('button', { name: 'Cerrar sesión' }).waitFor({ timeout: 60_000 });
}

/** Whether the screen shows nothing: no text, no control, no table in its main area (or in the page, without the shell). */
async function isBlank(page: Page): Promise<boolean> {
  return await page.evaluate(() => {
    const area = document.querySelector('main.bo-main') ?? document.body;
    const text = (area as HTMLElement).innerText.trim();
    return text === '' && !area.querySelector('input, select, textarea, table, [role="grid"], [role="alert"], img, svg');
  });
}

/** One user's visits: one browser context, one page, every route in turn. */
async function visitAll(
  browser: Browser,
  url: string,
  caller: Caller,
  routes: readonly ScreenRoute[],
  hidden: readonly Mark[],
  result: ScreenResult,
): Promise<void> {
  const context = await browser.newContext({ baseURL: url });
  const page = await context.newPage();
  const tally = emptyTally();
  result.tallies.set(caller.name, tally);
  let errors: string[] = [];
  let bodies: Array<Promise<string>> = [];
  page.on('pageerror', (error) => errors.push(`error de página: ${error.message.split('\n')[0]}`));
  page.on('response', (response) => {
    if (response.status() >= 500) errors.push(`${response.status()} ${response.request().method()} ${new URL(response.url()).pathname}`);
    if (new URL(response.url()).pathname.startsWith('/api/')) bodies.push(response.text().catch(() => ''));
  });
  try {
    // A second attempt on a slow machine before giving up on the user.
    await login(page, caller.name).catch(async () => await login(page, caller.name));
  } catch (error) {
    const where = `${page.url()}: ${(await page.evaluate(() => document.body.innerText).catch(() => '')).replace(/\s+/g, ' ').slice(0, 200)}`;
    result.problems.push({
      caller: caller.name,
      route: '/inicio',
      why: `no pudo iniciar sesión: ${(error as Error).message.split('\n')[0]} (${where}; ${errors.join('; ')})`,
    });
    await context.close();
    return;
  }
  for (const route of routes) {
    errors = [];
    bodies = [];
    try {
      await page.goto(route.path, { waitUntil: 'load', timeout: 30_000 });
      await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => undefined);
      await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'), undefined, { timeout: 5_000 }).catch(() => undefined);
    } catch (error) {
      errors.push(`no cargó: ${(error as Error).message.split('\n')[0]}`);
    }
    // What the page shows: its text and the values of its fields (a form shows a record's data in inputs).
    const text = await page
      .evaluate(() => [document.body.innerText, ...Array.from(document.querySelectorAll('input, textarea'), (e) => (e as HTMLInputElement).value)].join('\n'))
      .catch(() => '');
    const answers = await Promise.all(bodies);
    const leaks = [
      ...new Map([
        ...marksIn(text, hidden).map((m) => [m.what, `la pantalla muestra ${m.what}`] as const),
        ...answers.flatMap((b) => marksIn(b, hidden)).map((m) => [`api ${m.what}`, `una respuesta de la API que recibió la pantalla trae ${m.what}`] as const),
      ]).values(),
    ];
    const blank = await isBlank(page).catch(() => true);
    if (route.record && !hidden.includes(route.record.mark)) {
      result.control.readable += 1;
      if (text.includes(route.record.mark.text)) result.control.shown += 1;
    }
    const serverErrors = errors.filter((e) => /^5\d\d /.test(e));
    count(tally, serverErrors.length ? 500 : 0, leaks.length, blank);
    for (const why of leaks) result.leaks.push({ caller: caller.name, route: `${route.path} (${route.label})`, why });
    for (const why of errors) result.problems.push({ caller: caller.name, route: `${route.path} (${route.label})`, why });
    if (blank) result.problems.push({ caller: caller.name, route: `${route.path} (${route.label})`, why: 'página en blanco' });
  }
  await context.close();
}

/** Runs part 2: every route × every demo user, `parallel` users at a time. */
export async function runScreenMatrix(
  url: string,
  config: ScreensConfig,
  planted: readonly Planted[],
  files: readonly PlantedFile[],
  world: World,
  log: (line: string) => void,
  only?: readonly string[],
  parallel = 2,
): Promise<ScreenResult> {
  const routes = screenRoutes(config, planted);
  const result: ScreenResult = { tallies: new Map(), leaks: [], problems: [], routes: routes.length, control: { readable: 0, shown: 0 } };
  const users = world.callers.filter((c) => c.holder && (!only || only.includes(c.name)));
  log(`  ${routes.length} rutas × ${users.length} usuarios`);
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  try {
    const queue = [...users];
    const worker = async () => {
      for (let caller = queue.shift(); caller; caller = queue.shift()) {
        const started = Date.now();
        const hidden = hiddenFrom(caller, planted, files, world.teams.own);
        await visitAll(browser, url, caller, routes, hidden, result);
        const tally = result.tallies.get(caller.name);
        log(
          `  ${caller.name}: ${tally?.cells ?? 0} pantallas, ${tally?.leaks ?? 0} fugas, ${tally?.blank ?? 0} en blanco, ${Math.round((Date.now() - started) / 1000)} s`,
        );
      }
    };
    await Promise.all(Array.from({ length: parallel }, worker));
  } finally {
    await browser.close();
  }
  return result;
}
