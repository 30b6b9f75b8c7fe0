/**
 * Account document look-ups (ACC-68…71): `GET /api/cuentas/padron/:documento` asks the tax-id
 * register (`dataCuit/{x}`: reply `success`, `data`, `agip`) and `GET /api/cuentas/documento/:documento`
 * lists the accounts and supplier accounts holding a document (`existeCuentaDocumento/{x}`: reply
 * `cuentas`, `proveedores`). Both are open to whoever may read accounts (the holders' list to supplier
 * readers too, SUP-37); a register that cannot be asked answers 502 with `Ocurrio un error al
 * verificar los datos a ingresar.` (ACC-71).
 */
import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { canAccess } from '../../engine/core/permissions';
import { isTaxIdNumber } from '../../engine/core/format/taxIdNumber';
import { requireUser } from '../../server/auth/authenticate';
import type { Database } from '../../server/db/schema';
import { lookupBudget } from '../../server/http/lookupBudget';
import { documentHolders, readerOf, readerOfAny, registerLookupRoute } from '../../server/taxIds/taxIdRoutes';

/** The module whose readers may ask. */
const MODULE = 'cuenta';
const SUPPLIER_MODULE = 'proveedor';

/** The accounts holding `documento` (digits and letters as stored), split into clients and supplier accounts. */
export async function accountsWithDocument(db: Kysely<Database>, documento: string, excludeId?: number) {
  const accounts = await documentHolders(db, MODULE, documento, excludeId, 'activo');
  // ACC-70, SUP-37: the suppliers are the supplier accounts and the records of the suppliers module.
  const suppliers = await documentHolders(db, SUPPLIER_MODULE, documento, excludeId, 'notEnDesuso');
  const shown = ({ esProveedor: _, ...holder }: (typeof accounts)[number]) => holder;
  return {
    cuentas: accounts.filter((holder) => !holder.esProveedor).map(shown),
    proveedores: [...accounts.filter((holder) => holder.esProveedor).map(shown), ...suppliers.map((holder) => ({ ...shown(holder), modulo: SUPPLIER_MODULE }))],
  };
}

/** One holder of a document as the route answers it; one the caller may not read has no id and no name. */
type ShownHolder = {
  readonly id?: number;
  readonly mostrarNombre?: string;
  readonly vigente: boolean;
  readonly activo: boolean;
  readonly modulo?: string;
};

/**
 * The holders as a caller may learn them: a holder of a module the caller cannot read keeps only
 * that it exists and its state (what SUP-37's and ACC-OP10's warnings need), not its id nor its
 * name (a supplier reader learnt the names of accounts it may not open).
 */
export function holdersShownTo(
  holders: { readonly cuentas: readonly ShownHolder[]; readonly proveedores: readonly ShownHolder[] },
  reads: (module: string) => boolean,
): { cuentas: ShownHolder[]; proveedores: ShownHolder[] } {
  const shown = (holder: ShownHolder): ShownHolder =>
    reads(holder.modulo ?? MODULE) ? holder : { vigente: holder.vigente, activo: holder.activo, ...(holder.modulo ? { modulo: holder.modulo } : {}) };
  return { cuentas: holders.cuentas.map(shown), proveedores: holders.proveedores.map(shown) };
}

/** A holder on the wire (`ShownHolder`): without `id` and `mostrarNombre` when the caller may not read its module. */
const holderResponse = {
  type: 'object',
  required: ['vigente', 'activo'],
  additionalProperties: true,
  properties: {
    id: { type: 'integer' },
    mostrarNombre: { type: ['string', 'null'] },
    vigente: { type: 'boolean' },
    activo: { type: 'boolean', description: 'Activa por su marca (`activo`; un proveedor: no `enDesuso`)' },
    modulo: { type: 'string', description: 'El módulo de proveedores, cuando el titular es uno de sus registros' },
  },
} as const;

/** ACC-70, SUP-37: who holds a document, clients and suppliers apart. */
const holdersResponse = {
  type: 'object',
  required: ['cuentas', 'proveedores'],
  additionalProperties: true,
  properties: {
    cuentas: { type: 'array', items: holderResponse },
    proveedores: { type: 'array', items: holderResponse, description: 'Cuentas proveedoras y registros del módulo de proveedores' },
  },
} as const;

export async function accountDocumentRoutes(scope: FastifyInstance): Promise<void> {
  const app = scope.withTypeProvider<JsonSchemaToTsProvider>();
  const guard = scope.config.modules[MODULE]?.access.read;
  if (!guard) return;
  const authorize = readerOf(scope.config, MODULE);

  // ACC-68: the lookup runs on exactly 11 digits.
  registerLookupRoute(scope, scope.taxIds, {
    url: '/api/cuentas/padron/:documento',
    tag: 'Cuentas',
    summary: 'Datos fiscales de un CUIT (padrón)',
    authorize,
    applies: isTaxIdNumber,
    invalidKey: 'cuenta.cuitOnceDigitos',
    errorKey: 'cuenta.verificacionError',
  });

  // The spec's `existeCuentaDocumento/{x}` (ACC-70, SUP-37) is the same call. It names accounts beyond the
  // caller's scope by need (ACC-OP10 shows the holder with a link: the form's duplicate check), so it is a
  // look-up of the whole company: within the caller's look-up budget (lookupBudget.ts).
  const budget = lookupBudget();
  for (const url of ['/api/cuentas/documento/:documento', '/api/existeCuentaDocumento/:documento']) {
    app.get(
      url,
      {
        schema: {
          tags: ['Cuentas'],
          summary: 'Cuentas y proveedores con un documento',
          params: {
            type: 'object',
            required: ['documento'],
            additionalProperties: false,
            properties: { documento: { type: 'string', minLength: 1, maxLength: 20, pattern: '^[0-9A-Za-z]+$' } },
          } as const,
          querystring: { type: 'object', additionalProperties: false, properties: { excluir: { type: 'integer', minimum: 1 } } } as const,
          response: { 200: holdersResponse },
        },
      },
      async (request) => {
        // ACC-70 for account readers, SUP-37 for supplier readers too.
        readerOfAny(scope.config, [MODULE, SUPPLIER_MODULE])(request);
        const user = requireUser(request);
        budget.check(user.userId);
        budget.spend(user.userId);
        const holders = await accountsWithDocument(scope.db, request.params.documento, request.query.excluir);
        return holdersShownTo(holders, (module) => {
          const read = scope.config.modules[module]?.access.read;
          return !!read && canAccess(user, read);
        });
      },
    );
  }
}
