/**
 * What is wrong with a CBU (BAC-OP01: 22 digits, both check digits validated), as a catalogue key.
 * Used by the `cbu` mask's check, so a field declared `"x-mask": "cbu"` is checked by the form and
 * by the server on save. An empty value is not its business (required-ness is checked elsewhere).
 */
import { CBU_LENGTH, cbuCheckDigitProblem } from '../format/cbuCheckDigits';
import { isEmpty } from '../blank';

export function cbuProblem(value: unknown): string | undefined {
  if (isEmpty(value)) return undefined;
  const text = typeof value === 'string' ? value : String(value);
  if (!/^[0-9]*$/.test(text)) return 'cbu.invalid';
  if (text.length !== CBU_LENGTH) return 'cbu.length';
  const block = cbuCheckDigitProblem(text);
  return block === 'bank' ? 'cbu.bankCheckDigit' : block === 'account' ? 'cbu.accountCheckDigit' : undefined;
}
