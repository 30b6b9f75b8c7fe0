/**
 * IIBB coefficient rows (ACC-48…56, SUP-31…33): one row per jurisdiction with its Convenio
 * Multilateral coefficient and the row type. Shared by the grid widget and the server's rule.
 */

/** One row as the form stores it; a row being typed may miss any field. */
export interface CoefficientRow {
  /** Jurisdiction code of the `jurisdicciones` lookup (Convenio Multilateral 901–924). */
  readonly jurisdiccion?: string;
  readonly coeficiente?: number;
  readonly tipo?: string;
}

/** The row type that marks an exempt jurisdiction (ACC-OP05): its coefficient is forced to 0. */
export const EXEMPT_TYPE = 'exento';

/** Coefficients have 4 decimal places (ACC-56, CST-27). */
export const COEFFICIENT_DECIMALS = 4;

/** Inscription types with no sum check (ACC-52, SUP-32, CST-29). */
export const SUM_EXEMPT_INSCRIPTIONS: readonly string[] = ['6', '7'];

/** Inscription types whose coefficients may also add up to 0 (ACC-OP04, SUP-32). */
export const ZERO_SUM_INSCRIPTIONS: readonly string[] = ['1'];
