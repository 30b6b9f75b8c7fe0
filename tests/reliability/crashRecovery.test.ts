/**
 * R4: `kill -9` of the server process while writers save records of every shipped module (minimal
 * valid records built from the schema) and upload files, on PGlite and on PostgreSQL
 * (TEST_DATABASE_URL, which `npm test` provides). Each round kills the process once enough writes
 * were acknowledged, then starts it again on the same data and measures how long until it serves.
 * At the end every acknowledged record and file is there, and after the orphan sweep (files aged
 * past its hour) every stored file has its row: nothing a crash left behind stays.
 */
import { readFileSync, readdirSync, existsSync, utimesSync } from 'node:fs';
import { join, relative } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../../server/db/openDatabase';
import { createRegistry } from '../../server/registry/createRegistry';
import { DEMO_PASSWORD } from '../../server/seed/demoUsers';
import type { RegisteredModule } from '../../engine/core/schemaRegistry';
import { Browser, oidcFlow } from '../api/helpers/oidcFlow';
import { createThrowawayDatabase } from '../api/helpers/testDatabase';
import { freePort, startServerProcess, type ServerProcess } from '../process/serverProcesses';
import { temporaryDir } from '../support/temporaryDir';

const ROUNDS = Number(process.env.RELIABILITY_KILLS ?? 2);
const WRITERS = 4;
/** Acknowledged writes per round before the kill. */
const WRITES_PER_ROUND = 12;
/** Hang guard: ROUNDS + 1 server starts, each minutes long on a loaded 2-core machine. */
const KILL_TEST_TIMEOUT_MS = 1_800_000;
const PDF = readFileSync('tests/fixtures/files/minimo.pdf');

const running: ServerProcess[] = [];
afterEach(() => {
  for (const server of running.splice(0)) server.child.kill('SIGKILL');
});

interface Started {
  readonly server: ServerProcess;
  readonly origin: string;
  readonly token: string;
  /** Milliseconds from spawn to serving. */
  readonly startMs: number;
}

async function start(env: Record<string, string>): Promise<Started> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const began = Date.now();
  const server = startServerProcess({ ...env, PORT: String(port), PUBLIC_URL: origin });
  running.push(server);
  await server.waitFor('sinpermisos', 600_000); // the last line of the start banner
  const startMs = Date.now() - began;
  const flow = oidcFlow({ issuer: `${origin}/oauth/v2`, clientId: 'backoffice-web', redirectUri: `${origin}/callback` });
  const token = (await flow.signIn(new Browser(), { origin }, 'admin', DEMO_PASSWORD)).accessToken;
  return { server, origin, token, startMs };
}

/** Shipped modules whose required fields are all text: a valid record is its required fields filled in. */
async function writableModules(): Promise<Array<{ name: string; module: RegisteredModule }>> {
  const { registry, config } = await createRegistry();
  return Object.entries(config.modules)
    .map(([name, c]) => ({ name, module: registry.get(c.schema) }))
    .filter(({ module }) => (module.schema.required ?? []).every((f) => module.schema.properties[f]?.type === 'string' && !module.schema.properties[f]?.enum));
}

