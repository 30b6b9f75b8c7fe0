/**
 * Phone numbers by length in digits (WID-10, WID-OP01, CST-77), with the area code taken from
 * libphonenumber-js's Argentine metadata instead of a hand-written table:
 *
 * | digits | display |
 * |---|---|
 * | 7 | `456-1234` |
 * | 8 | `4789-1234` |
 * | 9–11 starting with `15` (mobile dialled locally) | `15 4789-1234` |
 * | 10 starting with `11` | `(11) 4789-1234` |
 * | 10 other | `(351) 456-1234`, `(2266) 45-6123` (area code from the metadata); unknown area `(XXX) XXX-XXXX` |
 * | 11 starting with `0` (`011`…) | `(011) 4789-1234`, `(0351) 456-1234`: the trunk `0` stays in the area code |
 * | 9, 13 (international, country code first) | `+54 9 11 4789-1234`; unknown `+XX XXX-XXXX` (9), `+XX XXX XXXX-XXXX` (13) |
 * | anything else | the digits as typed |
 *
 * The display never drops a digit, so the stored digits (WID-14) survive a round trip; WID-OP01's
 * "strip the prefix" is therefore read as "show the prefix apart", not "remove it". The pattern
 * depends on the final length, so widgets format on blur, not on every keystroke.
 * In the browser libphonenumber-js downloads on demand (phoneLibrary.ts): the screens that show a
 * phone wait for it (the mask's `load`); without it the numbers read as the unknown-area rows.
 */
import { phoneParser } from './phoneLibrary';
import { digitsOnly } from './digitsOnly';

/** Stored (or typed) phone → display. */
export function formatPhone(value: unknown): string {
  const d = digitsOnly(value);
  if (d.length === 7) return local(d);
  if (d.length === 8) return local(d);
  if (d.startsWith('15') && d.length >= 9 && d.length <= 11) return `15 ${local(d.slice(2))}`;
  if (d.length === 10) return d.startsWith('11') ? `(11) ${local(d.slice(2))}` : national(d, '');
  if (d.length === 11 && d.startsWith('0')) return national(d.slice(1), '0');
  if (d.length === 9 || d.length === 13) return international(d);
  return d;
}

/** Display → stored: digits only (WID-14). */
export function parsePhone(display: string): string {
  return digitsOnly(display);
}

/** A subscriber number: a dash before the last four digits. */
function local(digits: string): string {
  return digits.length > 4 ? `${digits.slice(0, -4)}-${digits.slice(-4)}` : digits;
}

/** A 10-digit national number (area code + subscriber), optionally shown with its trunk `0`. */
function national(nsn: string, trunk: '' | '0'): string {
  const phone = phoneParser()?.(nsn, 'AR');
  if (phone?.isValid()) {
    // libphonenumber writes "0351 456-1234" (geographic) or "0800 123-4567"-like (non-geographic).
    const text = phone.formatNational();
    const geographic = /^0(\d{2,4}) (\S.*)$/.exec(text);
    const shown = geographic ? `(${trunk}${geographic[1]}) ${geographic[2]}` : trunk + text.replace(/^0/, '');
    if (digitsOnly(shown) === trunk + nsn) return shown;
  }
  return `(${trunk}${nsn.slice(0, 3)}) ${nsn.slice(3, 6)}-${nsn.slice(6)}`;
}

/** An international number written without `+` (country code first). */
function international(digits: string): string {
  const phone = phoneParser()?.(`+${digits}`);
  if (phone?.isValid()) {
    const shown = phone.formatInternational().replace(/ (\d{4})$/, '-$1');
    if (digitsOnly(shown) === digits) return shown;
  }
  const rest = digits.slice(2);
  const head = rest.length > 8 ? `${rest.slice(0, -8)} ` : '';
  return `+${digits.slice(0, 2)} ${head}${local(rest.slice(-8))}`;
}
