/**
 * The requirement IDs a catalogue defines (`- **BNK-04** …` lines of REQUIREMENTS.md, open points
 * `BNK-OP02` included) and the IDs a text names, so `npm run req-coverage` can list what no test names.
 */
export interface Requirement {
  readonly id: string;
  /** `BNK` of `BNK-04`. */
  readonly prefix: string;
  /** 1-based line of the definition. */
  readonly line: number;
}

const DEFINITION = /^\s*-\s+\*\*([A-Z]{2,4})-((?:OP)?\d{2,3})\*\*(?=[\s:.])/;
const MENTION = /\b([A-Z]{2,4})-((?:OP)?)(\d{2,3})(?:(?:\.\.|–|-)(\d{2,3}))?\b/g;

/** Every requirement the catalogue defines, in order (an ID defined twice is listed once). */
export function parseRequirements(text: string): Requirement[] {
  const seen = new Set<string>();
  const found: Requirement[] = [];
  text.split('\n').forEach((line, index) => {
    const match = DEFINITION.exec(line);
    if (!match) return;
    const id = `${match[1]}-${match[2]}`;
    if (seen.has(id)) return;
    seen.add(id);
    found.push({ id, prefix: match[1], line: index + 1 });
  });
  return found;
}

/** The IDs a text names; a range `SES-08..10` (or `SES-08–10`) names each ID in it. */
export function idsIn(text: string): string[] {
  const ids: string[] = [];
  for (const [, prefix, op, first, last] of text.matchAll(MENTION)) {
    const from = Number(first);
    const to = last !== undefined && Number(last) > from && Number(last) - from <= 50 ? Number(last) : from;
    for (let n = from; n <= to; n++) ids.push(`${prefix}-${op}${String(n).padStart(first.length, '0')}`);
  }
  return ids;
}

/**
 * The names of the tests in a test source: the first string argument of `describe`, `it` and
 * `test` calls (with modifiers such as `it.each`, `test.describe`, `it.skip`), quotes of any kind.
 */
export function testNamesIn(source: string): string[] {
  const names: string[] = [];
  const call = /\b(?:describe|it|test)(?:\.[A-Za-z]+)*(?:\([^()]*\))?\(\s*(['"`])((?:\\.|(?!\1)[\s\S])*?)\1/g;
  for (const match of source.matchAll(call)) names.push(match[2]);
  return names;
}

/** The requirements of the given prefixes (all when none) that no test name names. */
export function uncovered(requirements: readonly Requirement[], testNames: Iterable<string>, prefixes: readonly string[] = []): Requirement[] {
  const named = new Set<string>();
  for (const name of testNames) for (const id of idsIn(name)) named.add(id);
  const wanted = new Set(prefixes.map((p) => p.toUpperCase()));
  return requirements.filter((r) => (wanted.size === 0 || wanted.has(r.prefix)) && !named.has(r.id));
}
