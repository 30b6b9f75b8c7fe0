/**
 * A list whose filters fix a field to one value (a combo filter: `area = banco`) lists only records
 * holding that value, so a read guard's record clauses on that field can be judged before any row
 * is read (ADM-OP01: a `gestionsistema` writer lists the permissions of every area but their own).
 * Pure: the server's list route and the browser's route guard and "Nuevo" decide alike.
 */
import { canAccess, type Guard, type GuardClause, type GuardRecord, type Principal } from '../permissions';
import type { FilterConfig } from '../screenConfig';

/** The field values every row of the list shares: each combo filter on a record field set to one code. */
export function listFilterRecord(filters: readonly FilterConfig[], values: Readonly<Record<string, unknown>>): GuardRecord {
  const record: Record<string, unknown> = {};
  for (const filter of filters) {
    const value = values[filter.name];
    if (filter.kind !== 'combo' || !filter.field || filter.via || filter.field.includes('.')) continue;
    if (typeof value === 'string' && value.trim() !== '') record[filter.field] = value;
  }
  return record;
}

/** The record fields a guard's record clauses read (`field`, `teamOf`, `userIs`). */
export function recordClauseFields(guard: Guard | undefined): Set<string> {
  const fields = new Set<string>();
  const visit = (clause: GuardClause) => {
    if ('allOf' in clause) clause.allOf.forEach(visit);
    else if ('anyOf' in clause) clause.anyOf.forEach(visit);
    else if ('teamOf' in clause) fields.add(clause.teamOf);
    else if ('userIs' in clause) fields.add(clause.userIs);
    else if ('field' in clause) fields.add(clause.field);
  };
  guard?.anyOf.forEach(visit);
  return fields;
}

/**
 * True when `guard` lets the principal at every row of a list filtered to `record`: it passes on
 * that record, and each field its record clauses read is one the filters fix (a clause on another
 * field could fail on some row, so the list is refused as without a record).
 */
export function passesOnFilteredList(principal: Principal | null | undefined, guard: Guard | undefined, record: GuardRecord): boolean {
  if (!principal || !guard) return false;
  if (canAccess(principal, guard)) return true;
  const fields = recordClauseFields(guard);
  if (!fields.size || [...fields].some((field) => !(field in record))) return false;
  return canAccess(principal, guard, record);
}
