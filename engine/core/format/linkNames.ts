/**
 * A list's link columns show the linked record's name, not its id (the cards list names
 * the account). The server reads the names of the page's linked records in one query per link
 * field and sends them with the page (`extras.nombres`: field → id → name); a cell of a link field
 * shows its name from there. Nothing is fetched per row in the browser.
 */
import type { JsonSchemaProperty } from '../moduleSchema';
import { linkedProperties } from '../linkSearch/linkAnnotation';

/** The names of a page's linked records: field → linked id → name. */
export type LinkNames = Readonly<Record<string, Readonly<Record<string, string>>>>;

/** What the server reads for a page: each top-level link field, its kind and the ids the rows hold (positive integers, no repeats). */
export function linkNameNeeds(
  properties: Readonly<Record<string, JsonSchemaProperty>>,
  rows: ReadonlyArray<{ readonly datos: Readonly<Record<string, unknown>> }>,
): Array<{ field: string; kind: string; ids: number[] }> {
  return linkedProperties(properties)
    .map(({ field, link }) => ({
      field,
      kind: link.kind,
      ids: [...new Set(rows.map((row) => row.datos[field]).filter((id): id is number => Number.isSafeInteger(id) && (id as number) > 0))],
    }))
    .filter((need) => need.ids.length > 0);
}

/** The name of the record a link cell holds, or null (not a link column, or no name sent). */
export function linkCellName(names: LinkNames | undefined, field: string, value: unknown): string | null {
  if (!names || value === null || value === undefined) return null;
  return names[field]?.[String(value)] ?? null;
}
