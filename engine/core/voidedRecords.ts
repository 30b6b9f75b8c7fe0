/**
 * Voided records leave the module's lists (CON-27: a voided contact no longer appears in the contact
 * list: nor in the account's Contactos tab). A module declares the boolean filter whose
 * `false` marks a voided record (`list.hidesVoided`); the server's list query then asks for the
 * records with it `true` whenever the query does not name that filter: the contact list, a related
 * panel, a link search and an export alike, never filtered in the browser. A query that names the
 * filter (an admin listing voided contacts with `vigente=false`) gets what it asked for.
 */
import type { ModuleListConfig } from './screenConfig';

type Values = Readonly<Record<string, unknown>>;

/** The list query's values with voided records left out, when the module declares how (the same object otherwise). */
export function withVoidedHidden<T extends Values>(list: Pick<ModuleListConfig, 'hidesVoided'>, values: T): T {
  const filter = list.hidesVoided;
  if (!filter) return values;
  const named = values[filter];
  if (named !== undefined && named !== null && named !== '') return values;
  return { ...values, [filter]: 'true' };
}
