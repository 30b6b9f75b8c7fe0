/**
 * A field as the command takes it: `nombre:kind[:param][:Etiqueta[:flags]]`, e.g.
 * `iata:string:Código IATA:required,unique`, `pais:combo:paises:País:required`, `alta:date:Fecha de alta`.
 * Flags: `required`, `unique` (x-unique), `search` (x-search). Errors are Spanish, one line.
 */
import { fieldKinds, isKnownMask, type KindContext } from './fieldKinds';

export interface FieldSpec {
  readonly name: string;
  readonly kind: string;
  readonly param?: string;
  readonly label: string;
  readonly required: boolean;
  readonly unique: boolean;
  readonly search: boolean;
}

export const FIELD_FLAGS = ['required', 'unique', 'search'] as const;
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
  if (definition!.param) {
    param = rest[0];
    rest = rest.slice(1);
    if (!param) fail(`el tipo ${kind} necesita un nombre: ${kind}:<${definition!.param === 'combo' ? 'combo' : 'máscara'}>`);
    if (definition!.param === 'combo' && ctx.comboOptions(param!).length === 0) {
      fail(
        `el combo "${param}" no existe (defínalo en el <módulo>.lookups.json de su carpeta, o use uno de schemas/*/*.lookups.json o de server/seed/lookups.ts)`,
      );
    }
    if (definition!.param === 'mask' && !isKnownMask(param!)) fail(`la máscara "${param}" no existe (máscaras: engine/core/format/masks.ts)`);
  }
  const [label, flagText = '', ...extra] = rest;
  if (extra.length > 0) fail('sobran partes: use nombre:tipo[:parámetro][:Etiqueta[:flags]]');
  const flags = flagText
    .split(',')
    .map((flag) => flag.trim())
    .filter(Boolean);
  const unknown = flags.filter((flag) => !(FIELD_FLAGS as readonly string[]).includes(flag));
  if (unknown.length > 0) fail(`marca desconocida "${unknown[0]}"; marcas: ${FIELD_FLAGS.join(', ')}`);
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
  };
}
