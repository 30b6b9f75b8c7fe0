/**
 * A document typed freely (`x-display`: an account's or contact's document, digits for a DNI or a
 * CUIT/CUIL, letters for a passport) read and typed through its display mask (WID-07, WID-08,
 * WID-14): the separators a person types (`30-71234560-4`, `23.456.789`, spaces) are
 * dropped on input, so a document made of digits is stored as its digits and shown with the
 * mask's dots or dashes in the form as in the lists; a text with letters (a passport) is kept as
 * typed, less the separators, and shown as it is. The field's own pattern judges the rest.
 */
import type { Mask } from './masks';

/** The separators a person types inside a document number. */
const SEPARATORS = /[\s.-]/g;

/** `mask` (digits stored, shown with separators) made lenient for a free document field. */
export function freeDocumentMask(mask: Mask): Mask {
  const stored = (typed: string) => typed.replace(SEPARATORS, '');
  const digits = (text: string) => /^[0-9]+$/.test(text);
  return {
    format: (value, options) => {
      const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value : '';
      return digits(stored(text)) ? mask.format(stored(text), options) : text;
    },
    parse: (display) => stored(display),
    formatWhileTyping: mask.formatWhileTyping,
    invalid: mask.invalid,
  };
}

/** A number as a document mask shows it: thousands dots (`23.456.789`, WID-07) or a CUIT/CUIL's dashes, whole or begun (`30-71234560-4`, WID-08). */
const MASKED_NUMBER = /^(\d{1,3}(\.\d{3})+|\d{2}-\d{1,8}(-\d)?)$/;

/**
 * A word of a search as stored documents are compared with it: a number written as the lists show
 * documents (`23.456.789`, `30-71234560-4`) → its digits, which is how it is stored (WID-14);
 * any other word (a name, a date, a passport) as it is.
 */
export function searchWordAsStored(word: string): string {
  return MASKED_NUMBER.test(word) ? word.replace(/[^0-9]/g, '') : word;
}
