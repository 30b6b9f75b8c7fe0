/**
 * The generic module API: for every module of the registry the same routes (list, get, create,
 * update, toggle vigente, row actions (toggle a declared field, annul), history, exists), derived from its schema and its screen config.
 * No module has hand-written routes. Access is checked on every call from the module's guards.
 * Each module is its own Fastify plugin: its hooks (field access on responses) run on its routes
 * only, and its write checks are a route-level preHandler of its create and update routes, so a
 * request runs the hooks of one module however many there are. Request types come from the route
 * schemas (json-schema-to-ts type provider), responses are declared (moduleResponses.ts).
 */
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import type { Kysely } from 'kysely';
import { t } from '../../engine/core/messages';
import {
  canAccess,
  deniedForNoTeam,
  guardNeedsContact,
  guardNeedsRecord,
  heldFields,
  linkedGuardFields,
  mayPassOnSomeRecord,
  type Guard,
  type GuardRecord,
} from '../../engine/core/permissions';
import { linkedGuardResolver, type LinkedGuardValues } from './linkedGuardValues';
import { outsideToken, ownerAccountFor, ownerFieldValue, recordScopeOf, tokenValues } from '../../engine/core/recordScope';
import { checkListFilters } from '../../engine/core/listFilters';
import { deniedKey, requiredMessageKey } from '../../engine/core/moduleMessages';
import { withLinkFieldFilters } from '../../engine/core/related/linkFieldFilters';
import { busquedaQuery, type Busqueda } from '../../engine/core/linkSearch/busqueda';
import { liteDatos, liteFields } from '../../engine/core/linkSearch/liteReply';
import type { ScreensConfig, ModuleConfig, SaveRouteConfig } from '../../engine/core/screenConfig';
import type { ModuleSchema, RegisteredModule, SchemaRegistry } from '../../engine/core/schemaRegistry';
import type { MatchValue, ValidationContext } from '../../engine/core/validators';
import type { Database } from '../db/schema';
import { requireUser } from '../auth/authenticate';
import type { RequestUser } from '../auth/principal';
import { withContact } from '../auth/userContact';
import { HttpError } from '../http/httpError';
import { toHttpError } from '../http/errorHandler';
import { invalidRecordFields, recordUnreadable } from '../http/ajvErrors';
import { linkedRecordCheck } from './linkedRecordHooks';
import { capWarning } from '../../engine/core/listCap';
import { listRulesFor } from '../../engine/core/scopedList';
import {
  busquedaBody,
  computeBody,
  createBody,
  datosRef,
  existsQuery,
  matchBody,
  flagParams,
  idParams,
  listQuerySchema,
  listScreensOf,
  removeBody,
  updateBody,
  versionBody,
} from './moduleSchemas';
import { computeResponse, existsResponse, historyResponse, listResponse, recordResponse } from './moduleResponses';
import { getRecord, listRecords, recordHistory, recordMatches } from './recordQueries';
import { registerExportRoutes } from '../exports/exportRoutes';
import { fieldAccessWriteCheck, registerFieldAccessHooks } from './fieldAccessHooks';
import { fieldAccess } from '../../engine/core/form/fieldAccess';
import { comboValueCheck } from './comboValueHooks';
import { fileReferenceCheck } from './fileReferenceHooks';
import { engineOwnedFields } from '../../engine/core/systemFields';
import { moduleTextFields } from './moduleTextFields';
import { type RecordLookups } from './recordLookups';
import { bodySchemaErrors, moduleWriteOf, reportProblem, reportedProblems, runWriteChecks, type WriteCheck } from './writeRequest';
import { computedValues } from './computedValues';
import { computedSpecs } from '../../engine/core/computed/computedFields';
import { dropUnreadable } from '../../engine/core/form/fieldAccess';
import { createRecord, removeRecord, setFlag, toggleVigente, updateRecord, type WriteAuthorization, type WriteOutcome } from './recordWrites';
import { writeAuthorization } from './writeAuthorization';
import { readOnlyReason, readOnlyRules, recordState } from '../../engine/core/form/readOnlyWhen';
import { readOnlyDefaults } from '../../engine/core/form/readOnlyDefaults';
import { absentDefaults } from '../../engine/core/form/absentDefaults';
import { derivedPartNeeds, serverDerivedValues } from '../../engine/core/form/derivedFields';
import { derivedPartTexts } from './derivedPartTexts';
import { linkNamesOf } from './linkNames';
import { withVoidedHidden } from '../../engine/core/voidedRecords';
import { registerRevealRoute } from './revealRoute';
import { forceRouteValues, registerSaveRoutes } from './saveRoutes';
import { partSchema, recordPart } from '../../engine/core/form/recordPart';
import { restoreRedacted, storedData } from '../crypto/encryptedData';
import { isPositiveIdText } from '../../engine/core/positiveId';
import { routePlugin } from '../services/routePlugin';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Which guard of its module a route checks before its input is validated (default: read for GET, write otherwise). */
    moduleGuard?: 'read' | 'write';
  }
}

