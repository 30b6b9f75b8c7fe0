/**
 * What is stored of a link list as sent (LNK-29): rows marked `eliminar` are dropped, the flags
 * are stripped, and unsaved rows lose their temporary id. The server applies it to every
 * `x-link-list` field of a module before writing, so the stored record and its history hold
 * the list as it is, not as it was edited.
 */
import { isLive, LINK_ROW_FLAGS, rowsOf, type LinkRow } from './linkRow';
import { linkListsOf, type LinkListPolicy } from './linkListPolicy';
import type { JsonSchemaProperty } from '../schemaRegistry';

/**
 * The stored form of one list. Rows of a `search` list are links: their id is the linked
 * record's, so it is kept.
 */
export function commitLinkList(rows: readonly LinkRow[], policy: Pick<LinkListPolicy, 'search'> = {}): Record<string, unknown>[] {
  return rows.filter(isLive).map((row) => {
    const stored: Record<string, unknown> = { ...row };
    for (const flag of LINK_ROW_FLAGS) delete stored[flag];
    if (row.nuevo === true && !policy.search) delete stored.id;
    return stored;
  });
}

/** The record with every link list of `schema` committed (other fields untouched). */
export function commitLinkLists<T extends Record<string, unknown>>(schema: { readonly properties?: Readonly<Record<string, JsonSchemaProperty>> }, data: T): T {
  const lists = linkListsOf(schema).filter(([field]) => Array.isArray(data[field]));
  if (lists.length === 0) return data;
  const committed: Record<string, unknown> = { ...data };
  for (const [field, policy] of lists) committed[field] = commitLinkList(rowsOf(data[field]), policy);
  return committed as T;
}
