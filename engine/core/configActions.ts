/**
 * The actions of list rows and form screens, written by hand: the meta-schema checks which keys each
 * kind takes with `if`/`then` rules, which the type generator cannot read (decision 145). The
 * generated config types (screenConfig.generated.ts) import them from here.
 */
/**
 * An action of a list row; `toggle` and `annul` name a boolean field of the module, or `vigente`
 * (the record's own flag: annulling it sets it to false, CON-OP09). The meta-schema checks which
 * keys each kind takes with `if`/`then` rules (configSchema/screenSchemas.ts, `rowActions`); this union is
 * the same rules for the code.
 */
export type RowActionConfig =
  | {
      readonly kind: 'open';
      readonly label?: string;
      /** Which path of the list's form it opens: edit (default) or the read-only view. */
      readonly target?: 'edit' | 'view';
    }
  | { readonly kind: 'preview'; readonly label?: string }
  /**
   * `confirmMessage`: a message key asked (Aceptar/Cancelar) before the switch flips (SUP-OP08).
   * `deniedMessage`: said (danger) when a user who may not write the row flips it, without a call (ADM-17); absent, the switch is disabled for them.
   */
  | { readonly kind: 'toggle'; readonly field: string; readonly label?: string; readonly confirmMessage?: string; readonly deniedMessage?: string }
  | {
      readonly kind: 'annul';
      readonly field: string;
      readonly label?: string;
      /** The tag of a row once done (default `Anulado`). */
      readonly doneLabel?: string;
      /** Message keys of the confirmation and of the success notice (default `list.annulConfirm`, `list.annulDone`). */
      readonly confirmMessage?: string;
      readonly doneMessage?: string;
      /** Message key of the failure notice (default `action.error`; CON-24's `Hubo un error al anular el pasajero/contacto.`). */
      readonly errorMessage?: string;
      /** `success` for an approval such as a validation (NOT-16); default `danger`. */
      readonly intent?: 'danger' | 'success';
    }
  /** A module transition (`modules.<m>.transitions`, by `name`): shown on the rows it applies to (SUP-17, SUP-18). */
  | { readonly kind: 'transition'; readonly name: string };

/** Which path of the list's form an `open` action uses: edit (default) or the read-only view. */
export type OpenTarget = NonNullable<Extract<RowActionConfig, { kind: 'open' }>['target']>;

/**
 * An action of a form screen on its saved record: annul a field, or run a module transition (`name`).
 * Checked by the meta-schema's `if`/`then` rules (configSchema/screenSchemas.ts, form `actions`).
 */
export type FormActionConfig =
  | {
      readonly kind: 'annul';
      readonly field: string;
      /** The success message key (default: `list.annulDone`). */
      readonly message?: string;
    }
  | { readonly kind: 'transition'; readonly name: string };
