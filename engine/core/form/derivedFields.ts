/**
 * "Derived field until touched" (annotation `x-derived: { from, template }`): a field whose value
 * follows its source fields (opportunity name from account and destination, activity name from
 * type/subtype/state/reason...) while the user has not edited it. Once edited it stops following;
 * an existing record whose stored value differs from the derivation counts as edited. An empty
 * value follows again (there is nothing of the user's to keep).
 */
export interface DerivedSpec {
  /** Source fields. */
  readonly from: readonly string[];
  /** Text with `{field}` placeholders; an empty source drops its placeholder and the text before it. */
  readonly template: string;
}

type Data = Readonly<Record<string, unknown>>;
type SchemaLike = { readonly properties: Readonly<Record<string, { readonly [keyword: string]: unknown }>> };

const isEmpty = (value: unknown) => value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/** The derived fields of a schema and their specs. */
export function derivedSpecs(schema: SchemaLike): Record<string, DerivedSpec> {
  return Object.fromEntries(
    Object.entries(schema.properties)
      .filter(([, p]) => p['x-derived'] && typeof p['x-derived'] === 'object')
      .map(([name, p]) => [name, p['x-derived'] as DerivedSpec]),
  );
}

/** The fields a template names, in order. */
export function templateFields(template: string): string[] {
  return [...template.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
}

/** The derived value for `data`: empty sources are left out with the separator before them. */
export function deriveValue(spec: DerivedSpec, data: Data): string {
  const parts = spec.template.split(/\{(\w+)\}/);
  // parts: [text, field, text, field, ..., text]
  let out = '';
  let any = false;
  for (let i = 1; i < parts.length; i += 2) {
    const value = data[parts[i]];
    if (isEmpty(value)) continue;
    out += (any ? parts[i - 1] : '') + String(value).trim();
    any = true;
  }
  return any ? `${parts[0]}${out}${parts[parts.length - 1]}`.trim() : '';
}

/** Derived fields an existing record's user already edited: a stored value that differs from its derivation. */
export function initialTouched(schema: SchemaLike, data: Data): Set<string> {
  return new Set(Object.entries(derivedSpecs(schema)).filter(([field, spec]) => !isEmpty(data[field]) && data[field] !== deriveValue(spec, data)).map(([field]) => field));
}

/** The touched set after a change from `before` to `after` (the user typed into a derived field, or emptied it). */
export function nextTouched(schema: SchemaLike, before: Data, after: Data, touched: ReadonlySet<string>): Set<string> {
  const next = new Set(touched);
  for (const [field, spec] of Object.entries(derivedSpecs(schema))) {
    if (before[field] === after[field]) continue;
    if (isEmpty(after[field])) next.delete(field);
    else if (after[field] !== deriveValue(spec, after)) next.add(field);
  }
  return next;
}

/** `data` with every untouched derived field set to its derivation (the same object when nothing changes). */
export function applyDerived<T extends Data>(schema: SchemaLike, data: T, touched: ReadonlySet<string>): T {
  let result: Record<string, unknown> | null = null;
  for (const [field, spec] of Object.entries(derivedSpecs(schema))) {
    if (touched.has(field)) continue;
    const value = deriveValue(spec, data);
    const current = data[field];
    if ((isEmpty(value) && isEmpty(current)) || value === current) continue;
    result ??= { ...data };
    if (isEmpty(value)) delete result[field];
    else result[field] = value;
  }
  return (result ?? data) as T;
}
