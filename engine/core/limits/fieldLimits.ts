/**
 * Plausibility limits of a field's value: a date the spec can show (WID-15
 * blanks years up to 1800), an amount that is not negative and fits the money columns, a link a
 * browser may follow without running code. Each kind applies to the properties it recognises
 * (`format: date`, `x-mask: moneda`, `format: uri`) with the engine's defaults, so that every such
 * field of every module is limited without a line in its schema; a property narrows or widens its
 * own with `"x-limits"` (`{ "min": "2000-01-01" }`). One definition for the form and the server:
 * the rules derived from it (rules/limitRules.ts) run on every change and on every save.
 * A registry, not a switch: a new kind is one entry.
 */
import { BLANK_DATE_MAX_YEAR } from '../format/dateConstants';
import { formatCurrency } from '../format/formatCurrency';
import { compareDecimalText } from '../numbers/compareDecimalText';
import { formatDate } from '../format/formatDate';
import type { JsonSchemaProperty } from '../moduleSchema';

/** What a property's `x-limits` may say; each kind reads its own members. */
export interface FieldLimits {
  /** The least value (a date `yyyy-mm-dd`, an amount). */
  readonly min?: string | number;
  /** The greatest value. */
  readonly max?: string | number;
  /** The URI schemes a link may use (lower case). */
  readonly schemes?: readonly string[];
}

/** A value beyond its limits: the catalogue key and its arguments (besides `campo`). */
export interface LimitProblem {
  readonly key: string;
  readonly args: Readonly<Record<string, string>>;
}

/** One kind of limited value. */
export interface LimitKind {
  /** True for the properties this kind limits. */
  applies(property: JsonSchemaProperty): boolean;
  /** The limits of a property that declares none. */
  readonly defaults: FieldLimits;
  /** What is wrong with `value` under `limits`; undefined when nothing is (or when the value is another check's business: empty, malformed). */
  problem(value: unknown, limits: FieldLimits): LimitProblem | undefined;
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const AMOUNT = /^-?\d+(\.\d+)?$/;
const SCHEME = /^([A-Za-z][A-Za-z0-9+.-]*):/;

/** `a, b o c`: a Spanish list of alternatives. */
const alternatives = (items: readonly string[]) => (items.length > 1 ? `${items.slice(0, -1).join(', ')} o ${items.at(-1)}` : (items[0] ?? ''));

/** A range of `min`..`max` as the message gives it. */
const rangeProblem = (show: (bound: string | number) => string, limits: FieldLimits): LimitProblem => ({
  key: 'limits.range',
  args: { desde: show(limits.min ?? ''), hasta: show(limits.max ?? '') },
});

/** The limit kinds, by name. */
export const limitKinds: Readonly<Record<string, LimitKind>> = {
  // Dates the form can show (WID-15, CST-58: a year up to 1800 displays blank) and a far-off end.
  fecha: {
    applies: (property) => property.format === 'date',
    defaults: { min: `${BLANK_DATE_MAX_YEAR + 1}-01-01`, max: '2199-12-31' },
    problem(value, limits) {
      if (typeof value !== 'string' || !ISO_DATE.test(value)) return undefined;
      const below = limits.min !== undefined && value < String(limits.min);
      const above = limits.max !== undefined && value > String(limits.max);
      return below || above ? rangeProblem((bound) => formatDate(String(bound)), limits) : undefined;
    },
  },
  // Money typed by a person (x-mask moneda): not negative, at most 12 integer digits.
  importe: {
    applies: (property) => property['x-mask'] === 'moneda' && property.readOnly !== true,
    defaults: { min: '0', max: '999999999999.99' },
    problem(value, limits) {
      const text = typeof value === 'number' && Number.isFinite(value) ? String(value) : value;
      if (typeof text !== 'string' || !AMOUNT.test(text)) return undefined;
      // Exactly, digit by digit (12 integer digits and cents are beyond what a double keeps apart).
      const below = limits.min !== undefined && compareDecimalText(text, String(limits.min)) < 0;
      const above = limits.max !== undefined && compareDecimalText(text, String(limits.max)) > 0;
      return below || above ? rangeProblem(formatCurrency, limits) : undefined;
    },
  },
  // Links the browser opens: never `javascript:`, `data:` or another scheme that runs or hides code.
  enlace: {
    applies: (property) => property.format === 'uri',
    defaults: { schemes: ['http', 'https', 'mailto'] },
    problem(value, limits) {
      if (typeof value !== 'string' || value === '') return undefined;
      const scheme = SCHEME.exec(value.trim())?.[1]?.toLowerCase();
      const schemes = limits.schemes ?? [];
      return scheme !== undefined && schemes.includes(scheme) ? undefined : { key: 'limits.scheme', args: { esquemas: alternatives(schemes) } };
    },
  },
};

/** The meta-schema of `"x-limits"` (annotations.ts). */
export const limitsAnnotationSchema = {
  type: 'object',
  additionalProperties: false,
  minProperties: 1,
  properties: {
    min: { type: ['string', 'number'] },
    max: { type: ['string', 'number'] },
    schemes: { type: 'array', minItems: 1, items: { type: 'string', pattern: '^[a-z][a-z0-9+.-]*$' } },
  },
} as const;

/** A limited property: its kind and its limits (its own `x-limits` over the kind's defaults). */
export interface LimitedProperty {
  readonly kind: LimitKind;
  readonly limits: FieldLimits;
}

/**
 * The kind and limits of `property`, or undefined when no kind applies. A property that declares
 * `x-limits` but is of no kind throws naming `referencedBy` (a limit nothing would enforce).
 */
export function limitedProperty(property: JsonSchemaProperty, referencedBy: string): LimitedProperty | undefined {
  const own = property['x-limits'] as FieldLimits | undefined;
  const kind = Object.values(limitKinds).find((k) => k.applies(property));
  if (!kind) {
    if (own) throw new Error(`'x-limits' en ${referencedBy}: el campo no es una fecha (format: date), un importe (x-mask: moneda) ni un enlace (format: uri)`);
    return undefined;
  }
  return { kind, limits: { ...kind.defaults, ...own } };
}
