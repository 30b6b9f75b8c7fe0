/**
 * Browser benchmark 1: keystroke latency (input event → next paint) typing into the first text
 * field of the generated 300-field, 10-tab form with a 200-row array (also with 1,000 fields).
 * Rounds run the pages in rotating order so that load from elsewhere hits them alike.
 *
 * Like for like (first row): the engine's FormScreen shows one tab; plain rjsf is given the same
 * one-tab layout (pages/formRjsfTab.tsx, same CSS); and each of the two has its own floor: the DOM
 * it had painted and its CSS, copied into a page where no script runs but the probe
 * (pages/formSnapshot.ts). A form's latency above its own floor is what its code adds per
 * keystroke, the browser's work for that DOM (style, layout, paint, the wait for the frame) taken
 * out. Target: what the engine adds ≤ 0.15× what rjsf adds.
 *
 * All fields (second row, for reference): plain rjsf rendering every field and the 600 array
 * inputs, against bare inputs for all of them (pages/formFloor.ts).
 */
import type { Page } from '@playwright/test';
import { TYPED_FIELD } from './generatedModule';
import { againstTarget, sampleOf, type BrowserSession, type Sample } from './browserSession';

export interface FormLatencyOptions {
  readonly rounds: number;
  /** Measured keystrokes per round (after the warm-up). */
  readonly keystrokes: number;
  readonly warmup: number;
  /** Pause between keystrokes (ms): a steady typing pace. */
  readonly paceMs: number;
  /** Fields of the generated form (300 or 1,000). */
  readonly fields: number;
}

interface DomSnapshot {
  readonly root: string;
  readonly htmlClass: string;
  readonly bodyClass: string;
  readonly css: string;
}

/** Runs in a painted page: its #root, the classes of <html> and <body>, and every CSS rule it loaded. */
const takeSnapshot = (): DomSnapshot => ({
  root: document.getElementById('root')!.innerHTML,
  htmlClass: document.documentElement.className,
  bodyClass: document.body.className,
  css: [...document.styleSheets]
    .map((sheet) => {
      try {
        return [...sheet.cssRules].map((rule) => rule.cssText).join('\n');
      } catch {
        return '';
      }
    })
    .join('\n'),
});

interface BenchPage {
  readonly label: string;
  readonly name: string;
  /** The page whose painted DOM this floor copies. */
  readonly snapshotOf?: string;
}

const ours: BenchPage = { label: 'nuestro (FormScreen, una solapa)', name: 'formOurs' };
const rjsfTab: BenchPage = { label: 'rjsf con la misma solapa', name: 'formRjsfTab' };
const oursFloor: BenchPage = { label: 'piso: el DOM de nuestro, sin JS', name: 'formSnapshot', snapshotOf: 'formOurs' };
const rjsfTabFloor: BenchPage = { label: 'piso: el DOM de rjsf (solapa), sin JS', name: 'formSnapshot', snapshotOf: 'formRjsfTab' };
const rjsfAll: BenchPage = { label: 'rjsf, todos los campos', name: 'formPlainRjsf' };
const floorAll: BenchPage = { label: 'piso: inputs sueltos, todos los campos', name: 'formFloor' };
const pages = [ours, rjsfTab, oursFloor, rjsfTabFloor, rjsfAll, floorAll];

/** Ten letters typed, then ten Backspaces, and again: every key is one input event, the value stays short. */
const keyAt = (i: number) => (i % 20 < 10 ? 'abcdefghij'[i % 10] : 'Backspace');

async function typeInto(page: Page, options: FormLatencyOptions): Promise<number[]> {
  await page.click(`#root_${TYPED_FIELD}`);
  const typeKeys = async (count: number) => {
    for (let i = 0; i < count; i++) {
      await page.keyboard.press(keyAt(i));
      await page.waitForTimeout(options.paceMs);
    }
  };
  await typeKeys(options.warmup);
  await page.waitForFunction((n) => window.__bench.latencies.length >= n, options.warmup);
  await page.evaluate(() => (window.__bench.latencies.length = 0));
  await typeKeys(options.keystrokes);
  await page.waitForFunction((n) => window.__bench.latencies.length >= n, options.keystrokes);
  return await page.evaluate(() => [...window.__bench.latencies]);
}

export async function runFormLatencyBench(session: BrowserSession, options: FormLatencyOptions): Promise<void> {
  const query = `?campos=${options.fields}`;
  // The floors' DOM: each source page as it painted, before any keystroke.
  const snapshots = new Map<string, DomSnapshot>();
  for (const name of new Set(pages.flatMap((p) => (p.snapshotOf ? [p.snapshotOf] : [])))) {
    const { page, close } = await session.open(name, query);
    try {
      snapshots.set(name, await page.evaluate(takeSnapshot));
    } finally {
      await close();
    }
  }
  const latencies = pages.map(() => [] as number[]);
  for (let round = 0; round < options.rounds; round++) {
    for (let i = 0; i < pages.length; i++) {
      const index = (i + round) % pages.length;
      const { snapshotOf, name } = pages[index];
      const { page, close } = await session.open(name, query, snapshotOf ? { __benchSnapshot: snapshots.get(snapshotOf) } : undefined);
      try {
        latencies[index].push(...(await typeInto(page, options)));
      } finally {
        await close();
      }
    }
  }
  const stats = new Map(pages.map((p, i) => [p, sampleOf(latencies[i])]));
  const s = (p: BenchPage) => stats.get(p)!;
  const count = options.rounds * options.keystrokes;
  console.log(
    `\n[Chromium] formulario de ${options.fields} campos, 10 solapas y 200 filas: latencia de tecla a pintado (${count} pulsaciones cada uno; máquina compartida)`,
  );
  for (const p of pages) console.log(`  ${p.label.padEnd(40)} mediana ${s(p).median.toFixed(2)} ms (p95 ${s(p).p95.toFixed(2)})`);
  const above = (form: Sample, floor: Sample) => form.median - floor.median;
  const engineAdds = above(s(ours), s(oursFloor));
  const rjsfAdds = above(s(rjsfTab), s(rjsfTabFloor));
  console.log(
    `  una solapa, cada uno sobre su piso: nuestro +${engineAdds.toFixed(2)} ms, rjsf +${rjsfAdds.toFixed(2)} ms; lo que agrega el motor / lo que agrega rjsf: ${
      rjsfAdds > 0 ? againstTarget(Math.max(0, engineAdds) / rjsfAdds, 0.15) : 'n/d (rjsf no agrega sobre su piso)'
    }`,
  );
  console.log(
    `  todos los campos (referencia): rjsf +${above(s(rjsfAll), s(floorAll)).toFixed(2)} ms sobre los inputs sueltos; nuestro (una solapa) / rjsf (todos) ${(s(ours).median / s(rjsfAll).median).toFixed(2)}`,
  );
}
