/**
 * A signed-in user changes their own password (decision 154): the current one, the new one twice.
 * The new one must meet the policy and differ from the current one; storing it ends every session
 * and token of the user, this one included (the app then asks to sign in again).
 */
import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import type { FastifyInstance } from 'fastify';
import { t } from '../../engine/core/messages';
import { passwordProblem } from '../../engine/core/passwordPolicy';
import { requireUser } from '../../server/auth/authenticate';
import { HttpError } from '../../server/http/httpError';
import { verifyPassword } from '../../server/identity/passwords';
import { appendUserHistory } from '../../server/identity/userHistory';
import { passwordPolicy, revokeUserSessions, storePassword } from '../../server/identity/userPasswords';
import { passwordChangedResponse, passwordPolicyResponse } from './userSchemas';

const invalid = (path: string, mensaje: string) => new HttpError(400, 'validacion', mensaje, [{ path, mensaje }]);
const field = { type: 'string', maxLength: 1000 } as const;

export async function ownPasswordRoute(scope: FastifyInstance): Promise<void> {
  const policy = passwordPolicy();
  scope.get(
    '/api/usuario/contrasena/politica',
    { schema: { tags: ['Sesión'], summary: 'La política de contraseñas: su largo mínimo', response: { 200: passwordPolicyResponse } } },
    async (request) => {
      requireUser(request);
      return { largoMinimo: policy.minLength, externo: scope.identity.external !== undefined };
    },
  );
  scope.withTypeProvider<JsonSchemaToTsProvider>().post(
    '/api/usuario/contrasena',
    {
      schema: {
        tags: ['Sesión'],
        summary: 'Cambia la contraseña del usuario actual; cierra todas sus sesiones',
        body: {
          type: 'object',
          // Blank fields are answered by the checks below, each with its own message.
          additionalProperties: false,
          properties: { actual: field, nueva: field, repetida: field },
        },
        response: { 200: passwordChangedResponse },
      },
    },
    async (request) => {
      const user = requireUser(request);
      if (user.tokenMode) throw new HttpError(403, 'sin_permisos', t('access.module'));
      const external = scope.identity.external;
      if (external) throw new HttpError(409, 'identidad_externa', t('password.external', { emisor: external.issuer }));
      const { actual = '', nueva = '', repetida = '' } = request.body;
      if (!actual) throw invalid('actual', t('password.currentRequired'));
      const row = await scope.db
        .selectFrom('users')
        .select(['password_hash', 'must_change_password', 'version'])
        .where('id', '=', user.userId)
        .executeTakeFirst();
      if (!row || !(await verifyPassword(actual, row.password_hash))) throw invalid('actual', t('password.currentWrong'));
      const problem = passwordProblem(nueva, policy, { username: user.username });
      if (problem) throw invalid('nueva', t(problem.key, problem.args));
      if (nueva !== repetida) throw invalid('repetida', t('password.mismatch'));
      if (nueva === actual) throw invalid('nueva', t('password.sameAsCurrent'));
      await scope.db.transaction().execute(async (trx) => {
        await storePassword(trx, user.userId, nueva, false);
        await revokeUserSessions(trx, user.userId);
        await appendUserHistory(trx, {
          userId: user.userId,
          version: row.version + 1,
          action: 'contrasena',
          changes: [
            { campo: 'contrasena', antes: null, despues: t('password.changedByUser') },
            ...(row.must_change_password ? [{ campo: 'debeCambiarContrasena', antes: true, despues: false }] : []),
          ],
          by: { id: user.userId, name: user.name },
        });
      });
      return { mensaje: t('password.changed') };
    },
  );
}
