/**
 * A module's optional message keys with their defaults, so that the browser and the server pick
 * the same text: the required-fields message (SHR-07), the combo failure by place (ACC-21,
 * ACC-25, CON-14, ADM-27) and a save's success and failure (SHR-08, SHR-09, SHR-OP03).
 */
import type { ModuleMessages } from './screenConfig';

/** Where a combo is shown: a form field or a list filter. */
export type ComboPlace = 'form' | 'list';

const comboDefaults: Readonly<Record<ComboPlace, string>> = {
  form: 'lookup.formError', // ACC-25, CON-14: `Se produjo un error al cargar los combos`
  list: 'lookup.listError', // ACC-21, CON-14: `Se produjo un error al cargar los combos de búsqueda`
};

/** Message key when required fields are missing on save: the module's notice (ADM-74), else its summary text, else `form.required` (CON-34). */
export function requiredMessageKey(messages: Pick<ModuleMessages, 'required' | 'requiredNotice'> | undefined): string {
  return messages?.requiredNotice ?? messages?.required ?? 'form.required';
}

/** The notice said instead of the summary dialog when required fields are missing (ADM-41, ADM-74); undefined: the dialog. */
export function requiredNoticeKey(messages: Pick<ModuleMessages, 'requiredNotice'> | undefined): string | undefined {
  return messages?.requiredNotice;
}

/** Message key when a combo fails to load in `place` (the module's `comboError` wins, ADM-27). */
export function comboErrorKey(messages: Pick<ModuleMessages, 'comboError'> | undefined, place: ComboPlace): string {
  return messages?.comboError ?? comboDefaults[place];
}

/** Message key when the module's guard denies the user: the module's `denied`, else ROL-07's `access.module`. */
export function deniedKey(messages: Pick<ModuleMessages, 'denied'> | undefined): string {
  return messages?.denied ?? 'access.module';
}

/** A save that creates a record or edits a stored one. */
export type SaveMode = 'create' | 'edit';

const saveSuccessDefaults: Readonly<Record<SaveMode, string>> = {
  create: 'save.registered', // SHR-08: `Los datos se registraron correctamente.`
  edit: 'save.success', // SHR-08: `Se guardaron correctamente los datos`
};

/** Message key after a successful save: the module's `saveSuccess`, else the generic SHR-08 text for the mode (SHR-OP03). */
export function saveSuccessKey(messages: Pick<ModuleMessages, 'saveSuccess'> | undefined, mode: SaveMode): string {
  return messages?.saveSuccess ?? saveSuccessDefaults[mode];
}

/**
 * Message key after a record was removed from its parent's list (modules.<m>.delete): the module's
 * `saveSuccess` (the spec gives removals its save texts: CRD-OP04, FEE-OP06), else `record.deleted`.
 */
export function removeSuccessKey(messages: Pick<ModuleMessages, 'saveSuccess'> | undefined): string {
  return messages?.saveSuccess ?? 'record.deleted';
}

/** Message key when a save fails: the module's `saveError`, else SHR-09's `Se produjo un error al guardar los datos.` (SHR-OP03). */
export function saveErrorKey(messages: Pick<ModuleMessages, 'saveError'> | undefined): string {
  return messages?.saveError ?? 'save.error';
}
