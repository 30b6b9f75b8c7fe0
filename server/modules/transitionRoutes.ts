/**
 * The routes of the modules' record transitions (engine/core/transitions.ts: SUP-17, SUP-18,
 * SUP-27, SUP-39, SUP-OP06): `POST <path>` with `{ version, motivo? }` runs one on a record, as
 * configured: the caller must pass the transition's guard on the record, the record must be in the
 * starting state (409 otherwise), at the version the caller read (409 with the current record
 * otherwise); the values are written as one versioned change with its history. `runTransition` is
 * what a module's own call of the same transition uses (the spec's `autorizaProveedor`).
 */
import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { canAccess, mayPassOnSomeRecord } from '../../engine/core/permissions';
import { dropUnreadable, fieldAccess } from '../../engine/core/form/fieldAccess';
import { t } from '../../engine/core/messages';
import type { SchemaRegistry } from '../../engine/core/schemaRegistry';
import type { ScreensConfig } from '../../engine/core/screenConfig';
import { inStartingState, MAX_TRANSITION_REASON, transitionPath, transitionValues, type TransitionConfig } from '../../engine/core/transitions';
import { requireUser } from '../auth/authenticate';
import type { Database } from '../db/schema';
import { HttpError } from '../http/httpError';
import { recordResponse } from './moduleResponses';
import { getRecord } from './recordQueries';
import { setValues } from './recordWrites';

interface Options {
  readonly db: Kysely<Database>;
  readonly registry: SchemaRegistry;
  readonly config: ScreensConfig;
}

/** The body of a transition: the version read and the optional reason. */
export const transitionBody = {
  type: 'object',
  required: ['version'],
  additionalProperties: false,
  properties: { version: { type: 'integer', minimum: 1 }, motivo: { type: 'string', maxLength: MAX_TRANSITION_REASON } },
} as const;
const idParams = { type: 'object', required: ['id'], additionalProperties: false, properties: { id: { type: 'integer', minimum: 1 } } } as const;

/** The transition `name` of module `module`; throws when the config declares none (a programming error). */
export function transitionOf(config: ScreensConfig, module: string, name: string): TransitionConfig {
  const found = config.modules[module]?.transitions?.find((tr) => tr.name === name);
  if (!found) throw new Error(`El módulo '${module}' no declara la transición '${name}'`);
  return found;
}

/** Runs a transition for the caller; answers the record as they may read it. */
export async function runTransition(options: Options, request: FastifyRequest, module: string, transition: TransitionConfig, id: number, version: number, motivo?: string) {
  const user = requireUser(request);
  const registered = options.registry.get(options.config.modules[module].schema);
  const denied = () => new HttpError(403, 'sin_permisos', t(transition.deniedMessage ?? 'access.module'));
  // Who could run it on no record is refused before the record is read (its existence is not told).
  if (user.tokenMode || !mayPassOnSomeRecord(user, transition.access)) throw denied();
  // The guard is decided on the stored record (its record clauses too), never on what a request sends.
  const stored = await getRecord(options.db, module, id);
  if (!stored) throw new HttpError(404, 'no_encontrado', t('form.notFound'));
  if (!canAccess(user, transition.access, stored.datos)) throw denied();
  const outcome = await setValues(options.db, registered, id, version, transitionValues(transition, motivo), user, (data) => inStartingState(transition, data));
  if (outcome.status === 'missing') throw new HttpError(404, 'no_encontrado', t('form.notFound'));
  if (outcome.status === 'refused') throw new HttpError(409, 'estado', t(transition.refusedMessage));
  const record = await getRecord(options.db, module, id);
  if (outcome.status === 'stale') throw new HttpError(409, 'conflicto', t('save.conflict'), undefined, { actual: record });
  return { ...record!, datos: dropUnreadable(record!.datos, fieldAccess(registered.schema, user)) };
}

export async function transitionRoutes(scope: FastifyInstance, options: Options): Promise<void> {
  const app = scope.withTypeProvider<JsonSchemaToTsProvider>();
  for (const [module, config] of Object.entries(options.config.modules)) {
    for (const transition of config.transitions ?? []) {
      const summary = `${t(transition.label)}: transición '${transition.name}' de un registro de ${config.title}`;
      app.post(transitionPath(module, transition), { schema: { tags: [config.title], summary, params: idParams, body: transitionBody, response: { 200: recordResponse } } }, async (request) =>
        runTransition(options, request, module, transition, request.params.id, request.body.version, request.body.motivo),
      );
    }
  }
}
