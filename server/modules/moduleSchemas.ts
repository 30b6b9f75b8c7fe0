/**
 * Route schemas derived from a module's registry entry and list config: query string of the list
 * (declared filters, sortable fields, paging), create and update bodies, params. They validate
 * requests and document the API (OpenAPI) from the same source.
 */
import type { ModuleConfig } from '../../engine/core/screenConfig';
import type { RegisteredModule } from '../../engine/core/schemaRegistry';

export const MAX_PAGE = 1000;

export function listQuerySchema(config: ModuleConfig) {
  const properties: Record<string, object> = {
    orden: { type: 'string', enum: [...config.list.sortable, config.list.defaultSort.field].filter((v, i, a) => a.indexOf(v) === i) },
    dir: { type: 'string', enum: ['asc', 'desc'] },
    limit: { type: 'integer', minimum: 1, maximum: MAX_PAGE, default: 25 },
    offset: { type: 'integer', minimum: 0, maximum: 1_000_000, default: 0 },
  };
  for (const filter of config.list.filters) {
    properties[filter.name] =
      filter.kind === 'boolean'
        ? { type: 'string', enum: ['true', 'false'], description: filter.label }
        : { type: 'string', maxLength: 200, description: filter.label };
  }
  return { type: 'object', additionalProperties: false, properties };
}

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
export const datosRef = (module: RegisteredModule) => {
  const { $id: _id, $schema: _schema, ...schema } = module.schema;
  return schema;
};

export const createBody = (module: RegisteredModule) => ({
  type: 'object',
  required: ['datos'],
  additionalProperties: false,
  properties: { datos: datosRef(module) },
});

export const updateBody = (module: RegisteredModule) => ({
  type: 'object',
  required: ['version', 'datos'],
  additionalProperties: false,
  properties: { version: { type: 'integer', minimum: 1 }, datos: datosRef(module) },
});

export const versionBody = {
  type: 'object',
  required: ['version'],
  additionalProperties: false,
  properties: { version: { type: 'integer', minimum: 1 } },
} as const;

export const existsQuery = (module: RegisteredModule) => ({
  type: 'object',
  required: ['campo', 'valor'],
  additionalProperties: false,
  properties: {
    campo: { type: 'string', enum: [...module.fields] },
    valor: { type: 'string', maxLength: 500 },
    excluir: { type: 'integer', minimum: 1 },
  },
});
