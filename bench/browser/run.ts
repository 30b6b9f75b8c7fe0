/**
 * The browser benchmarks in headless Chromium (also run at the end of `npm run bench`):
 * `npx tsx bench/browser/run.ts`. BENCH_BROWSER_ROUNDS / BENCH_KEYSTROKES scale them down.
 */
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { runFormLatencyBench } from './formLatency';
import { runListRenderBench } from './listRender';
import { startBrowserSession } from './browserSession';

export async function runBrowserBenches(): Promise<void> {
  const rounds = Number.parseInt(process.env.BENCH_BROWSER_ROUNDS ?? '3', 10);
  const keystrokes = Number.parseInt(process.env.BENCH_KEYSTROKES ?? '100', 10);
  const session = await startBrowserSession();
  try {
    await runFormLatencyBench(session, { rounds, keystrokes, warmup: 30, paceMs: 40 });
    await runListRenderBench(session, { rounds, stepPx: 600 });
  } finally {
    await session.close();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) await runBrowserBenches();
