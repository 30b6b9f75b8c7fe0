/**
 * The field kinds `npm run new-module` knows: each kind's JSON Schema fragment, its ui schema
 * fragment, two sample values (written as the property's `examples`: the generated API test creates
 * with the first and edits to the second) and how the generated UI test fills it. A registry, not a
 * switch: a kind is one entry.
 */
import { builtInMasks } from '../../engine/core/format/masks';

/**
 * A kind's parameter: a combo of the lookups, a registered mask, a link kind (a module's `links`),
 * or an optional range `mín-máx` (written as `minimum`/`maximum`).
 */
export type KindParam = 'combo' | 'mask' | 'link' | 'range';

/** How the generated UI test fills a required field of this kind. */
export type UiFill = 'type' | 'select' | 'check';

export interface KindContext {
  /** Options of a seeded combo, in display order (empty when the combo does not exist). */
  comboOptions(combo: string): ReadonlyArray<{ readonly codigo: string; readonly descripcion: string }>;
  /** The link kinds the modules declare (their `<m>.config.json` `links`); absent: none. */
  linkKinds?(): readonly string[];
}

export interface FieldKind {
  /** One line of Spanish help for the command's usage. */
  readonly help: string;
  /** The kind takes a parameter (`combo:paises`, `mask:cuit`, `link:cuenta`; a range `integer:1-5` may be left out). */
  readonly param?: KindParam;
  /** The property's schema without `title` (the generator adds the label). */
  schema(param: string | undefined): Record<string, unknown>;
  /** The property's ui schema entry, when it needs one. */
  ui?(param: string | undefined): Record<string, unknown>;
  /**
   * Two different valid stored values: created with the first, edited to the second. Absent: the
   * kind has no value valid in every database (a link names a record id), the tests leave it empty.
   */
  samples?(param: string | undefined, ctx: KindContext): readonly [unknown, unknown];
  /** A text the list's text search can match (string-valued kinds). */
  readonly searchable: boolean;
  /** How a UI test fills the field; absent: the generated UI test cannot (the field may not be required). */
  readonly fill?: UiFill;
  /** For `fill: 'type'`: the TypeScript expression of what a user types for the stored value `expression` (default: its text). */
  typed?(expression: string): string;
}

/** `1-5`, `0-100`, `-10-10.5`: a range's bounds, or undefined when `text` is not a range. */
export function rangeOf(text: string | undefined): { minimum: number; maximum: number } | undefined {
  const match = /^(-?\d+(?:\.\d+)?)-(-?\d+(?:\.\d+)?)$/.exec(text ?? '');
  return match ? { minimum: Number(match[1]), maximum: Number(match[2]) } : undefined;
}

/** Stored-form samples of each built-in mask (a unit test checks them against the masks). */
export const maskSamples: Readonly<Record<string, readonly [string, string]>> = {
  cuit: ['20123456786', '30500010912'],
  documento: ['12345678', '23456789'],
  telefono: ['1145678901', '3514567890'],
  ruta: ['AR1234', 'BR5678'],
  moneda: ['1234.50', '99.90'],
  numero: ['1500', '2750'],
  numeroTarjeta: ['4111111111111111', '5500000000000004'],
};

const maskKind = (mask: string, help: string): FieldKind => ({
  help,
  schema: () => ({ type: 'string', 'x-mask': mask }),
  samples: () => maskSamples[mask],
  searchable: false,
  fill: 'type',
});

function comboSamples(combo: string | undefined, ctx: KindContext): readonly [string, string] {
  const codes = ctx.comboOptions(combo ?? '').map((option) => option.codigo);
  return [codes[0], codes[1] ?? codes[0]];
}

/** `1234.50` → `1234,50`: amounts are typed with a decimal comma. */
const typedAmount = (expression: string) => `String(${expression}).replace('.', ',')`;

/** A number kind with an optional range: the bounds are its samples (both valid, different when the range is). */
const numberKind = (type: 'integer' | 'number', help: string, samples: readonly [number, number]): FieldKind => ({
  help,
  param: 'range',
  schema: (range) => ({ type, ...rangeOf(range) }),
  samples: (range) => {
    const bounds = rangeOf(range);
    return bounds ? [bounds.minimum, bounds.maximum] : samples;
  },
  searchable: false,
  fill: 'type',
  ...(type === 'number' ? { typed: typedAmount } : {}),
});

