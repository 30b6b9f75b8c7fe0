/**
 * The IIBB grid rules as a registrable validator (ACC-48…56, SUP-31…33): a module registers one
 * per grid field and names it in its schema's `x-rules`; the form runs it as the user types and
 * the server on save. Every problem is placed on the grid field, once per message; the sum and a
 * repeated jurisdiction are the spec's danger notices too (ACC-51, ACC-55, SHR-06): "Guardar" says them.
 */
import type { Issue, RecordData, RuleDefinition } from '../validators';
import { checkCoefficients } from './checkCoefficients';
import type { CoefficientRow } from './coefficientTypes';

export interface CoefficientsRuleOptions {
  /** Rule name in the registry (e.g. `cuenta.coeficientesIibb`). */
  readonly name: string;
  /** The array field holding the rows. */
  readonly field: string;
  /** The record field with the IIBB inscription type (default `tipoInscripcionIibb`). */
  readonly inscriptionField?: string;
  /** The row type meaning exempt (default `exento`, ACC-OP05). */
  readonly exemptType?: string;
}

export interface CoefficientsRule extends RuleDefinition {
  validate(record: RecordData): Issue[];
}

/** Problems the spec says as danger notifications when they refuse a save (ACC-51, ACC-55). */
const noticed: ReadonlySet<string> = new Set(['coefficients.sum', 'coefficients.duplicate']);

/** The rule; it answers at once (no port needed). */
export function coefficientsRule(options: CoefficientsRuleOptions): CoefficientsRule {
  const inscriptionField = options.inscriptionField ?? 'tipoInscripcionIibb';
  return {
    name: options.name,
    fields: [options.field, inscriptionField],
    validate(record) {
      const raw = record[options.field];
      const rows = Array.isArray(raw) ? (raw.filter((r) => r && typeof r === 'object') as CoefficientRow[]) : [];
      const inscription = record[inscriptionField] as string | number | undefined;
      const keys = new Set(checkCoefficients(rows, { inscription, exemptType: options.exemptType }).map((p) => p.key));
      return [...keys].map((key) => (noticed.has(key) ? { path: options.field, key, notice: 'danger' as const } : { path: options.field, key }));
    },
  };
}
