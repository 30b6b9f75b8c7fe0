/**
 * Start-up checks of one module folder's files, before anything else runs (schema registry, the
 * server, `npm run check`): each problem is ONE line naming the file, the JSON pointer and the
 * fix. Cheap structural checks only; what needs the registry (rules, masks, links) is checked when
 * the module is registered.
 */
import Ajv, { type ErrorObject, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import { guardWordProblems } from '../accessCatalogue';
import { engineOwnedFields } from '../systemFields';

export interface ModuleFiles {
  readonly name: string;
  /** The module folder as the developer knows it (`schemas/banco`). */
  readonly folder?: string;
  readonly schema: { readonly properties?: unknown; readonly [keyword: string]: unknown };
  readonly ui: Readonly<Record<string, unknown>>;
  readonly messages?: Readonly<Record<string, unknown>>;
}

export interface CheckContext {
  /** Combo names a `x-combo` may name (the lookups the product seeds); unchecked when absent. */
  readonly combos?: ReadonlySet<string>;
}

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json => !!value && typeof value === 'object' && !Array.isArray(value);
const pointer = (...parts: Array<string | number>) => parts.map((p) => `/${String(p).replace(/~/g, '~0').replace(/\//g, '~1')}`).join('');

/** Every object schema under `schema` (itself included) with its pointer, and the properties its `required` may name. */
function objectSchemas(schema: Json, at: string, inherited: Json | undefined, visit: (node: Json, at: string, properties: Json | undefined) => void): void {
  const own = isObject(schema.properties) ? schema.properties : undefined;
  const properties = own ?? inherited;
  visit(schema, at, properties);
  if (own)
    for (const [field, child] of Object.entries(own)) if (isObject(child)) objectSchemas(child, `${at}${pointer('properties', field)}`, undefined, visit);
  if (isObject(schema.items)) objectSchemas(schema.items, `${at}/items`, undefined, visit);
  // Branches of the same object (conditional required): their `required` names its properties.
  for (const key of ['then', 'else', 'if']) if (isObject(schema[key])) objectSchemas(schema[key] as Json, `${at}/${key}`, properties, visit);
  for (const key of ['allOf', 'anyOf', 'oneOf']) {
    const list = schema[key];
    if (Array.isArray(list)) list.forEach((branch, i) => isObject(branch) && objectSchemas(branch, `${at}${pointer(key, i)}`, properties, visit));
  }
}

const messageKeys = (files: ModuleFiles) => new Set(Object.keys(files.messages ?? {}));

function schemaProblems(files: ModuleFiles, ctx: CheckContext): string[] {
  const problems: string[] = [];
  const root = files.schema as Json;
  const properties = isObject(root.properties) ? root.properties : {};
  const messages = messageKeys(files);
  if (!isObject(root.properties)) problems.push(`#/properties: falta el objeto 'properties'; declare los campos del módulo`);
  for (const field of Object.keys(properties)) {
    if (engineOwnedFields.has(field))
      problems.push(`#${pointer('properties', field)}: '${field}' es un campo del sistema (lo da el motor, fuera de 'datos'); quítelo del esquema y de la ui`);
  }
  objectSchemas(root, '#', undefined, (node, at, own) => {
    if (Array.isArray(node.required)) {
      node.required.forEach((name, i) => {
        if (typeof name !== 'string' || !own || !(name in own))
          problems.push(
            `${at}/required/${i}: '${String(name)}' no es un campo de ese objeto (todo guardado fallaría); corrija el nombre o declare el campo en 'properties'`,
          );
      });
    }
    const combo = node['x-combo'];
    if (typeof combo === 'string' && ctx.combos && !ctx.combos.has(combo)) {
      problems.push(`${at}/x-combo: el combo '${combo}' no existe; use uno de ${[...ctx.combos].sort().join(', ')} o defínalo en ${files.name}.lookups.json`);
    }
    const message = node['x-message'];
    if (message !== undefined && (typeof message !== 'string' || !messages.has(message))) {
      problems.push(`${at}/x-message: el mensaje '${String(message)}' no está en ${files.name}.messages.json; agréguelo allí`);
    }
  });
  for (const [field, property] of Object.entries(properties)) {
    const unique = isObject(property) ? property['x-unique'] : undefined;
    if (unique === undefined || unique === false) continue;
    if (!['string', 'integer', 'number'].includes(String((property as Json).type)))
      problems.push(`#${pointer('properties', field, 'x-unique')}: solo un campo de texto o número puede ser único; quite 'x-unique' o cambie el tipo`);
    const key = isObject(unique) ? unique.message : undefined;
    if (key !== undefined && (typeof key !== 'string' || !messages.has(key))) {
      problems.push(
        `#${pointer('properties', field, 'x-unique', 'message')}: el mensaje '${String(key)}' no está en ${files.name}.messages.json; agréguelo allí`,
      );
    }
    const stateField = isObject(unique) && isObject(unique.while) ? unique.while.field : undefined;
    if (typeof stateField === 'string' && !(stateField in properties))
      problems.push(
        `#${pointer('properties', field, 'x-unique', 'while', 'field')}: el campo '${stateField}' no existe en el esquema; nombre un campo de primer nivel`,
      );
    const per = isObject(unique) ? unique.per : undefined;
    for (const [i, scopeField] of (typeof per === 'string' ? [per] : Array.isArray(per) ? per : []).entries()) {
      const at = typeof per === 'string' ? pointer('properties', field, 'x-unique', 'per') : pointer('properties', field, 'x-unique', 'per', String(i));
      if (typeof scopeField === 'string' && (scopeField === field || !(scopeField in properties)))
        problems.push(`#${at}: '${scopeField}' debe ser otro campo de primer nivel del esquema; corríjalo`);
    }
  }
  problems.push(...encryptedProblems(properties));
  problems.push(...exampleProblems(properties));
  // The guards of `x-access` name known roles only, and no unconfirmed area (ROL-05, ROL-OP02).
  for (const problem of guardWordProblems(properties)) problems.push(`#/properties${problem.path}: ${problem.message}; corríjalo`);
  return problems;
}

let examplesAjv: Ajv | undefined;
/** The validators of the property schemas seen so far, by their JSON: modules repeat the same shapes (a text of 100, an e-mail). */
const propertyValidators = new Map<string, ValidateFunction | undefined>();
/** A property's schema as a validator (annotations ignored); undefined when it cannot stand alone (a `$ref`). */
function propertyValidator(property: Json): ValidateFunction | undefined {
  examplesAjv ??= addFormats(new Ajv({ strict: false, logger: false, allErrors: false }));
  // What does not validate is left out of the key (ajv ignores it here: not strict), so equal shapes share one compile.
  const schema = Object.fromEntries(Object.entries(property).filter(([key]) => !IGNORED_BY_VALIDATION.has(key) && !key.startsWith('x-')));
  const key = JSON.stringify(schema);
  if (!propertyValidators.has(key)) {
    try {
      propertyValidators.set(key, examplesAjv.compile(schema));
    } catch {
      propertyValidators.set(key, undefined);
    }
  }
  return propertyValidators.get(key);
}

/** Keywords of a property's schema that do not change what it accepts (documentation, the form's, our annotations' `x-*`). */
const IGNORED_BY_VALIDATION = new Set(['examples', '$id', 'title', 'description', '$comment', 'readOnly', 'writeOnly', 'deprecated']);

/** Why a value was refused, in Spanish (the keyword and its limit). */
function whyRefused(error: ErrorObject | undefined): string {
  const params = (error?.params ?? {}) as Record<string, unknown>;
  const where = error?.instancePath ? `en ${error.instancePath}: ` : '';
  const why: Record<string, () => string> = {
    type: () => `debe ser de tipo ${String(params.type)}`,
    minimum: () => `debe ser mayor o igual que ${String(params.limit)}`,
    maximum: () => `debe ser menor o igual que ${String(params.limit)}`,
    exclusiveMinimum: () => `debe ser mayor que ${String(params.limit)}`,
    exclusiveMaximum: () => `debe ser menor que ${String(params.limit)}`,
    minLength: () => `debe tener al menos ${String(params.limit)} caracteres`,
    maxLength: () => `debe tener como máximo ${String(params.limit)} caracteres`,
    pattern: () => `no cumple el patrón ${String(params.pattern)}`,
    format: () => `no tiene el formato ${String(params.format)}`,
    enum: () => 'no es uno de los valores permitidos (enum)',
    const: () => 'no es el valor fijo del campo (const)',
    minItems: () => `debe tener al menos ${String(params.limit)} elementos`,
    maxItems: () => `debe tener como máximo ${String(params.limit)} elementos`,
    uniqueItems: () => 'tiene elementos repetidos',
    multipleOf: () => `debe ser múltiplo de ${String(params.multipleOf)}`,
  };
  return where + (why[error?.keyword ?? '']?.() ?? `no cumple '${error?.keyword ?? 'el esquema'}'`);
}

/**
 * Every `examples` entry of a property is a value the property accepts: the generated tests create
 * and edit records with them, so a tightened constraint shows here, with the example to change.
 */
function exampleProblems(properties: Json): string[] {
  return Object.entries(properties).flatMap(([field, property]) => {
    if (!isObject(property) || property.examples === undefined) return [];
    const at = `#${pointer('properties', field, 'examples')}`;
    if (!Array.isArray(property.examples)) return [`${at}: 'examples' es una lista de valores del campo; escríbala como [valor1, valor2]`];
    const validate = propertyValidator(property);
    if (!validate) return [];
    return property.examples.flatMap((example, i) => {
      if (validate(example)) return [];
      return [
        `${at}/${i}: el ejemplo ${JSON.stringify(example)} no es un valor válido del campo (${whyRefused(validate.errors?.[0])}); cámbielo por uno que cumpla sus restricciones`,
      ];
    });
  });
}

/** `x-encrypted` only on a text field that is neither searched nor unique: the index and the unique table would hold the clear value. */
function encryptedProblems(properties: Json): string[] {
  return Object.entries(properties).flatMap(([field, property]) => {
    if (!isObject(property) || property['x-encrypted'] === undefined) return [];
    const at = `#${pointer('properties', field, 'x-encrypted')}`;
    if (property.type !== 'string') return [`${at}: solo un campo de texto puede guardarse cifrado; quite 'x-encrypted' o cambie el tipo`];
    const clash = ['x-search', 'x-unique'].filter((key) => property[key] !== undefined && property[key] !== false);
    return clash.length
      ? [
          `${at}: un campo cifrado no puede llevar ${clash.map((k) => `'${k}'`).join(' ni ')} (el índice guardaría el valor en claro); quite una de las dos anotaciones`,
        ]
      : [];
  });
}

function uiProblems(files: ModuleFiles): string[] {
  const problems: string[] = [];
  const fields = Object.keys(isObject(files.schema.properties) ? files.schema.properties : {});
  const known = new Set(fields);
  const order = files.ui['ui:order'];
  if (order !== undefined) {
    if (!Array.isArray(order)) problems.push(`#/ui:order: debe ser una lista de nombres de campo; escríbala como ["campo1", "campo2", "*"]`);
    else {
      order.forEach((name, i) => {
        if (name !== '*' && (typeof name !== 'string' || !known.has(name)))
          problems.push(`#/ui:order/${i}: el campo '${String(name)}' no existe en el esquema; quítelo o corrija el nombre`);
      });
      const missing = order.includes('*') ? [] : fields.filter((f) => !order.includes(f));
      if (missing.length)
        problems.push(`#/ui:order: faltan ${missing.map((f) => `'${f}'`).join(', ')} (el formulario no se mostraría); agréguelos o termine la lista con "*"`);
    }
  }
  const layout = files.ui['ui:layout'];
  if (layout !== undefined) {
    if (!Array.isArray(layout)) problems.push(`#/ui:layout: debe ser una lista de secciones { "title", "fields" }; corríjala`);
    else {
      layout.forEach((section, s) => {
        const list = isObject(section) ? section.fields : undefined;
        if (!Array.isArray(list)) {
          problems.push(`#/ui:layout/${s}: una sección necesita 'fields' (lista de campos); agréguela`);
          return;
        }
        list.forEach((name, i) => {
          if (typeof name !== 'string' || !known.has(name))
            problems.push(`#/ui:layout/${s}/fields/${i}: el campo '${String(name)}' no existe en el esquema; quítelo o corrija el nombre`);
        });
      });
    }
  }
  for (const key of Object.keys(files.ui)) {
    if (!key.startsWith('ui:') && !known.has(key)) problems.push(`#${pointer(key)}: '${key}' no es un campo del esquema; quítelo o corrija el nombre`);
  }
  return problems;
}

function messageProblems(files: ModuleFiles): string[] {
  return Object.entries(files.messages ?? {}).flatMap(([key, entry]) =>
    isObject(entry) && typeof entry.text === 'string' && typeof entry.spec === 'boolean'
      ? []
      : [`#${pointer(key)}: cada mensaje es { "text": "...", "spec": true|false }; corríjalo`],
  );
}

/** The problems of one module's files, as `file#pointer: problem; fix` lines (empty when sound). */
export function moduleFileProblems(files: ModuleFiles, ctx: CheckContext = {}): string[] {
  const folder = files.folder ?? `schemas/${files.name}`;
  const at = (kind: string) => (line: string) => `${folder}/${files.name}.${kind}.json${line}`;
  return [...schemaProblems(files, ctx).map(at('schema')), ...uiProblems(files).map(at('ui')), ...messageProblems(files).map(at('messages'))];
}
