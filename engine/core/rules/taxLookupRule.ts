/**
 * A document's tax-register look-up while the user types (ACC-68…71, CON-35, CON-31, CON-OP11;
 * decision 92): when the document is one the register is asked about (`applies`), the form asks the
 * module's look-up route through `ports.read`; a known document marks the `flag` field validated
 * and may prefill empty fields (`fill`); an unknown one unmarks it; a failed call unmarks it and says
 * the module's error as a danger notice (ACC-71), and with `confirmOnFailure` reports it as a doubt
 * (`Issue.confirm`): "Guardar" then asks the user to confirm with that message, and saves when they
 * do (CON-OP11). What a look-up filled belongs to its document: when the document changes, the
 * fields it filled that still hold its values are cleared (or take the new document's values), so
 * an unknown CUIT never keeps the previous one's razón social; what the user typed stays. Accounts and contacts share it (decision 92). It never refuses: on
 * save the server asks the register itself (server/taxIds/validatedDocumentCheck.ts). On the
 * server (no `read` port, no form) it does nothing.
 */
import type { FormEffects, RecordData, RuleDefinition } from '../validators';

/** What a look-up wrote into a form, and for which document. */
interface Filled {
  readonly documento: string;
  readonly values: RecordData;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
const blank = (value: unknown) => value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);

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

export function taxLookupRule({
  name,
  field = 'documento',
  flag = 'validoDocumento',
  applies,
  path,
  errorKey,
  fill,
  confirmOnFailure = false,
  debounceMs = 600,
}: TaxLookupRuleOptions): RuleDefinition {
  // Per form (its FormEffects object lives as long as the form's rule runner): what this look-up filled.
  const filledIn = new WeakMap<FormEffects, Filled>();
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
      const previous = filledIn.get(form);
      // The fields the previous document's look-up filled that still hold its values (the user did not retype them).
      const stale = previous && previous.documento !== documento ? Object.keys(previous.values).filter((key) => same(record[key], previous.values[key])) : [];
      const forget = () => {
        if (!previous || previous.documento === documento) return;
        filledIn.delete(form);
        if (stale.length) form.fill(Object.fromEntries(stale.map((key) => [key, undefined])), { overwrite: true });
      };
      if (!applies(documento, record)) {
        forget();
        unmark();
        return [];
      }
      let reply: TaxLookupReply;
      try {
        reply = await read<TaxLookupReply>(path(documento));
      } catch {
        if (ctx.signal?.aborted) return [];
        forget();
        unmark();
        form.notice('danger', errorKey);
        return confirmOnFailure ? [{ path: field, key: errorKey, confirm: true }] : [];
      }
      if (ctx.signal?.aborted) return [];
      if (!reply.success || !reply.data) {
        forget();
        unmark();
        return [];
      }
      const found = fill?.(reply, record) ?? {};
      // Written: the empty fields and the previous look-up's stale ones; a stale field the new reply does not fill is cleared.
      const written = Object.fromEntries(Object.entries(found).filter(([key]) => blank(record[key]) || stale.includes(key)));
      const cleared = Object.fromEntries(stale.filter((key) => !(key in found)).map((key) => [key, undefined]));
      if (Object.keys(written).length || Object.keys(cleared).length) form.fill({ ...cleared, ...written }, { overwrite: true });
      const kept = previous && previous.documento === documento ? previous.values : {};
      filledIn.set(form, { documento, values: { ...kept, ...written } });
      form.fill({ [flag]: true }, { overwrite: true });
      return [];
    },
  };
}
