/**
 * Whether a value is what a mask stores (WID-12…14, WID-OP05): the mask's parser leaves it as it
 * is (digits only, upper case A–Z0–9, a plain amount with at most 2 decimals…), the mask would
 * accept it as typed text, and its own check passes (a CUIT's check digit, WID-09). Generic: it
 * reads only the mask's entry, so a new mask is checked without a line here. A JSON number is
 * read as its decimal text. An empty value is the required rule's business.
 */
import type { Mask } from './masks';
import { isEmpty } from '../blank';

/** The catalogue key of what is wrong with `value` for `mask`, or undefined when nothing is. */
export function storedValueProblem(mask: Mask, value: unknown): string | undefined {
  if (isEmpty(value)) return undefined;
  const text = typeof value === 'string' ? value : typeof value === 'number' && Number.isFinite(value) ? String(value) : undefined;
  if (text === undefined || mask.parse(text) !== text || mask.accepts?.(text) === false) return mask.invalid ?? 'mask.invalid';
  return mask.check?.(text);
}
