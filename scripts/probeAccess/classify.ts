/**
 * How the access probe judges one answer, and how it counts them: pure functions, so that what
 * counts as a leak is written once and unit-tested (tests/unit/probeAccessClassify.test.ts).
 *
 * A leak is: a 2xx read answer holding a text only a record outside the caller's reach holds (a
 * sentinel, a card number) or answering about such a record; a 2xx write the caller may not make
 * (on the record as it was, or as the write left it); a refused write that stored a change. A 5xx
 * is counted apart; a screen that shows nothing is a blank page.
 */

/** A text only one planted record holds, and what to call it in a report (`tarjeta/fuera`). */
export interface Mark {
  readonly text: string;
  readonly what: string;
}

export const is2xx = (status: number) => status >= 200 && status < 300;

/** The marks of `hidden` that `body` holds. */
export function marksIn(body: string, hidden: readonly Mark[]): Mark[] {
  return hidden.filter((mark) => mark.text !== '' && body.includes(mark.text));
}

/** Whether a yes/no look-up's answer says yes (`{"existe": true}`, `{"coincide": …}` with records). */
export function saysYes(body: string): boolean {
  try {
    const parsed = JSON.parse(body) as unknown;
    if (!parsed || typeof parsed !== 'object') return parsed === true;
    const values = Object.values(parsed as Record<string, unknown>);
    return values.some((v) => v === true || (Array.isArray(v) && v.length > 0));
  } catch {
    return false;
  }
}

export interface ReadCase {
  readonly status: number;
  readonly body: string;
  /** Texts the caller may not see (records out of reach, fields they may not read). */
  readonly hidden: readonly Mark[];
  /** The answer is about one record: whether the caller may read it. */
  readonly record?: { readonly what: string; readonly readable: boolean };
  /** The answer is a yes/no look-up asked about a value only an unreadable record holds. */
  readonly lookupOf?: string;
}

/** Why a read answer leaks (empty: it does not). */
export function readLeaks(c: ReadCase): string[] {
  if (!is2xx(c.status)) return [];
  const leaks = marksIn(c.body, c.hidden).map((m) => `muestra ${m.what}`);
  if (c.record && !c.record.readable) leaks.push(`responde ${c.status} sobre ${c.record.what}, fuera de su alcance`);
  if (c.lookupOf && saysYes(c.body)) leaks.push(`confirma un valor de ${c.lookupOf}, fuera de su alcance`);
  return leaks;
}

export interface WriteCase {
  readonly status: number;
  readonly body: string;
  readonly hidden: readonly Mark[];
  /** What is written (`tarjeta/fuera`, `tarjeta (alta)`). */
  readonly what: string;
  /** The oracle: whether the caller may write the record as it was (true for a create). */
  readonly mayBefore: boolean;
  /** The oracle on the record as the write left it (read back as admin); undefined when nothing is left (a delete, a refusal). */
  readonly mayAfter?: boolean;
  /** For a refused write: whether the admin reads a change (data, version, a new record). */
  readonly storedAfterRefusal?: boolean;
}

/** Why a write answer leaks (empty: it does not). */
export function writeLeaks(c: WriteCase): string[] {
  const leaks: string[] = [];
  if (is2xx(c.status)) {
    if (!c.mayBefore) leaks.push(`escritura ${c.status} sobre ${c.what}, que no puede escribir`);
    else if (c.mayAfter === false) leaks.push(`escritura ${c.status} deja ${c.what} fuera de su alcance`);
    leaks.push(...marksIn(c.body, c.hidden).map((m) => `la respuesta muestra ${m.what}`));
  } else if (c.storedAfterRefusal) leaks.push(`escritura rechazada (${c.status}) sobre ${c.what}, pero guardó un cambio`);
  return leaks;
}

/** Counts of one caller (or the total). */
export interface Tally {
  cells: number;
  ok2xx: number;
  refused4xx: number;
  leaks: number;
  errors5xx: number;
  blank: number;
}

export const emptyTally = (): Tally => ({ cells: 0, ok2xx: 0, refused4xx: 0, leaks: 0, errors5xx: 0, blank: 0 });

/** Adds one cell: its status (a status of 0: a screen, counted by `blank` only), its leaks and whether it was blank. */
export function count(tally: Tally, status: number, leaks: number, blank = false): void {
  tally.cells += 1;
  if (is2xx(status)) tally.ok2xx += 1;
  else if (status >= 400 && status < 500) tally.refused4xx += 1;
  if (status >= 500) tally.errors5xx += 1;
  tally.leaks += leaks;
  if (blank) tally.blank += 1;
}

/** The sum of tallies. */
export function total(tallies: Iterable<Tally>): Tally {
  const sum = emptyTally();
  for (const t of tallies) for (const key of Object.keys(sum) as Array<keyof Tally>) sum[key] += t[key];
  return sum;
}

/** The table the probe prints: one line per caller, then the total. */
export function formatTable(rows: ReadonlyMap<string, Tally>): string {
  const head = ['quién', 'celdas', '2xx', '4xx', 'fugas', '5xx', 'en blanco'];
  const line = (name: string, t: Tally) => [name, t.cells, t.ok2xx, t.refused4xx, t.leaks, t.errors5xx, t.blank].map(String);
  const body = [...rows].map(([name, t]) => line(name, t));
  const lines = [head, ...body, line('total', total(rows.values()))];
  const widths = head.map((_, i) => Math.max(...lines.map((l) => l[i].length)));
  const render = (l: string[]) => l.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]) : cell.padStart(widths[i]))).join('  ');
  const out = lines.map(render);
  out.splice(1, 0, widths.map((w) => '-'.repeat(w)).join('  '));
  out.splice(out.length - 1, 0, widths.map((w) => '-'.repeat(w)).join('  '));
  return out.join('\n');
}

/** Whether the run failed: any leak, 5xx or blank page. */
export const failed = (t: Tally) => t.leaks > 0 || t.errors5xx > 0 || t.blank > 0;
