/** A record's value at a dotted path (`domicilio.calle`), or undefined where the path leaves the record. */
export function valueAt(record: Readonly<Record<string, unknown>>, path: string): unknown {
  let current: unknown = record;
  for (const key of path.split('.')) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<string, unknown>)[key];
  }
  return current;
}
