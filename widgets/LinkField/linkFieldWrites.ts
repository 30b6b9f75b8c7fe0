/**
 * What picking a record writes into the form (decisions: the field stores the linked id): the id
 * at the field's path and the prefill rules' values at sibling paths (LNK-32, LNK-33), plus the
 * message keys of the declared checks the pick fails (LNK-34). Pure, tested without a form.
 */
import type { LinkAnnotation } from '../../engine/core/linkSearch/linkAnnotation';
import { failedLinkChecks, prefillWrites } from '../../engine/core/linkSearch/linkPrefill';

export type FieldPath = ReadonlyArray<string | number>;

export interface LinkPick {
  readonly writes: ReadonlyArray<{ readonly path: FieldPath; readonly value: unknown }>;
  readonly warnings: readonly string[];
}

/** The writes and warnings of picking `linked` (or clearing the link when null). */
export function linkPick(
  link: LinkAnnotation,
  path: FieldPath,
  linked: { readonly id: number; readonly datos: Readonly<Record<string, unknown>> } | null,
  form: Readonly<Record<string, unknown>>,
): LinkPick {
  if (!linked) return { writes: [{ path, value: undefined }], warnings: [] };
  const sibling = (field: string) => [...path.slice(0, -1), field];
  return {
    writes: [{ path, value: linked.id }, ...prefillWrites(link, linked.datos, form).map((w) => ({ path: sibling(w.field), value: w.value }))],
    warnings: failedLinkChecks(link, linked.datos, form),
  };
}
