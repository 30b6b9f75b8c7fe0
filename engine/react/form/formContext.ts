/**
 * What a form hands its templates and widgets through rjsf's `formContext`: one declared type, so
 * that a widget reads `registry.formContext` as a `FormContext` instead of casting it to its own
 * guess. Every field is optional: hosts pass what they have (a record form all of it, a dialog its
 * mode and store, a story what it tests).
 */
import type { ModuleMessages } from '../../core/screenConfig';
import type { MessageSource } from '../../core/validationMessage';
import type { Issue } from '../../core/validators';

export type FormData = Readonly<Record<string, unknown>>;

/** The form's current data as a stable store (formDataStore.ts says why not the data object). */
export interface FormDataStore {
  get(): FormData;
  subscribe(listener: () => void): () => void;
}

/** The selected tab of the root form's `ui:tabs`, held by the form controller. */
export interface FormTabsContext {
  readonly active: number;
  readonly onChange: (index: number) => void;
}

/** The saved record a form shows (absent while creating): its related-records panels list what links to it. */
export interface FormOwner {
  readonly id: number;
  /** The form is read-only: its related records open read-only. */
  readonly readOnly: boolean;
}

/** The formContext of every engine form (a type alias: rjsf wants an indexable object). */
export type FormContext = {
  /** Creating a record, editing one, or viewing it (relative date defaults apply only when creating). */
  readonly mode?: 'create' | 'edit' | 'view';
  /** The form's data for widgets that read other fields (prefill rules, filtered combos). */
  readonly formStore?: FormDataStore;
  /** The data as a plain object, for hosts without a store (a read-only preview). */
  readonly formData?: FormData;
  readonly tabs?: FormTabsContext;
  readonly owner?: FormOwner;
  /** The id of the saved record the form edits (absent while creating): "Ver datos" of its encrypted fields asks for it. */
  readonly recordId?: number;
  /**
   * The module and its root schema, whose `x-message` keys a dialog over the form says too (a link
   * list's item, a record dialog): their errors' schema paths are the root schema's.
   */
  readonly messageSource?: MessageSource;
  /** The module's messages (a failed combo's text, `messages.comboError`). */
  readonly moduleMessages?: ModuleMessages;
  /** Where a link field reports the name of a record it picked (a derivation part, x-derived parts). */
  readonly reportLinkName?: (field: string, id: number, name: string) => void;
  /** "Now" for relative date defaults (tests and stories pin it); default: the clock. */
  readonly now?: Date;
  /**
   * The problems the host module's rules find in row `index` of the link list `field` of `record`
   * (paths relative to the row): the row's dialog refuses "Aceptar" with them under its fields.
   */
  readonly rowIssues?: (field: string, index: number, record: Readonly<Record<string, unknown>>) => readonly Issue[];
};
