/**
 * Reads what a user typed in the address picker as street, number and place, e.g.
 * `Av. Corrientes 1234, CABA`, `San Martín 55 Mendoza`, `Zabala 1463, Montevideo, Uruguay`,
 * `Montevideo`. Typed text is ambiguous, so it returns every plausible reading, the most likely
 * first; the matcher keeps the first one whose place exists.
 */

export interface AddressReading {
  /** Street as typed (may be empty). */
  readonly calle: string;
  /** House number as typed, with what followed it in the same part (`1234 piso 3`); may be empty. */
  readonly numero: string;
  /** The words naming the city. */
  readonly lugar: string;
  /** Further qualifiers (province, country) that the place must match. */
  readonly resto: readonly string[];
}

const NUMBER = /^(?:\d{1,6}[a-zA-Z]?|s\/n)$/i;
/** Words whose number is a floor or unit, not the house number (`1234 piso 3`). */
const UNIT = /^(?:piso|p|dpto|depto|dto|departamento|of|oficina|local|unidad|uf|torre|lote|mz|manzana|casa)\.?$/i;

const words = (text: string) => text.split(/\s+/).filter(Boolean);
const join = (tokens: readonly string[]) => tokens.join(' ');

/** Index of the last house-number token that has a street before it, or -1. */
function lastNumberIndex(tokens: readonly string[]): number {
  for (let i = tokens.length - 1; i > 0; i--) if (NUMBER.test(tokens[i]) && !UNIT.test(tokens[i - 1])) return i;
  return -1;
}

/** Splits place words into city + trailing qualifier, longest city first. */
function placeSplits(calle: string, numero: string, place: readonly string[], resto: readonly string[]): AddressReading[] {
  const readings: AddressReading[] = [];
  for (let k = place.length; k >= 1; k--) {
    const tail = place.slice(k);
    readings.push({ calle, numero, lugar: join(place.slice(0, k)), resto: tail.length ? [join(tail), ...resto] : resto });
  }
  return readings;
}

/** Readings of a text without commas. */
function readPlain(text: string): AddressReading[] {
  const tokens = words(text);
  const at = lastNumberIndex(tokens);
  if (at > 0) {
    // A floor or unit right after the number belongs to it (`1234 piso 3 CABA`).
    const after = tokens.slice(at + 1);
    const skips = [0];
    for (let i = 0; i < after.length && UNIT.test(after[i]);) skips.push((i = Math.min(i + 2, after.length)));
    return skips.flatMap((skip) => placeSplits(join(tokens.slice(0, at)), join(tokens.slice(at, at + 1 + skip)), after.slice(skip), []));
  }
  // No number: the whole text may be a place (`Montevideo`) or a street followed by one (`Florida Rosario`).
  const readings: AddressReading[] = [];
  for (let k = 0; k < tokens.length; k++) readings.push(...placeSplits(join(tokens.slice(0, k)), '', tokens.slice(k), []));
  return readings;
}

/** Readings of a text with commas: `street number, place, qualifier…`. */
function readParts(parts: readonly string[]): AddressReading[] {
  const [head, place, ...rest] = parts;
  const tokens = words(head);
  const at = lastNumberIndex(tokens);
  const readings = at > 0 ? placeSplits(join(tokens.slice(0, at)), join(tokens.slice(at)), words(place), rest) : placeSplits(head, '', words(place), rest);
  // `Montevideo, Uruguay`: the first part is the place itself.
  readings.push({ calle: '', numero: '', lugar: head, resto: [place, ...rest] });
  return readings;
}

/** Every plausible reading of the typed text, the most likely first (none for blank text). */
export function parseAddressInput(texto: string): AddressReading[] {
  const parts = texto
    .split(/[,;\n]/)
    .map((part) => part.replace(/\s+/g, ' ').trim())
    .filter(Boolean);
  if (parts.length === 0) return [];
  const readings = parts.length === 1 ? readPlain(parts[0]) : readParts(parts);
  return readings.filter((reading) => reading.lugar !== '');
}
