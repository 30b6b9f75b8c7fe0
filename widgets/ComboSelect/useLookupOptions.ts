/**
 * A combo's options for a selector, with its failure reported once as a danger notification in
 * the place's words: `Se produjo un error al cargar los combos` in a form (ACC-25, CON-14), `... de
 * búsqueda` in a list filter (ACC-21, CON-14), or the module's own (`messages.comboError`, ADM-27).
 * The notifier replaces a showing notification with the same text, so several fields on one failed
 * combo still show one.
 */
import { useEffect } from 'react';
import { t } from '../../engine/core/messages';
import { comboErrorKey } from '../../engine/core/moduleMessages';
import type { FormContext } from '../../engine/react/form/formContext';
import { useLookup, type LookupOption } from '../../engine/react/data/useLookup';
import { useNotify } from '../../engine/react/notifications/useNotify';

export interface LookupOptions {
  readonly options: readonly LookupOption[];
  readonly loading: boolean;
  /** The combo's error text when it failed to load. */
  readonly error?: string;
}

const none: readonly LookupOption[] = [];

/** Options of `combo` for a selector; `errorKey` is the message key of its failure (default: the form's). */
export function useLookupOptions(combo: string, errorKey = comboErrorKey(undefined, 'form')): LookupOptions {
  const query = useLookup(combo);
  const { danger } = useNotify();
  const failedAt = query.isError ? query.errorUpdatedAt : 0;
  useEffect(() => {
    if (failedAt) danger(t(errorKey));
  }, [failedAt, danger, errorKey]);
  return { options: query.data ?? none, loading: query.isPending && !query.isError, error: query.isError ? t(errorKey) : undefined };
}

/** The failure message key of a form's combos: the module's messages travel in the formContext (`moduleMessages`). */
export function formComboErrorKey(formContext: FormContext | undefined): string {
  return comboErrorKey(formContext?.moduleMessages, 'form');
}

/** The combo name of a field (`x-combo`), or of its items for arrays. */
export function comboOf(schema: { readonly 'x-combo'?: unknown; readonly items?: unknown }): string {
  const own = schema['x-combo'];
  const items = schema.items as { 'x-combo'?: unknown } | undefined;
  const combo = typeof own === 'string' ? own : items?.['x-combo'];
  if (typeof combo !== 'string') throw new Error(`El campo no indica su combo (x-combo): ${JSON.stringify(schema)}`);
  return combo;
}
