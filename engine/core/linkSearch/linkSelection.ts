/**
 * The selection rules of a search-and-link modal: whether a search may run (LNK-23), single or
 * multiple selection (LNK-OP05), and whether a confirmation is accepted (LNK-27, LNK-28).
 */
import type { LinkKindConfig } from '../screenConfig';
import { linkNotice, type LinkNotice } from './linkNotices';
import type { LinkKindNoun } from './linkKinds';

export type LinkId = string | number;

/** The notice that stops a search of `text` (no call is made), or null when it may run. */
export function searchProblem(kind: string, config: Pick<LinkKindConfig, 'minLength'>, text: string, noun?: LinkKindNoun): LinkNotice | null {
  if (!config.minLength) return null;
  return text.trim().length < config.minLength ? linkNotice(kind, 'minLength', noun) : null;
}

/** The selection after clicking `id`: toggles it when multiple, replaces the selection when single. */
export function toggleSelection(selected: readonly LinkId[], id: LinkId, multiple: boolean): LinkId[] {
  const has = selected.some((s) => String(s) === String(id));
  if (!multiple) return has ? [] : [id];
  return has ? selected.filter((s) => String(s) !== String(id)) : [...selected, id];
}

/** The notice that refuses confirming `selected` when `linked` are already linked, or null. */
export function confirmProblem(kind: string, selected: readonly LinkId[], linked: readonly LinkId[], noun?: LinkKindNoun): LinkNotice | null {
  if (!selected.length) return linkNotice(kind, 'nothingSelected', noun);
  const taken = new Set(linked.map(String));
  return selected.some((id) => taken.has(String(id))) ? linkNotice(kind, 'duplicate', noun) : null;
}

/** The ids a link value holds: an id, `{ id }`, or a list of them (list links). */
export function linkedIdsOf(value: unknown): number[] {
  if (Array.isArray(value)) return value.flatMap(linkedIdsOf);
  if (typeof value === 'number' && Number.isInteger(value)) return [value];
  if (typeof value === 'string' && /^\d+$/.test(value)) return [Number(value)];
  if (value && typeof value === 'object' && 'id' in value) return linkedIdsOf((value as { id: unknown }).id);
  return [];
}
