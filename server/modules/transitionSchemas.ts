import { MAX_TRANSITION_REASON } from '../../engine/core/transitions';

/** The body of a record transition (transitionRoutes.ts): the version read and the optional reason. Shared as `Transicion`. */
export const transitionBody = {
  type: 'object',
  required: ['version'],
  additionalProperties: false,
  properties: { version: { type: 'integer', minimum: 1 }, motivo: { type: 'string', maxLength: MAX_TRANSITION_REASON } },
} as const;