const boundary = '----r4';
const upload = (name: string) =>
  Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="app"\r\n\r\n17\r\n--${boundary}\r\nContent-Disposition: form-data; name="archivo[]"; filename="${name}"\r\nContent-Type: application/pdf\r\n\r\n`,
    ),
    PDF,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);

const filesIn = (dir: string): string[] =>
  existsSync(dir)
    ? readdirSync(dir, { recursive: true, withFileTypes: true })
        .filter((e) => e.isFile())
        .map((e) => join(e.parentPath, e.name))
    : [];

async function crashRounds(label: string, env: Record<string, string>, filesDir: string, openDb: () => ReturnType<typeof openDatabase>) {
  const modules = await writableModules();
  expect(modules.length, 'shipped modules to write').toBeGreaterThan(0);
  const records: Array<{ module: string; id: number; datos: Record<string, string> }> = [];
  const files: Array<{ url: string }> = [];
  const startTimes: number[] = [];
  let seq = 0;
  for (let round = 0; round < ROUNDS; round += 1) {
    const s = await start(env);
    startTimes.push(s.startMs);
    const auth = { authorization: `Bearer ${s.token}` };
    let acknowledged = 0;
    let killed = false;
    const writer = async (w: number) => {
      while (!killed) {
        const m = modules[seq % modules.length];
        seq += 1;
        const datos = Object.fromEntries((m.module.schema.required ?? []).map((f) => [f, `R4 ${label} ${round}-${w}-${seq} ${f}`]));
        try {
          if (w === 0) {
            const res = await fetch(`${s.origin}/api/archivos`, {
              method: 'POST',
              headers: { ...auth, 'content-type': `multipart/form-data; boundary=${boundary}` },
              body: upload(`r4-${seq}.pdf`),
            });
            if (res.status === 201) files.push(...((await res.json()) as { datos: Array<{ url: string }> }).datos);
          } else {
            const res = await fetch(`${s.origin}/api/modulos/${m.name}`, {
              method: 'POST',
              headers: { ...auth, 'content-type': 'application/json' },
              body: JSON.stringify({ datos }),
            });
            if (res.status === 201) records.push({ module: m.name, id: ((await res.json()) as { id: number }).id, datos });
            else expect(res.status, `${m.name}: ${await res.text()}`).toBeLessThan(500);
          }
          acknowledged += 1;
        } catch {
          return; // the server went away mid-request: that write was never acknowledged
        }
      }
    };
    const writers = Array.from({ length: WRITERS }, (_, w) => writer(w));
    const deadline = Date.now() + 120_000;
    while (acknowledged < WRITES_PER_ROUND && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 10));
    s.server.child.kill('SIGKILL');
    await s.server.exited;
    killed = true;
    await Promise.all(writers);
  }

  // Everything the crashed processes left is older than the sweep's hour; the next start sweeps it.
  const twoHoursAgo = new Date(Date.now() - 2 * 60 * 60 * 1000);
  for (const path of filesIn(filesDir)) utimesSync(path, twoHoursAgo, twoHoursAgo);
  const last = await start(env);
  startTimes.push(last.startMs);
  const auth = { authorization: `Bearer ${last.token}` };
  for (const r of records) {
    const res = await fetch(`${last.origin}/api/modulos/${r.module}/${r.id}`, { headers: auth });
    expect(res.status, `${label}: acknowledged ${r.module} ${r.id}`).toBe(200);
    expect(((await res.json()) as { datos: Record<string, unknown> }).datos).toMatchObject(r.datos);
  }
  for (const f of files) {
    const res = await fetch(`${last.origin}${f.url}`, { headers: auth });
    expect(res.status, `${label}: acknowledged file ${f.url}`).toBe(200);
    expect(Buffer.from(await res.arrayBuffer()).equals(PDF)).toBe(true);
  }
  const deadline = Date.now() + 60_000;
  while (filesIn(filesDir).some((p) => p.endsWith('.part')) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
  expect(await last.server.stop(), `${label}: the restarted server closes cleanly on SIGTERM\n${last.server.output()}`).toBe(0);

  const opened = await openDb();
  try {
    const rows = await opened.db.selectFrom('files').select(['carpeta', 'stored_name']).execute();
    const known = new Set(rows.map((r) => `${r.carpeta}/${r.stored_name}`));
    const orphans = filesIn(filesDir)
      .map((p) => relative(filesDir, p))
      .filter((p) => !known.has(p));
    expect(orphans, `${label}: files with no row after the sweep`).toEqual([]);
  } finally {
    await opened.close();
  }
  const closed = /Cerrado \(.*\)\./.exec(last.server.output())?.[0] ?? '';
  console.log(
    `R4 ${label}: ${ROUNDS} kills, ${records.length} records and ${files.length} files acknowledged and found; start times ${startTimes.map((ms) => `${ms} ms`).join(', ')}. ${closed}`,
  );
  for (const ms of startTimes) expect(ms).toBeLessThan(600_000);
  expect(records.length).toBeGreaterThan(0);
}

describe('R4 kill -9 during writes and uploads', () => {
  it(
    'PGlite: every acknowledged write and file after restart, no orphan file, restart time measured',
    async () => {
      const dataDir = temporaryDir('bo-r4-');
      await crashRounds('PGlite', { DATA_DIR: dataDir }, join(dataDir, 'files'), () => openDatabase({ dataDir }));
    },
    KILL_TEST_TIMEOUT_MS,
  );

  it(
    'PostgreSQL: every acknowledged write and file after restart, no orphan file, restart time measured',
    async () => {
      const serverUrl = process.env.TEST_DATABASE_URL;
      if (!serverUrl) throw new Error('R4 en PostgreSQL necesita TEST_DATABASE_URL (npm test inicia un servidor PostgreSQL desechable).');
      const database = await createThrowawayDatabase(serverUrl);
      const dataDir = temporaryDir('bo-r4pg-');
      try {
        await crashRounds('PostgreSQL', { DATA_DIR: dataDir, DATABASE_URL: database.url }, join(dataDir, 'files'), () =>
          openDatabase({ databaseUrl: database.url }),
        );
      } finally {
        await database.drop();
      }
    },
    KILL_TEST_TIMEOUT_MS,
  );
});
