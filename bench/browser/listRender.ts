/**
 * Browser benchmark 2: the engine's ListScreen showing 10,000 records on one page against a bare
 * HTML table of the same rows: time to the first paint of every row (from navigation start) and
 * a top-to-bottom scroll in steps of one painted frame each (total, median and longest frame;
 * Blueprint's rows are taller, so ours scrolls a longer page: its height is printed too).
 */
import { sampleOf, type BrowserSession } from './browserSession';

export interface ListRenderOptions {
  readonly rounds: number;
  /** Pixels per scroll step. */
  readonly stepPx: number;
}

const pages = [
  { name: 'listOurs', label: 'nuestro (ListScreen)' },
  { name: 'listPlainTable', label: 'tabla HTML sin más ' },
] as const;

interface Run {
  readonly firstRender: number;
  readonly scroll: number;
  readonly steps: number;
  readonly medianFrame: number;
  readonly longestFrame: number;
  readonly height: number;
}

async function renderAndScroll(session: BrowserSession, name: string, stepPx: number): Promise<Run> {
  const { page, readyAt, close } = await session.open(name);
  try {
    // A second of quiet first (both pages): the scroll measures scrolling, not the load's or a closed page's leftovers.
    await page.waitForTimeout(1000);
    const timing = await page.evaluate((step) => window.__bench.scrollToBottom(step), stepPx);
    return {
      firstRender: readyAt,
      scroll: timing.totalMs,
      steps: timing.steps,
      medianFrame: timing.medianFrameMs,
      longestFrame: timing.longestFrameMs,
      height: timing.heightPx,
    };
  } finally {
    await close();
  }
}

export async function runListRenderBench(session: BrowserSession, options: ListRenderOptions): Promise<void> {
  const runs = pages.map(() => [] as Run[]);
  for (let round = 0; round < options.rounds; round++) {
    for (let i = 0; i < pages.length; i++) {
      const index = (i + round) % pages.length;
      runs[index].push(await renderAndScroll(session, pages[index].name, options.stepPx));
    }
  }
  const median = (r: Run[], key: keyof Run) => sampleOf(r.map((x) => x[key])).median;
  const summary = runs.map((r) => ({
    firstRender: median(r, 'firstRender'),
    scroll: median(r, 'scroll'),
    steps: median(r, 'steps'),
    height: median(r, 'height'),
    medianFrame: median(r, 'medianFrame'),
    longestFrame: median(r, 'longestFrame'),
  }));
  const [ours, plain] = summary;
  console.log(`\n[Chromium] lista de 10.000 filas en una página (medianas de ${options.rounds} cargas; recorrido en pasos de ${options.stepPx} px)`);
  summary.forEach((s, i) =>
    console.log(
      `  ${pages[i].label}  primer pintado ${s.firstRender.toFixed(0)} ms; recorrido ${s.scroll.toFixed(0)} ms en ${s.steps} pasos (${s.height.toLocaleString('es-AR')} px), ` +
        `frame mediano ${s.medianFrame.toFixed(1)} ms, el más largo ${s.longestFrame.toFixed(1)} ms`,
    ),
  );
  const r = (a: number, b: number) => (a / b).toFixed(2);
  console.log(
    `  ratio nuestro / tabla: primer pintado ${r(ours.firstRender, plain.firstRender)}, recorrido ${r(ours.scroll, plain.scroll)} ` +
      `(filas más altas: ${r(ours.height, plain.height)}× la altura), frame mediano ${r(ours.medianFrame, plain.medianFrame)}, frame más largo ${r(ours.longestFrame, plain.longestFrame)}`,
  );
}
