/**
 * Reads a ui schema's `ui:layout` (an array of `{ title, fields }`, see schemas/banco/banco.ui.json)
 * into the sections a form renders. Fields the layout does not name are kept, in their order, in a
 * last untitled section, so a new schema field never disappears from the form.
 * `ui:tabs` (same shape) splits the form into tabs (solapas); inside a tab, the `ui:layout`
 * sections still group its fields. Fields no tab names go to the first tab. A tab may instead (or
 * also) hold a related-records panel (`related`, see related/relatedPanel.ts).
 */
import { relatedPanelOf, type RelatedPanel } from './related/relatedPanel';

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

/** One tab of a form. */
export interface LayoutTab {
  readonly title: string;
  readonly fields: readonly string[];
  /** The other module's records linked to this one, listed in the tab (after its fields). */
  readonly related?: RelatedPanel;
}

const isTab = (value: unknown): value is { title?: unknown; fields?: unknown[] } => isSection(value) || relatedPanelOf(value) !== undefined;

/** Tabs for `present` fields (in form order); null when there is no usable `ui:tabs`. */
export function layoutTabs(tabs: unknown, present: readonly string[]): LayoutTab[] | null {
  if (!Array.isArray(tabs) || !tabs.some(isTab)) return null;
  const available = new Set(present);
  const placed = new Set<string>();
  const result: Array<{ title: string; fields: string[]; related?: RelatedPanel }> = [];
  for (const entry of tabs.filter(isTab)) {
    const fields = (entry.fields ?? []).filter((f): f is string => typeof f === 'string' && available.has(f) && !placed.has(f));
    fields.forEach((f) => placed.add(f));
    const related = relatedPanelOf(entry);
    const title = typeof entry.title === 'string' ? entry.title : '';
    if (related) result.push({ title, fields, related });
    else if (fields.length) result.push({ title, fields });
  }
  const rest = present.filter((f) => !placed.has(f));
  if (!result.length) return null;
  if (rest.length) result[0].fields.push(...rest);
  return result;
}

/** Index of the tab holding a field (by the first segment of its path), or -1. */
export function tabOfField(tabs: readonly LayoutTab[], path: string): number {
  const field = path.replace(/^[/.]/, '').split(/[/.[]/)[0];
  return tabs.findIndex((tab) => tab.fields.includes(field));
}
