/**
 * The meta-schema's guards (engine/core/permissions.ts): a guard is `anyOf` clauses; `guardRef`
 * names it where a place describes it in its own words (one `Guard` type).
 */

const clauseRef = { $ref: '#/definitions/guardClause' } as const;

/** One clause of a guard. */
export const guardClause = {
  description: 'One guard clause (engine/core/permissions.ts); `allOf` and `anyOf` nest clauses.',
  oneOf: [
    { type: 'object', required: ['role'], additionalProperties: false, properties: { role: { type: 'string', pattern: '^ROLE_[A-Za-z_]+$' } } },
    {
      type: 'object',
      required: ['area', 'level'],
      additionalProperties: false,
      properties: { area: { type: 'string', minLength: 1 }, level: { enum: ['r', 'w'] } },
    },
    {
      type: 'object',
      required: ['area', 'flag'],
      additionalProperties: false,
      properties: { area: { type: 'string', minLength: 1 }, flag: { type: 'string', minLength: 1 } },
    },
    { type: 'object', required: ['teamOf'], additionalProperties: false, properties: { teamOf: { type: 'string', minLength: 1 } } },
    {
      type: 'object',
      required: ['token'],
      additionalProperties: false,
      description: "A token-mode session (Home token mode, COP-OP02); what it reaches is its record scope's.",
      properties: { token: { const: true } },
    },
    {
      type: 'object',
      required: ['userIs'],
      additionalProperties: false,
      description: "The record's field names the user's staff contact (SGC-54 preparer, ACN-OP01 asignado).",
      properties: { userIs: { type: 'string', minLength: 1 } },
    },
    {
      type: 'object',
      required: ['field', 'equals'],
      additionalProperties: false,
      description: "The record's field holds a value (ACC-41: `tipo` = `EMP`).",
      properties: { field: { type: 'string', minLength: 1 }, equals: { type: ['string', 'number', 'boolean'] } },
    },
    {
      type: 'object',
      required: ['field', 'differs'],
      additionalProperties: false,
      description:
        "The record's field holds anything but a value, nothing included (ADM-OP01: a permission whose `area` is not `gestionsistema`, so no one but an admin grants the system area).",
      properties: { field: { type: 'string', minLength: 1 }, differs: { type: ['string', 'number', 'boolean'] } },
    },
    {
      type: 'object',
      required: ['field', 'holdsSetting'],
      additionalProperties: false,
      description: "The record's field holds the id a back-end setting names (the agency team).",
      properties: { field: { type: 'string', minLength: 1 }, holdsSetting: { type: 'string', minLength: 1 } },
    },
    {
      type: 'object',
      required: ['field', 'set'],
      additionalProperties: false,
      description: 'The record field holds a value (`set: true`) or none (`set: false`): which owner a child has (`writeFollowsOwner`, BAC-OP02).',
      properties: { field: { type: 'string', minLength: 1 }, set: { type: 'boolean' } },
    },
    {
      type: 'object',
      required: ['allOf'],
      additionalProperties: false,
      description: 'Every one of several clauses.',
      properties: { allOf: { type: 'array', minItems: 1, items: clauseRef } },
    },
    {
      type: 'object',
      required: ['anyOf'],
      additionalProperties: false,
      description: "One of several clauses (a guard inside a guard: the owner's write guard, `writeFollowsOwner`).",
      properties: { anyOf: { type: 'array', minItems: 1, items: clauseRef } },
    },
  ],
} as const;

/** The guard by reference, for a place that describes it in its own words. */
export const guardRef = { $ref: '#/definitions/guard' } as const;

/** A guard: who passes. */
export const guard = {
  title: 'Guard',
  description:
    "A guard (engine/core/permissions.ts): `anyOf` passes when one clause passes; a clause is a role, an area at a minimum level, an area flag (SGC prepara/revisa/aprueba, supplier evaluation), membership of one of the record's teams (`teamOf`: the record field holding team ids; CRD-19), the user being the person a record field names (`userIs`: the field holding the user's staff contact id; SGC-54's preparer, ACN-OP01's `asignado`), a record field holding a value (`field` + `equals`: `tipo` = `EMP`) or anything but one (`field` + `differs`: a permission's `area` other than `gestionsistema`, ADM-OP01) or holding the id a back-end setting names (`field` + `holdsSetting`: the account's `equipos` hold the agency team, ACC-41), or `allOf` several clauses. An empty or missing guard denies (deny by default); a record clause without a record denies too.",
  type: 'object',
  required: ['anyOf'],
  additionalProperties: false,
  properties: {
    anyOf: { type: 'array', minItems: 1, items: clauseRef },
  },
} as const;
