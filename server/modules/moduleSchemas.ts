/**
 * Route schemas derived from a module's registry entry and list config: query string of the list
 * (declared filters, sortable fields, paging), create and update bodies, params. They validate
 * requests and document the API (OpenAPI) from the same source.
 */
import { filterParams } from '../../engine/core/listFilters';
import type { FilterConfig, ListScreenConfig, ModuleConfig, ScreenConfig } from '../../engine/core/screenConfig';
import type { RegisteredModule } from '../../engine/core/schemaRegistry';

export const MAX_PAGE = 1000;

/** A filter's query parameters: a multi filter takes repeated parameters or a comma list, a date range two ISO dates. */
function filterProperties(filter: FilterConfig): Record<string, object> {
  const text = { type: 'string', maxLength: 200, description: filter.label };
  switch (filter.kind) {
    case 'boolean':
    case 'flag':
      return { [filter.name]: { type: 'string', enum: ['true', 'false'], description: filter.label } };
    case 'multi':
      return {
        [filter.name]: {
          anyOf: [text, { type: 'array', maxItems: 100, items: { type: 'string', maxLength: 200 } }],
          description: `${filter.label} (códigos repetidos o separados por comas)`,
        },
      };
    case 'dateRange': {
      const [desde, hasta] = filterParams(filter);
      return {
        [desde]: { type: 'string', maxLength: 10, description: `${filter.label}: desde (aaaa-mm-dd)` },
        [hasta]: { type: 'string', maxLength: 10, description: `${filter.label}: hasta (aaaa-mm-dd)` },
      };
    }
    case 'numberRange': {
      const [desde, hasta] = filterParams(filter);
      return {
        [desde]: { type: 'string', maxLength: 24, description: `${filter.label}: desde (número)` },
        [hasta]: { type: 'string', maxLength: 24, description: `${filter.label}: hasta (número)` },
      };
    }
    case 'link':
      return { [filter.name]: { type: 'string', maxLength: 12, description: `${filter.label} (id del registro de ${filter.target ?? ''})` } };
    default:
      return { [filter.name]: text };
  }
}

/** The list screens of a module, by id (their `cap` applies when the client names them in `pantalla`). */
export function listScreensOf(screens: readonly ScreenConfig[], module: string): ListScreenConfig[] {
  return screens.filter((s): s is ListScreenConfig => s.kind === 'list' && s.module === module);
}

/**
 * What the type provider (json-schema-to-ts) reads of the list's query string: the fixed parameters
 * typed, the module's filters as open text. The runtime schema is `listQuerySchema`'s (closed, each
 * filter declared); this is its static view, since filters come from the config at start-up.
 */
type ListQueryType = {
  readonly type: 'object';
  readonly properties: {
    readonly orden: { readonly type: 'string' };
    readonly dir: { readonly type: 'string'; readonly enum: readonly ['asc', 'desc'] };
    readonly limit: { readonly type: 'integer' };
    readonly offset: { readonly type: 'integer' };
    readonly pantalla: { readonly type: 'string' };
    readonly lite: { readonly type: 'string' };
  };
  readonly required: readonly ['limit', 'offset'];
  readonly additionalProperties: {
    readonly anyOf: readonly [{ readonly type: 'string' }, { readonly type: 'array'; readonly items: { readonly type: 'string' } }];
  };
};

/** The static view of a module's record (`datos`): an object of unknown fields. */
type DatosType = { readonly type: 'object'; readonly additionalProperties: true };

export function listQuerySchema(config: ModuleConfig, screenIds: readonly string[] = [], options: { readonly lite?: boolean } = {}): ListQueryType {
  const properties: Record<string, object> = {
    orden: { type: 'string', enum: [...config.list.sortable, config.list.defaultSort.field].filter((v, i, a) => a.indexOf(v) === i) },
    dir: { type: 'string', enum: ['asc', 'desc'] },
    limit: { type: 'integer', minimum: 1, maximum: MAX_PAGE, default: 25 },
    offset: { type: 'integer', minimum: 0, maximum: 1_000_000, default: 0 },
  };
  for (const filter of config.list.filters) Object.assign(properties, filterProperties(filter));
  if (options.lite)
    properties.lite = { type: 'string', enum: ['true', 'false'], description: 'Respuesta liviana: solo las columnas de la búsqueda de vínculos' };
  if (screenIds.length) properties.pantalla = { type: 'string', enum: [...screenIds], description: 'Pantalla de lista (su tope de resultados)' };
  return { type: 'object', additionalProperties: false, properties } as unknown as ListQueryType;
}

