/**
 * A document's tax-register look-up while the user types (ACC-68…71, CON-35, CON-31, CON-OP11;
 * decision 92): when the document is one the register is asked about (`applies`), the form asks the
 * module's look-up route through `ports.read`; a known document marks the `flag` field validated
 * and may prefill empty fields (`fill`); an unknown one unmarks it; a failed call unmarks it and says
 * the module's error as a danger notice (ACC-71), and with `confirmOnFailure` reports it as a doubt
 * (`Issue.confirm`): "Guardar" then asks the user to confirm with that message, and saves when they
 * do (CON-OP11). Accounts and contacts share it (decision 92). It never refuses: on
 * save the server asks the register itself (server/taxIds/validatedDocumentCheck.ts). On the
 * server (no `read` port, no form) it does nothing.
 */
import type { RecordData, RuleDefinition } from '../validators';

/** The look-up route's reply (the spec's `dataCuit/{x}`). */
export interface TaxLookupReply {
  readonly success: boolean;
  readonly data: Readonly<Record<string, unknown>> | null;
  readonly agip?: boolean;
}

export interface TaxLookupRuleOptions {
  readonly name: string;
  /** The document field (default `documento`). */
  readonly field?: string;
  /** The read-only boolean field that says the register knows the document (default `validoDocumento`). */
  readonly flag?: string;
  /** Whether the register is asked about this document (accounts: 11 digits; contacts: 7 digits or more). */
  readonly applies: (documento: string, record: RecordData) => boolean;
  /** The `ports.read` path for a document (`cuentas/padron/<documento>`). */
  readonly path: (documento: string) => string;
  /** Message key of the danger notice when the call fails. */
  readonly errorKey: string;
  /** Values to write into the empty fields when the register knows the document. */
  readonly fill?: (reply: TaxLookupReply, record: RecordData) => RecordData;
  /** A failed call also asks the user to confirm the save (a `confirm` issue with `errorKey`); default: the notice alone. */
  readonly confirmOnFailure?: boolean;
  readonly debounceMs?: number;
}

export function taxLookupRule({ name, field = 'documento', flag = 'validoDocumento', applies, path, errorKey, fill, confirmOnFailure = false, debounceMs = 600 }: TaxLookupRuleOptions): RuleDefinition {
  return {
    name,
    fields: [field],
    debounceMs,
    async validate(record, ctx) {
      const { read } = ctx.ports;
      const form = ctx.form;
      if (!read || !form) return [];
      // A document the register does not (or cannot) confirm is not validated.
      const unmark = () => {
        if (record[flag] === true) form.fill({ [flag]: false }, { overwrite: true });
      };
      const documento = typeof record[field] === 'string' ? (record[field] as string) : '';
      if (!applies(documento, record)) {
        unmark();
        return [];
      }
      let reply: TaxLookupReply;
      try {
        reply = await read<TaxLookupReply>(path(documento));
      } catch {
        if (ctx.signal?.aborted) return [];
        unmark();
        form.notice('danger', errorKey);
        return confirmOnFailure ? [{ path: field, key: errorKey, confirm: true }] : [];
      }
      if (ctx.signal?.aborted) return [];
      if (!reply.success || !reply.data) {
        unmark();
        return [];
      }
      const found = fill?.(reply, record);
      if (found && Object.keys(found).length) form.fill(found);
      form.fill({ [flag]: true }, { overwrite: true });
      return [];
    },
  };
}
