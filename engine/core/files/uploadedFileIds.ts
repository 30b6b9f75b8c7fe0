/**
 * The stored-file references a record holds (WID-01, WID-02): the values of its upload fields
 * (`x-widget` `upload` or `logo`) at every depth — top level, in nested objects and in the rows of
 * its arrays (a link list of files) — so that a save can check each names a file the user may
 * attach and attach those files to the record, whose readers may then download them.
 */
import type { JsonSchemaProperty } from '../moduleSchema';
import { isEmpty } from '../blank';
import { annotatedValues, type AnnotatedValue } from '../schemaValues/annotatedValues';

type SchemaLike = { readonly properties: Readonly<Record<string, JsonSchemaProperty>> };

const UPLOAD_WIDGETS = new Set(['upload', 'logo']);
/** A stored file's id: the UUID the upload route gives (anything else is not one of ours). */
const FILE_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** True for an upload field (its value is a stored file's id). */
export const isUpload = (property: JsonSchemaProperty | undefined): boolean => !!property && UPLOAD_WIDGETS.has(String(property['x-widget']));

/** The stored file's id a value names (lower case), or undefined when it names none of ours. */
export const fileIdOf = (value: unknown): string | undefined => (typeof value === 'string' && FILE_ID.test(value) ? value.toLowerCase() : undefined);

/** Every non-empty value of `data`'s upload fields, at any depth, with its path (rows marked `eliminar` are not stored, so not here). */
export function uploadValues(schema: SchemaLike, data: Readonly<Record<string, unknown>>): AnnotatedValue[] {
  return annotatedValues(schema, data, isUpload).filter((found) => !isEmpty(found.value));
}

/** The distinct file ids of `data`'s upload fields, in the order found. */
export function uploadedFileIds(schema: SchemaLike, data: Readonly<Record<string, unknown>>): string[] {
  const ids = new Set<string>();
  for (const { value } of uploadValues(schema, data)) {
    const id = fileIdOf(value);
    if (id) ids.add(id);
  }
  return [...ids];
}
