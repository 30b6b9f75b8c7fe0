/**
 * Load, bounded: a few seconds of mixed traffic (list search, read, create, history) on a real
 * server process over loopback (bench/mixedLoad.ts; `npm run bench` runs it for a minute on each
 * database and docs/benchmarks.md keeps the figures). No request may fail: no connection error,
 * no timeout, no answer other than 2xx.
 */
import { describe, expect, it } from 'vitest';
import { describeLoad, runMixedLoad } from '../../bench/mixedLoad';

const SECONDS = Number(process.env.RELIABILITY_LOAD_SECONDS ?? 5);
const CONNECTIONS = 8;

describe('mixed load', () => {
  it(`${SECONDS} s of mixed load on a server process: no error, no timeout, no non-2xx answer`, async () => {
    const figures = await runMixedLoad({ seconds: SECONDS, connections: CONNECTIONS });
    console.log(describeLoad('Carga mixta (PGlite)', figures, SECONDS, CONNECTIONS));
    expect(figures.requests).toBeGreaterThan(0);
    expect({ errors: figures.errors, timeouts: figures.timeouts, non2xx: figures.non2xx }).toEqual({ errors: 0, timeouts: 0, non2xx: 0 });
  }, 900_000);
});
