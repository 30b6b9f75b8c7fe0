/**
 * A child record's owner links (`x-link` with `owner: true`: a note's, card's, fee's or bank
 * account's `cuenta`, `proveedor`, `contacto`). A child belongs to one parent (NOT-02, CRD-03,
 * BAC-05, FEE-07), so once one owner is set the form need not show the others: they are hidden.
 */
import { isBlank } from '../blank';

type Properties = Readonly<Record<string, unknown>>;

/** The top-level owner link fields of a schema, in schema order. */
export function ownerLinkFields(schema: { readonly properties?: Properties }): string[] {
  return Object.entries(schema.properties ?? {}).flatMap(([field, property]) => {
    const link = (property as { 'x-link'?: { owner?: unknown } } | null)?.['x-link'];
    return link && link.owner === true ? [field] : [];
  });
}

/** The owner links to hide: every other one, when exactly one owner holds a value (or is `set` by the route); none otherwise. */
export function unusedOwnerLinks(schema: { readonly properties?: Properties }, data: Readonly<Record<string, unknown>>, set: readonly string[] = []): string[] {
  const owners = ownerLinkFields(schema);
  const held = owners.filter((field) => set.includes(field) || !isBlank(data[field]));
  return held.length === 1 ? owners.filter((field) => field !== held[0]) : [];
}

/** The ui schema with the owner links not in use hidden (`ui:widget: hidden`): a form's and a related tab's dialog alike. */
export function hidingUnusedOwnerLinks(
  ui: Readonly<Record<string, unknown>>,
  schema: { readonly properties?: Properties },
  data: Readonly<Record<string, unknown>>,
  set: readonly string[] = [],
): Record<string, unknown> {
  const unused = unusedOwnerLinks(schema, data, set);
  if (!unused.length) return { ...ui };
  return {
    ...ui,
    ...Object.fromEntries(unused.map((field) => [field, { ...((ui[field] as Record<string, unknown> | undefined) ?? {}), 'ui:widget': 'hidden' }])),
  };
}
