/**
 * Document look-ups. The contact's `GET /api/contactos/padron/:documento` (CON-35: 7 digits or
 * more, a DNI asked as a person's CUIT/CUIL, documentLookup.ts; open to contact readers; failure
 * `Ocurrio un error al verificar los datos a ingresar.`). Accounts (ACC-68…71): `GET /api/cuentas/padron/:documento` asks the tax-id register
 * (`dataCuit/{x}`: reply `success`, `data`, `agip`) and `GET /api/cuentas/documento/:documento`
 * lists the accounts and supplier accounts holding a document (`existeCuentaDocumento/{x}`: reply
 * `cuentas`, `proveedores`). Both are open to whoever may read accounts; a register that cannot be
 * asked answers 502 with `Ocurrio un error al verificar los datos a ingresar.` (ACC-71).
 */
import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql, type Kysely } from 'kysely';
import { canAccess } from '../../engine/core/permissions';
import { t } from '../../engine/core/messages';
import type { ScreensConfig } from '../../engine/core/screenConfig';
import { requireUser } from '../auth/authenticate';
import type { Database } from '../db/schema';
import { HttpError } from '../http/httpError';
import { lookupBudget } from '../http/lookupBudget';
import type { TaxIdLookup } from './taxIdLookup';
import { lookupDocument } from './documentLookup';
import { contactDocumentLooksUp } from '../../schemas/contacto/contacto.rules';
import { supplierDocumentLooksUp } from '../../schemas/proveedor/proveedor.rules';
import { isTaxIdNumber } from '../../engine/core/format/taxIdNumber';

export interface TaxIdRoutesOptions {
  readonly db: Kysely<Database>;
  readonly config: ScreensConfig;
  readonly taxIds: TaxIdLookup;
}

/** The module whose readers may ask. */
const MODULE = 'cuenta';
const CONTACT_MODULE = 'contacto';
const SUPPLIER_MODULE = 'proveedor';

/** PostgreSQL and PGlite may answer booleans of an expression as text or boolean. */
const yes = (value: unknown) => value === true || value === 't' || value === 'true';

/**
 * The records of `module` holding `documento` (as stored), at most 20, oldest first: id, name,
 * state, and whether each is active by the module's own flag (`activo` true by default, or
 * `enDesuso` false) and a supplier account (`esProveedor`).
 */
async function documentHolders(db: Kysely<Database>, module: string, documento: string, excludeId: number | undefined, active: 'activo' | 'notEnDesuso') {
  const rows = await db
    .selectFrom('records')
    .select([
      'id',
      sql<string>`data->>'mostrarNombre'`.as('mostrarNombre'),
      sql<boolean>`coalesce((data->>'esProveedor')::boolean, false)`.as('esProveedor'),
      active === 'activo'
        ? sql<boolean>`coalesce((data->>'activo')::boolean, true)`.as('activo')
        : sql<boolean>`not coalesce((data->>'enDesuso')::boolean, false)`.as('activo'),
      'vigente',
    ])
    .where('module', '=', module)
    .where(sql<string>`data->>'documento'`, '=', documento)
    .where('id', '!=', excludeId ?? 0)
    .orderBy('id')
    .limit(20)
    .execute();
  return rows.map((row) => ({
    id: Number(row.id),
    mostrarNombre: row.mostrarNombre,
    vigente: yes(row.vigente),
    activo: yes(row.activo),
    esProveedor: yes(row.esProveedor),
  }));
}

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
interface ShownHolder {
  readonly id?: number;
  readonly mostrarNombre?: string;
  readonly vigente: boolean;
  readonly activo: boolean;
  readonly modulo?: string;
}

/**
 * The holders as a caller may learn them: a holder of a module the caller cannot read keeps only
 * that it exists and its state (what SUP-37's and ACC-OP10's warnings need), not its id nor its
 * name (issue 19: a supplier reader learnt the names of accounts it may not open).
 */
export function holdersShownTo(
  holders: { readonly cuentas: readonly ShownHolder[]; readonly proveedores: readonly ShownHolder[] },
  reads: (module: string) => boolean,
): { cuentas: ShownHolder[]; proveedores: ShownHolder[] } {
  const shown = (holder: ShownHolder): ShownHolder =>
    reads(holder.modulo ?? MODULE) ? holder : { vigente: holder.vigente, activo: holder.activo, ...(holder.modulo ? { modulo: holder.modulo } : {}) };
  return { cuentas: holders.cuentas.map(shown), proveedores: holders.proveedores.map(shown) };
}

