/**
 * Account document look-ups (ACC-68…71): `GET /api/cuentas/padron/:cuit` asks the tax-id register
 * (`dataCuit/{x}`: reply `success`, `data`, `agip`) and `GET /api/cuentas/documento/:documento`
 * lists the accounts and supplier accounts holding a document (`existeCuentaDocumento/{x}`: reply
 * `cuentas`, `proveedores`). Both are open to whoever may read accounts; a register that cannot be
 * asked answers 502 with `Ocurrio un error al verificar los datos a ingresar.` (ACC-71).
 */
import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import type { FastifyInstance } from 'fastify';
import { sql, type Kysely } from 'kysely';
import { canAccess } from '../../engine/core/permissions';
import { t } from '../../engine/core/messages';
import type { ScreensConfig } from '../../engine/core/screenConfig';
import { requireUser } from '../auth/authenticate';
import type { Database } from '../db/schema';
import { HttpError } from '../http/httpError';
import type { TaxIdLookup } from './taxIdLookup';

export interface TaxIdRoutesOptions {
  readonly db: Kysely<Database>;
  readonly config: ScreensConfig;
  readonly taxIds: TaxIdLookup;
}

/** The module whose readers may ask. */
const MODULE = 'cuenta';

/** The accounts holding `documento` (digits and letters as stored), split into clients and supplier accounts. */
export async function accountsWithDocument(db: Kysely<Database>, documento: string, excludeId?: number) {
  const rows = await db
    .selectFrom('records')
    .select([
      'id',
      sql<string>`data->>'mostrarNombre'`.as('mostrarNombre'),
      sql<boolean>`coalesce((data->>'esProveedor')::boolean, false)`.as('esProveedor'),
      sql<boolean>`coalesce((data->>'activo')::boolean, true)`.as('activo'),
      'vigente',
    ])
    .where('module', '=', MODULE)
    .where(sql<string>`data->>'documento'`, '=', documento)
    .where('id', '!=', excludeId ?? 0)
    .orderBy('id')
    .limit(20)
    .execute();
  // PostgreSQL and PGlite may answer booleans of an expression as text or boolean.
  const yes = (value: unknown) => value === true || value === 't' || value === 'true';
  const shown = (row: (typeof rows)[number]) => ({ id: Number(row.id), mostrarNombre: row.mostrarNombre, vigente: yes(row.vigente), activo: yes(row.activo) });
  return { cuentas: rows.filter((row) => !yes(row.esProveedor)).map(shown), proveedores: rows.filter((row) => yes(row.esProveedor)).map(shown) };
}

export async function taxIdRoutes(scope: FastifyInstance, options: TaxIdRoutesOptions): Promise<void> {
  const app = scope.withTypeProvider<JsonSchemaToTsProvider>();
  const guard = options.config.modules[MODULE]?.access.read;
  if (!guard) return;
  const authorize = (request: Parameters<typeof requireUser>[0]) => {
    const user = requireUser(request);
    if (!canAccess(user, guard)) throw new HttpError(403, 'sin_permisos', t('access.module'));
  };

  app.get(
    '/api/cuentas/padron/:cuit',
    {
      schema: {
        tags: ['Cuentas'],
        summary: 'Datos fiscales de un CUIT (padrón)',
        params: { type: 'object', required: ['cuit'], additionalProperties: false, properties: { cuit: { type: 'string', maxLength: 20 } } } as const,
      },
    },
    async (request) => {
      authorize(request);
      const { cuit } = request.params;
      // ACC-68: the lookup runs on exactly 11 digits.
      if (!/^\d{11}$/.test(cuit)) throw new HttpError(400, 'validacion', t('cuenta.cuitOnceDigitos'));
      let found;
      try {
        found = await options.taxIds.lookup(cuit);
      } catch {
        throw new HttpError(502, 'verificacion', t('cuenta.verificacionError'));
      }
      if (!found) return { success: false, data: null, agip: false };
      const { agip, ...data } = found;
      return { success: true, data, agip };
    },
  );

  app.get(
    '/api/cuentas/documento/:documento',
    {
      schema: {
        tags: ['Cuentas'],
        summary: 'Cuentas y proveedores con un documento',
        params: { type: 'object', required: ['documento'], additionalProperties: false, properties: { documento: { type: 'string', minLength: 1, maxLength: 20, pattern: '^[0-9A-Za-z]+$' } } } as const,
        querystring: { type: 'object', additionalProperties: false, properties: { excluir: { type: 'integer', minimum: 1 } } } as const,
      },
    },
    async (request) => {
      authorize(request);
      return accountsWithDocument(options.db, request.params.documento, request.query.excluir);
    },
  );
}
