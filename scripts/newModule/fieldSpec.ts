/**
 * A field as the command takes it: `nombre:kind[:param][:Etiqueta[:flags]]`, e.g.
 * `iata:string:Código IATA:required,unique`, `pais:combo:paises:País:required`, `alta:date:Fecha de alta`,
 * `estrellas:integer:1-5:Estrellas`, `cuenta:link:cuenta:Cuenta`, `activo:switch:Activo:default=true`.
 * Flags: `required`, `unique` (x-unique), `search` (x-search), `default=valor` (the schema's `default`).
 * Errors are Spanish, one line.
 */
import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import { fieldKinds, isKnownMask, rangeOf, type KindContext } from './fieldKinds';

export interface FieldSpec {
  readonly name: string;
  readonly kind: string;
  readonly param?: string;
  readonly label: string;
  readonly required: boolean;
  readonly unique: boolean;
  readonly search: boolean;
  /** The schema's `default` (`default=valor`), already of the property's type. */
  readonly default?: unknown;
}

export const FIELD_FLAGS = ['required', 'unique', 'search', 'default=<valor>'] as const;
const DEFAULT_FLAG = 'default=';

/** The JSON types a `default=` may give a value of. */
const DEFAULT_TYPES = new Set(['boolean', 'integer', 'number', 'string']);

/** A default's text as a value of the property's JSON type (`true`, `3`, `AR`); undefined when it cannot be one. */
function defaultValue(type: unknown, text: string): unknown {
  if (type === 'boolean') return text === 'true' ? true : text === 'false' ? false : undefined;
  if (type === 'integer' || type === 'number') return text.trim() !== '' && Number.isFinite(Number(text)) ? Number(text) : undefined;
  if (type === 'string') return text;
  return undefined;
}

let ajv: Ajv | undefined;
/** Whether `value` is valid for a kind's schema fragment (formats and ranges included; annotations ignored). */
function validFor(schema: Record<string, unknown>, value: unknown): boolean {
  ajv ??= addFormats(new Ajv({ strict: false, logger: false }));
  return ajv.validate(schema, value);
}
const FIELD_NAME = /^[a-z][a-zA-Z0-9]*$/;
/** Property names the engine owns on every record (engine/core/systemFields.ts and the CRM id). */
const RESERVED = new Set(['id', 'idCrm', 'vigente', 'version', 'creadoEn', 'modificadoEn']);

/** `codigoIata` → `Codigo iata`: a label to start from when none is given. */
export function labelOf(name: string): string {
  const words = name.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** Parses one field argument; throws an Error with a Spanish message naming the argument. */
export function parseFieldSpec(text: string, ctx: KindContext): FieldSpec {
  const parts = text.split(':').map((part) => part.trim());
  const [name, kind] = parts;
  const fail = (why: string): never => {
    throw new Error(`Campo "${text}": ${why}`);
  };
  if (!name || !FIELD_NAME.test(name)) fail('el nombre debe empezar con minúscula y tener solo letras y números (camelCase)');
  if (RESERVED.has(name)) fail(`"${name}" es un campo del sistema: el motor lo agrega a cada registro`);
  const definition = kind ? fieldKinds[kind] : undefined;
  if (!definition) fail(`tipo "${kind ?? ''}" desconocido; tipos: ${Object.keys(fieldKinds).join(', ')}`);
  let rest = parts.slice(2);
  let param: string | undefined;
  if (definition!.param === 'range') {
    if (rest[0] && /^-?\d/.test(rest[0])) {
      const range = rangeOf(rest[0]);
      if (!range) fail(`el rango "${rest[0]}" no es <mín>-<máx> (p. ej. ${kind}:1-5)`);
      if (range!.minimum >= range!.maximum) fail(`el rango "${rest[0]}" debe tener el mínimo menor que el máximo`);
      if (kind === 'integer' && !(Number.isInteger(range!.minimum) && Number.isInteger(range!.maximum)))
        fail(`el rango de un integer es de enteros (p. ej. integer:1-5)`);
      param = rest[0];
      rest = rest.slice(1);
    }
  } else if (definition!.param) {
    param = rest[0];
    rest = rest.slice(1);
    if (!param) fail(`el tipo ${kind} necesita un nombre: ${kind}:<${{ combo: 'combo', mask: 'máscara', link: 'tipo de vínculo' }[definition!.param]}>`);
    if (definition!.param === 'combo' && ctx.comboOptions(param!).length === 0) {
      fail(
        `el combo "${param}" no existe (defínalo en el <módulo>.lookups.json de su carpeta, o use uno de schemas/*/*.lookups.json o de server/seed/lookups.ts)`,
      );
    }
    if (definition!.param === 'mask' && !isKnownMask(param!)) fail(`la máscara "${param}" no existe (máscaras: engine/core/format/masks.ts)`);
    const links = ctx.linkKinds?.() ?? [];
    if (definition!.param === 'link' && !links.includes(param!)) {
      fail(
        `el tipo de vínculo "${param}" no existe (tipos: ${links.join(', ') || 'ninguno'}; se declaran en los "links" del <módulo>.config.json de un módulo)`,
      );
    }
  }
  const [label, flagText = '', ...extra] = rest;
  if (extra.length > 0) fail('sobran partes: use nombre:tipo[:parámetro][:Etiqueta[:flags]]');
  const flags = flagText
    .split(',')
    .map((flag) => flag.trim())
    .filter(Boolean);
  const defaults = flags.filter((flag) => flag.startsWith(DEFAULT_FLAG));
  const unknown = flags.filter((flag) => !flag.startsWith(DEFAULT_FLAG) && !(FIELD_FLAGS as readonly string[]).includes(flag));
  if (unknown.length > 0) fail(`marca desconocida "${unknown[0]}"; marcas: ${FIELD_FLAGS.join(', ')}`);
  if (defaults.length > 1) fail('hay más de un default=');
  let fallback: unknown;
  if (defaults.length === 1) {
    const text = defaults[0].slice(DEFAULT_FLAG.length);
    const schema = definition!.schema(param);
    if (!DEFAULT_TYPES.has(String(schema.type)) || definition!.param === 'link')
      fail(`un campo ${kind} no admite default= (solo texto, número, fecha, combo o sí/no)`);
    fallback = defaultValue(schema.type, text);
    if (fallback === undefined || !validFor(schema, fallback))
      fail(`el valor por defecto "${text}" no es válido para un campo ${kind}${param ? `:${param}` : ''}`);
    if (definition!.param === 'combo' && !ctx.comboOptions(param!).some((option) => option.codigo === fallback))
      fail(`el valor por defecto "${text}" no es un código del combo ${param}`);
  }
  if (flags.includes('search') && !definition!.searchable) fail(`un campo ${kind} no entra en la búsqueda de texto`);
  if (flags.includes('required') && !definition!.fill)
    fail(`un campo ${kind} no puede ser obligatorio en el módulo generado (márquelo obligatorio después, en el esquema)`);
  return {
    name: name!,
    kind: kind!,
    ...(param ? { param } : {}),
    label: label || labelOf(name!),
    required: flags.includes('required'),
    unique: flags.includes('unique'),
    search: flags.includes('search'),
    ...(fallback !== undefined ? { default: fallback } : {}),
  };
}
