/**
 * Browser benchmark 2: the engine's ListScreen showing 10,000 records on one page against a bare
 * HTML table of the same rows: time to the first paint of every row (from navigation start) and
 * a top-to-bottom scroll in steps of one painted frame each (total and longest frame).
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
  readonly longestFrame: number;
}

async function renderAndScroll(session: BrowserSession, name: string, stepPx: number): Promise<Run> {
  const { page, readyAt, close } = await session.open(name);
  try {
    const timing = await page.evaluate((step) => window.__bench.scrollToBottom(step), stepPx);
    return { firstRender: readyAt, scroll: timing.totalMs, longestFrame: timing.longestFrameMs };
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
  const summary = runs.map((r) => ({
    firstRender: sampleOf(r.map((x) => x.firstRender)).median,
    scroll: sampleOf(r.map((x) => x.scroll)).median,
    longestFrame: sampleOf(r.map((x) => x.longestFrame)).median,
  }));
  const [ours, plain] = summary;
  console.log(`\n[Chromium] lista de 10.000 filas en una página (medianas de ${options.rounds} cargas; recorrido en pasos de ${options.stepPx} px)`);
  summary.forEach((s, i) =>
    console.log(`  ${pages[i].label}  primer pintado ${s.firstRender.toFixed(0)} ms; recorrido ${s.scroll.toFixed(0)} ms (frame más largo ${s.longestFrame.toFixed(1)} ms)`),
  );
  console.log(`  ratio nuestro / tabla: primer pintado ${(ours.firstRender / plain.firstRender).toFixed(2)}, recorrido ${(ours.scroll / plain.scroll).toFixed(2)}, frame más largo ${(ours.longestFrame / plain.longestFrame).toFixed(2)}`);
}
