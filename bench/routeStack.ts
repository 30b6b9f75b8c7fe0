/**
 * Benchmark: the full route stack on get-by-id (token check, guard, validation, serialisation and
 * everything buildApp installs) against a bare Fastify route returning the same JSON from the same
 * database, both served by one process (bench/routeStackServer.ts) and driven over loopback by
 * autocannon from this one. The two are measured in alternating slices (bare, ours, bare, ours…)
 * so that a shared machine's load falls on both alike; the ratio is of requests per second.
 */
import autocannon from 'autocannon';
import { spawn } from 'node:child_process';

export interface RouteStackOptions {
  readonly label: string;
  /** Seconds of load per side (split into `slices` alternating runs). */
  readonly seconds: number;
  readonly connections?: number;
  readonly slices?: number;
  /** PostgreSQL URL of an empty database; default a PGlite data dir of the server's own. */
  readonly databaseUrl?: string;
}

export interface RouteStackFigures {
  readonly oursPerSecond: number;
  readonly barePerSecond: number;
  readonly ratio: number;
  readonly oursP50: number;
  readonly bareP50: number;
  readonly errors: number;
}

interface Served {
  readonly ours: string;
  readonly bare: string;
  readonly token: string;
  readonly path: string;
}

function startServer(databaseUrl: string | undefined) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'bench/routeStackServer.ts'], {
    env: { ...process.env, NODE_ENV: 'production', ...(databaseUrl ? { BENCH_DATABASE_URL: databaseUrl } : { BENCH_DATABASE_URL: '' }) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const served = new Promise<Served>((resolve, reject) => {
    const onData = (data: Buffer) => {
      output += data;
      const match = /RUTAS (\{.*\})\n/.exec(output);
      if (match) resolve(JSON.parse(match[1]) as Served);
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.on('exit', (code) => reject(new Error(`El servidor del benchmark terminó (${code}):\n${output}`)));
  });
  const stopped = new Promise<void>((resolve) => child.on('exit', () => resolve()));
  return {
    served,
    stop: async () => {
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
      await stopped;
      clearTimeout(timer);
    },
  };
}

async function load(url: string, headers: Record<string, string>, seconds: number, connections: number) {
  const result = await autocannon({ url, connections, duration: seconds, headers });
  return { requests: result.requests.total, p50: result.latency.p50, errors: result.errors + result.timeouts + result.non2xx };
}

export async function runRouteStack(options: RouteStackOptions): Promise<RouteStackFigures> {
  const connections = options.connections ?? 20;
  const slices = options.slices ?? 2;
  const server = startServer(options.databaseUrl);
  try {
    const { ours, bare, token, path } = await server.served;
    const headers = { authorization: `Bearer ${token}` };
    // Same JSON from both, or the comparison means nothing.
    const [a, b] = await Promise.all([fetch(`${ours}${path}`, { headers }).then((r) => r.text()), fetch(`${bare}${path}`).then((r) => r.text())]);
    if (a !== b) throw new Error(`Las respuestas difieren:\n${a}\n${b}`);
    // Warm-up of both (JIT, pools), not counted.
    await load(`${bare}${path}`, {}, 1, connections);
    await load(`${ours}${path}`, headers, 1, connections);
    const slice = options.seconds / slices;
    const totals = { ours: { requests: 0, p50: [] as number[], errors: 0 }, bare: { requests: 0, p50: [] as number[], errors: 0 } };
    for (let i = 0; i < slices; i++) {
      for (const side of ['bare', 'ours'] as const) {
        const run = side === 'ours' ? await load(`${ours}${path}`, headers, slice, connections) : await load(`${bare}${path}`, {}, slice, connections);
        totals[side].requests += run.requests;
        totals[side].p50.push(run.p50);
        totals[side].errors += run.errors;
      }
    }
    const median = (xs: number[]) => [...xs].sort((x, y) => x - y)[Math.floor(xs.length / 2)];
    const oursPerSecond = totals.ours.requests / options.seconds;
    const barePerSecond = totals.bare.requests / options.seconds;
    return {
      oursPerSecond,
      barePerSecond,
      ratio: oursPerSecond / barePerSecond,
      oursP50: median(totals.ours.p50),
      bareP50: median(totals.bare.p50),
      errors: totals.ours.errors + totals.bare.errors,
    };
  } finally {
    await server.stop();
  }
}

/** Prints the figures of one database. */
export function describeRouteStack(label: string, f: RouteStackFigures, seconds: number, connections: number): string {
  const ok = f.ratio >= 0.7 ? 'objetivo ≥ 70 %: cumplido' : 'objetivo ≥ 70 %: NO cumplido';
  return [
    `[${label}] obtener por id, ${seconds} s por lado, ${connections} conexiones`,
    `  pila completa: ${f.oursPerSecond.toFixed(0)} sol/s (p50 ${f.oursP50} ms)`,
    `  Fastify pelado: ${f.barePerSecond.toFixed(0)} sol/s (p50 ${f.bareP50} ms)`,
    `  pila / pelado: ${(f.ratio * 100).toFixed(0)} % (${ok}); errores ${f.errors}`,
  ].join('\n');
}
