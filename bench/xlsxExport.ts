/**
 * XLSX export at scale: the streamed export of 100,000 rows × 20 columns against
 * building the same workbook in memory with exceljs, each in its own process. Targets: peak
 * memory flat from 10,000 to 100,000 rows (growth < 64 MiB) and time ≤ 0.5× the in-memory build.
 * BENCH_XLSX_ROWS changes the large size (default 100000).
 */
import { spawnSync } from 'node:child_process';
import { atMost } from './measure';

interface Run {
  readonly ms: number;
  readonly peakRssMiB: number;
  readonly bytes: number;
}

function run(mode: 'stream' | 'memory', rows: number): Run {
  const child = spawnSync(process.execPath, ['--import', 'tsx', 'bench/xlsxExportWorker.ts', mode, String(rows)], { encoding: 'utf8', maxBuffer: 1 << 20 });
  if (child.status !== 0) throw new Error(`xlsxExportWorker ${mode} ${rows} falló:\n${child.stderr}`);
  return JSON.parse(child.stdout.trim().split('\n').at(-1)!) as Run;
}

const mib = (value: number) => `${value.toFixed(0)} MiB`;

export async function runXlsxExportBench(): Promise<void> {
  const large = Number.parseInt(process.env.BENCH_XLSX_ROWS ?? '100000', 10);
  const small = Math.round(large / 10);
  console.log(`\nExportación XLSX (${large.toLocaleString('es-AR')} filas × 20 columnas; cada medición en su propio proceso)`);
  const streamSmall = run('stream', small);
  const streamLarge = run('stream', large);
  const memoryLarge = run('memory', large);
  console.log(`  streaming ${small} filas: ${(streamSmall.ms / 1000).toFixed(1)} s, pico RSS ${mib(streamSmall.peakRssMiB)}`);
  console.log(
    `  streaming ${large} filas: ${(streamLarge.ms / 1000).toFixed(1)} s, pico RSS ${mib(streamLarge.peakRssMiB)}, ${(streamLarge.bytes / 1024 / 1024).toFixed(1)} MiB`,
  );
  console.log(
    `  en memoria ${large} filas: ${(memoryLarge.ms / 1000).toFixed(1)} s, pico RSS ${mib(memoryLarge.peakRssMiB)}, ${(memoryLarge.bytes / 1024 / 1024).toFixed(1)} MiB`,
  );
  const growth = streamLarge.peakRssMiB - streamSmall.peakRssMiB;
  console.log(`  crecimiento de memoria ${small} → ${large} filas: ${growth.toFixed(1)} MiB (objetivo < 64: ${growth < 64 ? 'cumple' : 'NO cumple'})`);
  console.log(`  tiempo streaming / en memoria: ${atMost(streamLarge.ms / memoryLarge.ms, 0.5)}`);
}
