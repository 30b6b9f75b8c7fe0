/**
 * Mask registry: the names a schema gives in `"x-mask"` → how a stored value is shown, how a
 * typed text is stored, which keystrokes are refused and which stored values are wrong. The same
 * entries serve the widgets, the rule derived for every masked field (run by the form and by the
 * server on save, `rules/maskRules.ts`) and the exports (which format what they write).
 * Registering a name twice throws; an unknown name throws naming it and who referenced it.
 */
import { CARD_MAX_DIGITS, formatCardNumber, parseCardNumber } from './formatCardNumber';
import { acceptsCurrency, currencyProblem, formatCurrency, parseCurrency } from './formatCurrency';
import { CUIT_LENGTH, formatCuit, parseCuit } from './formatCuit';
import { DOCUMENT_MAX_DIGITS, formatDocument, parseDocument } from './formatDocument';
import { acceptsNumber, formatNumber, parseNumber } from './formatNumber';
import { formatPhone, parsePhone } from './formatPhone';
import { loadPhoneParser } from './phoneLibrary';
import { formatRouteCode, parseRouteCode } from './formatRouteCode';
import { parseCode } from './formatCode';
import { cuitProblem } from '../rules/cuitProblem';
import { cbuProblem } from '../rules/cbuProblem';
import { CBU_LENGTH } from './cbuCheckDigits';
import { digitsOnly } from './digitsOnly';
import { lowerLetters } from './lowerLetters';

export interface MaskFormatOptions {
  /** Card numbers: show every digit (default: masked). Ignored by other masks. */
  readonly reveal?: boolean;
}

export interface Mask {
  /** Stored value (text, or a number from JSON; null/undefined for empty) → display text. */
  format(stored: unknown, options?: MaskFormatOptions): string;
  /**
   * Stored value → how it reads outside an editable box (lists, related tabs, read-only boxes); absent: `format`.
   * No built-in mask differs there: a field reading one way while typed and another after misled staff.
   */
  display?(stored: unknown, options?: MaskFormatOptions): string;
  /** Display or typed text → stored value. */
  parse(display: string): string;
  /** False when `input` (the whole field text after a keystroke) must be refused. Absent: all accepted. */
  accepts?(input: string): boolean;
  /** True when the display may be re-formatted on every keystroke; false: format on blur only. */
  readonly formatWhileTyping: boolean;
  /** Catalogue key (argument `{campo}`) for a stored value that is not in the mask's stored form; default `mask.invalid`. */
  readonly invalid?: string;
  /** A catalogue key when a value in the stored form is still wrong (a CUIT's check digit). Absent: none is. */
  check?(stored: string): string | undefined;
  /** A mask whose formatter downloads code on demand (the phone's): null when it is there, else the download to wait for. */
  load?(): Promise<void> | null;
}

/** Text made of `allowed` characters holding at most `max` digits. */
const digitsUpTo = (max: number, allowed: RegExp) => (input: string) => allowed.test(input) && input.replace(/[^0-9]/g, '').length <= max;

