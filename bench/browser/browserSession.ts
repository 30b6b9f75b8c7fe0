/**
 * What the browser benchmarks share: building the pages (Vite, production), serving them on
 * 127.0.0.1, headless Chromium from /usr/bin/chromium (never downloaded), a fresh page per run
 * that waits for its "ready" mark, and stats of a sample.
 */
import { chromium, type Browser, type Page } from '@playwright/test';
import { fileURLToPath } from 'node:url';
import { buildPages } from './buildPages';
import { serveStorybook, type StaticServer } from '../../tests/e2e/storybookServer';
import { benchDistDir } from './vite.config';

export interface BrowserSession {
  /**
   * Opens `page` (a name of bench/browser/pages/*.html) in a fresh context once it is painted; `readyAt` is ms since navigation.
   * `globals` are set on `window` before the page's scripts run.
   */
  open(page: string, query?: string, globals?: Record<string, unknown>): Promise<{ page: Page; readyAt: number; close: () => Promise<void> }>;
  close(): Promise<void>;
}

/** Builds the pages, serves them and starts Chromium. */
export async function startBrowserSession(): Promise<BrowserSession> {
  await buildPages(fileURLToPath(new URL('./vite.config.ts', import.meta.url)));
  const server: StaticServer = await serveStorybook(benchDistDir);
  const browser: Browser = await chromium.launch({
    executablePath: process.env.BENCH_CHROMIUM ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  return {
    async open(name, query = '', globals) {
      const context = await browser.newContext({ viewport: { width: 1366, height: 860 }, locale: 'es-AR' });
      if (globals) await context.addInitScript((values) => Object.assign(window, values), globals);
      const page = await context.newPage();
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      await page.goto(`${server.url}/${name}.html${query}`);
      try {
        await page.waitForFunction(() => window.__bench?.readyAt != null, undefined, { timeout: 120_000, polling: 100 });
      } catch (error) {
        throw new Error(`${name}: la página no terminó de pintarse${errors.length ? ` (${errors.join('; ')})` : ''}`, { cause: error });
      }
      const readyAt = await page.evaluate(() => window.__bench.readyAt!);
      return { page, readyAt, close: () => context.close() };
    },
    async close() {
      await browser.close();
      await server.close();
    },
  };
}

export interface Sample {
  readonly median: number;
  readonly p95: number;
  readonly max: number;
}

export function sampleOf(values: readonly number[]): Sample {
  const sorted = [...values].sort((a, b) => a - b);
  return {
    median: sorted[Math.floor(sorted.length / 2)],
    p95: sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * 0.95))],
    max: sorted[sorted.length - 1],
  };
}

/** A ratio against an upper target (the browser benches name it so). */
export { atMost as againstTarget } from '../measure';
