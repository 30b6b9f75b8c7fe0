/**
 * What the server decides on an account save besides the rules (ACC-13, ACC-59…63, ACC-69):
 * `validoDocumento` is true only when the tax-id register knows the 11-digit document (the client
 * cannot claim it: the field is read-only); a set subdomain cannot be changed (ACC-63), and a new
 * one that is too short or already used by another account refuses the save with its message
 * under the field, nothing stored (never a success that silently kept the old value;
 * decisions.md).
 */
import type { Kysely } from 'kysely';
import { isBlank } from '../../engine/core/blank';
import type { Database } from '../../server/db/schema';
import { t } from '../../engine/core/messages';
import { reportProblem, type WriteCheck } from '../../server/modules/writeRequest';
import { accountsWithDocument } from './accountDocumentRoutes';
import { valueExists } from '../../server/modules/recordQueries';
import type { TaxIdLookup } from '../../server/taxIds/taxIdLookup';
import { validatedDocumentCheck } from '../../server/taxIds/validatedDocumentCheck';
import { SUBDOMAIN_MIN_LENGTH } from './subdomain';
import { isTaxIdNumber } from '../../engine/core/format/taxIdNumber';

const MODULE = 'cuenta';

async function storedData(db: Kysely<Database>, id: number | undefined): Promise<Record<string, unknown> | undefined> {
  if (id === undefined) return undefined;
  const row = await db.selectFrom('records').select('data').where('module', '=', MODULE).where('id', '=', id).executeTakeFirst();
  return row?.data as Record<string, unknown> | undefined;
}

/** ACC-13, ACC-69: the document is validated by the register (11 digits), never by what the client sends. */
export function validDocumentCheck(taxIds: TaxIdLookup): WriteCheck {
  return validatedDocumentCheck(taxIds, { applies: isTaxIdNumber });
}

/** ACC-60…63: a set subdomain stays (a different one is refused); a new one is saved only when long enough and free, else refused. */
export function subdomainCheck(db: Kysely<Database>): WriteCheck {
  return async (request, write) => {
    const { datos } = write.body;
    const stored = await storedData(db, write.id);
    const kept = stored?.subdominio;
    const sent = datos.subdominio;
    const refuse = (key: string) => reportProblem(request, { path: 'subdominio', mensaje: t(key) });
    if (!isBlank(kept)) {
      if (!isBlank(sent) && sent !== kept) return refuse('cuenta.subdominioFijo');
      datos.subdominio = kept;
      return;
    }
    if (isBlank(sent) || write.invalid.has('subdominio')) return;
    if (String(sent).length < SUBDOMAIN_MIN_LENGTH) return refuse('cuenta.subdominioCorto');
    if (await valueExists(db, MODULE, 'subdominio', String(sent), write.id)) refuse('cuenta.subdominioExistente');
  };
}

/**
 * ACC-70, ACC-OP10: a new account whose document an active account (in use, not a supplier's)
 * already holds is refused, naming that account; a supplier's account with it does not hold the save.
 */
export function existingDocumentCheck(db: Kysely<Database>): WriteCheck {
  return async (request, write) => {
    if (write.kind !== 'create' || write.invalid.has('documento')) return;
    const documento = write.body.datos.documento;
    if (typeof documento !== 'string' || isBlank(documento)) return;
    const holder = (await accountsWithDocument(db, documento)).cuentas.find((cuenta) => cuenta.vigente && cuenta.activo);
    if (holder) reportProblem(request, { path: 'documento', mensaje: t('cuenta.documentoExistente', { cuenta: holder.mostrarNombre }) });
  };
}

/** The account module's write checks. */
export function cuentaWriteChecks(db: Kysely<Database>, taxIds: TaxIdLookup): WriteCheck[] {
  return [validDocumentCheck(taxIds), subdomainCheck(db), existingDocumentCheck(db)];
}
