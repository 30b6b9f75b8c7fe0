/**
 * Compares two decimals written as plain text (`-12.5`, `999999999999.99`) exactly, digit by digit:
 * an amount's limit is checked without binary rounding and without a decimal library in the
 * browser's first download (the registry derives the limit rules: limits/fieldLimits.ts).
 */

/** `-0012.50` → sign, integer digits without leading zeros, fraction digits without trailing zeros. */
function partsOf(text: string): { negative: boolean; whole: string; fraction: string } {
  const negative = text.startsWith('-');
  const [whole = '', fraction = ''] = text.replace(/^[-+]/, '').split('.');
  const parts = { whole: whole.replace(/^0+/, ''), fraction: fraction.replace(/0+$/, '') };
  // Minus zero is zero.
  return { negative: negative && (parts.whole !== '' || parts.fraction !== ''), ...parts };
}

/** Compares magnitudes of two normalised parts: -1, 0 or 1. */
function compareMagnitude(a: { whole: string; fraction: string }, b: { whole: string; fraction: string }): number {
  if (a.whole.length !== b.whole.length) return a.whole.length < b.whole.length ? -1 : 1;
  if (a.whole !== b.whole) return a.whole < b.whole ? -1 : 1;
  const width = Math.max(a.fraction.length, b.fraction.length);
  const fa = a.fraction.padEnd(width, '0');
  const fb = b.fraction.padEnd(width, '0');
  return fa === fb ? 0 : fa < fb ? -1 : 1;
}

/** -1 when `a` < `b`, 0 when equal, 1 when `a` > `b`; both must match `^[-+]?\d*(\.\d*)?$`. */
export function compareDecimalText(a: string, b: string): number {
  const pa = partsOf(a);
  const pb = partsOf(b);
  if (pa.negative !== pb.negative) return pa.negative ? -1 : 1;
  const magnitude = compareMagnitude(pa, pb);
  return pa.negative ? 0 - magnitude : magnitude;
}
