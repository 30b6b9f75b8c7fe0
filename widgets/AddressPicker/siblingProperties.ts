/**
 * The properties of the object schema that holds the field at `path` (its siblings), walking the
 * form's root schema by property names and array indexes. The picker reads it to write the country
 * code only where the schema keeps one (a bank has no `paisCodigo`; an account's address does).
 */
import type { RJSFSchema } from '@rjsf/utils';
import type { FieldPath } from './addressTargets';

type Node = { properties?: Record<string, unknown>; items?: unknown };

/** The sibling properties of the field at `path` (empty when the path leaves the schema). */
export function siblingProperties(root: RJSFSchema, path: FieldPath): Readonly<Record<string, unknown>> {
  let node: Node | undefined = root as Node;
  for (const key of path.slice(0, -1)) {
    const next: unknown = typeof key === 'number' ? node?.items : node?.properties?.[key];
    node = next !== null && typeof next === 'object' && !Array.isArray(next) ? (next as Node) : undefined;
  }
  return node?.properties ?? {};
}
