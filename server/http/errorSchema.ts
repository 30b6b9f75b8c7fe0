/**
 * The one error reply of the API (server/http/errorHandler.ts): `{ error: { codigo, mensaje, campos?, actual? } }`.
 * Shared as `Error` (sharedSchemas.ts); every 4xx of the OpenAPI document refers to it.
 */
export const errorSchema = {
  type: 'object',
  required: ['error'],
  properties: {
    error: {
      type: 'object',
      required: ['codigo', 'mensaje'],
      properties: {
        codigo: { type: 'string', description: 'Código estable del error (p. ej. `validacion`, `no_encontrado`).' },
        mensaje: { type: 'string', description: 'Mensaje en castellano para mostrar al usuario.' },
        campos: {
          type: 'array',
          description: 'Problemas por campo (validación).',
          items: { type: 'object', required: ['path', 'mensaje'], properties: { path: { type: 'string' }, mensaje: { type: 'string' } } },
        },
        actual: { type: 'object', description: 'Registro vigente (409 por versión desactualizada).', additionalProperties: true },
      },
    },
  },
} as const;
