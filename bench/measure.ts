/** Timing helpers: warm-up, then median and p95. Variants compared to each other run interleaved, so that load from elsewhere hits them alike. */
export interface Stats {
  readonly median: number;
  readonly p95: number;
}

function stats(times: number[]): Stats {
  const sorted = [...times].sort((a, b) => a - b);
  return { median: sorted[Math.floor(sorted.length / 2)], p95: sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * 0.95))] };
}

/** Runs every variant once per round (after one warm-up round) and returns their stats in order. */
export async function measureInterleaved(variants: ReadonlyArray<() => Promise<unknown>>, rounds: number): Promise<Stats[]> {
  return (await measureInterleavedWithCpu(variants, rounds)).map((m) => m.wall);
}

/**
 * As measureInterleaved, also returning the stats of this process's CPU time (user + system) per
 * run: on PGlite, whose database runs inside the process, the work itself, which a loaded machine
 * disturbs far less than the wall clock (a short run preempted for a time slice doubles its wall time).
 */
export async function measureInterleavedWithCpu(variants: ReadonlyArray<() => Promise<unknown>>, rounds: number): Promise<Array<{ wall: Stats; cpu: Stats }>> {
  for (const run of variants) await run();
  const times = variants.map(() => [] as number[]);
  const cpu = variants.map(() => [] as number[]);
  for (let round = 0; round < rounds; round++) {
    for (let i = 0; i < variants.length; i++) {
      const index = (i + round) % variants.length; // rotate the order too
      const cpuStart = process.cpuUsage();
      const start = performance.now();
      await variants[index]();
      times[index].push(performance.now() - start);
      const used = process.cpuUsage(cpuStart);
      cpu[index].push((used.user + used.system) / 1000);
    }
  }
  return times.map((t, i) => ({ wall: stats(t), cpu: stats(cpu[i]) }));
}

export const measure = async (run: () => Promise<unknown>, iterations: number): Promise<Stats> => (await measureInterleaved([run], iterations))[0];

/** `1.03 (objetivo ≤ 1.2: cumple)`: a ratio against an upper target. */
export function atMost(value: number, target: number): string {
  return `${value.toFixed(2)} (objetivo ≤ ${target}: ${value <= target ? 'cumple' : 'NO cumple'})`;
}

/** `32.16 (objetivo ≥ 20: cumple)`: a ratio against a lower target. */
export function atLeast(value: number, target: number): string {
  return `${value.toFixed(2)} (objetivo ≥ ${target}: ${value >= target ? 'cumple' : 'NO cumple'})`;
}