export const fieldKinds: Readonly<Record<string, FieldKind>> = {
  string: {
    help: 'texto de una línea (hasta 120 caracteres)',
    schema: () => ({ type: 'string', maxLength: 120 }),
    samples: () => ['Primer valor', 'Valor editado'],
    searchable: true,
    fill: 'type',
  },
  text: {
    help: 'texto largo en varias líneas',
    schema: () => ({ type: 'string', maxLength: 4000 }),
    ui: () => ({ 'ui:widget': 'textarea', 'ui:options': { rows: 4 } }),
    samples: () => ['Un texto largo de prueba.', 'Un texto largo editado.'],
    searchable: true,
    fill: 'type',
  },
  integer: numberKind('integer', 'número entero; con rango opcional integer:<mín>-<máx> (p. ej. integer:1-5)', [42, 43]),
  number: numberKind('number', 'número con decimales; con rango opcional number:<mín>-<máx> (p. ej. number:0-100)', [12.5, 13.75]),
  money: { ...maskKind('moneda', 'importe (máscara moneda: 1.234,50)'), typed: typedAmount },
  date: {
    help: 'fecha (selector de fecha)',
    schema: () => ({ type: 'string', format: 'date' }),
    samples: () => ['2026-11-02', '2026-12-01'],
    searchable: false,
    fill: 'type',
    typed: (expression) => `String(${expression}).split('-').reverse().join('/')`,
  },
  boolean: {
    help: 'sí/no (casilla)',
    schema: () => ({ type: 'boolean' }),
    samples: () => [true, false],
    searchable: false,
    fill: 'check',
  },
  switch: {
    help: 'sí/no (interruptor)',
    schema: () => ({ type: 'boolean', 'x-widget': 'switch' }),
    samples: () => [true, false],
    searchable: false,
    fill: 'check',
  },
  combo: {
    help: 'código de un combo (combo:<nombre>, p. ej. combo:paises)',
    param: 'combo',
    schema: (combo) => ({ type: 'string', 'x-combo': combo }),
    samples: comboSamples,
    searchable: false,
    fill: 'select',
  },
  combos: {
    help: 'varios códigos de un combo (combos:<nombre>)',
    param: 'combo',
    schema: (combo) => ({ type: 'array', uniqueItems: true, items: { type: 'string', 'x-combo': combo } }),
    samples: (combo, ctx) => {
      const [first, second] = comboSamples(combo, ctx);
      return [[first], first === second ? [first] : [first, second]];
    },
    searchable: false,
  },
  mask: {
    help: 'texto con máscara (mask:<nombre>: cuit, documento, telefono, ruta, moneda, numero, numeroTarjeta)',
    param: 'mask',
    schema: (mask) => ({ type: 'string', 'x-mask': mask }),
    samples: (mask) => maskSamples[mask ?? ''],
    searchable: false,
    fill: 'type',
  },
  email: {
    help: 'dirección de correo',
    schema: () => ({ type: 'string', format: 'email', maxLength: 254 }),
    samples: () => ['contacto@ejemplo.com', 'ventas@ejemplo.com'],
    searchable: true,
    fill: 'type',
  },
  url: {
    help: 'dirección web (https://...)',
    schema: () => ({ type: 'string', format: 'uri', maxLength: 2000 }),
    samples: () => ['https://www.ejemplo.com', 'https://www.ejemplo.org/inicio'],
    searchable: false,
    fill: 'type',
  },
  link: {
    help: 'vínculo a un registro de otro módulo (link:<tipo>, un tipo de los "links" de un <módulo>.config.json, p. ej. link:cuenta)',
    param: 'link',
    schema: (kind) => ({ type: 'integer', minimum: 1, 'x-link': { kind } }),
    searchable: false,
  },
  phone: maskKind('telefono', 'teléfono (máscara telefono)'),
  cuit: maskKind('cuit', 'CUIT (máscara cuit, con dígito verificador)'),
};

/** True when `mask` names a built-in mask the generator has samples for. */
export const isKnownMask = (mask: string): boolean => mask in builtInMasks && mask in maskSamples;
