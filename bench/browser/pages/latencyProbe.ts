/**
 * In-page probes read by the benchmark driver (bench/browser/run.ts) through `window.__bench`:
 * keystroke latency (an `input` event's timestamp to the first task after the next frame, i.e.
 * after the paint the keystroke caused), a "ready" mark, and a top-to-bottom scroll in painted steps.
 */
export interface BenchProbe {
  /** Latency of each input event (ms), in order. */
  readonly latencies: number[];
  /** ms since navigation start when the page's content was first painted; null before. */
  readyAt: number | null;
  /** Scrolls the document top to bottom in steps of `stepPx`, one painted frame per step. */
  scrollToBottom(stepPx: number): Promise<ScrollTiming>;
}

export interface ScrollTiming {
  readonly steps: number;
  /** ms from the first step to the paint of the last. */
  readonly totalMs: number;
  /** The median and the longest step (scroll → painted frame), ms. */
  readonly medianFrameMs: number;
  readonly longestFrameMs: number;
  /** Document height scrolled through (px). */
  readonly heightPx: number;
}

const nextPaint = () => new Promise<void>((done) => requestAnimationFrame(() => setTimeout(done, 0)));

async function scrollToBottom(stepPx: number): Promise<ScrollTiming> {
  const root = document.scrollingElement ?? document.documentElement;
  root.scrollTop = 0;
  await nextPaint();
  const start = performance.now();
  const frames: number[] = [];
  while (root.scrollTop + root.clientHeight < root.scrollHeight - 1) {
    const before = performance.now();
    root.scrollTop += stepPx;
    await nextPaint();
    frames.push(performance.now() - before);
  }
  const totalMs = performance.now() - start;
  frames.sort((a, b) => a - b);
  return {
    steps: frames.length,
    totalMs,
    medianFrameMs: frames[frames.length >> 1] ?? 0,
    longestFrameMs: frames[frames.length - 1] ?? 0,
    heightPx: root.scrollHeight,
  };
}

declare global {
  interface Window {
    __bench: BenchProbe;
  }
}

export const probe: BenchProbe = { latencies: [], readyAt: null, scrollToBottom };
window.__bench = probe;

/** Records input-to-next-paint latency of every `input` event in the page (capture phase, before React). */
export function measureInputLatency(): void {
  document.addEventListener(
    'input',
    (event) => {
      const start = event.timeStamp;
      requestAnimationFrame(() => setTimeout(() => probe.latencies.push(performance.now() - start), 0));
    },
    true,
  );
}

/** Marks the page ready once `isRendered()` holds, at the first task after the frame that painted it. */
export function markReadyWhen(isRendered: () => boolean): void {
  const check = () => {
    if (isRendered()) setTimeout(() => (probe.readyAt = performance.now()), 0);
    else requestAnimationFrame(check);
  };
  requestAnimationFrame(check);
}
