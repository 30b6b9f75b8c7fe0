/**
 * The users' administration API (decision 154), admin only (the `usuarios.admin` screen's guard,
 * checked on every call): list, read, create, edit, disable or enable, reset the password, history.
 * Every change is one transaction on the identity tables with its history entry; a stale version
 * is a 409 and a refused write stores nothing. Disabling a user or resetting their password ends
 * their sessions at once (their provider rows go; the next API call is a 401). With an external
 * identity provider the users are managed there: every write is refused.
 */
import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Transaction } from 'kysely';
import { KNOWN_ROLES } from '../../engine/core/accessCatalogue';
import { t } from '../../engine/core/messages';
import { passwordProblem } from '../../engine/core/passwordPolicy';
import { canAccess, type Guard } from '../../engine/core/permissions';
import { requireUser } from '../../server/auth/authenticate';
import type { RequestUser } from '../../server/auth/principal';
import type { Database } from '../../server/db/schema';
import { HttpError } from '../../server/http/httpError';
import { appendUserHistory, type UserChange } from '../../server/identity/userHistory';
import { passwordPolicy, revokeUserSessions, storePassword, temporaryPassword } from '../../server/identity/userPasswords';
import { datosRef, idParams } from '../../server/modules/moduleSchemas';
import { identityResponse, userHistoryResponse, userListResponse, userRecordResponse, userWithPasswordResponse } from './userSchemas';
import { linkModule, listUsers, PAGE_SIZE, recordOf, replaceRoles, userHistory, userRow, usernameTaken, type UserDatos, type UserRow } from './userStore';

const MODULE = 'usuariosistema';
const SCREEN = 'usuarios.admin';
const BASE = '/api/admin/usuarios';
const tags = ['Usuarios'];
const knownRoles = new Set<string>(KNOWN_ROLES);

const m = (key: string, args?: Record<string, string | number>) => t(`${MODULE}.${key}`, args);
const invalid = (path: string, mensaje: string) => new HttpError(400, 'validacion', mensaje, [{ path, mensaje }]);
const stale = () => new HttpError(409, 'conflicto', t('save.conflict'));
const notFound = () => new HttpError(404, 'no_encontrado', m('notFound'));

const versionOnly = { type: 'integer', minimum: 1 } as const;
const passwordField = { type: 'string', maxLength: 1000 } as const;

/** The fields a user's history and diff compare, in the form's order. */
const DIFFED = ['usuario', 'nombre', 'email', 'roles', 'contacto', 'cuenta'] as const;

