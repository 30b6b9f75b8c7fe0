/**
 * Relative default dates from configuration, resolved against a given `now` so that they are
 * testable and identical in the browser and the server:
 * - "7 days ago" (ACT-08, CST-50): `{ "days": -7 }`;
 * - "start + 5 minutes" (ACT-17, CST-51): `{ "minutes": 5 }` with the start as `base`;
 * - "now, ends + 1 hour" (LNK-17, CST-52): `{}` and `{ "hours": 1 }`;
 * - "10:00 on the out or close date" (OPP-35, CST-47): `{ "at": "10:00" }` with that date as `base`.
 * The offsets are added first (calendar-aware: one month after 31 January is 28/29 February),
 * then `at` sets the wall time. `toIsoDate` / `toIsoDateTime` turn the result into a stored value.
 */
import { add } from 'date-fns';

export interface RelativeDateSpec {
  readonly years?: number;
  readonly months?: number;
  readonly weeks?: number;
  readonly days?: number;
  readonly hours?: number;
  readonly minutes?: number;
  /** Wall time `HH:mm` set after the offsets. */
  readonly at?: string;
}

const OFFSETS = ['years', 'months', 'weeks', 'days', 'hours', 'minutes'] as const;
const AT = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** JSON Schema (draft-07) of a `RelativeDateSpec`, for the screen-config meta-schema. */
export const relativeDateSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    ...Object.fromEntries(OFFSETS.map((unit) => [unit, { type: 'integer' }])),
    at: { type: 'string', pattern: AT.source },
  },
} as const;

/**
 * The date `spec` describes, counted from `base` (default `now`). A malformed spec is a
 * configuration error and throws naming the bad part.
 */
export function resolveRelativeDate(spec: RelativeDateSpec, now: Date, base: Date = now): Date {
  const duration: Partial<Record<(typeof OFFSETS)[number], number>> = {};
  for (const unit of OFFSETS) {
    const amount = spec[unit];
    if (amount === undefined) continue;
    if (!Number.isInteger(amount)) throw new Error(`Fecha relativa inválida: '${unit}' debe ser un entero (${String(amount)})`);
    duration[unit] = amount;
  }
  const moved = add(base, duration);
  if (spec.at === undefined) return moved;
  const m = AT.exec(spec.at);
  if (!m) throw new Error(`Fecha relativa inválida: 'at' debe tener la forma HH:mm ('${spec.at}')`);
  const result = new Date(moved);
  result.setHours(Number(m[1]), Number(m[2]), 0, 0);
  return result;
}