/** The legacy search payload of the link modals (LNK-06, LNK-12; engine/core/linkSearch/busqueda.ts). */
export const busquedaBody = {
  type: 'object',
  required: ['busqueda'],
  additionalProperties: false,
  properties: {
    busqueda: {
      type: 'object',
      additionalProperties: false,
      properties: {
        filtro: { type: 'string', maxLength: 200 },
        codigo: { type: 'string', maxLength: 100 },
        id: { type: 'integer', minimum: 1, maximum: 2 ** 31 - 1 },
        contacto: { type: 'integer', minimum: 1, maximum: 2 ** 31 - 1 },
        cuenta: { type: 'integer', minimum: 1, maximum: 2 ** 31 - 1 },
        // A seller is a code (`V01`, the `vendedores` lookup of the accounts) or, where a module links its sellers as records, an id.
        vendedor: {
          anyOf: [
            { type: 'string', minLength: 1, maxLength: 40, pattern: '^[0-9A-Za-z_.-]+$' },
            { type: 'integer', minimum: 1, maximum: 2 ** 31 - 1 },
          ],
        },
        vigente: { type: 'boolean' },
        fechaMin: { type: 'string', pattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2}$' },
        fechaMax: { type: 'string', pattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2}$' },
        limite: { type: 'integer', minimum: 1, maximum: MAX_PAGE },
        lite: { type: 'boolean' },
        cuentaDirecto: { type: 'boolean' },
      },
    },
  },
} as const;

export const idParams = {
  type: 'object',
  required: ['id'],
  additionalProperties: false,
  properties: { id: { type: 'integer', minimum: 1, maximum: 2 ** 31 - 1 } },
} as const;

/**
 * The module schema embedded in a body schema, without `$id`/`$schema` so that it can appear in
 * several routes (Fastify compiles each route schema on its own).
 */
export const datosRef = (module: RegisteredModule): DatosType => {
  const { $id: _id, $schema: _schema, ...schema } = module.schema;
  return schema as unknown as DatosType;
};

export const createBody = (module: RegisteredModule) =>
  ({
    type: 'object',
    required: ['datos'],
    additionalProperties: false,
    properties: { datos: datosRef(module) },
  }) as const;

export const updateBody = (module: RegisteredModule) =>
  ({
    type: 'object',
    required: ['version', 'datos'],
    additionalProperties: false,
    properties: { version: { type: 'integer', minimum: 1 }, datos: datosRef(module) },
  }) as const;

export const versionBody = {
  type: 'object',
  required: ['version'],
  additionalProperties: false,
  properties: { version: { type: 'integer', minimum: 1 } },
} as const;

/** Removing a record from its parent's list: its version and whether it is new in the caller's editing session (CRD-13). */
export const removeBody = {
  type: 'object',
  required: ['version'],
  additionalProperties: false,
  properties: { version: { type: 'integer', minimum: 1 }, nuevo: { type: 'boolean' } },
} as const;

/** The record being edited, for the preview of its computed fields (`calcular`): any of its fields, each computation checks what it reads. */
export const computeBody = {
  type: 'object',
  required: ['datos'],
  additionalProperties: false,
  properties: { datos: { type: 'object', maxProperties: 500 } },
} as const;

/** The combination asked by `coincide` (the `existsMatching` port): the module's fields with scalar values. */
export const matchBody = (module: RegisteredModule) => {
  const scalars = {
    type: 'object',
    minProperties: 1,
    maxProperties: 20,
    propertyNames: { enum: [...module.fields] as unknown as readonly string[] },
    additionalProperties: { type: ['string', 'number', 'boolean'], maxLength: 500 },
  } as const;
  return {
    type: 'object',
    required: ['valores'],
    additionalProperties: false,
    properties: { valores: scalars, salvo: scalars, excluir: { type: 'integer', minimum: 1 } },
  } as const;
};

export const existsQuery = (module: RegisteredModule) =>
  ({
    type: 'object',
    required: ['campo', 'valor'],
    additionalProperties: false,
    properties: {
      // The module's fields (an enum at run time; a string to the type provider).
      campo: { type: 'string', enum: [...module.fields] as unknown as readonly string[] },
      valor: { type: 'string', maxLength: 500 },
      excluir: { type: 'integer', minimum: 1 },
      // The asking record's values of the fields a unique value is scoped by (x-unique.per), as JSON.
      ambito: { type: 'string', maxLength: 2000 },
    },
  }) as const;

/** `:id` and the declared `:campo` of a row action (toggle or annul). */
export const flagParams = {
  type: 'object',
  required: ['id', 'campo'],
  additionalProperties: false,
  properties: { ...idParams.properties, campo: { type: 'string', maxLength: 100 } },
} as const;
