/**
 * Whether a linked record may be picked for the form's values (`x-link.filter`, CRD-16: the banks
 * of a card brand): the named option filter over the record's `on` field, driven by the form's
 * `field`; with that field still empty, every record may. One function for the search dialog (which
 * shows only allowed records) and the server (which refuses a link to another).
 */
import { optionAllowed } from '../lookups/lookupFilter';
import type { LinkAnnotation } from './linkAnnotation';

/** True when the linked record (its `datos`) may be linked by a form holding `record`. */
export function linkedRecordAllowed(
  link: Pick<LinkAnnotation, 'filter'>,
  linked: Readonly<Record<string, unknown>>,
  record: Readonly<Record<string, unknown>>,
): boolean {
  if (!link.filter) return true;
  const { filter, field, on } = link.filter;
  const value = linked[on];
  return optionAllowed({ codigo: String(value ?? ''), descripcion: typeof value === 'string' ? value : undefined }, [{ filter, field }], record);
}
