/**
 * The routes of the modules' record transitions (engine/core/transitions.ts: SUP-17, SUP-18,
 * SUP-27, SUP-39, SUP-OP06): `POST <path>` with `{ version, motivo? }` runs one on a record, as
 * configured: the caller must pass the transition's guard on the record, the record must be in the
 * starting state (409 otherwise), at the version the caller read (409 with the current record
 * otherwise); the values are written as one versioned change with its history. `runTransition` is
 * what a module's own call of the same transition uses (the spec's `autorizaProveedor`). A caller
 * who may run it on no record hears 403 before any 400 about the body; the guard and the module's
 * record scope are decided again in the write's transaction on the locked row (writeAuthorization.ts).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { canAccess, guardNeedsContact, mayPassOnSomeRecord } from '../../engine/core/permissions';
import { recordScopeOf } from '../../engine/core/recordScope';
import { dropUnreadable, fieldAccess } from '../../engine/core/form/fieldAccess';
import { t } from '../../engine/core/messages';
import type { ScreensConfig } from '../../engine/core/screenConfig';
import { inStartingState, transitionPath, transitionValues, type TransitionConfig } from '../../engine/core/transitions';
import { requireUser } from '../auth/authenticate';
import { HttpError } from '../http/httpError';
import { ref, type SharedSchemaProvider } from '../http/sharedSchemas';
import { getRecord } from './recordQueries';
import { setValues } from './recordFieldWrites';
import { withContact } from '../auth/userContact';
import { linkedGuardResolver } from './linkedGuardValues';
import { writeAuthorization } from './writeAuthorization';
import { routePlugin } from '../services/routePlugin';

/** The services a transition reads (the app's: server/services). */
type Options = Pick<FastifyInstance, 'db' | 'registry' | 'config'>;

export { transitionBody } from './transitionSchemas';

/** A transition body as sent, maybe invalid (the route attaches its validation errors; runTransition answers them). */
export const bodyOf = <T extends object>(body: T | null | undefined): Partial<T> => (body && typeof body === 'object' ? body : {});

/** The transition `name` of module `module`; throws when the config declares none (a programming error). */
export function transitionOf(config: ScreensConfig, module: string, name: string): TransitionConfig {
  const found = config.modules[module]?.transitions?.find((tr) => tr.name === name);
  if (!found) throw new Error(`El módulo '${module}' no declara la transición '${name}'`);
  return found;
}

/**
 * Runs a transition for the caller; answers the record as they may read it. The route attaches its
 * validation errors (attachValidation): they are answered once the caller is known to pass somewhere.
 */
export async function runTransition(
  options: Options,
  request: FastifyRequest,
  module: string,
  transition: TransitionConfig,
  id: number,
  version: number,
  motivo?: string,
) {
  const user = requireUser(request);
  const moduleConfig = options.config.modules[module];
  const registered = options.registry.get(moduleConfig.schema);
  const denied = () => new HttpError(403, 'sin_permisos', t(transition.deniedMessage ?? 'access.module'));
  // Who could run it on no record is refused before the record is read (its existence is not told), and before the body is.
  if (user.tokenMode || !mayPassOnSomeRecord(user, transition.access)) throw denied();
  if (request.validationError) throw request.validationError;
  // The guard is decided on the stored record (its record clauses too, through its links), never on what a request sends.
  const scope = recordScopeOf(user, moduleConfig.recordScope);
  const stored = await getRecord(options.db, module, id, scope);
  if (!stored) throw new HttpError(404, 'no_encontrado', t('form.notFound'));
  const linked = linkedGuardResolver(options.db, options.config, registered, [transition.access]);
  const who = guardNeedsContact(transition.access) ? await withContact(options.db, options.config, user) : user;
  if (!canAccess(who, transition.access, { ...stored.datos, ...(linked ? await linked(stored.datos) : {}) })) throw denied();
  // And again in the write's transaction on the locked row; the record stays in the caller's scope.
  const authorized = writeAuthorization({ user: who, guard: transition.access, scope, linked, refusal: denied, guardOnNext: false });
  const outcome = await setValues(
    options.db,
    registered,
    id,
    version,
    transitionValues(transition, motivo),
    user,
    (data) => inStartingState(transition, data),
    authorized,
  );
  if (outcome.status === 'missing') throw new HttpError(404, 'no_encontrado', t('form.notFound'));
  if (outcome.status === 'refused') throw new HttpError(409, 'estado', t(transition.refusedMessage));
  const record = await getRecord(options.db, module, id);
  if (outcome.status === 'stale') throw new HttpError(409, 'conflicto', t('save.conflict'), undefined, { actual: record });
  return { ...record!, datos: dropUnreadable(record!.datos, fieldAccess(registered.schema, user)) };
}

async function transitionRoutesPlugin(scope: FastifyInstance): Promise<void> {
  const app = scope.withTypeProvider<SharedSchemaProvider>();
  for (const [module, config] of Object.entries(scope.config.modules)) {
    for (const transition of config.transitions ?? []) {
      const summary = `${t(transition.label)}: transición '${transition.name}' de un registro de ${config.title}`;
      app.post(
        transitionPath(module, transition),
        {
          attachValidation: true,
          schema: { tags: [config.title], summary, params: ref('IdParams'), body: ref('Transicion'), response: { 200: ref('Registro') } },
        },
        async (request) =>
          runTransition(scope, request, module, transition, request.params.id, bodyOf(request.body).version as number, bodyOf(request.body).motivo),
      );
    }
  }
}

/** Record transitions of every module that declares some (SUP-17, SUP-18). */
export const transitionRoutes = routePlugin('transitionRoutes', ['db', 'registry', 'config'], transitionRoutesPlugin);
