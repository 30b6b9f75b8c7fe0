/**
 * Names compared by meaning rather than by spelling: no accents, upper case, every run of
 * punctuation or spaces turned into one space (`Banco de Galicia y Bs. As.` → `BANCO DE GALICIA Y BS AS`).
 */
export function normalizeName(value: unknown): string {
  if (typeof value !== 'string') return '';
  return value
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toUpperCase()
    .replace(/[^A-Z0-9]+/g, ' ')
    .trim();
}

/** True when the words of `phrase` appear, whole and in order, inside `name` (both normalised). */
export function containsWords(name: string, phrase: string): boolean {
  return phrase !== '' && ` ${name} `.includes(` ${phrase} `);
}
