/**
 * Peak server memory under parallel uploads: starts `server/main.ts` on a throwaway
 * data dir, signs in as admin, sends 8 parallel uploads of 10 × 9.9 MB PDFs and reads the server's
 * peak RSS (VmHWM, Linux) before and after. Run: `npx tsx bench/uploadMemory.ts` (bounded: one round).
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEMO_PASSWORD } from '../server/seed/demoUsers';
import { Browser, oidcFlow } from '../tests/api/helpers/oidcFlow';
import { freePort, startServerProcess } from '../tests/process/serverProcesses';
import { processMemoryMiB } from './processMemory';

const PARALLEL = 8;
const FILES = 10;
const FILE_BYTES = Math.round(9.9 * 1024 * 1024);

const hwm = (pid: number) => processMemoryMiB(pid, 'VmHWM');
const rss = (pid: number) => processMemoryMiB(pid, 'VmRSS');

const dataDir = mkdtempSync(join(tmpdir(), 'bo-memoria-'));
const port = await freePort();
const origin = `http://127.0.0.1:${port}`;
const server = startServerProcess({
  DATA_DIR: dataDir,
  PORT: String(port),
  PUBLIC_URL: origin,
  UPLOAD_MAX_PARALLEL: String(PARALLEL),
  UPLOAD_QUOTA_MB: '100000',
});
try {
  await server.waitFor('sinpermisos');
  const flow = oidcFlow({ issuer: `${origin}/oauth/v2`, clientId: 'backoffice-web', redirectUri: `${origin}/callback` });
  const token = (await flow.signIn(new Browser(), { origin }, 'admin', DEMO_PASSWORD)).accessToken;
  const pid = server.child.pid!;
  const pdf = Buffer.concat([
    readFileSync('tests/fixtures/files/minimo.pdf'),
    Buffer.alloc(FILE_BYTES - readFileSync('tests/fixtures/files/minimo.pdf').length, 0x20),
  ]);
  const boundary = '----memoria';
  const parts: Buffer[] = [Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="app"\r\n\r\n17\r\n`)];
  for (let i = 0; i < FILES; i++) {
    parts.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="archivo[]"; filename="f${i}.pdf"\r\nContent-Type: application/pdf\r\n\r\n`),
      pdf,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  const body = Buffer.concat(parts);
  const before = { rss: rss(pid), hwm: hwm(pid) };
  const start = performance.now();
  const statuses = await Promise.all(
    Array.from({ length: PARALLEL }, () =>
      fetch(`${origin}/api/archivos`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': `multipart/form-data; boundary=${boundary}` },
        body,
      }).then((r) => r.status),
    ),
  );
  const seconds = (performance.now() - start) / 1000;
  console.log(
    JSON.stringify({
      statuses,
      seconds: Math.round(seconds),
      rssBeforeMiB: Math.round(before.rss),
      peakBeforeMiB: Math.round(before.hwm),
      peakAfterMiB: Math.round(hwm(pid)),
    }),
  );
} finally {
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
