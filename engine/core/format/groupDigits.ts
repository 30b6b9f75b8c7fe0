/** Thousands grouping of a digit run from the right: `12345678` → `12.345.678` with `sep` = '.'. */
export function groupThousands(digits: string, sep: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, sep);
}

/** Fixed-size groups from the left: `1234567890` by 4 with '-' → `1234-5678-90`. */
export function groupFromLeft(text: string, size: number, sep: string): string {
  const groups: string[] = [];
  for (let i = 0; i < text.length; i += size) groups.push(text.slice(i, i + size));
  return groups.join(sep);
}