export async function userRoutes(scope: FastifyInstance): Promise<void> {
  const screen = scope.config.screens.find((s) => s.id === SCREEN);
  if (!screen || screen.kind !== 'custom' || !scope.registry.has(MODULE)) return;
  const guard: Guard | undefined = screen.access;
  const module = scope.registry.get(MODULE);
  const app = scope.withTypeProvider<JsonSchemaToTsProvider>();
  const policy = passwordPolicy();
  const labels: Record<string, string> = { ...module.labels, vigente: t('ui.vigente'), contrasena: t('login.passwordLabel') };
  const routeConfig = { requiredMessage: 'form.required', recordMessages: { module: MODULE, schema: module.schema } };

  /** The admin making the call: deny by default (the screen's guard), and never a temporary token. */
  const admin = (request: FastifyRequest): RequestUser => {
    const user = requireUser(request);
    if (user.tokenMode || !canAccess(user, guard)) throw new HttpError(403, 'sin_permisos', t('access.module'));
    return user;
  };
  /** Writes are for the embedded provider's users only. */
  const managedHere = () => {
    const external = scope.identity.external;
    if (external) throw new HttpError(409, 'identidad_externa', t('password.external', { emisor: external.issuer }));
  };
  const author = (user: RequestUser) => ({ id: user.userId, name: user.name });

  /** Checks and resolves what a write stores besides its plain fields: roles, contact, account. */
  async function resolved(trx: Transaction<Database>, datos: UserDatos, userId?: number) {
    const usuario = datos.usuario.trim();
    if (await usernameTaken(trx, usuario, userId)) throw invalid('usuario', m('duplicate'));
    const roles = [...new Set((datos.roles ?? []).map((role) => role.trim().toUpperCase()))].sort();
    const unknown = roles.find((role) => !knownRoles.has(role));
    if (unknown) throw invalid('roles', m('unknownRole', { rol: unknown }));
    let idCrm: string | null = null;
    if (datos.contacto !== undefined) {
      const contactModule = linkModule(scope.config, 'contacto');
      const contact = contactModule
        ? await trx.selectFrom('records').select('id_crm').where('module', '=', contactModule).where('id', '=', datos.contacto).executeTakeFirst()
        : undefined;
      if (!contact) throw invalid('contacto', t('link.notFound', { campo: labels.contacto }));
      if (!contact.id_crm) throw invalid('contacto', m('contactWithoutId'));
      idCrm = contact.id_crm;
    }
    let accountId: string | null = null;
    if (datos.cuenta !== undefined) {
      const accountModule = linkModule(scope.config, 'cuenta');
      const account = accountModule
        ? await trx.selectFrom('records').select('id').where('module', '=', accountModule).where('id', '=', datos.cuenta).executeTakeFirst()
        : undefined;
      if (!account) throw invalid('cuenta', t('link.notFound', { campo: labels.cuenta }));
      accountId = String(datos.cuenta);
    }
    const email = datos.email?.trim() || null;
    return { usuario, nombre: datos.nombre.trim(), email, roles, idCrm, accountId };
  }

  /** A unique-index race on the username reads as the duplicate it is. */
  const duplicateRace = (error: unknown): never => {
    if ((error as { code?: string }).code === '23505') throw invalid('usuario', m('duplicate'));
    throw error;
  };

  const diff = (before: UserDatos, after: UserDatos): UserChange[] =>
    DIFFED.flatMap((campo) => {
      const antes = before[campo] ?? null;
      const despues = after[campo] ?? null;
      return JSON.stringify(antes) === JSON.stringify(despues) ? [] : [{ campo, antes, despues }];
    });

  async function lockedUser(trx: Transaction<Database>, id: number, version: number): Promise<UserRow> {
    const row = await userRow(trx, id, true);
    if (!row) throw notFound();
    if (row.version !== version) throw stale();
    return row;
  }

  app.get(
    BASE,
    {
      schema: {
        tags,
        summary: 'Lista los usuarios (solo administradores)',
        querystring: {
          type: 'object',
          additionalProperties: false,
          properties: {
            texto: { type: 'string', maxLength: 100 },
            estado: { type: 'string', enum: ['vigentes', 'inactivos', 'todos'], default: 'todos' },
            pagina: { type: 'integer', minimum: 1, maximum: 100000, default: 1 },
          },
        },
        response: { 200: userListResponse },
      },
    },
    async (request) => {
      admin(request);
      const { texto, estado = 'todos', pagina = 1 } = request.query;
      const { datos, total } = await listUsers(scope.db, { texto, estado, pagina });
      return { datos, total, pagina, tamanoPagina: PAGE_SIZE };
    },
  );

  app.get(
    `${BASE}/identidad`,
    {
      schema: {
        tags,
        summary: 'Dónde se administran los usuarios: el proveedor integrado o uno externo, con su correspondencia de claims a roles',
        response: { 200: identityResponse },
      },
    },
    async (request) => {
      admin(request);
      const external = scope.identity.external;
      if (!external) return { externo: false, largoMinimo: policy.minLength };
      const mapping = external.roleMapping;
      return {
        externo: true,
        emisor: external.issuer,
        claim: mapping?.claim ?? null,
        reglas: mapping?.rules.map((rule) => ({ valor: rule.value, rol: rule.role })) ?? [],
      };
    },
  );

  app.get(
    `${BASE}/:id`,
    { schema: { tags, summary: 'Un usuario (solo administradores)', params: idParams, response: { 200: userRecordResponse } } },
    async (request) => {
      admin(request);
      const row = await userRow(scope.db, request.params.id);
      if (!row) throw notFound();
      return recordOf(scope.db, scope.config, row);
    },
  );

  app.get(
    `${BASE}/:id/historial`,
    { schema: { tags, summary: 'Historial de cambios de un usuario', params: idParams, response: { 200: userHistoryResponse } } },
    async (request) => {
      admin(request);
      const row = await userRow(scope.db, request.params.id);
      if (!row) throw notFound();
      return { datos: await userHistory(scope.db, request.params.id, labels) };
    },
  );

  app.post(
    BASE,
    {
      config: routeConfig,
      schema: {
        tags,
        summary: 'Crea un usuario con una contraseña temporal (la indicada o una generada) que deberá cambiar al ingresar',
        body: { type: 'object', required: ['datos'], additionalProperties: false, properties: { datos: datosRef(module), contrasena: passwordField } },
        response: { 201: userWithPasswordResponse },
      },
    },
    async (request, reply) => {
      const user = admin(request);
      managedHere();
      const datos = request.body.datos as unknown as UserDatos;
      const given = request.body.contrasena?.length ? request.body.contrasena : undefined;
      if (given !== undefined) {
        const problem = passwordProblem(given, policy, { username: datos.usuario });
        if (problem) throw invalid('contrasena', t(problem.key, problem.args));
      }
      const plain = given ?? temporaryPassword();
      const id = await scope.db
        .transaction()
        .execute(async (trx) => {
          const values = await resolved(trx, datos);
          const created = await trx
            .insertInto('users')
            .values({
              username: values.usuario,
              nombre: values.nombre,
              email: values.email,
              id_crm: values.idCrm,
              account_id: values.accountId,
              password_hash: null,
              must_change_password: true,
            })
            .returning('id')
            .executeTakeFirstOrThrow();
          const userId = Number(created.id);
          await replaceRoles(trx, userId, values.roles);
          await storePassword(trx, userId, plain, true);
          const after = (await recordOf(trx, scope.config, (await userRow(trx, userId))!)).datos;
          const changes = DIFFED.flatMap((campo) => (after[campo] === undefined ? [] : [{ campo, antes: null, despues: after[campo] }]));
          await appendUserHistory(trx, { userId, version: 2, action: 'alta', changes, by: author(user) });
          return userId;
        })
        .catch(duplicateRace);
      const record = await recordOf(scope.db, scope.config, (await userRow(scope.db, id))!);
      return reply.status(201).send({ ...record, contrasenaTemporal: plain });
    },
  );

  app.put(
    `${BASE}/:id`,
    {
      config: routeConfig,
      schema: {
        tags,
        summary: 'Modifica los datos, roles, contacto y cuenta de un usuario',
        params: idParams,
        body: { type: 'object', required: ['version', 'datos'], additionalProperties: false, properties: { version: versionOnly, datos: datosRef(module) } },
        response: { 200: userRecordResponse },
      },
    },
    async (request) => {
      const user = admin(request);
      managedHere();
      const { id } = request.params;
      const datos = request.body.datos as unknown as UserDatos;
      await scope.db
        .transaction()
        .execute(async (trx) => {
          const row = await lockedUser(trx, id, request.body.version);
          const values = await resolved(trx, datos, id);
          if (id === user.userId && row.roles.includes('ROLE_ADMINISTRADOR') && !values.roles.includes('ROLE_ADMINISTRADOR')) {
            throw invalid('roles', m('selfAdmin'));
          }
          const before = (await recordOf(trx, scope.config, row)).datos;
          await trx
            .updateTable('users')
            .set({
              username: values.usuario,
              nombre: values.nombre,
              email: values.email,
              id_crm: values.idCrm,
              account_id: values.accountId,
              version: row.version + 1,
            })
            .where('id', '=', id)
            .execute();
          await replaceRoles(trx, id, values.roles);
          const after = (await recordOf(trx, scope.config, (await userRow(trx, id))!)).datos;
          const changes = diff(before, after);
          if (changes.length) await appendUserHistory(trx, { userId: id, version: row.version + 1, action: 'modificacion', changes, by: author(user) });
        })
        .catch(duplicateRace);
      return recordOf(scope.db, scope.config, (await userRow(scope.db, id))!);
    },
  );

  app.post(
    `${BASE}/:id/vigencia`,
    {
      schema: {
        tags,
        summary: 'Activa o desactiva un usuario; desactivarlo cierra todas sus sesiones',
        params: idParams,
        body: {
          type: 'object',
          required: ['version', 'vigente'],
          additionalProperties: false,
          properties: { version: versionOnly, vigente: { type: 'boolean' } },
        },
        response: { 200: userRecordResponse },
      },
    },
    async (request) => {
      const user = admin(request);
      managedHere();
      const { id } = request.params;
      const { vigente } = request.body;
      if (id === user.userId && !vigente) throw new HttpError(409, 'propio_usuario', m('selfDisable'));
      await scope.db.transaction().execute(async (trx) => {
        const row = await lockedUser(trx, id, request.body.version);
        if (row.vigente === vigente) return;
        await trx
          .updateTable('users')
          .set({ vigente, version: row.version + 1 })
          .where('id', '=', id)
          .execute();
        if (!vigente) await revokeUserSessions(trx, id);
        await appendUserHistory(trx, {
          userId: id,
          version: row.version + 1,
          action: 'vigencia',
          changes: [{ campo: 'vigente', antes: row.vigente, despues: vigente }],
          by: author(user),
        });
      });
      return recordOf(scope.db, scope.config, (await userRow(scope.db, id))!);
    },
  );

  app.post(
    `${BASE}/:id/contrasena`,
    {
      schema: {
        tags,
        summary: 'Restablece la contraseña de un usuario (la indicada o una generada), que deberá cambiarla al ingresar; cierra todas sus sesiones',
        params: idParams,
        body: { type: 'object', required: ['version'], additionalProperties: false, properties: { version: versionOnly, contrasena: passwordField } },
        response: { 200: userWithPasswordResponse },
      },
    },
    async (request) => {
      const user = admin(request);
      managedHere();
      const { id } = request.params;
      const given = request.body.contrasena?.length ? request.body.contrasena : undefined;
      const plain = await scope.db.transaction().execute(async (trx) => {
        const row = await lockedUser(trx, id, request.body.version);
        if (given !== undefined) {
          const problem = passwordProblem(given, policy, { username: row.username });
          if (problem) throw invalid('contrasena', t(problem.key, problem.args));
        }
        const password = given ?? temporaryPassword();
        await storePassword(trx, id, password, true);
        await revokeUserSessions(trx, id);
        await appendUserHistory(trx, {
          userId: id,
          version: row.version + 1,
          action: 'contrasena',
          changes: [
            { campo: 'contrasena', antes: null, despues: t('password.resetByAdmin') },
            ...(row.must_change_password ? [] : [{ campo: 'debeCambiarContrasena', antes: false, despues: true }]),
          ],
          by: author(user),
        });
        return password;
      });
      const record = await recordOf(scope.db, scope.config, (await userRow(scope.db, id))!);
      return { ...record, contrasenaTemporal: plain };
    },
  );
}
