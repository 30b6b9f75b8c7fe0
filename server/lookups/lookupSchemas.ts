/**
 * The answers of the combo routes (lookupRoutes.ts, formComboRoutes.ts), shared (server/http/sharedSchemas.ts):
 * one option, a combo's options (`{ datos: [option] }`) and several combos by name (`{ datos: { <combo>: [option] } }`).
 */
import { ref } from '../http/schemaRef';

/** An option of a combo, vigente, in its order: its code, its text and what else the combo carries (`extra`, any JSON object). */
export const comboOption = {
  type: 'object',
  required: ['codigo', 'descripcion', 'extra'],
  additionalProperties: true,
  properties: {
    codigo: { type: 'string' },
    descripcion: { type: 'string' },
    extra: { description: 'Datos propios del combo, cualquier JSON (p. ej. el código de área de un país)' },
  },
} as const;

export const comboOptionsResponse = {
  type: 'object',
  required: ['datos'],
  additionalProperties: true,
  properties: { datos: { type: 'array', items: ref('OpcionCombo') } },
} as const;

export const combosByNameResponse = {
  type: 'object',
  required: ['datos'],
  additionalProperties: true,
  properties: {
    datos: { type: 'object', description: 'Las opciones de cada combo, por su nombre', additionalProperties: { type: 'array', items: ref('OpcionCombo') } },
  },
} as const;
