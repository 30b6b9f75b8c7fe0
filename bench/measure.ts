/** Timing helpers: warm-up, then median and p95 of N runs. */
export interface Stats {
  readonly median: number;
  readonly p95: number;
}

export async function measure(run: () => Promise<unknown>, iterations: number): Promise<Stats> {
  await run();
  const times: number[] = [];
  for (let i = 0; i < iterations; i++) {
    const start = performance.now();
    await run();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return { median: times[Math.floor(times.length / 2)], p95: times[Math.min(times.length - 1, Math.floor(times.length * 0.95))] };
}

export const ratio = (a: Stats, b: Stats) => (a.median / b.median).toFixed(2);