interface Options {
  readonly db: Kysely<Database>;
  readonly registry: SchemaRegistry;
  readonly config: ScreensConfig;
  /** Checks of one module's creates and updates run after the generic ones (they may change `datos`: server-decided fields). */
  readonly moduleWriteChecks?: Readonly<Record<string, readonly WriteCheck[]>>;
  /** The yes/no look-ups about records' values (recordLookups.ts); built by moduleRoutes, one for the app (its budget is shared). */
  readonly lookups?: RecordLookups;
}

/**
 * The caller, when the guard lets them in. On a single-record route (`forRecord`) a guard with
 * record clauses (e.g. team of the record) is checked again on the record itself by `load`.
 */
function authorizeCaller(
  request: FastifyRequest,
  guard: Guard,
  forRecord: boolean,
  refusal: (user: RequestUser, guard: Guard) => HttpError,
  tokenOpen = false,
): RequestUser {
  const user = requireUser(request);
  // A temporary `?token=` access opens only the token screens (SES-OP04): module data only of a module
  // open to tokens (recordScope.token), and there only the token's records (the record scope, COP-OP02).
  // A token for no account reaches nothing.
  if (user.tokenMode && (!tokenOpen || !user.token?.cuenta)) throw new HttpError(403, 'sin_permisos', t('access.module'));
  const mayPass = forRecord ? mayPassOnSomeRecord(user, guard) : canAccess(user, guard);
  if (!mayPass) throw refusal(user, guard);
  return user;
}

/**
 * Drops the fields the client may not write before validation: `readOnly` ones and the engine's
 * system fields (`idCrm`, `id`, `version`…), so that a record sent back as it was read is accepted.
 */
function stripReadOnly(module: RegisteredModule, body: unknown): void {
  const datos = (body as { datos?: unknown } | null)?.datos;
  if (datos && typeof datos === 'object' && !Array.isArray(datos)) {
    for (const field of [...module.readOnlyFields, ...engineOwnedFields]) delete (datos as Record<string, unknown>)[field];
  }
}

/**
 * Every problem of a write, in one 400 (issue 8, defect 6): the schema's (labels, `x-message`),
 * those the write hooks reported (combo codes, linked records) and the rules' (x-rules, masks,
 * x-unique), the rules reading only fields the schema accepted.
 */
async function refuseProblems(
  request: FastifyRequest,
  options: Options,
  module: RegisteredModule,
  datos: Record<string, unknown>,
  ctx: Omit<ValidationContext, 'ports' | 'module'>,
) {
  const { db } = options;
  const schemaErrors = bodySchemaErrors(request);
  // The schema's x-rules and the rules derived from its masked fields (x-mask) and x-unique.
  const issues = await options.registry.validators.runOnValid(
    module.ruleNames,
    datos,
    {
      ...ctx,
      module: module.name,
      company: options.config.company,
      ports: {
        exists: (m, field, value, excludeId) => options.lookups!.exists(ctx.principal as RequestUser, 'save', m, field, value, excludeId),
        existsMatching: (m, values, o) => recordMatches(db, m, values, o),
        today: () => new Date(),
      },
    },
    invalidRecordFields(schemaErrors),
  );
  const schema = schemaErrors.length ? toHttpError(request.validationError as FastifyError, request.routeOptions.config) : undefined;
  const problems = [
    ...(schema?.campos ?? []),
    ...reportedProblems(request),
    ...issues.map((issue) => ({ path: issue.path, mensaje: t(issue.key, issue.args) })),
  ];
  if (problems.length) throw new HttpError(400, 'validacion', schema?.message ?? problems[0].mensaje, problems);
}

/** Encrypted fields sent as a redaction that is not the stored value's: reported with the write's other problems (x-encrypted). */
function refuseRedacted(request: FastifyRequest, module: RegisteredModule, fields: readonly string[]): void {
  for (const field of fields) reportProblem(request, { path: field, mensaje: t('encrypted.redacted', { campo: module.labels[field] ?? field }) });
}

/** List rows with the values their guards read through a link (`enlazados`), each linked record read once. */
async function withLinkedValues<T extends { datos: Record<string, unknown> }>(
  rows: readonly T[],
  linked: LinkedGuardValues,
): Promise<Array<T & { enlazados: GuardRecord }>> {
  const seen = new Map<string, Promise<GuardRecord>>();
  return Promise.all(
    rows.map(async (row) => {
      const key = JSON.stringify(row.datos, Object.keys(row.datos).sort());
      if (!seen.has(key)) seen.set(key, linked(row.datos));
      return { ...row, enlazados: await seen.get(key)! };
    }),
  );
}

function settle(outcome: WriteOutcome, current: () => Promise<unknown>): Promise<never> | void {
  if (outcome.status === 'missing') throw new HttpError(404, 'no_encontrado', t('form.notFound'));
  if (outcome.status === 'stale') {
    return current().then((actual) => {
      throw new HttpError(409, 'conflicto', t('save.conflict'), undefined, { actual });
    });
  }
}

