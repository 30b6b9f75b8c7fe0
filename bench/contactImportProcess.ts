/**
 * The memory side of the bulk import benchmark (bench/contactImport.ts): the same dry run and import
 * sent over HTTP to a real server process (as `npm start` runs it: compiled, scripts/start.mjs), on the database the
 * timing side used. The process's resident memory is read from Linux (/proc: VmRSS once it serves,
 * VmHWM — the kernel's high-water mark — after the import), so the figure is the server's alone: no
 * benchmark harness, no seeding, no test runner in it. On PGlite the database runs inside the server
 * process, so its memory is counted too.
 */
import { DEMO_PASSWORD } from '../server/seed/demoUsers';
import { Browser, oidcFlow } from '../tests/api/helpers/oidcFlow';
import { freePort, startServerProcess } from '../tests/process/serverProcesses';
import { processMemoryMiB } from './processMemory';

export interface ImportProcessFigures {
  /** Resident memory once the server answers, before the upload (MiB). */
  readonly rssBeforeMiB: number;
  /** The process's peak resident memory up to then (its start-up: registry, migrations, seeding; MiB). */
  readonly startPeakMiB: number;
  /** The process's peak resident memory up to the end of the dry run (MiB). */
  readonly dryRunPeakMiB: number;
  /** The process's peak resident memory over its whole life, read after the import (MiB). */
  readonly peakMiB: number;
  readonly dryRunMs: number;
  readonly importMs: number;
  readonly imported: number;
}

const statusMiB = (pid: number, field: 'VmRSS' | 'VmHWM') => Math.round(processMemoryMiB(pid, field));

/**
 * Starts the server on `env` (DATABASE_URL or DATA_DIR), uploads `payload` (a multipart body with
 * `boundary`) as admin for `account`, imports it, and answers the figures; the server is stopped.
 */
export async function importInServerProcess(env: Record<string, string>, account: number, payload: Buffer, boundary: string): Promise<ImportProcessFigures> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const server = startServerProcess({ PORT: String(port), PUBLIC_URL: origin, RATE_LIMIT_PER_MINUTE: '100000000', ...env });
  try {
    await server.waitFor('sinpermisos', 600_000);
    const flow = oidcFlow({ issuer: `${origin}/oauth/v2`, clientId: 'backoffice-web', redirectUri: `${origin}/callback` });
    const token = (await flow.signIn(new Browser(), { origin }, 'admin', DEMO_PASSWORD)).accessToken;
    const headers = { authorization: `Bearer ${token}` };
    const pid = server.child.pid!;
    const rssBeforeMiB = statusMiB(pid, 'VmRSS');
    const startPeakMiB = statusMiB(pid, 'VmHWM');
    const t0 = performance.now();
    const dry = await fetch(`${origin}/api/importaciones/contactos?cuenta=${account}`, {
      method: 'POST',
      headers: { ...headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
      body: new Uint8Array(payload),
    });
    const t1 = performance.now();
    if (dry.status !== 201) throw new Error(`prueba: ${dry.status} ${(await dry.text()).slice(0, 300)}`);
    const dryRunPeakMiB = statusMiB(pid, 'VmHWM');
    const job = ((await dry.json()) as { datos: { id: string } }).datos;
    const done = await fetch(`${origin}/api/importaciones/contactos/${job.id}/importar`, { method: 'POST', headers });
    const t2 = performance.now();
    if (done.status !== 200) throw new Error(`importación: ${done.status} ${(await done.text()).slice(0, 300)}`);
    const { importados } = ((await done.json()) as { datos: { importados: number } }).datos;
    return {
      rssBeforeMiB,
      startPeakMiB,
      dryRunPeakMiB,
      peakMiB: statusMiB(pid, 'VmHWM'),
      dryRunMs: Math.round(t1 - t0),
      importMs: Math.round(t2 - t1),
      imported: importados,
    };
  } finally {
    await server.stop();
  }
}
