/**
 * Text folded for comparing place names as people type them: no accents, lower case, every run
 * of punctuation or spaces turned into one space (`Ciudad Autónoma de Bs. As.` → `ciudad autonoma de bs as`).
 */
export function foldText(value: string): string {
  return value
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}
