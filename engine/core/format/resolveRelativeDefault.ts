/**
 * The stored value of a relative default (`ui:options.default`, optionally counted from the
 * record's `ui:options.base` field): "start + 5 minutes" (ACT-17, CST-51), "10:00 on the out or
 * close date" (OPP-35, OPP-OP05, CST-47). A base names one field or several in order of priority;
 * the first that holds a date is the base, and without one the default counts from now.
 */
import { parseISO } from 'date-fns';
import { formatDate } from './formatDate';
import { resolveRelativeDate, type RelativeDateSpec } from './resolveRelativeDate';
import { toIsoDate, toIsoDateTime } from './toIsoDate';

/** `ui:options.base`: a record field, or fields in order of priority. */
export type RelativeBase = string | readonly string[];

/** The fields of a base, in order. */
export function baseFields(base: RelativeBase | undefined): readonly string[] {
  return base === undefined ? [] : typeof base === 'string' ? [base] : base;
}

/** A stored date or date-time as a `Date`; null when blank, a placeholder (1800 or earlier) or not a date. */
export function storedDate(value: unknown): Date | null {
  return typeof value === 'string' && formatDate(value) !== '' ? parseISO(value) : null;
}

/** The stored value of the first base field that holds a date, or undefined. */
export function baseValueOf(data: Readonly<Record<string, unknown>>, base: RelativeBase | undefined): string | undefined {
  const field = baseFields(base).find((name) => storedDate(data[name]) !== null);
  return field === undefined ? undefined : (data[field] as string);
}

export interface RelativeDefaultInput {
  readonly now: Date;
  /** The base field's stored value (see `baseValueOf`); absent or blank counts from `now`. */
  readonly base?: unknown;
  /** A `date-time` field stores ISO with offset; a `date` field `yyyy-MM-dd`. */
  readonly withTime: boolean;
}

/** The default's stored value. */
export function resolveRelativeDefault(spec: RelativeDateSpec, { now, base, withTime }: RelativeDefaultInput): string {
  const date = resolveRelativeDate(spec, now, storedDate(base) ?? now);
  return withTime ? toIsoDateTime(date) : toIsoDate(date);
}
