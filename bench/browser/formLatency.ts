/**
 * Browser benchmark 1: keystroke latency (input event → next paint) typing into the first text
 * field of the generated 300-field, 10-tab form with a 200-row array, on three pages built from
 * the same schema: ours (FormScreen), plain rjsf, and bare inputs (the floor); also with 1,000
 * fields. Rounds run the pages in rotating order so that load from elsewhere hits them alike.
 * The target is what the engine adds above the floor (the wait for the next frame and the
 * browser's own work, which no form avoids): at most 0.15× what plain rjsf adds above it.
 */
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

const pages = [
  { name: 'formOurs', label: 'nuestro (FormScreen)   ' },
  { name: 'formPlainRjsf', label: 'rjsf sin tema propio   ' },
  { name: 'formFloor', label: 'piso (inputs sueltos)  ' },
] as const;

/** Ten letters typed, then ten Backspaces, and again: every key is one input event, the value stays short. */
const keyAt = (i: number) => (i % 20 < 10 ? 'abcdefghij'[i % 10] : 'Backspace');

async function typeInto(session: BrowserSession, name: string, options: FormLatencyOptions): Promise<number[]> {
  const { page, close } = await session.open(name, `?campos=${options.fields}`);
  try {
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
  } finally {
    await close();
  }
}

export async function runFormLatencyBench(session: BrowserSession, options: FormLatencyOptions): Promise<void> {
  const latencies = pages.map(() => [] as number[]);
  for (let round = 0; round < options.rounds; round++) {
    for (let i = 0; i < pages.length; i++) {
      const index = (i + round) % pages.length;
      latencies[index].push(...(await typeInto(session, pages[index].name, options)));
    }
  }
  const [ours, plain, floor] = latencies.map(sampleOf) as [Sample, Sample, Sample];
  const count = options.rounds * options.keystrokes;
  console.log(
    `\n[Chromium] formulario de ${options.fields} campos, 10 solapas y 200 filas: latencia de tecla a pintado (${count} pulsaciones cada uno; máquina compartida)`,
  );
  [ours, plain, floor].forEach((s, i) => console.log(`  ${pages[i].label} mediana ${s.median.toFixed(2)} ms (p95 ${s.p95.toFixed(2)})`));
  // The floor (bare inputs) already includes the wait for the next frame and the browser's own
  // work, which no form can avoid; what a form adds is its latency above that floor.
  const added = (s: Sample) => Math.max(0, s.median - floor.median);
  console.log(`  sobre el piso: nuestro +${added(ours).toFixed(2)} ms, rjsf +${added(plain).toFixed(2)} ms`);
  console.log(
    `  lo que agrega el motor / lo que agrega rjsf: ${plain.median > floor.median ? againstTarget(added(ours) / added(plain), 0.15) : 'n/d (rjsf no agrega sobre el piso)'}`,
  );
  console.log(`  (referencia) nuestro / rjsf ${(ours.median / plain.median).toFixed(2)}; nuestro / piso ${(ours.median / floor.median).toFixed(2)}`);
}
