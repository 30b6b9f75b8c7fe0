/** A byte count as a Spanish reader expects it: `850 B`, `12 KB`, `1,5 MB` (decimal comma, 1024 steps). */
const units = ['B', 'KB', 'MB', 'GB'] as const;

export function formatByteSize(bytes: number): string {
  let value = Math.max(0, Number.isFinite(bytes) ? bytes : 0);
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const shown = unit === 0 || value >= 10 ? String(Math.round(value)) : value.toFixed(1).replace('.', ',');
  return `${shown} ${units[unit]}`;
}
