/**
 * A bounded mixed load on a real server process (`npm start` on a throwaway data dir, loopback
 * only): autocannon connections cycling through a list search, a record read, a create and an
 * update of the first shipped module, for a fixed number of seconds. Reports p50/p99 latency,
 * requests per second, errors and non-2xx answers, and the server's peak resident memory (VmHWM).
 * Used by `npm run bench` (BENCH_TARGETS=load, 60 s) and by the reliability suite (a few seconds).
 */
import autocannon from 'autocannon';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEMO_PASSWORD } from '../server/seed/demoUsers';
import { createRegistry } from '../server/registry/createRegistry';
import { Browser, oidcFlow } from '../tests/api/helpers/oidcFlow';
import { freePort, startServerProcess } from '../tests/process/serverProcesses';
import { processMemoryMiB } from './processMemory';

export interface MixedLoadOptions {
  readonly seconds: number;
  readonly connections: number;
  /** Extra server settings (DATABASE_URL for PostgreSQL); default PGlite in a temporary data dir. */
  readonly env?: Record<string, string>;
}

export interface MixedLoadFigures {
  readonly requests: number;
  readonly perSecond: number;
  readonly p50Ms: number;
  readonly p99Ms: number;
  readonly errors: number;
  readonly timeouts: number;
  readonly non2xx: number;
  readonly status5xx: number;
  readonly peakRssMiB: number;
  readonly startMs: number;
}

export async function runMixedLoad(options: MixedLoadOptions): Promise<MixedLoadFigures> {
  const { config, registry } = await createRegistry();
  const [name, moduleConfig] = Object.entries(config.modules)[0];
  const schema = registry.get(moduleConfig.schema).schema;
  const required = schema.required ?? [];
  const datos = (tag: string) => Object.fromEntries(required.map((f) => [f, `Carga ${tag} ${f}`]));

  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const began = Date.now();
  const dataDir = mkdtempSync(join(tmpdir(), 'bo-carga-'));
  const server = startServerProcess({
    DATA_DIR: dataDir,
    PORT: String(port),
    PUBLIC_URL: origin,
    RATE_LIMIT_PER_MINUTE: '100000000',
    ...options.env,
  });
  try {
    await server.waitFor('sinpermisos', 600_000);
    const startMs = Date.now() - began;
    const flow = oidcFlow({ issuer: `${origin}/oauth/v2`, clientId: 'backoffice-web', redirectUri: `${origin}/callback` });
    const token = (await flow.signIn(new Browser(), { origin }, 'admin', DEMO_PASSWORD)).accessToken;
    const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
    const created = await fetch(`${origin}/api/modulos/${name}`, { method: 'POST', headers, body: JSON.stringify({ datos: datos('base') }) });
    if (created.status !== 201) throw new Error(`No se pudo crear el registro base: ${created.status} ${await created.text()}`);
    const base = (await created.json()) as { id: number };
    let n = 0;
    let status5xx = 0;
    const result = await autocannon({
      url: origin,
      connections: options.connections,
      duration: options.seconds,
      headers,
      requests: [
        { method: 'GET', path: `/api/modulos/${name}?texto=Carga&limit=25&offset=0` },
        { method: 'GET', path: `/api/modulos/${name}/${base.id}` },
        {
          method: 'POST',
          path: `/api/modulos/${name}`,
          setupRequest: (req) => ({ ...req, body: JSON.stringify({ datos: datos(`${process.pid}-${(n += 1)}`) }) }),
        },
        { method: 'GET', path: `/api/modulos/${name}/${base.id}/historial` },
      ],
    });
    // autocannon counts 2xx/non-2xx; the 5xx are in its per-status tally.
    for (const [code, stat] of Object.entries(result.statusCodeStats ?? {})) if (Number(code) >= 500) status5xx += stat.count ?? 0;
    const figures: MixedLoadFigures = {
      requests: result.requests.total,
      perSecond: Math.round(result.requests.average),
      p50Ms: result.latency.p50,
      p99Ms: result.latency.p99,
      errors: result.errors,
      timeouts: result.timeouts,
      non2xx: result.non2xx,
      status5xx,
      peakRssMiB: Math.round(processMemoryMiB(server.child.pid!, 'VmHWM')),
      startMs,
    };
    return figures;
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** One line of figures. */
export function describeLoad(label: string, f: MixedLoadFigures, seconds: number, connections: number): string {
  return `${label}: ${seconds} s, ${connections} conexiones: ${f.requests} solicitudes (${f.perSecond}/s), p50 ${f.p50Ms} ms, p99 ${f.p99Ms} ms, errores ${f.errors}, timeouts ${f.timeouts}, no 2xx ${f.non2xx} (5xx ${f.status5xx}), memoria pico ${f.peakRssMiB} MiB, inicio ${f.startMs} ms`;
}
