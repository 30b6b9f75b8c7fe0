/**
 * "Derived field until touched" (annotation `x-derived: { from, template, parts }`): a field whose
 * value follows its source fields (opportunity name from account and destination, activity name
 * from type/subtype/state/reason...) while the user has not edited it. Once edited it stops
 * following; an existing record whose stored value differs from the derivation counts as edited.
 * An empty value follows again (there is nothing of the user's to keep). A template placeholder
 * is a field's raw value or a named part (derivedParts.ts: a combo's description, a linked
 * record's name), whose text may still be loading: the derivation then waits (`undefined`).
 */
import { rawPartText, type DerivedPart, type PartText } from './derivedParts';
import { isBlank as isEmpty } from '../blank';
import { columnDisplay } from '../linkList/columnDisplays';

export interface DerivedSpec {
  /** Source fields. */
  readonly from: readonly string[];
  /** Text with `{field}` or `{part}` placeholders; an empty source drops its placeholder and the text before it. */
  readonly template?: string;
  /**
   * Instead of a template: a registered display (engine/core/linkList/columnDisplays.ts) applied to
   * the `from` values in order, so a name a link-list column shows is the name a record stores
   * (BAC-04's `bankAccountName`: `12345 - USD` from the account number and the currency).
   */
  readonly display?: string;
  /** Named parts by placeholder name. */
  readonly parts?: Readonly<Record<string, DerivedPart>>;
}

type Data = Readonly<Record<string, unknown>>;
type SchemaLike = { readonly properties: Readonly<Record<string, { readonly [keyword: string]: unknown }>> };

/** The derived fields of a schema and their specs. */
export function derivedSpecs(schema: SchemaLike): Record<string, DerivedSpec> {
  return Object.fromEntries(
    Object.entries(schema.properties)
      .filter(([, p]) => p['x-derived'] && typeof p['x-derived'] === 'object')
      .map(([name, p]) => [name, p['x-derived'] as DerivedSpec]),
  );
}

