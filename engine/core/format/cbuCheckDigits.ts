/**
 * CBU (Clave Bancaria Uniforme, BAC-OP01): 22 digits in two blocks, each closed by a check digit
 * (BCRA): block 1 is bank (3) + branch (4) + check digit; block 2 is account (13) + check digit.
 * A check digit is (10 − Σ digit × weight mod 10) mod 10, weights 7 1 3 9 repeating from the left
 * of block 1 and 3 9 7 1 repeating from the left of block 2.
 */
export const CBU_LENGTH = 22;

const checkDigit = (digits: string, weights: readonly number[]) =>
  (10 - ([...digits].reduce((sum, d, i) => sum + Number(d) * weights[i % weights.length], 0) % 10)) % 10;

/** Which block of a 22-digit CBU has a wrong check digit, or undefined when both are right. */
export function cbuCheckDigitProblem(cbu: string): 'bank' | 'account' | undefined {
  if (Number(cbu[7]) !== checkDigit(cbu.slice(0, 7), [7, 1, 3, 9])) return 'bank';
  if (Number(cbu[21]) !== checkDigit(cbu.slice(8, 21), [3, 9, 7, 1])) return 'account';
  return undefined;
}
