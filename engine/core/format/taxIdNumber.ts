/**
 * The numbers the tax register (padrón) is asked about: a CUIT/CUIL of exactly 11 digits, as
 * stored (digits only). One definition for the accounts' and the suppliers' forms, their server
 * checks and the look-up routes (ACC-68, ACC-69, SUP-07, SUP-25, CST-24).
 */
import { CUIT_LENGTH } from './formatCuit';

/** True for exactly 11 digits (a CUIT or CUIL; the check digit is `isValidCuit`'s business). */
export function isTaxIdNumber(documento: string): boolean {
  return documento.length === CUIT_LENGTH && /^[0-9]+$/.test(documento);
}
