/**
 * Reads a ui schema's `ui:layout` (an array of `{ title, fields }`, see schemas/banco/banco.ui.json)
 * into the sections a form renders. Fields the layout does not name are kept, in their order, in a
 * last untitled section, so a new schema field never disappears from the form.
 */
export interface LayoutSection {
  /** Section title; empty for the section of unplaced fields. */
  readonly title: string;
  readonly fields: readonly string[];
}

const isSection = (value: unknown): value is { title?: unknown; fields: unknown[] } =>
  !!value && typeof value === 'object' && Array.isArray((value as { fields?: unknown }).fields);

/** Sections for `present` fields (in form order); null when there is no usable layout. */
export function layoutSections(layout: unknown, present: readonly string[]): LayoutSection[] | null {
  if (!Array.isArray(layout) || !layout.some(isSection)) return null;
  const available = new Set(present);
  const placed = new Set<string>();
  const sections: LayoutSection[] = [];
  for (const entry of layout.filter(isSection)) {
    const fields = entry.fields.filter((f): f is string => typeof f === 'string' && available.has(f) && !placed.has(f));
    fields.forEach((f) => placed.add(f));
    if (fields.length) sections.push({ title: typeof entry.title === 'string' ? entry.title : '', fields });
  }
  const rest = present.filter((f) => !placed.has(f));
  if (rest.length) sections.push({ title: '', fields: rest });
  return sections;
}