/** The placeholders a template names, in order (fields or part names). */
export function templateFields(template: string): string[] {
  return [...template.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
}

/** One placeholder's text: undefined while a part's text is loading, '' for an empty source. */
function placeholderText(spec: DerivedSpec, name: string, data: Data, textOf: PartText): string | undefined {
  const part = spec.parts?.[name];
  const value = data[part ? part.field : name];
  if (isEmpty(value)) return '';
  if (!part) return String(value).trim();
  const text = textOf(part, value);
  return text === undefined ? undefined : (text ?? String(value)).trim();
}

/**
 * The derived value for `data`: empty sources are left out with the separator before them;
 * `undefined` while a part's text is not known yet (the derivation waits for it).
 */
export function deriveValue(spec: DerivedSpec, data: Data, textOf: PartText = rawPartText): string | undefined {
  if (spec.display) return columnDisplay(spec.display, 'x-derived')(...spec.from.map((field) => data[field])).trim();
  const parts = (spec.template ?? '').split(/\{(\w+)\}/);
  // parts: [text, placeholder, text, placeholder, ..., text]
  let out = '';
  let any = false;
  for (let i = 1; i < parts.length; i += 2) {
    const text = placeholderText(spec, parts[i], data, textOf);
    if (text === undefined) return undefined;
    if (text === '') continue;
    out += (any ? parts[i - 1] : '') + text;
    any = true;
  }
  return any ? `${parts[0]}${out}${parts[parts.length - 1]}`.trim() : '';
}

/**
 * Derived fields an existing record's user already edited: a stored value that differs from its
 * derivation, or whose derivation still waits on a text (undecided until it is known, see settleDerived).
 */
export function initialTouched(schema: SchemaLike, data: Data, textOf: PartText = rawPartText): Set<string> {
  return new Set(
    Object.entries(derivedSpecs(schema))
      .filter(([field, spec]) => !isEmpty(data[field]) && data[field] !== deriveValue(spec, data, textOf))
      .map(([field]) => field),
  );
}

/** Stored derived values whose derivation still waits on a text: whether the user edited them is not known yet. */
export function undecidedDerived(schema: SchemaLike, data: Data, textOf: PartText): Set<string> {
  return new Set(
    Object.entries(derivedSpecs(schema))
      .filter(([field, spec]) => !isEmpty(data[field]) && deriveValue(spec, data, textOf) === undefined)
      .map(([field]) => field),
  );
}

/** Undecided fields whose texts arrived are decided: a value equal to its derivation follows again. */
export function settleDerived(schema: SchemaLike, data: Data, touched: ReadonlySet<string>, undecided: ReadonlySet<string>, textOf: PartText) {
  const next = { touched: new Set(touched), undecided: new Set(undecided) };
  const specs = derivedSpecs(schema);
  for (const field of undecided) {
    const value = specs[field] ? deriveValue(specs[field], data, textOf) : '';
    if (value === undefined) continue;
    next.undecided.delete(field);
    if (value === data[field]) next.touched.delete(field);
  }
  return next;
}

/** Untouched derived fields whose derivation waits on a text (applied once it arrives). */
export function waitingDerived(schema: SchemaLike, data: Data, touched: ReadonlySet<string>, textOf: PartText): Set<string> {
  return new Set(
    Object.entries(derivedSpecs(schema))
      .filter(([field, spec]) => !touched.has(field) && deriveValue(spec, data, textOf) === undefined)
      .map(([field]) => field),
  );
}

/** The touched set after a change from `before` to `after` (the user typed into a derived field, or emptied it). */
export function nextTouched(schema: SchemaLike, before: Data, after: Data, touched: ReadonlySet<string>, textOf: PartText = rawPartText): Set<string> {
  const next = new Set(touched);
  for (const [field, spec] of Object.entries(derivedSpecs(schema))) {
    if (before[field] === after[field]) continue;
    if (isEmpty(after[field])) next.delete(field);
    else if (after[field] !== deriveValue(spec, after, textOf)) next.add(field);
  }
  return next;
}

/**
 * `data` with every untouched derived field set to its derivation (the same object when nothing
 * changes); a derivation still waiting on a text leaves its field as it is.
 */
export function applyDerived<T extends Data>(schema: SchemaLike, data: T, touched: ReadonlySet<string>, textOf: PartText = rawPartText): T {
  let result: Record<string, unknown> | null = null;
  for (const [field, spec] of Object.entries(derivedSpecs(schema))) {
    if (touched.has(field)) continue;
    const value = deriveValue(spec, data, textOf);
    const current = data[field];
    if (value === undefined || (isEmpty(value) && isEmpty(current)) || value === current) continue;
    result ??= { ...data };
    if (isEmpty(value)) delete result[field];
    else result[field] = value;
  }
  return (result ?? data) as T;
}

/**
 * What the server derives on a write (CON-05 review): every derived field the body leaves empty
 * gets its derivation. A derivation with named parts (a combo's description, a linked record's
 * name) needs their texts: the server reads them (`textOf`, see derivedPartNeeds) so that a record
 * saved by any editor or by the API gets the name the form gives (a fee saved from a
 * dialog had no name); without `textOf` such a derivation is left as sent. A value the body gives
 * is kept: the user may have edited it ("derived until touched").
 */
export function serverDerivedValues(schema: SchemaLike, data: Data, textOf?: PartText): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [field, spec] of Object.entries(derivedSpecs(schema))) {
    if (!isEmpty(data[field]) || (!textOf && spec.parts && Object.keys(spec.parts).length)) continue;
    const value = deriveValue(spec, data, textOf);
    if (value) out[field] = value;
  }
  return out;
}

/** A text a derivation of an empty derived field needs: a combo code's description, or a linked record's name. */
export type DerivedPartNeed =
  | { readonly text: 'description'; readonly combo: string; readonly value: string }
  | { readonly text: 'linkName'; readonly kind: string; readonly value: number };

/** The part texts the server must read to derive the empty derived fields of `data` (serverDerivedValues). */
export function derivedPartNeeds(schema: SchemaLike, data: Data): DerivedPartNeed[] {
  const needs: DerivedPartNeed[] = [];
  for (const [field, spec] of Object.entries(derivedSpecs(schema))) {
    if (!isEmpty(data[field])) continue;
    for (const part of Object.values(spec.parts ?? {})) {
      const value = data[part.field];
      const property = schema.properties[part.field] ?? {};
      if (isEmpty(value)) continue;
      if (part.text === 'description' && typeof property['x-combo'] === 'string')
        needs.push({ text: 'description', combo: property['x-combo'], value: String(value) });
      const link = property['x-link'] as { readonly kind?: unknown } | undefined;
      if (part.text === 'linkName' && typeof link?.kind === 'string' && Number.isInteger(Number(value)))
        needs.push({ text: 'linkName', kind: link.kind, value: Number(value) });
    }
  }
  return needs;
}
