/** The answers of the combos administration API (comboAdminRoutes.ts), each in the `datos` envelope. */
import { datosResponse as envelope } from '../../server/modules/moduleResponses';

/** A value of a combo as the administration reads it (comboValueStore.ts `ComboValue`). */
export const comboValue = {
  type: 'object',
  required: ['id', 'codigo', 'descripcion', 'vigente', 'orden', 'version', 'modificadoEn'],
  additionalProperties: true,
  properties: {
    id: { type: 'integer' },
    codigo: { type: 'string' },
    descripcion: { type: 'string' },
    vigente: { type: 'boolean' },
    orden: { type: 'integer' },
    version: { type: 'integer', description: 'Se envía de vuelta al guardar o alternar (control de concurrencia)' },
    modificadoEn: { type: 'string', format: 'date-time' },
  },
} as const;

/** A combo of a module with its counts and, when another module's records fill it, that module (`origen`: read-only here). */
const comboSummary = {
  type: 'object',
  required: ['combo', 'valores', 'vigentes', 'origen'],
  additionalProperties: true,
  properties: {
    combo: { type: 'string' },
    valores: { type: 'integer' },
    vigentes: { type: 'integer' },
    origen: { type: ['string', 'null'] },
  },
} as const;

export const modulesResponse = envelope({
  type: 'object',
  required: ['lista'],
  additionalProperties: true,
  properties: {
    lista: {
      type: 'array',
      items: {
        type: 'object',
        required: ['modulo', 'titulo', 'combos'],
        additionalProperties: true,
        properties: { modulo: { type: 'string' }, titulo: { type: 'string' }, combos: { type: 'integer', description: 'Cantidad de combos' } },
      },
    },
  },
} as const);

export const combosResponse = envelope({
  type: 'object',
  required: ['lista'],
  additionalProperties: true,
  properties: { lista: { type: 'array', items: comboSummary } },
} as const);

export const moduleResponse = envelope({
  type: 'object',
  required: ['modulo', 'titulo', 'esquema', 'pantallas', 'combos'],
  additionalProperties: true,
  properties: {
    modulo: { type: 'string' },
    titulo: { type: 'string' },
    esquema: { type: 'string' },
    pantallas: {
      type: 'array',
      items: { type: 'object', additionalProperties: true, properties: { titulo: { type: 'string' }, ruta: { type: 'string' } } },
    },
    combos: { type: 'array', items: { type: 'string' } },
  },
} as const);

export const valuesResponse = envelope({
  type: 'object',
  required: ['lista', 'total', 'origen'],
  additionalProperties: true,
  properties: { lista: { type: 'array', items: comboValue }, total: { type: 'integer' }, origen: { type: ['string', 'null'] } },
} as const);

export const valueResponse = envelope(comboValue);
