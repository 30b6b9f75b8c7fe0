/**
 * The IIBB grid rules (ACC-48…56, SUP-31…33, CST-27…29) as one pure check: the grid widget uses
 * it to mark cells as the user types, the registered rule (`coefficientsRule`) to block the save
 * in the browser and on the server. Messages follow ACC-OP06.
 */
import { hasCoefficientPrecision, sumCoefficients, toUnits } from './coefficientNumber';
import { EXEMPT_TYPE, SUM_EXEMPT_INSCRIPTIONS, ZERO_SUM_INSCRIPTIONS, type CoefficientRow } from './coefficientTypes';
import { isBlank as blank } from '../blank';

export type CoefficientColumn = 'jurisdiccion' | 'coeficiente' | 'tipo';

/** A problem of the grid: the row and column it is about (none for the sum) and a catalogue key. */
export interface CoefficientProblem {
  readonly row?: number;
  readonly column?: CoefficientColumn;
  readonly key: CoefficientMessageKey;
}

export type CoefficientMessageKey = 'form.missing' | 'coefficients.sum' | 'coefficients.duplicate' | 'coefficients.exempt' | 'coefficients.decimals';

export interface CheckCoefficientsOptions {
  /** The record's `tipoInscripcionIibb` (ACC-52, ACC-OP04, SUP-32). */
  readonly inscription?: string | number;
  /** The row type meaning exempt (ACC-OP05). */
  readonly exemptType?: string;
}

/** Every problem of `rows`, row problems first, the sum last; an empty grid has none. */
export function checkCoefficients(rows: readonly CoefficientRow[], options: CheckCoefficientsOptions = {}): CoefficientProblem[] {
  const exempt = options.exemptType ?? EXEMPT_TYPE;
  const problems: CoefficientProblem[] = [];
  const seen = new Set<string>();
  rows.forEach((r, row) => {
    for (const column of ['jurisdiccion', 'coeficiente', 'tipo'] as const) {
      if (blank(r[column]) || (column === 'coeficiente' && !Number.isFinite(r.coeficiente))) problems.push({ row, column, key: 'form.missing' }); // ACC-48
    }
    if (!blank(r.jurisdiccion)) {
      if (seen.has(String(r.jurisdiccion))) problems.push({ row, column: 'jurisdiccion', key: 'coefficients.duplicate' }); // ACC-55
      seen.add(String(r.jurisdiccion));
    }
    const value = r.coeficiente;
    if (typeof value !== 'number' || !Number.isFinite(value)) return;
    if (value < 0 || toUnits(value) > toUnits(1))
      problems.push({ row, column: 'coeficiente', key: 'coefficients.sum' }); // ACC-49, ACC-OP06
    else if (!hasCoefficientPrecision(value)) problems.push({ row, column: 'coeficiente', key: 'coefficients.decimals' }); // ACC-56
    if (r.tipo === exempt && toUnits(value) !== 0) problems.push({ row, column: 'coeficiente', key: 'coefficients.exempt' }); // ACC-54
  });
  if (rows.length && !sumAllowed(sumCoefficients(rows.map((r) => r.coeficiente)), options.inscription)) problems.push({ key: 'coefficients.sum' });
  return problems;
}

/** ACC-50…53, SUP-31/32: never above 1; exactly 1 unless the inscription type is 6 or 7; 0 also for type 1. */
export function sumAllowed(sum: number, inscription?: string | number): boolean {
  const units = toUnits(sum);
  const type = inscription === undefined || inscription === null ? '' : String(inscription);
  if (units > toUnits(1)) return false;
  if (SUM_EXEMPT_INSCRIPTIONS.includes(type)) return true;
  return units === toUnits(1) || (units === 0 && ZERO_SUM_INSCRIPTIONS.includes(type));
}

/** The row after a type change: an exempt row gets coefficient 0 (ACC-54, ACC-OP05). */
export function applyRowType(row: CoefficientRow, tipo: string | undefined, exemptType = EXEMPT_TYPE): CoefficientRow {
  return tipo === exemptType ? { ...row, tipo, coeficiente: 0 } : { ...row, tipo };
}

/** True when `jurisdiccion` is already used by a row other than `except` (ACC-55: the row is not added). */
export function isDuplicateJurisdiction(rows: readonly CoefficientRow[], jurisdiccion: string, except?: number): boolean {
  return rows.some((r, index) => index !== except && r.jurisdiccion === jurisdiccion);
}
