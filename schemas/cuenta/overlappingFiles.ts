/**
 * ACC-73: file entries (booking files of an account) clash when they share `numeroDeFile` and
 * `tipo` and their date ranges overlap; a missing `fechaHasta` means open-ended. Dates are ISO
 * `yyyy-MM-dd`, so they compare as text.
 */
export type FileEntry = Readonly<Record<string, unknown>>;

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
const OPEN_END = '9999-12-31';

/** True when the two entries' ranges share at least one day. */
export function rangesOverlap(a: FileEntry, b: FileEntry): boolean {
  const aFrom = text(a.fechaDesde) || '0000-01-01';
  const bFrom = text(b.fechaDesde) || '0000-01-01';
  const aTo = text(a.fechaHasta) || OPEN_END;
  const bTo = text(b.fechaHasta) || OPEN_END;
  return aFrom <= bTo && bFrom <= aTo;
}

/** True when two of `entries` have the same number and type and overlapping dates. */
export function overlappingFiles(entries: readonly FileEntry[]): boolean {
  return entries.some((a, i) =>
    entries.some(
      (b, j) =>
        j > i &&
        text(a.numeroDeFile) !== '' &&
        text(a.numeroDeFile).toUpperCase() === text(b.numeroDeFile).toUpperCase() &&
        text(a.tipo) === text(b.tipo) &&
        rangesOverlap(a, b),
    ),
  );
}
