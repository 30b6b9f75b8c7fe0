/**
 * Start-up check of a module's `x-link-list` annotations: the item schema must be an open object
 * schema (the engine's flags travel on the rows), and every item field the annotation names
 * (`columns`, `legalDefault.field`, `principalPerType`, and `principal` under a principal policy)
 * must exist, and a column's `display` must be registered (`columnDisplays.ts`). A bad reference
 * throws with the JSON path that holds it. (The shape of the annotation itself is checked by ajv
 * with `linkListAnnotationSchema`.)
 */
import type { JsonSchemaProperty } from '../moduleSchema';
import { hasColumnDisplay } from './columnDisplays';
import { LINK_LIST_KEYWORD, linkListsOf, type LinkListColumnSpec } from './linkListPolicy';

/** The item fields a column names, each with the JSON path that names it. */
function columnNames(at: string, column: LinkListColumnSpec): Array<readonly [string, string]> {
  if (typeof column === 'string') return [[at, column]];
  return [...(column.field ? [[`${at}/field`, column.field] as const] : []), ...(column.from ?? []).map((field, i) => [`${at}/from/${i}`, field] as const)];
}

interface ItemSchema {
  readonly type?: unknown;
  readonly properties?: Readonly<Record<string, unknown>>;
  readonly additionalProperties?: unknown;
}

/** Problems as `path: message` lines (empty when the annotations are sound). */
export function linkListAnnotationProblems(schema: { readonly properties?: Readonly<Record<string, JsonSchemaProperty>> }): string[] {
  const problems: string[] = [];
  for (const [field, policy] of linkListsOf(schema)) {
    const at = `/properties/${field}`;
    const property = schema.properties?.[field];
    const items = property?.items as ItemSchema | undefined;
    if (property?.type !== 'array' || !items || typeof items !== 'object' || items.type !== 'object') {
      problems.push(`${at}/${LINK_LIST_KEYWORD}: una lista vinculada debe ser un array de objetos`);
      continue;
    }
    if (items.additionalProperties === false)
      problems.push(`${at}/items/additionalProperties: debe admitir las marcas del motor (id, nuevo, editar, eliminar)`);
    const fields = new Set(Object.keys(items.properties ?? {}));
    const named: Array<readonly [string, string]> = [
      ...(policy.columns ?? []).flatMap((column, i) => columnNames(`${at}/${LINK_LIST_KEYWORD}/columns/${i}`, column)),
      ...(policy.legalDefault ? [[`${at}/${LINK_LIST_KEYWORD}/legalDefault/field`, policy.legalDefault.field] as const] : []),
      ...(policy.principalPerType ? [[`${at}/${LINK_LIST_KEYWORD}/principalPerType`, policy.principalPerType] as const] : []),
      ...(policy.principal || policy.principalPerType ? [[`${at}/items/properties`, 'principal'] as const] : []),
    ];
    for (const [where, name] of named) if (!fields.has(name)) problems.push(`${where}: el campo '${name}' no existe en los elementos de la lista`);
    (policy.columns ?? []).forEach((column, i) => {
      if (typeof column === 'object' && column.display && !hasColumnDisplay(column.display)) {
        problems.push(`${at}/${LINK_LIST_KEYWORD}/columns/${i}/display: la presentación '${column.display}' no está registrada`);
      }
    });
  }
  return problems;
}

/** Throws naming every problem (used when a module is registered). */
export function assertLinkListAnnotations(module: string, schema: { readonly properties?: Readonly<Record<string, JsonSchemaProperty>> }): void {
  const problems = linkListAnnotationProblems(schema);
  if (problems.length) throw new Error(`schemas/${module}: listas vinculadas inválidas\n${problems.map((p) => `  - ${p}`).join('\n')}`);
}
