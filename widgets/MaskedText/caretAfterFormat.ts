/**
 * Where the caret goes once a typed text is re-formatted: after as many significant characters
 * (letters and digits, plus any other character the formatter kept in place, e.g. the decimal
 * dot of an amount) as stood before it in the typed text. Separators the formatter added or
 * removed (`-`, `.`, `,`, spaces) do not count, so typing in the middle of `20-12|345` keeps the
 * caret after the typed digit instead of jumping to the end.
 */

/** A character compared without case or accents (`é` → `E`). */
const keyOf = (c: string) => c.normalize('NFD').charAt(0).toUpperCase();
const isSignificant = (c: string) => /[0-9A-Z]/.test(keyOf(c));

/** The caret position in `formatted` matching position `caret` of the `typed` text. */
export function caretAfterFormat(typed: string, caret: number, formatted: string): number {
  let at = 0;
  for (const c of typed.slice(0, Math.max(0, caret))) {
    if (isSignificant(c)) {
      let next = at;
      while (next < formatted.length && !isSignificant(formatted[next])) next++;
      // A character the formatter dropped (a leading zero, a refused symbol) moves nothing.
      if (next < formatted.length && keyOf(formatted[next]) === keyOf(c)) at = next + 1;
    } else if (formatted[at] === c) {
      at++;
    }
  }
  return at;
}

/** Index of the significant character nearest `caret` going `backward` or forward in `text`, or -1. */
export function significantIndexNear(text: string, caret: number, backward: boolean): number {
  if (backward) {
    for (let i = Math.min(caret, text.length) - 1; i >= 0; i--) if (isSignificant(text[i])) return i;
    return -1;
  }
  for (let i = Math.max(0, caret); i < text.length; i++) if (isSignificant(text[i])) return i;
  return -1;
}
