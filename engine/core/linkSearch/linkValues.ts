/**
 * The links a record holds at every depth: a property with `x-link` (top
 * level, in a nested object or in an array's rows) and each live row of a link list that adds rows
 * with the search-and-link dialog (`x-link-list.search`, e.g. an account's `hijos`), whose `id` is
 * the linked record's. The server checks that each names a record the user could find
 * (server/modules/linkedRecordHooks.ts), reporting the problem at the value's path.
 */
import type { JsonSchemaProperty } from '../moduleSchema';
import { annotatedValues } from '../schemaValues/annotatedValues';
import { linkListPolicyOf } from '../linkList/linkListPolicy';
import { isMarkedForDeletion, rowsOf } from '../linkList/linkRow';
import { linkAnnotationOf, type LinkAnnotation } from './linkAnnotation';
import { linkedIdsOf } from './linkSelection';

/** One link found: where (a field, or a list's row), its annotation (a list's `search` as its kind) and the ids it names. */
export interface LinkValue {
  readonly path: string;
  /** The top-level field it is in. */
  readonly field: string;
  /** The path that names the field in a message: the link itself, or the list a row belongs to. */
  readonly labelPath: string;
  readonly link: LinkAnnotation;
  readonly ids: readonly number[];
  /** The object holding the link (a link filter reads the values beside it). */
  readonly holder: Readonly<Record<string, unknown>>;
  /** A row of a search link list (not an `x-link` property). */
  readonly row: boolean;
}

/** True for a property that links records: an `x-link`, or a link list that links them with the search dialog. */
export const isLinking = (property: JsonSchemaProperty): boolean => linkAnnotationOf(property) !== undefined || !!linkListPolicyOf(property)?.search;

/** Every link of `data` at any depth with the ids it names; a value naming none (empty) is left out. */
export function linkValues(
  schema: { readonly properties: Readonly<Record<string, JsonSchemaProperty>> },
  data: Readonly<Record<string, unknown>>,
): LinkValue[] {
  return annotatedValues(schema, data, isLinking).flatMap((found): LinkValue[] => {
    const link = linkAnnotationOf(found.property);
    if (link) {
      const ids = linkedIdsOf(found.value);
      return ids.length ? [{ path: found.path, field: found.field, labelPath: found.path, link, ids, holder: found.holder, row: false }] : [];
    }
    const kind = linkListPolicyOf(found.property)!.search!;
    const rows = Array.isArray(found.value) ? found.value : [];
    return rowsOf(found.value).flatMap((row) => {
      const ids = isMarkedForDeletion(row) ? [] : linkedIdsOf(row.id);
      return ids.length
        ? [{ path: `${found.path}.${rows.indexOf(row)}`, field: found.field, labelPath: found.path, link: { kind }, ids, holder: found.holder, row: true }]
        : [];
    });
  });
}
