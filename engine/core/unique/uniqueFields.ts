/**
 * `x-unique`, the declarative uniqueness rule (docs/module-features.md, "Declarative rules"): a
 * top-level text or number field whose value no other record of the module may hold. `true` compares
 * the trimmed value as it is; `{ "ignoreCase": true }` also folds case, `{ "ignoreAccents": true }`
 * accents (`Aerolíneas` = `aerolineas` with both); `message` names a key of `<m>.messages.json` to
 * say it instead of `Ya existe un registro con ese <Label>.`; `checkMessage` names the key said
 * when the browser cannot ask (the check call fails): a danger notice, and "Guardar" asks the user
 * to confirm (a `confirm` issue, CON-OP11) before saving; the server still checks on save.
 * `while: { field, equals }` makes the value unique among the records in that state only (a
 * hotel's name among the active hotels: `{ "field": "activo", "equals": true }`): a record out of
 * it holds no claim, and one coming back into it must find its value free.
 * `per: "<field>"` (or a list of fields) makes it unique among the records that share those fields'
 * values only (a room's number within its hotel: `{ "per": "hotel" }`); a record without them
 * shares the group of the records without them.
 * The browser checks it while typing and on save, the server inside the write's transaction
 * against the `unique_values` table (migration 0004), whose UNIQUE constraint decides between two
 * concurrent saves.
 */

/** The state a record must be in for its value to count (`x-unique.while`). */
export interface UniqueWhile {
  readonly field: string;
  readonly equals: string | number | boolean;
}

export interface UniqueSpec {
  readonly field: string;
  readonly ignoreCase: boolean;
  readonly ignoreAccents: boolean;
  /** Module message key (without the `<m>.` prefix) said instead of the generic one. */
  readonly message?: string;
  /** Module message key (without the `<m>.` prefix) said when the browser's check fails; absent: a failed check says nothing. */
  readonly checkMessage?: string;
  /** Unique among the records in this state only. */
  readonly while?: UniqueWhile;
  /** Unique among the records sharing these fields' values only (in the order declared). */
  readonly per?: readonly string[];
}

export interface UniqueAnnotation {
  readonly ignoreCase?: boolean;
  readonly ignoreAccents?: boolean;
  readonly message?: string;
  readonly checkMessage?: string;
  readonly while?: UniqueWhile;
  readonly per?: string | readonly string[];
}

/** The annotation's meta-schema (annotations.ts): `true`, or the options object. */
export const uniqueAnnotationSchema = {
  type: ['boolean', 'object'] as Array<'boolean' | 'object'>,
  anyOf: [
    { type: 'boolean' },
    {
      type: 'object',
      additionalProperties: false,
      properties: {
        ignoreCase: { type: 'boolean' },
        ignoreAccents: { type: 'boolean' },
        message: { type: 'string', minLength: 1 },
        checkMessage: { type: 'string', minLength: 1 },
        while: {
          type: 'object',
          required: ['field', 'equals'],
          additionalProperties: false,
          properties: { field: { type: 'string', minLength: 1 }, equals: { type: ['string', 'number', 'boolean'] } },
        },
        per: {
          anyOf: [
            { type: 'string', minLength: 1 },
            { type: 'array', minItems: 1, uniqueItems: true, items: { type: 'string', minLength: 1 } },
          ],
        },
      },
    },
  ],
} as const;

type SchemaLike = { readonly properties: Readonly<Record<string, Readonly<Record<string, unknown>>>> };

/** The unique fields of a module schema, in schema order (`x-unique: false` is none). */
export function uniqueFields(schema: SchemaLike): UniqueSpec[] {
  return Object.entries(schema.properties).flatMap(([field, property]) => {
    const annotation = property['x-unique'];
    if (annotation === true) return [{ field, ignoreCase: false, ignoreAccents: false }];
    if (!annotation || typeof annotation !== 'object') return [];
    const options = annotation as UniqueAnnotation;
    return [
      {
        field,
        ignoreCase: options.ignoreCase === true,
        ignoreAccents: options.ignoreAccents === true,
        ...(options.message ? { message: options.message } : {}),
        ...(options.checkMessage ? { checkMessage: options.checkMessage } : {}),
        ...(options.while ? { while: options.while } : {}),
        ...(options.per ? { per: typeof options.per === 'string' ? [options.per] : [...options.per] } : {}),
      },
    ];
  });
}

/** Whether the record's value of the unique field counts: always, or while the record is in the spec's state. */
export function holdsUniqueClaim(spec: Pick<UniqueSpec, 'while'>, data: Readonly<Record<string, unknown>>): boolean {
  return !spec.while || data[spec.while.field] === spec.while.equals;
}

/**
 * The value as uniqueness compares it: trimmed, inner runs of spaces as one, case and accents
 * folded when the spec says so; null for an empty value (an empty field is never a duplicate).
 */
export function uniqueKey(value: unknown, spec: Pick<UniqueSpec, 'ignoreCase' | 'ignoreAccents'>): string | null {
  if (value === undefined || value === null || typeof value === 'object') return null;
  let text = String(value).trim().replace(/\s+/g, ' ');
  if (!text) return null;
  if (spec.ignoreAccents)
    text = text
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .normalize('NFC');
  if (spec.ignoreCase) text = text.toLocaleLowerCase('es');
  return text;
}

/** The values of the record that scope the question about a `per` unique field (none without `per`). */
export function uniqueScopeOf(spec: Pick<UniqueSpec, 'per'>, data: Readonly<Record<string, unknown>>): Record<string, unknown> | undefined {
  if (!spec.per) return undefined;
  return Object.fromEntries(spec.per.map((field) => [field, data[field] ?? null]));
}

/**
 * What the record claims for the unique field, as the `unique_values` table stores it: the compared
 * value (uniqueKey), behind the scope's values for a `per` field; null when it claims nothing (an
 * empty value, a record out of the `while` state).
 */
export function uniqueClaim(spec: UniqueSpec, data: Readonly<Record<string, unknown>>): string | null {
  if (!holdsUniqueClaim(spec, data)) return null;
  return scopedKey(spec, uniqueKey(data[spec.field], spec), data);
}

/** The claim a value would make among the records of `scope` (the `existe` question of a `per` field: the asker says its record's scope). */
export function uniqueClaimIn(spec: UniqueSpec, value: unknown, scope: Readonly<Record<string, unknown>> = {}): string | null {
  return scopedKey(spec, uniqueKey(value, spec), scope);
}

function scopedKey(spec: Pick<UniqueSpec, 'per'>, key: string | null, data: Readonly<Record<string, unknown>>): string | null {
  if (key === null || !spec.per) return key;
  const scope = spec.per.map((field) => scopeValue(data[field]));
  return `${JSON.stringify(scope)}\u001f${key}`;
}

/** A scope value as compared: a number and its text are one (a link's id arrives as either). */
function scopeValue(value: unknown): string | null {
  if (value === undefined || value === null || value === '') return null;
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

/** The catalogue key and arguments of a duplicate of `spec`'s field in `module`. */
export function uniqueMessage(module: string, spec: UniqueSpec, label: string): { key: string; args: Record<string, string> } {
  return spec.message ? { key: `${module}.${spec.message}`, args: { field: label } } : { key: 'validation.unique', args: { field: label } };
}
