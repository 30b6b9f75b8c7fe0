/**
 * The browser benchmarks in headless Chromium (also run at the end of `npm run bench`):
 * `npx tsx bench/browser/run.ts`. BENCH_BROWSER_ROUNDS / BENCH_KEYSTROKES scale them down;
 * BENCH_LIGHTHOUSE=0 skips the Lighthouse run; BENCH_DELIVERY_ONLY=1 runs only the delivery bench;
 * BENCH_ACCOUNT_FORM_ONLY=1 only the account form bench (accountForm.ts); BENCH_FORM_ONLY=1 only the
 * generated-form keystroke bench (300 and 1,000 fields, formLatency.ts).
 */
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { runFormLatencyBench } from './formLatency';
import { runListRenderBench } from './listRender';
import { startBrowserSession } from './browserSession';
import { runDeliveryBench } from './delivery/deliveryBench';
import { runAccountFormBench } from './accountForm';
import { withIsolatedEnv } from '../isolatedEnv';

export async function runBrowserBenches(): Promise<void> {
  const rounds = Number.parseInt(process.env.BENCH_BROWSER_ROUNDS ?? '3', 10);
  const keystrokes = Number.parseInt(process.env.BENCH_KEYSTROKES ?? '100', 10);
  const accountForm = () =>
    withIsolatedEnv('formulario de cuenta', () => runAccountFormBench({ rounds, keystrokes, warmup: 30, paceMs: 40, addresses: 20, contacts: 50, fees: 50 }));
  if (process.env.BENCH_ACCOUNT_FORM_ONLY === '1') return accountForm();
  const formOnly = process.env.BENCH_FORM_ONLY === '1';
  if (!formOnly) await withIsolatedEnv('entrega', () => runDeliveryBench({ rounds, lighthouse: process.env.BENCH_LIGHTHOUSE !== '0' }));
  if (process.env.BENCH_DELIVERY_ONLY === '1') return;
  await withIsolatedEnv('formularios y lista', async () => {
    const session = await startBrowserSession();
    try {
      for (const fields of [300, 1000]) await runFormLatencyBench(session, { rounds, keystrokes, warmup: 30, paceMs: 40, fields });
      if (!formOnly) await runListRenderBench(session, { rounds, stepPx: 600 });
    } finally {
      await session.close();
    }
  });
  if (!formOnly) await accountForm();
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) await runBrowserBenches();
