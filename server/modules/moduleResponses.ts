/**
 * Response schemas of a module's routes: they document the answers (OpenAPI) and Fastify serializes
 * with them. Open on purpose (`additionalProperties: true`, `datos` any object): serialization must
 * never drop or coerce what the handlers return (field access already removed what the caller may
 * not read), so the schemas name and type the wire fields without filtering them. They are shared
 * (server/http/sharedSchemas.ts): routes refer to them by `$ref` (`ref('Registro')`).
 */
import { ref } from '../http/schemaRef';

const nullableText = { type: ['string', 'null'] } as const;

/** A record on the wire (server/modules/recordDto.ts `RecordDto`). */
export const recordResponse = {
  type: 'object',
  required: ['id', 'idCrm', 'version', 'vigente', 'datos', 'creadoEn', 'creadoPor', 'modificadoEn', 'modificadoPor'],
  additionalProperties: true,
  properties: {
    id: { type: 'integer' },
    idCrm: { ...nullableText, description: 'Id del CRM, generado por el servidor' },
    version: { type: 'integer', description: 'Se envía de vuelta al modificar (control de concurrencia)' },
    vigente: { type: 'boolean' },
    datos: { type: 'object', additionalProperties: true, description: 'Los campos del módulo (el esquema del cuerpo de alta)' },
    creadoEn: { type: 'string', format: 'date-time' },
    creadoPor: nullableText,
    modificadoEn: { type: 'string', format: 'date-time' },
    modificadoPor: nullableText,
  },
} as const;

/** A page of the list, with the cap's warning when the page reached it. */
export const listResponse = {
  type: 'object',
  required: ['datos', 'total', 'extras'],
  additionalProperties: true,
  properties: {
    datos: { type: 'array', items: ref('Registro') },
    total: { type: 'integer' },
    extras: { type: 'object', additionalProperties: true, description: 'cap, capReached y, al alcanzar el tope, mensaje' },
  },
} as const;

/** The history, newest first (server/modules/recordQueries.ts `HistoryEntry`). */
export const historyResponse = {
  type: 'object',
  required: ['datos'],
  additionalProperties: true,
  properties: {
    datos: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: true,
        properties: {
          version: { type: 'integer' },
          accion: { type: 'string', enum: ['alta', 'modificacion', 'vigencia'] },
          fecha: { type: 'string', format: 'date-time' },
          usuario: { type: 'string' },
          cambios: {
            type: 'array',
            items: {
              type: 'object',
              additionalProperties: true,
              properties: { campo: { type: 'string' }, etiqueta: { type: 'string' }, antes: {}, despues: {} },
            },
          },
        },
      },
    },
  },
} as const;

export const existsResponse = {
  type: 'object',
  required: ['existe'],
  additionalProperties: true,
  properties: { existe: { type: 'boolean' } },
} as const;

/** The computed fields of a record being edited (`calcular`): `datos.resultado[0]` holds them by field (FEE-10's reply). */
export const computeResponse = {
  type: 'object',
  required: ['datos'],
  additionalProperties: true,
  properties: {
    datos: {
      type: 'object',
      required: ['resultado'],
      additionalProperties: true,
      properties: { resultado: { type: 'array', items: { type: 'object', additionalProperties: true } } },
    },
  },
} as const;

/** The value of an encrypted field, revealed (`…/revelar/:campo`). */
export const revealResponse = { type: 'object', required: ['valor'], properties: { valor: { type: ['string', 'null'] } } } as const;

/**
 * An answer in the `datos` envelope (`{ datos: … }`), for the routes of a module folder's server
 * extension: each names its own envelope with it (draft-07 has no parameterised schema to share).
 */
export const datosResponse = <T extends object>(datos: T) =>
  ({ type: 'object', required: ['datos'], additionalProperties: true, properties: { datos } }) as const;

/** A page of a module extension's own list, `{ datos: { lista, total } }` (what engine/react/list/useApiList reads): `total` counts every match. */
export const pageResponse = <T extends object>(item: T) =>
  datosResponse({
    type: 'object',
    required: ['lista', 'total'],
    additionalProperties: true,
    properties: { lista: { type: 'array', items: item }, total: { type: 'integer' } },
  } as const);
