/**
 * A rule's own message (`x-message`, docs/module-features.md "Declarative rules"): a schema node
 * (a conditional branch `then`/`else`, or a property) may name a key of the module's
 * `<m>.messages.json`; an error raised by a keyword inside that node says that message instead of
 * the generic one. The innermost node on the error's schema path that carries one wins.
 */

type Json = Readonly<Record<string, unknown>>;
const isObject = (value: unknown): value is Json => !!value && typeof value === 'object' && !Array.isArray(value);

/** JSON pointer segments of a schema path (`#/then/required` → then, required), unescaped. */
const segmentsOf = (schemaPath: string) =>
  schemaPath
    .replace(/^#/, '')
    .split('/')
    .filter(Boolean)
    .map((s) => decodeURIComponent(s).replace(/~1/g, '/').replace(/~0/g, '~'));

/** The `x-message` key (without the module prefix) that governs the error at `schemaPath` of `schema`, if any. */
export function ownMessageKey(schema: object, schemaPath: string | undefined): string | undefined {
  if (!schemaPath) return undefined;
  let node: unknown = schema;
  let key: string | undefined;
  for (const segment of segmentsOf(schemaPath)) {
    if (!isObject(node) && !Array.isArray(node)) break;
    if (isObject(node) && typeof node['x-message'] === 'string') key = node['x-message'];
    node = Array.isArray(node) ? node[Number(segment)] : node[segment];
  }
  return key;
}
