/**
 * The stored-file ids a record holds (WID-01, WID-02): the values of its upload fields (`x-widget`
 * `upload` or `logo`), top level and in the rows of its arrays of objects (a link list of files),
 * so that a save can attach those files to the record and their readers may download them.
 */
type Property = { readonly [keyword: string]: unknown };
type SchemaLike = { readonly properties: Readonly<Record<string, Property>> };

const UPLOAD_WIDGETS = new Set(['upload', 'logo']);
/** A stored file's id: the UUID the upload route gives (anything else is not one of ours). */
const FILE_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const isUpload = (property: Property | undefined) => !!property && UPLOAD_WIDGETS.has(String(property['x-widget']));
const fileId = (value: unknown) => (typeof value === 'string' && FILE_ID.test(value) ? value.toLowerCase() : undefined);

/** The distinct file ids of `data`'s upload fields, in the order found. */
export function uploadedFileIds(schema: SchemaLike, data: Readonly<Record<string, unknown>>): string[] {
  const ids = new Set<string>();
  for (const [field, property] of Object.entries(schema.properties)) {
    const value = data[field];
    if (isUpload(property)) {
      const id = fileId(value);
      if (id) ids.add(id);
      continue;
    }
    const items = (property.items ?? null) as SchemaLike | null;
    if (!Array.isArray(value) || !items || typeof items !== 'object' || !items.properties) continue;
    const uploads = Object.entries(items.properties).filter(([, p]) => isUpload(p)).map(([name]) => name);
    for (const row of value) {
      if (!row || typeof row !== 'object') continue;
      for (const name of uploads) {
        const id = fileId((row as Record<string, unknown>)[name]);
        if (id) ids.add(id);
      }
    }
  }
  return [...ids];
}
