/**
 * What is wrong with a CUIT/CUIL (WID-09, CST-22, CST-24), as a catalogue key: characters other
 * than digits and separators, not 11 digits, or a wrong check digit (see `cuitCheckDigit`). One
 * check for the `cuitRule` a module registers and for the rule derived from `"x-mask": "cuit"`.
 * An empty value is not its business (required-ness is checked elsewhere).
 */
import { isValidCuit } from '../format/cuitCheckDigit';
import { CUIT_LENGTH } from '../format/formatCuit';
import { digitsOnly } from '../format/digitsOnly';
import { isEmpty } from '../blank';

/** Message keys by problem. */
export interface CuitMessageKeys {
  /** Characters other than digits and separators. */
  readonly invalid: string;
  /** Not 11 digits. */
  readonly length: string;
  /** Wrong check digit. */
  readonly checkDigit: string;
}

export const cuitMessageKeys: CuitMessageKeys = { invalid: 'cuit.invalid', length: 'cuit.length', checkDigit: 'cuit.checkDigit' };

/** The key of the first problem of `value`, or undefined when it is empty or a valid CUIT. */
export function cuitProblem(value: unknown, keys: CuitMessageKeys = cuitMessageKeys): string | undefined {
  if (isEmpty(value)) return undefined;
  if (typeof value !== 'string' && typeof value !== 'number') return keys.invalid;
  if (typeof value === 'string' && /[^0-9\s.-]/.test(value)) return keys.invalid;
  const digits = digitsOnly(value);
  if (digits.length !== CUIT_LENGTH) return keys.length;
  return isValidCuit(digits) ? undefined : keys.checkDigit;
}