function registerModule(scope: FastifyInstance, options: Options, name: string, module: RegisteredModule, config: ModuleConfig) {
  const app = scope.withTypeProvider<JsonSchemaToTsProvider>();
  const { db } = options;
  // The module's own denial text (messages.denied, CRD-20), else ROL-07's.
  const denied = deniedKey(config.messages);
  // A user kept out only for belonging to no team hears that instead (messages.noTeam: ACC-79, CRD-22).
  const noTeam = config.messages.noTeam;
  const refusal = (user: RequestUser, guard: Guard) =>
    noTeam && deniedForNoTeam(user, guard) ? new HttpError(403, 'sin_equipo', t(noTeam, { id: user.userId })) : new HttpError(403, 'sin_permisos', t(denied));
  // Open to token-mode sessions (COP-OP02): every route of the module takes them, limited by the record scope.
  const tokenOpen = !!config.recordScope?.token;
  if (tokenOpen) scope.addHook('onRoute', (route) => void (route.config = { ...(route.config as object), tokenMode: true } as typeof route.config));
  const authorize = (request: FastifyRequest, guard: Guard, forRecord = false) => authorizeCaller(request, guard, forRecord, refusal, tokenOpen);
  // Guards that look through a link (`teamOf: "cuenta.equipos"`): their linked values, read from the database.
  const linked = linkedGuardResolver(db, options.config, module, [config.access.read, config.access.write]);
  /**
   * A caller the guard refuses without a record who passes on the linked record the request names:
   * a create's link (`datos.cuenta`), or a list filtered by that link (`?cuenta=42`, the account's
   * cards tab). The linked record is read from the database, so naming an account is not belonging to its team.
   */
  const namedLinks = async (guard: Guard, named: Readonly<Record<string, unknown>>): Promise<GuardRecord | undefined> => {
    // The links the guard reads through, and the owner links it asks about (`set`: writeFollowsOwner, BAC-OP02).
    const owners = heldFields(guard);
    const links = new Set([...linkedGuardFields(guard).map((f) => f.link), ...owners]);
    const datos = Object.fromEntries(Object.entries(named).filter(([field, value]) => links.has(field) && isPositiveIdText(value)));
    const any = Object.keys(datos).length > 0;
    // A guard on which owner a record has is decided on what the request names, even nothing (no owner).
    if (!any && !owners.length) return undefined;
    return { ...datos, ...(linked && any ? await linked(datos) : {}) };
  };
  const authorizeByLink = async (
    request: FastifyRequest,
    guard: Guard,
    named: Readonly<Record<string, unknown>>,
  ): Promise<{ user: RequestUser; values?: GuardRecord }> => {
    const user = requireUser(request);
    const values = user.tokenMode ? undefined : await namedLinks(guard, named);
    if (user.tokenMode || canAccess(user, guard) || !values || !canAccess(user, guard, values)) return { user: authorize(request, guard), values };
    return { user, values };
  };
  const base = `/api/modulos/${name}`;
  const tags = [config.title];
  // A reader refused a write hears the module's own words (CON-39), anyone else the module's denial.
  const refuseWriteDenied = (request: FastifyRequest, forRecord: boolean): void => {
    const words = config.messages.writeDenied;
    const user = request.user;
    if (
      words &&
      user &&
      !user.tokenMode &&
      canAccess(user, config.access.read) &&
      !(forRecord ? mayPassOnSomeRecord(user, config.access.write) : canAccess(user, config.access.write))
    ) {
      throw new HttpError(403, 'sin_permisos', t(words));
    }
  };
  const authorizeWrite = (request: FastifyRequest): RequestUser => {
    refuseWriteDenied(request, true);
    return authorize(request, config.access.write, true);
  };
  // A caller who may use the module on no record hears 403 before any 400 about what they sent (issue 19,
  // defect 9): every route of the module attaches its validation errors, checks the caller, then answers
  // them. A route that attaches its own (create, update, buscar, coincide, calcular) checks first itself.
  const accessFirst = (guard: 'read' | 'write') => async (request: FastifyRequest) => {
    if (guard === 'read') authorize(request, config.access.read, true);
    else authorizeWrite(request);
    if (request.validationError) throw request.validationError;
  };
  scope.addHook('onRoute', (route) => {
    if (route.attachValidation) return;
    const reads = [route.method].flat().every((method) => method === 'GET' || method === 'HEAD');
    route.attachValidation = true;
    route.preHandler = [accessFirst(route.config?.moduleGuard ?? (reads ? 'read' : 'write')), ...[route.preHandler ?? []].flat()];
  });
  // Which records the caller sees at all (record scope, decided in the query).
  const scopeOf = (user: RequestUser) => recordScopeOf(user, config.recordScope);
  /**
   * The record as the caller may see it: outside their scope it is not found; the guard's record
   * clauses (`teamOf`, `userIs`) are checked on the stored record, never on what a write sends.
   */
  const load = async (id: number, user: RequestUser, guard: Guard = config.access.read) => {
    const found = await getRecord(db, module.name, id, scopeOf(user));
    if (!found) throw new HttpError(404, 'no_encontrado', t('form.notFound'));
    // Values the guards read through a link (`teamOf: "cuenta.equipos"`), answered beside the record
    // as `enlazados` so that the browser's guards decide as the server does (CRD-19).
    const values = linked ? await linked(found.datos) : undefined;
    const record = values ? { ...found, enlazados: values } : found;
    if (!guardNeedsRecord(guard) || canAccess(user, guard)) return record;
    const who = guardNeedsContact(guard) ? await withContact(db, options.config, user) : user;
    if (!canAccess(who, guard, { ...record.datos, ...values })) throw refusal(who, guard);
    return record;
  };
  // An update's write guard on the record as it will be, before its body's problems are gathered (inWrite decides finally).
  const refuseNext = async (user: RequestUser, stored: Readonly<Record<string, unknown>>, datos: Readonly<Record<string, unknown>>) => {
    const guard = config.access.write;
    if (!guardNeedsRecord(guard) || canAccess(user, guard)) return;
    // The update's next record: what it sends, its read-only fields as stored (updateRecord).
    const next = { ...datos, ...Object.fromEntries([...module.readOnlyFields].filter((f) => f in stored).map((f) => [f, stored[f]])) };
    const who = guardNeedsContact(guard) ? await withContact(db, options.config, user) : user;
    if (!canAccess(who, guard, { ...next, ...(linked ? await linked(next) : {}) })) throw refusal(who, guard);
  };
  /**
   * The final word on a write, run in its transaction (writeAuthorization.ts): the write guard and the
   * record scope on the locked row and on the record as it will be; `readOnly` adds the record's
   * read-only states (an update, a removal). Every write route of the module passes it to its write.
   */
  const readOnlyCheck = { rules: readOnlyRules(module.schema), labelOf: (field: string) => module.labels[field] };
  const inWrite = async (user: RequestUser, readOnly = false): Promise<WriteAuthorization> => {
    const guard = config.access.write;
    const who = guardNeedsContact(guard) && !canAccess(user, guard) ? await withContact(db, options.config, user) : user;
    return writeAuthorization({
      user: who,
      guard,
      scope: scopeOf(user),
      linked,
      refusal: () => refusal(who, guard),
      readOnly: readOnly ? readOnlyCheck : undefined,
    });
  };

  // A create or update reaches its checks and handler with its schema errors attached (one 400 with
  // every problem, refuseProblems); one whose id or record cannot be read at all is refused first,
  // before any check reads it, with the schema's problems.
  const refuseUnreadable = (request: FastifyRequest) => {
    if (!request.validationError) return;
    const errors = bodySchemaErrors(request);
    if (!errors.length || recordUnreadable(errors)) throw request.validationError;
  };
  // An update by a writer who passes only on the record (team member, the record's person: `teamOf`,
  // `userIs`) is decided on the stored record before the write checks below read the body: outside
  // the scope 404, not their record 403, as the handler would answer.
  const loadForUpdate = async (user: RequestUser | null, id: number) => {
    if (!user || user.tokenMode) return;
    if (canAccess(user, config.access.write) || !guardNeedsRecord(config.access.write)) return;
    await load(id, user, config.access.write);
  };
  registerFieldAccessHooks(app, { module });
  const writeChecks = [
    fieldAccessWriteCheck({ db, module, linked }),
    linkedRecordCheck({ db, registry: options.registry, appConfig: options.config, module }),
    comboValueCheck({ db, module }),
    fileReferenceCheck({ db, module }),
    ...(options.moduleWriteChecks?.[name] ?? []),
  ].filter((check): check is WriteCheck => check !== null);

  // The list screens of the module: `pantalla` picks one, whose own cap applies (never a number sent by the client).
  const listScreens = listScreensOf(options.config.screens, name);
  // The declared filters plus one per link field (`?<campo>=<id>`: related-records panels).
  const list = withLinkFieldFilters(config.list, module.schema);
  // Text the database cannot store is refused naming the field by its label (server/http/textSafety.ts).
  const textFields = moduleTextFields(module, list.filters);
  // The light reply (`lite=true`): only the fields the module's link modals show and their picks read (CON-08).
  const lite = liteFields(
    options.config.links,
    name,
    options.registry.list().map((m) => m.schema),
  );
  const querystring = listQuerySchema(
    { ...config, list },
    listScreens.map((s) => s.id),
    { lite: lite.length > 0 },
  );
  app.get(
    base,
    { config: { textFields }, schema: { tags, summary: `Lista de ${config.title}`, querystring, response: { 200: listResponse } } },
    async (request) => {
      const query = request.query;
      // `extras.enlazados`: what the guards read through the link the list is filtered by (the owner's team), so that the
      // browser offers "Nuevo" on an account's cards tab exactly when the server would take the card (CRD-19).
      const { user, values: readValues } = await authorizeByLink(request, config.access.read, query as Record<string, unknown>);
      // And what the write guard reads there (the owner's writers, writeFollowsOwner: BAC-OP02), for the same "Nuevo".
      const writeValues = user.tokenMode ? undefined : await namedLinks(config.access.write, query as Record<string, unknown>);
      const enlazados = readValues || writeValues ? { ...readValues, ...writeValues } : undefined;
      // A token-mode session asking for another opportunity or account is refused (COP-OP02).
      if (outsideToken(scopeOf(user), query as Record<string, unknown>, ownerField).length) throw new HttpError(403, 'sin_permisos', t('access.module'));
      // A user under the record scope on a screen that declares `scoped` lists without a filter, up to its cap (CON-37, CON-40).
      const screen = listScreens.find((s) => s.id === query.pantalla);
      const rules = listRulesFor(list, screen, scopeOf(user).kind !== 'all');
      // The screen's fixed filters are not the filter a list may require (CON-OP03).
      const problem = checkListFilters(rules.list, query as Record<string, string>, screen?.fixedFilters);
      if (problem) throw new HttpError(400, 'filtro_invalido', t(problem.key, problem.args));
      const orden = query.orden;
      const capOf = rules.cap;
      const cap = capOf.cap;
      const result = await listRecords(db, {
        module: module.name,
        list,
        // Voided records leave every list of a module that says how they are marked (CON-27, issue 21-5).
        values: withVoidedHidden(config.list, query),
        sort: orden ? { field: orden, direction: query.dir === 'desc' ? 'desc' : 'asc' } : undefined,
        searchSortField: module.searchSortField,
        cap,
        limit: Number(query.limit),
        offset: Number(query.offset),
        scope: scopeOf(user),
        ownerField,
      });
      // The cap's warning (ACC-18, CON-11, OPP-11, ACT-10, CON-40) comes with the page that reached it.
      const full = linked ? await withLinkedValues(result.rows, linked) : result.rows;
      const rows = query.lite === 'true' ? full.map((row) => ({ ...row, datos: liteDatos(row.datos, lite) })) : full;
      // A link column shows the linked record's name (issue 21: the cards list names the account), read with the page.
      const nombres = query.lite === 'true' ? undefined : await linkNamesOf(options, module.schema.properties, rows);
      return {
        datos: rows,
        total: result.total,
        extras: {
          cap,
          capReached: result.capReached,
          ...(enlazados ? { enlazados } : {}),
          ...(nombres ? { nombres } : {}),
          ...(result.capReached ? { mensaje: capWarning(capOf) } : {}),
        },
      };
    },
  );

  // The legacy search payload of the link modals (LNK-06, LNK-12): `{ busqueda }` mapped onto this
  // list's own query (engine/core/linkSearch/busqueda.ts) and answered by the list route itself, so
  // guards, scope, filter rules and caps are the list's; `id` answers that record as a one-row page.
  app.post(
    `${base}/buscar`,
    {
      attachValidation: true,
      config: { textFields },
      schema: { tags, summary: `Búsqueda de ${config.title} con la carga de los modales (busqueda)`, body: busquedaBody, response: { 200: listResponse } },
    },
    async (request, reply) => {
      // The read guard before the body, as the list route (a caller without access hears 403 whatever it sent).
      const named = (request.body as { busqueda?: unknown } | null)?.busqueda;
      await authorizeByLink(request, config.access.read, named && typeof named === 'object' ? (named as Record<string, unknown>) : {});
      if (request.validationError) throw request.validationError;
      const mapped = busquedaQuery((request.body as { busqueda: Busqueda }).busqueda, list, { lite: lite.length > 0 });
      if (mapped.kind === 'unsupported') throw new HttpError(400, 'filtro_invalido', t('search.unsupportedCriterion', { criterio: mapped.criterio }));
      const headers = { authorization: request.headers.authorization ?? '' };
      if (mapped.kind === 'record') {
        const one = await app.inject({ method: 'GET', url: `${base}/${mapped.id}`, headers });
        if (one.statusCode === 404) return { datos: [], total: 0, extras: { cap: list.cap, capReached: false } };
        if (one.statusCode !== 200) return relay(reply, one.statusCode, one.body);
        return { datos: [one.json()], total: 1, extras: { cap: list.cap, capReached: false } };
      }
      const answer = await app.inject({ method: 'GET', url: `${base}?${new URLSearchParams(mapped.params)}`, headers });
      return answer.statusCode === 200 ? answer.json() : relay(reply, answer.statusCode, answer.body);
    },
  );

  app.get(
    `${base}/existe`,
    {
      config: { textFields },
      schema: { tags, summary: 'Verifica si un valor ya existe', querystring: existsQuery(module), response: { 200: existsResponse } },
    },
    async (request) => {
      // A reader by the record (a card's team, CRD-19) may ask too: the answer is about the records they may read (recordLookups).
      const user = authorize(request, config.access.read, true);
      const { campo, valor, excluir } = request.query;
      // A field the caller may not read answers no question about its values (x-access, R1).
      if (fieldAccess(module.schema, user).unreadable.has(campo)) throw new HttpError(403, 'sin_permisos', t('access.field', { campo: module.labels[campo] }));
      return { existe: await options.lookups!.exists(user, 'form', module.name, campo, valor, excluir) };
    },
  );

  // The `existsMatching` port of the form's rules: does another record hold this combination (FEE-15)? Within the caller's scope.
  // Asked by the form being edited, so under the write guard as a create is: one whose access goes through a link
  // (the account's team, CRD-19) asks about a combination that names a linked record they may write. Checked before
  // the body is validated (a caller without access learns nothing from a 400).
  app.post(
    `${base}/coincide`,
    {
      attachValidation: true,
      config: { textFields },
      schema: { tags, summary: 'Verifica si otro registro tiene la misma combinación de valores', body: matchBody(module), response: { 200: existsResponse } },
    },
    async (request) => {
      const named = (request.body as { valores?: unknown } | null)?.valores;
      const { user } = await authorizeByLink(request, config.access.write, named && typeof named === 'object' ? (named as Record<string, unknown>) : {});
      if (request.validationError) throw request.validationError;
      const { valores, salvo, excluir } = request.body;
      const unreadable = fieldAccess(module.schema, user).unreadable;
      const hidden = [...Object.keys(valores), ...Object.keys(salvo ?? {})].find((campo) => unreadable.has(campo));
      if (hidden) throw new HttpError(403, 'sin_permisos', t('access.field', { campo: module.labels[hidden] }));
      return {
        existe: await recordMatches(db, module.name, valores as Record<string, MatchValue>, {
          excludeId: excluir,
          unless: salvo as Record<string, MatchValue> | undefined,
          scope: scopeOf(user),
        }),
      };
    },
  );

  app.get(
    `${base}/:id`,
    { config: { textFields }, schema: { tags, summary: `Obtiene un registro de ${config.title}`, params: idParams, response: { 200: recordResponse } } },
    async (request) => {
      const user = authorize(request, config.access.read, true);
      return load(request.params.id, user);
    },
  );

  app.get(
    `${base}/:id/historial`,
    { config: { textFields }, schema: { tags, summary: 'Historial de cambios', params: idParams, response: { 200: historyResponse } } },
    async (request) => {
      const user = authorize(request, config.access.read, true);
      const { id } = request.params;
      await load(id, user);
      return { datos: await recordHistory(db, module.name, id, module.labels) };
    },
  );

  registerRevealRoute(app, { db, module, guard: config.access.read, tags, textFields, authorize, load });

  registerExportRoutes(scope, { db, config: options.config, name, module, moduleConfig: config, authorize, textFields });

  const preValidation = async (request: FastifyRequest) => {
    stripReadOnly(module, request.body);
    forceScopedOwner(request);
    await deriveEmpty(request);
  };
  // A derived field the body leaves empty is derived here as the form would (the contact's display name, CON-05),
  // its parts' texts (combo descriptions, linked names) read here too: a fee's name from any editor (issue 21-2).
  const deriveEmpty = async (request: FastifyRequest) => {
    const datos = (request.body as { datos?: unknown } | null)?.datos;
    if (!datos || typeof datos !== 'object' || Array.isArray(datos)) return;
    const needs = derivedPartNeeds(module.schema, datos as Record<string, unknown>);
    const textOf = await derivedPartTexts(options, needs);
    Object.assign(datos, serverDerivedValues(module.schema, datos as Record<string, unknown>, textOf));
  };
  // A user under the record scope writes records of their own account: the owner field says so
  // whatever the body sent (CON-37; the record's owner column is set the same way, ownerAccountFor).
  const ownerField = config.recordScope?.ownerField;
  const forceScopedOwner = (request: FastifyRequest) => {
    const datos = (request.body as { datos?: unknown } | null)?.datos;
    if (!ownerField || !request.user || !datos || typeof datos !== 'object' || Array.isArray(datos)) return;
    const scope = scopeOf(request.user);
    if (scope.kind === 'account') (datos as Record<string, unknown>)[ownerField] = ownerFieldValue(module.schema.properties[ownerField], scope.account);
    // A token-mode session writes only its token's account and opportunity (COP-OP02): naming others is refused, nothing stored.
    if (scope.kind === 'token') {
      if (outsideToken(scope, datos as Record<string, unknown>, ownerField).length) throw new HttpError(403, 'sin_permisos', t('access.module'));
      Object.assign(datos, tokenValues(scope, ownerField, module.schema.properties));
    }
  };
  // A body missing required fields answers with the module's required-fields message (SHR-07), as the form shows it.
  // The schema's problems name fields by their label and say a rule's own `x-message` (engine/core/validationMessage.ts).
  const routeConfig = { requiredMessage: requiredMessageKey(config.messages), recordMessages: { module: module.name, schema: module.schema }, textFields };

  // The write checks see the body as the schema typed it once refuseUnreadable let it through (its `datos` an object).
  // A save route that creates a part of the record (`saveRoutes[].fields`, LNK-OP04) is this create under its own
  // path, its body the schema narrowed to the part (recordPart.ts) and its `values` forced before validation.
  const registerCreate = (path: string, body: ReturnType<typeof createBody>, summary: string, route?: SaveRouteConfig) =>
    app.post(
      path,
      {
        // A new record's read-only fields start with their schema `default` (a supplier's pending state, SUP-OP05).
        preValidation: async (request) => {
          if (route) forceRouteValues(request, module, route);
          await preValidation(request);
          const datos = (request.body as { datos?: unknown } | null)?.datos;
          // A field the caller did not send starts with its `default`, as in the form (issue 20).
          if (datos && typeof datos === 'object' && !Array.isArray(datos)) {
            Object.assign(datos, absentDefaults(module.schema, datos as Record<string, unknown>), readOnlyDefaults(module.schema));
          }
        },
        attachValidation: true,
        preHandler: async (request) => {
          // A caller who may write no record is refused before what they sent is read (issue 19, defect 9).
          authorizeWrite(request);
          refuseUnreadable(request);
          await runWriteChecks(request, writeChecks, moduleWriteOf(request, config.access.write, { kind: 'create', body: request.body }, tokenOpen));
        },
        config: routeConfig,
        schema: { tags, summary, body, response: route ? { 201: recordResponse, 200: recordResponse } : { 201: recordResponse } },
      },
      async (request, reply) => {
        refuseWriteDenied(request, false);
        const { user } = await authorizeByLink(request, config.access.write, request.body.datos);
        const scope = scopeOf(user);
        // A scoped user without an account owns nothing, so may create nothing (deny by default).
        if (scope.kind === 'none') throw new HttpError(403, 'sin_permisos', t('access.module'));
        const { datos } = request.body;
        refuseRedacted(request, module, restoreRedacted(module.schema, datos, undefined));
        await refuseProblems(request, options, module, datos, { mode: 'create', principal: user });
        const id = await createRecord(db, module, datos, user, ownerAccountFor(scope, config.recordScope, datos), await inWrite(user));
        const created = await load(id, user);
        return reply.status(201).send(route?.answer === 'id' ? ({ id } as never) : created);
      },
    );
  registerCreate(base, createBody(module), `Crea un registro de ${config.title}`);

  const updateSchema = {
    tags,
    summary: `Modifica un registro de ${config.title}`,
    params: idParams,
    body: updateBody(module),
    response: { 200: recordResponse },
  };
  app.put(
    `${base}/:id`,
    {
      preValidation,
      attachValidation: true,
      preHandler: async (request) => {
        authorizeWrite(request);
        refuseUnreadable(request);
        await loadForUpdate(request.user, request.params.id);
        await runWriteChecks(
          request,
          writeChecks,
          moduleWriteOf(request, config.access.write, { kind: 'update', body: request.body, id: request.params.id }, tokenOpen),
        );
      },
      config: routeConfig,
      schema: updateSchema,
    },
    async (request) => {
      const user = authorizeWrite(request);
      const { id } = request.params;
      const { version, datos } = request.body;
      const stored = await load(id, user, config.access.write);
      // The write guard on the record as it will be, early (its 403 before the body's 400), as the write's
      // transaction decides it finally (inWrite): moving a card to another team's account (issue 19), a
      // bank account to an owner the caller may not write (BAC-OP02), is refused like writing there.
      await refuseNext(user, stored.datos, datos);
      // An encrypted field sent back as it was read (its redaction) is the stored value (x-encrypted).
      refuseRedacted(request, module, restoreRedacted(module.schema, datos, await storedData(db, module.name, id)));
      await refuseProblems(request, options, module, datos, { mode: 'edit', recordId: id, principal: user });
      const owner = config.recordScope?.ownerField ? ownerAccountFor(scopeOf(user), config.recordScope, datos) : undefined;
      const outcome = await updateRecord(db, module, id, version, datos, user, owner, await inWrite(user, true));
      await settle(outcome, () => getRecord(db, module.name, id, scopeOf(user)));
      return load(id, user);
    },
  );

  // The spec's named save calls of the module (ACC-34, ACC-35): its create and update above, under their own paths.
  if (config.saveRoutes?.length)
    registerSaveRoutes(scope, { name, module, title: config.title, routes: config.saveRoutes.filter((r) => !r.fields), textFields });
  for (const route of config.saveRoutes ?? []) {
    if (!route.fields) continue;
    const part = recordPart(module.schema, route.fields, route.values);
    registerCreate(
      route.path,
      { ...createBody(module), properties: { datos: partSchema(datosRef(module) as unknown as ModuleSchema, part) as unknown as ReturnType<typeof datosRef> } },
      `Crea un registro de ${config.title} con ${route.fields.join(', ')} (${route.path.slice(5)})`,
      route,
    );
  }

  // The form's preview of its computed fields (x-computed, e.g. FEE-10's final fee): the same
  // computation a save runs, on the values being edited, nothing stored. Only for a module that declares some.
  if (Object.keys(computedSpecs(module.schema)).length) {
    const computeSchema = {
      tags,
      summary: 'Calcula los campos calculados del registro que se edita (no guarda nada)',
      body: computeBody,
      response: { 200: computeResponse },
    };
    app.post(`${base}/calcular`, { attachValidation: true, config: { textFields }, schema: computeSchema }, async (request) => {
      const user = authorize(request, config.access.write);
      if (request.validationError) throw request.validationError;
      const values = await computedValues(db, module, request.body.datos as Record<string, unknown>);
      return { datos: { resultado: [dropUnreadable(values, fieldAccess(module.schema, user))] } };
    });
  }

  // Row actions declared by the module's list screens: the boolean fields they may toggle or annul.
  const actionFields = (kind: 'toggle' | 'annul') =>
    new Set(listScreens.flatMap((s) => (s.rowActions ?? []).flatMap((a) => (a.kind === kind ? [a.field] : []))));
  const toggles = actionFields('toggle');
  // ... and the fields the module's form screens annul from the record (`actions`, FEE-13).
  const formAnnuls = options.config.screens.flatMap((s) =>
    s.kind === 'form' && s.module === name ? (s.actions ?? []).flatMap((a) => (a.kind === 'annul' ? [a.field] : [])) : [],
  );
  const annuls = new Set([...actionFields('annul'), ...formAnnuls]);
  // A row action writes one field: the field's own write guard (`x-access`, e.g. approve needs `aprueba`) applies as in a save.
  const refuseUnwritable = (user: RequestUser, campo: string) => {
    if (fieldAccess(module.schema, user).unwritable.has(campo)) throw new HttpError(403, 'sin_permisos', t('access.write'));
  };

  app.post(
    `${base}/:id/alternar/:campo`,
    {
      config: { textFields },
      schema: {
        tags,
        summary: 'Alterna un campo sí/no declarado como acción de la lista',
        params: flagParams,
        body: versionBody,
        response: { 200: recordResponse },
      },
    },
    async (request) => {
      const user = authorizeWrite(request);
      const { id, campo } = request.params;
      // The record first: a caller outside it learns nothing about the module's fields (issue 19, defect 9).
      await load(id, user, config.access.write);
      if (!toggles.has(campo)) throw new HttpError(400, 'campo_invalido', t('list.unknownField', { field: campo }));
      refuseUnwritable(user, campo);
      const { version } = request.body;
      const authorized = await inWrite(user);
      const outcome =
        campo === 'vigente'
          ? await toggleVigente(db, module, id, version, user, undefined, authorized)
          : await setFlag(db, module, id, version, campo, 'toggle', user, authorized);
      await settle(outcome, () => getRecord(db, module.name, id, scopeOf(user)));
      return load(id, user);
    },
  );

  app.post(
    `${base}/:id/anular/:campo`,
    {
      config: { textFields },
      schema: { tags, summary: 'Anula el registro (acción de la lista)', params: flagParams, body: versionBody, response: { 200: recordResponse } },
    },
    async (request) => {
      const user = authorizeWrite(request);
      const { id, campo } = request.params;
      await load(id, user, config.access.write);
      if (!annuls.has(campo)) throw new HttpError(400, 'campo_invalido', t('list.unknownField', { field: campo }));
      refuseUnwritable(user, campo);
      // Annulling `vigente` (the record's own flag) sets it to false: the record leaves lists that show vigente ones (CON-OP09).
      const authorized = await inWrite(user);
      const outcome =
        campo === 'vigente'
          ? await toggleVigente(db, module, id, request.body.version, user, false, authorized)
          : await setFlag(db, module, id, request.body.version, campo, 'annul', user, authorized);
      await settle(outcome, () => getRecord(db, module.name, id, scopeOf(user)));
      return load(id, user);
    },
  );

  // Removing from the parent's list, where the module allows it (modules.<m>.delete: CRD-12/13, FEE-13/14):
  // the write guard on the record, its read-only state (x-read-only-when) and its version decide, as for
  // an update; the row-removal rule (removalOf) deletes a record new in the caller's session (`nuevo`,
  // believed only when the stored record agrees: 204) and marks any other `eliminar` (vigente off: 200, the record).
  if (config.delete) {
    const removeResponse = { 200: recordResponse, 204: { type: 'null' } } as const;
    app.delete(
      `${base}/:id`,
      {
        config: { textFields },
        schema: {
          tags,
          summary: 'Quita el registro de la lista de su padre: lo elimina si es nuevo de la sesión, si no lo marca eliminado (no vigente)',
          params: idParams,
          body: removeBody,
          response: removeResponse,
        },
      },
      async (request, reply) => {
        const user = authorize(request, config.access.write, true);
        const { id } = request.params;
        const record = await load(id, user, config.access.write);
        const reason = readOnlyReason(readOnlyRules(module.schema), recordState(record), user, (f) => module.labels[f]);
        if (reason) throw new HttpError(403, 'solo_lectura', t('form.readOnlyRefused', { motivo: t(reason.key, reason.args) }));
        const outcome = await removeRecord(db, module, id, request.body.version, user, request.body.nuevo === true, await inWrite(user, true));
        await settle(outcome, () => getRecord(db, module.name, id, scopeOf(user)));
        if (outcome.removal === 'delete') return reply.status(204).send(null);
        return load(id, user);
      },
    );
  }

  app.post(
    `${base}/:id/vigente`,
    {
      config: { textFields },
      schema: { tags, summary: 'Activa o desactiva el registro', params: idParams, body: versionBody, response: { 200: recordResponse } },
    },
    async (request) => {
      const user = authorizeWrite(request);
      const { id } = request.params;
      await load(id, user, config.access.write);
      const outcome = await toggleVigente(db, module, id, request.body.version, user, undefined, await inWrite(user));
      await settle(outcome, () => getRecord(db, module.name, id, scopeOf(user)));
      return load(id, user);
    },
  );
}

/** Sends another route's error answer as it is (its status and documented error body). */
function relay(reply: unknown, status: number, body: string) {
  return (reply as FastifyReply).code(status).type('application/json; charset=utf-8').send(body);
}

/** Registers the routes of every module in the config (each must exist in the registry), one plugin per module. */
async function moduleRoutesPlugin(app: FastifyInstance, given: Pick<Options, 'moduleWriteChecks'>): Promise<void> {
  const options = { db: app.db, registry: app.registry, config: app.config, lookups: app.lookups, moduleWriteChecks: given.moduleWriteChecks };
  for (const [name, config] of Object.entries(options.config.modules)) {
    const module = options.registry.get(config.schema);
    await app.register(async (scope) => registerModule(scope, options, name, module, config));
  }
}

export const moduleRoutes = routePlugin('moduleRoutes', ['db', 'registry', 'config', 'recordAccess', 'authenticate'], moduleRoutesPlugin);
