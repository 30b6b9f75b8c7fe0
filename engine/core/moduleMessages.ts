/**
 * A module's optional message keys with their defaults, so that the browser and the server pick
 * the same text: the required-fields message (SHR-07) and the combo failure by place (ACC-21,
 * ACC-25, CON-14, ADM-27).
 */
import type { ModuleMessages } from './screenConfig';

/** Where a combo is shown: a form field or a list filter. */
export type ComboPlace = 'form' | 'list';

const comboDefaults: Readonly<Record<ComboPlace, string>> = {
  form: 'lookup.formError', // ACC-25, CON-14: `Se produjo un error al cargar los combos`
  list: 'lookup.listError', // ACC-21, CON-14: `Se produjo un error al cargar los combos de búsqueda`
};

/** Message key when required fields are missing on save (default `form.required`, CON-34). */
export function requiredMessageKey(messages: Pick<ModuleMessages, 'required'> | undefined): string {
  return messages?.required ?? 'form.required';
}

/** Message key when a combo fails to load in `place` (the module's `comboError` wins, ADM-27). */
export function comboErrorKey(messages: Pick<ModuleMessages, 'comboError'> | undefined, place: ComboPlace): string {
  return messages?.comboError ?? comboDefaults[place];
}