/** The masks of the widgets issue, by the name schemas use. */
export const builtInMasks: Readonly<Record<string, Mask>> = {
  cuit: {
    format: formatCuit,
    parse: parseCuit,
    accepts: digitsUpTo(CUIT_LENGTH, /^[0-9 .-]*$/),
    formatWhileTyping: true,
    invalid: 'mask.cuit',
    check: (stored) => cuitProblem(stored), // WID-09: the check digit
  },
  cbu: {
    format: (stored) => (stored === null || stored === undefined ? '' : String(stored)),
    parse: (display) => digitsOnly(display),
    accepts: digitsUpTo(CBU_LENGTH, /^[0-9 -]*$/),
    formatWhileTyping: true,
    invalid: 'mask.cbu',
    check: (stored) => cbuProblem(stored), // BAC-OP01: 22 digits, both check digits
  },
  documento: {
    format: formatDocument,
    parse: parseDocument,
    accepts: digitsUpTo(DOCUMENT_MAX_DIGITS, /^[0-9 .-]*$/),
    formatWhileTyping: true,
    invalid: 'mask.documento',
  },
  telefono: {
    format: formatPhone,
    parse: parsePhone,
    accepts: digitsUpTo(15, /^[0-9 ()+.-]*$/),
    formatWhileTyping: false,
    invalid: 'mask.telefono',
    load: loadPhoneParser,
  },
  ruta: { format: formatRouteCode, parse: parseRouteCode, formatWhileTyping: true, invalid: 'mask.ruta' },
  // SUP-05: a code in upper case without non-word characters (a supplier's codigoPta).
  codigo: { format: parseCode, parse: parseCode, formatWhileTyping: true, invalid: 'mask.codigo' },
  // WID-12, WID-OP05: one format with or without the focus (`1,500.50`); typed text is read on blur, never re-grouped
  // while typing (a `,5` may yet become `,500`), and text that is no amount is kept for its message.
  moneda: { format: formatCurrency, parse: parseCurrency, accepts: acceptsCurrency, formatWhileTyping: false, invalid: 'mask.moneda', check: currencyProblem },
  // ACC-59: letters only, lower case (an agency's subdomain): the box shows what the request stores.
  minusculas: { format: lowerLetters, parse: lowerLetters, formatWhileTyping: true, invalid: 'mask.minusculas' },
  numero: { format: formatNumber, parse: parseNumber, accepts: acceptsNumber, formatWhileTyping: true, invalid: 'mask.numero' },
  numeroTarjeta: {
    format: (stored, options) => formatCardNumber(stored, { reveal: options?.reveal }),
    parse: parseCardNumber,
    accepts: digitsUpTo(CARD_MAX_DIGITS, /^[0-9 -]*$/),
    formatWhileTyping: true,
    invalid: 'mask.numeroTarjeta',
  },
};

export class MaskRegistry {
  private readonly masks = new Map<string, Mask>();

  /** Registers a mask; a name registered twice throws. */
  register(name: string, mask: Mask): void {
    if (this.masks.has(name)) throw new Error(`La máscara '${name}' ya está registrada`);
    this.masks.set(name, mask);
  }

  has(name: string): boolean {
    return this.masks.has(name);
  }

  /** Looks a mask up; an unknown name throws naming who referenced it (e.g. a schema path). */
  get(name: string, referencedBy = 'el esquema'): Mask {
    const mask = this.masks.get(name);
    if (!mask) throw new Error(`La máscara '${name}' referenciada en ${referencedBy} no está registrada`);
    return mask;
  }

  /** Registered names, sorted. */
  names(): string[] {
    return [...this.masks.keys()].sort();
  }
}

/** What the masks of `properties` (only those of `fields`, when given) still download; null when nothing. */
export function masksToLoad(
  registry: MaskRegistry,
  properties: Readonly<Record<string, Readonly<Record<string, unknown>>>>,
  fields?: readonly string[],
): Promise<void> | null {
  const pending = (fields ?? Object.keys(properties)).flatMap((field) => {
    const name = properties[field]?.['x-mask'];
    const loading = typeof name === 'string' && registry.has(name) ? registry.get(name).load?.() : null;
    return loading ? [loading] : [];
  });
  return pending.length ? Promise.all(pending).then(() => undefined) : null;
}

/** Every mask's on-demand code (the form widgets load it with them). */
export function loadAllMasks(registry: MaskRegistry): Promise<void> {
  return Promise.all(registry.names().map((name) => registry.get(name).load?.())).then(() => undefined);
}

/** A registry holding the built-in masks (tests and modules may add their own). */
export function createMaskRegistry(): MaskRegistry {
  const registry = new MaskRegistry();
  for (const [name, mask] of Object.entries(builtInMasks)) registry.register(name, mask);
  return registry;
}

/** The application's mask registry. */
export const maskRegistry = createMaskRegistry();
