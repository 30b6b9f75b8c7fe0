/**
 * A tiny static server for the built Storybook (`storybook-static/`) on 127.0.0.1 and a free
 * port, for e2e specs that drive stories in real Chromium (`iframe.html?id=<story>&viewMode=story`).
 * Builds Storybook first when the build is missing or lacks a story the spec needs.
 * `STORYBOOK_STATIC_DIR` serves another build directory.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, type Page } from '@playwright/test';
import { extname, join, normalize, resolve, sep } from 'node:path';

export const STORYBOOK_DIR = resolve(process.env.STORYBOOK_STATIC_DIR ?? 'storybook-static');

const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.eot': 'application/vnd.ms-fontobject',
  '.map': 'application/json',
};

/** True when the build's story index (which the preview iframe loads too) lists every story id. */
function hasStories(dir: string, ids: readonly string[]): boolean {
  const index = join(dir, 'index.json');
  if (!existsSync(join(dir, 'iframe.html')) || !existsSync(index)) return false;
  const entries = (JSON.parse(readFileSync(index, 'utf8')) as { entries?: Record<string, unknown> }).entries ?? {};
  return ids.every((id) => id in entries);
}

/** How long a spec waits for the test run's own Storybook build (scripts/test.sh) before it builds. */
const PENDING_BUILD_WAIT_MS = 15 * 60_000;

/** Waits while the file STORYBOOK_BUILD_PENDING names exists: the test run is building Storybook beside the suite. */
function waitForPendingBuild(): void {
  const pending = process.env.STORYBOOK_BUILD_PENDING;
  if (!pending) return;
  const until = Date.now() + PENDING_BUILD_WAIT_MS;
  while (existsSync(pending) && Date.now() < until) Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 1000);
}

/** Builds Storybook (`npm run build-storybook`) unless `dir` already holds the stories. */
export function ensureStorybookBuilt(ids: readonly string[], dir = STORYBOOK_DIR): void {
  waitForPendingBuild();
  if (hasStories(dir, ids)) return;
  execFileSync('npm', ['run', 'build-storybook'], { stdio: 'inherit' });
  if (!hasStories(dir, ids)) {
    throw new Error(
      `La build de Storybook en ${dir} no tiene index.json con ${ids.join(', ')}. ` +
        'Si falta index.json, Vite vació la carpeta después de que Storybook lo escribió (build.emptyOutDir debe ser false en .storybook/main.ts).',
    );
  }
}

export interface StaticServer {
  readonly url: string;
  close(): Promise<void>;
}

/** Serves `dir` on 127.0.0.1 at a free port; `/` is `index.html`; nothing outside `dir`. */
export async function serveStorybook(dir = STORYBOOK_DIR): Promise<StaticServer> {
  const root = resolve(dir);
  const server: Server = createServer((req, res) => {
    void (async () => {
      const path = decodeURIComponent(new URL(req.url ?? '/', 'http://localhost').pathname);
      const file = normalize(join(root, path.endsWith('/') ? `${path}index.html` : path));
      if (file !== root && !file.startsWith(root + sep)) {
        res.writeHead(403).end();
        return;
      }
      try {
        const body = await readFile(file);
        res.writeHead(200, { 'content-type': types[extname(file)] ?? 'application/octet-stream', 'cache-control': 'no-store' }).end(body);
      } catch {
        res.writeHead(404).end();
      }
    })();
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((done) => server.close(() => done())),
  };
}

/**
 * How long a story may take to show: a cold Storybook preview evaluates its whole runtime before the
 * story renders, which took more than the default 10 s on the shared 2-core machine at load average
 * 18 (issue 10's determinism runs). A hang guard, not a wait: `openStory` goes on as soon as the story is there.
 */
export const STORY_READY_TIMEOUT = 60_000;

/** Opens a widget story in its own page and waits until it shows its stored value (`data-testid="stored"`). */
export async function openStory(page: Page, server: StaticServer, id: string): Promise<void> {
  await page.goto(`${server.url}/iframe.html?id=${id}&viewMode=story`);
  await expect(page.getByTestId('stored')).toBeVisible({ timeout: STORY_READY_TIMEOUT });
}
