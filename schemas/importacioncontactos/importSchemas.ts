/**
 * The answers of the bulk contact import (importacioncontactos.server.ts), each in the `datos`
 * envelope; the shapes the screen reads (screens/parts/importApi.ts `Job`, `JobStatus`, `JudgedRow`).
 */
import { datosResponse, pageResponse } from '../../server/modules/moduleResponses';

/** How many rows of the file are new, existing and invalid, and how many it has (dryRun.ts `Totals`). */
const totals = {
  type: 'object',
  required: ['nuevo', 'existente', 'invalido', 'total'],
  additionalProperties: true,
  properties: { nuevo: { type: 'integer' }, existente: { type: 'integer' }, invalido: { type: 'integer' }, total: { type: 'integer' } },
} as const;

const rowState = { type: 'string', enum: ['nuevo', 'existente', 'invalido'] } as const;

/** The dry run of a file (ADM-50…57): its job, for the account, with its totals. */
const job = {
  type: 'object',
  required: ['id', 'archivo', 'cuenta', 'totales'],
  additionalProperties: true,
  properties: {
    id: { type: 'string', format: 'uuid', description: 'La revisión, para sus filas y su importación' },
    archivo: { type: 'string', description: 'El nombre del archivo subido' },
    cuenta: { type: 'integer' },
    totales: totals,
  },
} as const;

export const jobResponse = datosResponse(job);

/** A job with its state and, while its import runs, how far it got. */
export const jobStatusResponse = datosResponse({
  ...job,
  required: [...job.required, 'cuentaNombre', 'estado', 'importados', 'avance'],
  properties: {
    ...job.properties,
    cuentaNombre: { type: 'string' },
    estado: { type: 'string', enum: ['revisado', 'importado'] },
    importados: { type: 'integer' },
    avance: {
      type: ['object', 'null'],
      required: ['hechos', 'total'],
      additionalProperties: true,
      properties: { hechos: { type: 'integer' }, total: { type: 'integer' } },
      description: 'Contactos creados hasta ahora por la importación en curso; null si no hay una',
    },
  },
} as const);

/** A page of the judged rows, by their number in the file. */
export const rowsResponse = pageResponse({
  type: 'object',
  required: ['fila', 'estado', 'datos', 'detalle'],
  additionalProperties: true,
  properties: {
    fila: { type: 'integer', description: 'Número de fila del archivo' },
    estado: rowState,
    datos: { type: 'object', additionalProperties: true, description: 'Los valores de la fila, como se guardarían en el contacto' },
    detalle: {
      type: ['object', 'null'],
      additionalProperties: true,
      description:
        'Por qué no es nueva: `{ motivo, contacto: { id, nombre } }` o `{ motivo, fila }` (coincide con un contacto o una fila anterior), o `{ problemas: [{ path, mensaje }] }`; null si es nueva',
    },
  },
} as const);

/** ADM-58, ADM-59: how many contacts were created and skipped, and the message to show. */
export const importResponse = {
  type: 'object',
  required: ['datos', 'mensaje'],
  additionalProperties: true,
  properties: {
    datos: {
      type: 'object',
      required: ['importados', 'omitidos', 'cuenta'],
      additionalProperties: true,
      properties: { importados: { type: 'integer' }, omitidos: { type: 'integer' }, cuenta: { type: 'integer' } },
    },
    mensaje: { type: 'string' },
  },
} as const;
