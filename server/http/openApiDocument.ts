/**
 * Completes the generated OpenAPI document so that a client generated from it is usable:
 * a `servers` entry, an `operationId` on every operation (derived from method and path, unique by
 * construction), every error answer described with the one error shape (`components.schemas.Error`),
 * `security: []` on public operations, and the export route written as one literal path per
 * format (`…/exportar/csv`, `…/exportar/xlsx`), which `…/{id}/historial` cannot be confused with.
 * Pure: takes and returns a plain document.
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the OpenAPI document is built and read as plain JSON
type Json = Record<string, any>;

const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options'] as const;

const pascal = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/** `get /api/modulos/banco/{id}/historial` → `getModulosBancoPorIdHistorial`. */
export function operationIdOf(method: string, path: string): string {
  const words = path
    .replace(/^\/api\//, '')
    .split('/')
    .filter(Boolean)
    .map((segment) =>
      segment.startsWith('{')
        ? `Por${pascal(segment.slice(1, -1))}`
        : segment
            .split(/[^A-Za-z0-9]+/)
            .map(pascal)
            .join(''),
    );
  return `${method.toLowerCase()}${words.join('')}`;
}

const errorResponses: Record<string, string> = {
  400: 'Solicitud inválida (validación, caracteres no permitidos, JSON mal formado).',
  401: 'Falta el token de acceso o no es válido.',
  403: 'Sin permisos para esta operación.',
  404: 'El recurso no existe.',
  409: 'La versión enviada no es la vigente (el cuerpo trae el registro actual en `actual`).',
  413: 'El cuerpo supera el tamaño permitido.',
  415: 'Tipo de contenido, juego de caracteres o codificación no soportados.',
  429: 'Demasiadas solicitudes.',
};

const errorRef = (code: string) => ({ $ref: `#/components/responses/Error${code}` });

/** Splits `…/exportar/{formato}` into one literal path per format. */
function splitFormatPaths(paths: Json): Json {
  const out: Json = {};
  for (const [path, item] of Object.entries(paths)) {
    if (!path.endsWith('/exportar/{formato}')) {
      out[path] = item;
      continue;
    }
    for (const format of ['csv', 'xlsx']) {
      const literal: Json = {};
      for (const [method, operation] of Object.entries(item as Json)) {
        literal[method] = {
          ...operation,
          summary: `${operation.summary ?? ''} (${format.toUpperCase()})`.trim(),
          parameters: (operation.parameters ?? []).filter((p: Json) => !(p.in === 'path' && p.name === 'formato')),
        };
      }
      out[path.replace('{formato}', format)] = literal;
    }
  }
  return out;
}

/**
 * Drops the JSON Schema keywords OpenAPI 3.0's schema objects do not have (`if`/`then`/`else`: a
 * module's conditional required fields; `propertyNames`: the field names of an open map), and the
 * `allOf` entries they leave empty: the server still enforces them; the document describes the rest.
 */
function withoutConditionals(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutConditionals);
  if (!value || typeof value !== 'object') return value;
  const out: Json = {};
  for (const [key, child] of Object.entries(value as Json)) {
    if (key === 'if' || key === 'then' || key === 'else' || key === 'propertyNames') continue;
    out[key] = withoutConditionals(child);
  }
  if (Array.isArray(out.allOf)) {
    out.allOf = out.allOf.filter((entry: unknown) => !(entry && typeof entry === 'object' && Object.keys(entry).length === 0));
    if (!out.allOf.length) delete out.allOf;
  }
  return out;
}

/** The `$ref`s a value holds, anywhere in it. */
function refsIn(value: unknown, into = new Set<string>()): Set<string> {
  if (Array.isArray(value)) for (const item of value) refsIn(item, into);
  else if (value && typeof value === 'object')
    for (const [key, child] of Object.entries(value as Json)) {
      if (key === '$ref' && typeof child === 'string') into.add(child);
      else refsIn(child, into);
    }
  return into;
}

/**
 * The shared schemas (server/http/sharedSchemas.ts) some operation or other schema refers to: a shared
 * params schema (`IdParams`) is written out as each operation's parameters, so its component would stay unused.
 */
function usedSchemas(schemas: Json, paths: Json): Json {
  const used = refsIn(paths);
  let size = -1;
  while (size !== used.size) {
    size = used.size;
    for (const name of Object.keys(schemas)) if (used.has(`#/components/schemas/${name}`)) refsIn(schemas[name], used);
  }
  return Object.fromEntries(Object.entries(schemas).filter(([name]) => name === 'Error' || used.has(`#/components/schemas/${name}`)));
}

export function completeDocument(document: Json, serverUrl: string): Json {
  const paths = withoutConditionals(splitFormatPaths(document.paths ?? {})) as Json;
  for (const [path, item] of Object.entries(paths)) {
    for (const method of METHODS) {
      const operation = (item as Json)[method];
      if (!operation) continue;
      operation.operationId ??= operationIdOf(method, path);
      const secured = !(Array.isArray(operation.security) && operation.security.length === 0);
      const writes = method !== 'get';
      const codes = ['400', ...(secured ? ['401', '403'] : []), '404', ...(writes ? ['409', '413', '415'] : []), '429'];
      operation.responses ??= {};
      for (const code of codes) operation.responses[code] ??= errorRef(code);
    }
  }
  return {
    ...document,
    info: { ...document.info, license: { name: 'Uso interno' } },
    servers: [{ url: serverUrl, description: 'Este servidor' }],
    paths,
    components: {
      ...document.components,
      schemas: usedSchemas(document.components?.schemas ?? {}, paths),
      responses: Object.fromEntries(
        Object.entries(errorResponses).map(([code, description]) => [
          `Error${code}`,
          { description, content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } } },
        ]),
      ),
    },
  };
}
