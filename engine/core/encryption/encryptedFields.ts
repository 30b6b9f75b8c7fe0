/**
 * Fields stored encrypted at rest (`"x-encrypted": true` or `{ "visibleEnd": 4 }` on a top-level
 * text property; card numbers, CRD-19/CRD-OP03). The server seals the value before it is stored
 * (server/crypto) and no response carries it: every record, list, history entry, export and 409
 * record shows its redaction, the value with every character but the last `visibleEnd` replaced by
 * `X` (`XXXXXXXXXXXX1234`). Only the field's reveal call (recorded) answers the clear value.
 * A record read and sent back unchanged carries the redaction, which the server reads as "keep
 * the stored value". Pure: the cipher itself is the server's.
 */
import type { ModuleSchema } from '../moduleSchema';

/** The character of a redacted value. */
export const REDACTION_CHAR = 'X';

/** An encrypted field and how much of it a response may show. */
export interface EncryptedField {
  readonly field: string;
  /** Characters left visible at the end of the redaction (0: none). */
  readonly visibleEnd: number;
}

/** Meta-schema of the annotation (registered with ajv in annotations.ts). */
export const encryptedAnnotationSchema = {
  type: ['boolean', 'object'] as Array<'boolean' | 'object'>,
  anyOf: [
    { type: 'boolean', const: true },
    { type: 'object', additionalProperties: false, properties: { visibleEnd: { type: 'integer', minimum: 0, maximum: 8 } } },
  ],
} as const;

/** The encrypted fields of a schema, in declaration order. */
export function encryptedFields(schema: Pick<ModuleSchema, 'properties'>): EncryptedField[] {
  return Object.entries(schema.properties ?? {}).flatMap(([field, property]) => {
    const annotation = (property as Record<string, unknown> | undefined)?.['x-encrypted'];
    if (annotation === true) return [{ field, visibleEnd: 0 }];
    if (annotation && typeof annotation === 'object') return [{ field, visibleEnd: Number((annotation as { visibleEnd?: number }).visibleEnd ?? 0) }];
    return [];
  });
}

/** The redaction of a clear value: same length, all but the last `visibleEnd` characters hidden. */
export function redact(clear: string, visibleEnd: number): string {
  const shown = Math.min(visibleEnd, Math.max(0, clear.length - 1));
  return REDACTION_CHAR.repeat(clear.length - shown) + clear.slice(clear.length - shown);
}

/** True when a value looks like a redaction (starts with the redaction character); the server checks it against the stored value. */
export function looksRedacted(value: unknown): value is string {
  return typeof value === 'string' && value.startsWith(REDACTION_CHAR) && /^X+[^X]*$/.test(value);
}