/** One register look-up route (`dataCuit/{x}`): reply `success`, `data`, `agip`; 400 with `invalidKey` when `applies` refuses the number; 502 when the register cannot be asked. */
function registerLookupRoute(
  app: FastifyInstance,
  taxIds: TaxIdLookup,
  route: {
    readonly url: string;
    readonly tag: string;
    readonly summary: string;
    readonly authorize: (request: FastifyRequest) => void;
    readonly applies: (documento: string) => boolean;
    readonly invalidKey: string;
    readonly errorKey: string;
  },
) {
  app.withTypeProvider<JsonSchemaToTsProvider>().get(
    route.url,
    {
      schema: {
        tags: [route.tag],
        summary: route.summary,
        params: { type: 'object', required: ['documento'], additionalProperties: false, properties: { documento: { type: 'string', maxLength: 20 } } } as const,
      },
    },
    async (request) => {
      route.authorize(request);
      const { documento } = request.params;
      if (!route.applies(documento)) throw new HttpError(400, 'validacion', t(route.invalidKey));
      let found;
      try {
        found = await lookupDocument(taxIds, documento);
      } catch {
        throw new HttpError(502, 'verificacion', t(route.errorKey));
      }
      if (!found) return { success: false, data: null, agip: false };
      const { agip, ...data } = found;
      return { success: true, data, agip };
    },
  );
}

/** A caller who passes the read guard of one of the modules (a module missing from the config passes nobody). */
const readerOfAny = (config: ScreensConfig, modules: readonly string[]) => (request: FastifyRequest) => {
  const user = requireUser(request);
  const guards = modules.flatMap((module) => (config.modules[module] ? [config.modules[module].access.read] : []));
  if (!guards.some((guard) => canAccess(user, guard))) throw new HttpError(403, 'sin_permisos', t('access.module'));
};

/** A caller who passes the module's read guard. */
const readerOf = (config: ScreensConfig, module: string) => (request: FastifyRequest) => {
  const user = requireUser(request);
  const guard = config.modules[module]?.access.read;
  if (!guard || !canAccess(user, guard)) throw new HttpError(403, 'sin_permisos', t('access.module'));
};

export async function taxIdRoutes(scope: FastifyInstance, options: TaxIdRoutesOptions): Promise<void> {
  const app = scope.withTypeProvider<JsonSchemaToTsProvider>();
  // CON-35: the contact's document is looked up from 7 digits (a DNI or a CUIT/CUIL).
  if (options.config.modules[CONTACT_MODULE]) {
    registerLookupRoute(scope, options.taxIds, {
      url: '/api/contactos/padron/:documento',
      tag: 'Contactos',
      summary: 'Datos fiscales del documento de un contacto (padrón)',
      authorize: readerOf(options.config, CONTACT_MODULE),
      applies: contactDocumentLooksUp,
      invalidKey: 'contacto.documentoSieteDigitos',
      errorKey: 'contacto.verificarError',
    });
  }
  // SUP-25: the supplier's CUIT is looked up at 11 digits, for whoever may read suppliers.
  if (options.config.modules[SUPPLIER_MODULE]) {
    registerLookupRoute(scope, options.taxIds, {
      url: '/api/proveedores/padron/:documento',
      tag: 'Proveedores',
      summary: 'Datos fiscales del CUIT de un proveedor (padrón)',
      authorize: readerOf(options.config, SUPPLIER_MODULE),
      applies: supplierDocumentLooksUp,
      invalidKey: 'cuenta.cuitOnceDigitos',
      errorKey: 'cuenta.verificacionError',
    });
  }
  const guard = options.config.modules[MODULE]?.access.read;
  if (!guard) return;
  const authorize = readerOf(options.config, MODULE);

  // ACC-68: the lookup runs on exactly 11 digits.
  registerLookupRoute(scope, options.taxIds, {
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
  // look-up of the whole company: within the caller's look-up budget (issue 19, defect 3; lookupBudget.ts).
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
        },
      },
      async (request) => {
        // ACC-70 for account readers, SUP-37 for supplier readers too.
        readerOfAny(options.config, [MODULE, SUPPLIER_MODULE])(request);
        const user = requireUser(request);
        budget.check(user.userId);
        budget.spend(user.userId);
        const holders = await accountsWithDocument(options.db, request.params.documento, request.query.excluir);
        return holdersShownTo(holders, (module) => {
          const read = options.config.modules[module]?.access.read;
          return !!read && canAccess(user, read);
        });
      },
    );
  }
}
