/** A process's resident memory as Linux reports it (/proc/<pid>/status), in MiB: now (VmRSS) or its peak so far (VmHWM). */
import { readFileSync } from 'node:fs';

export function processMemoryMiB(pid: number, field: 'VmRSS' | 'VmHWM'): number {
  const match = new RegExp(`${field}:\\s+(\\d+) kB`).exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  if (!match) throw new Error(`Sin ${field} para el proceso ${pid}`);
  return Number(match[1]) / 1024;
}
