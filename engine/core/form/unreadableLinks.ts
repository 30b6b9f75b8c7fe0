/**
 * Link fields a user can do nothing with: the linked kind's module is one they may read no record
 * of, and the session told no name for the linked value (a token's passenger form and its
 * `contacto`). Such a field could only show a bare id, locked: the form hides it. A link whose name
 * the session told (the user's own account, a token's account and opportunity) stays, showing it.
 */
import { isBlank } from '../blank';
import { linkedProperties } from '../linkSearch/linkAnnotation';
import type { JsonSchemaProperty } from '../schemaRegistry';

/** The top-level link fields to hide: unreadable kind, and no value or a value without a told name. */
export function unreadableLinkFields(
  properties: Readonly<Record<string, JsonSchemaProperty>>,
  data: Readonly<Record<string, unknown>>,
  mayReadKind: (kind: string) => boolean,
  toldName: (id: number) => boolean,
): string[] {
  return linkedProperties(properties)
    .filter(({ link }) => !mayReadKind(link.kind))
    .filter(({ field }) => isBlank(data[field]) || typeof data[field] !== 'number' || !toldName(data[field] as number))
    .map(({ field }) => field);
}

/** The ui schema with those fields hidden (`ui:widget: hidden`). */
export function hidingUnreadableLinks(ui: Readonly<Record<string, unknown>>, fields: readonly string[]): Record<string, unknown> {
  if (!fields.length) return { ...ui };
  return {
    ...ui,
    ...Object.fromEntries(fields.map((field) => [field, { ...((ui[field] as Record<string, unknown> | undefined) ?? {}), 'ui:widget': 'hidden' }])),
  };
}
