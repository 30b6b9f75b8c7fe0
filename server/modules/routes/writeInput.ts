/**
 * What a create or update body becomes before it is validated: the fields the client may not write
 * dropped, the owner of a scoped user's record forced, and derived fields the body leaves empty
 * derived as the form would. And the refusal of a body whose record cannot be read at all.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { t } from '../../../engine/core/messages';
import { outsideToken, ownerFieldValue, tokenValues } from '../../../engine/core/recordScope';
import { derivedPartNeeds, serverDerivedValues } from '../../../engine/core/form/derivedFields';
import { engineOwnedFields } from '../../../engine/core/systemFields';
import type { RegisteredModule } from '../../../engine/core/schemaRegistry';
import { HttpError } from '../../http/httpError';
import { recordUnreadable } from '../../http/ajvErrors';
import { derivedPartTexts } from '../derivedPartTexts';
import { bodySchemaErrors } from '../writeRequest';
import type { ModuleContext } from './moduleContext';

/** The body's `datos` when it is an object (a body the schema will refuse may hold anything). */
function datosOf(request: FastifyRequest): Record<string, unknown> | undefined {
  const datos = (request.body as { datos?: unknown } | null)?.datos;
  return datos && typeof datos === 'object' && !Array.isArray(datos) ? (datos as Record<string, unknown>) : undefined;
}

/**
 * Drops the fields the client may not write before validation: `readOnly` ones and the engine's
 * system fields (`idCrm`, `id`, `version`…), so that a record sent back as it was read is accepted.
 */
function stripReadOnly(module: RegisteredModule, request: FastifyRequest): void {
  const datos = datosOf(request);
  if (datos) for (const field of [...module.readOnlyFields, ...engineOwnedFields]) delete datos[field];
}

/** The `preValidation` of the module's creates and updates. */
export function writeInput(app: FastifyInstance, ctx: ModuleContext): (request: FastifyRequest) => Promise<void> {
  const { module, ownerField } = ctx;
  // A user under the record scope writes records of their own account: the owner field says so
  // whatever the body sent (CON-37; the record's owner column is set the same way, ownerAccountFor).
  const forceScopedOwner = (request: FastifyRequest) => {
    const datos = datosOf(request);
    if (!ownerField || !request.user || !datos) return;
    const scope = ctx.scopeOf(request.user);
    if (scope.kind === 'account') datos[ownerField] = ownerFieldValue(module.schema.properties[ownerField], scope.account);
    // A token-mode session writes only its token's account and opportunity (COP-OP02): naming others is refused, nothing stored.
    if (scope.kind === 'token') {
      if (outsideToken(scope, datos, ownerField).length) throw new HttpError(403, 'sin_permisos', t('access.module'));
      Object.assign(datos, tokenValues(scope, ownerField, module.schema.properties));
    }
  };
  // A derived field the body leaves empty is derived here as the form would (the contact's display name, CON-05),
  // its parts' texts (combo descriptions, linked names) read here too: a fee's name from any editor.
  const deriveEmpty = async (request: FastifyRequest) => {
    const datos = datosOf(request);
    if (!datos) return;
    const textOf = await derivedPartTexts(app, derivedPartNeeds(module.schema, datos));
    Object.assign(datos, serverDerivedValues(module.schema, datos, textOf));
  };
  return async (request) => {
    stripReadOnly(module, request);
    forceScopedOwner(request);
    await deriveEmpty(request);
  };
}

/**
 * A create or update reaches its checks and handler with its schema errors attached (one 400 with
 * every problem); one whose id or record cannot be read at all is refused first, before any check
 * reads it, with the schema's problems.
 */
export function refuseUnreadable(request: FastifyRequest): void {
  if (!request.validationError) return;
  const errors = bodySchemaErrors(request);
  if (!errors.length || recordUnreadable(errors)) throw request.validationError;
}
