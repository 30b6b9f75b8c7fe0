/**
 * The data a record form edits: the values shown, the version and data the edits started from
 * (what a save sends as its version, what a conflict is measured from), the fields the user may
 * read and write on those values (`x-access`, decided on the record being edited: ACC-41's agency
 * section appears once the account is a company of the agency team), derived fields until touched
 * (`x-derived`), fields the server computes (`x-computed`) and the server's field errors (400 `campos`).
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import { diffRecords } from '../../core/diffRecords';
import { fieldAccess, sameFieldAccess, type FieldAccess } from '../../core/form/fieldAccess';
import type { RegisteredModule } from '../../core/schemaRegistry';
import { UnrenderedValues } from '../../core/form/unrenderedValues';
import { withoutSystemFields } from '../../core/systemFields';
import type { ModuleRecord, RecordData } from '../data/types';
import { useSession } from '../session/SessionProvider';
import type { FieldMessageAt } from './fieldErrors';
import { useComputedFields } from './useComputedFields';
import { useDerivedFields } from './useDerivedFields';

export interface RecordDataOptions {
  readonly module: RegisteredModule;
  readonly record?: ModuleRecord;
  /** What a new record starts with (the fields its route fixed). */
  readonly fixed: RecordData;
  readonly readOnly: boolean;
  /** The user changed a value (the edits are unsaved again). */
  readonly onEdit: () => void;
  /** Values changed that the module's rules read: the edits of a writable form, derived fields that settled. */
  readonly onChanged: (data: RecordData, changed: ReadonlySet<string>) => void;
}

/** The edited values and the calls that change or replace them. */
export function useRecordData({ module, record, fixed, readOnly, onEdit, onChanged }: RecordDataOptions) {
  const { principal } = useSession();
  // System fields (idCrm, version…) are the engine's, beside `datos`: never form data (an older answer may still carry them).
  const [formData, setFormData] = useState<RecordData>(() => withoutSystemFields({ ...(record?.datos ?? fixed) }));
  // The latest values at once (a rule's fill or a computed answer may come before the next render).
  const current = useRef(formData);
  // What the form set by itself and rjsf has not rendered yet: a change it reports meanwhile keeps them.
  const unrendered = useRef(new UnrenderedValues());
  useEffect(() => unrendered.current.rendered(formData), [formData]);
  /** The form sets values by itself (not rjsf's report). */
  const setByForm = (next: RecordData) => {
    unrendered.current.set(current.current, next);
    current.current = next;
    setFormData(next);
  };
  const derived = useDerivedFields(module.schema, record?.datos ?? {}, formData);
  // Kept while unchanged, so that the view's ui schema is not rebuilt on every keystroke.
  const accessRef = useRef<FieldAccess | null>(null);
  const access = useMemo(() => {
    const next = fieldAccess(module.schema, principal, formData);
    if (!accessRef.current || !sameFieldAccess(accessRef.current, next)) accessRef.current = next;
    return accessRef.current;
  }, [module.schema, principal, formData]);
  // Fields the server computes (x-computed): its answer goes into the data being edited.
  const computed = useComputedFields(module, (values) => setByForm({ ...current.current, ...values }));
  const [serverErrors, setServerErrors] = useState<FieldMessageAt[]>([]);
  // The version the edits started from: the loaded one, or an older one of a restored draft.
  const [baseVersion, setBaseVersion] = useState(record?.version);
  // The data that version held (what "changed by me / by them" is measured from).
  const [baseData, setBaseData] = useState<RecordData>(() => record?.datos ?? {});
  // Bumped to remount the rjsf form when its data is replaced wholesale (draft, reload).
  const [formKey, setFormKey] = useState(0);

  // A derivation part's text arrived (a combo description, a linked record's name): derived fields
  // that waited on it follow now, and a loaded record's undecided ones are decided.
  useEffect(() => {
    if (readOnly) return;
    const data = current.current;
    const next = derived.settle(data);
    if (next === data) return;
    setByForm(next);
    onChanged(next, new Set(diffRecords(data, next).map((c) => c.campo)));
    // Only a new text is a reason to settle (the data's own changes go through change).
    // eslint-disable-next-line react-hooks/exhaustive-deps -- deliberate dependencies, said above
  }, [derived.signature, readOnly]);

  /** New data: untouched derived fields follow their sources, server errors of edited fields go, computed fields are asked for. */
  const edit = (edited: RecordData, byForm: boolean) => {
    const data = readOnly ? edited : derived.derive(current.current, edited);
    const changed = new Set(diffRecords(current.current, data).map((c) => c.campo));
    if (byForm) setByForm(data);
    else {
      current.current = data;
      setFormData(data);
    }
    if (!changed.size) return;
    onEdit();
    setServerErrors((errors) => errors.filter((e) => !changed.has(e.path.replace(/^[/.]/, '').split(/[/.]/)[0])));
    if (readOnly) return;
    onChanged(data, changed);
    computed.changed(data, changed);
  };

  /** Replaces the data wholesale (a draft, the stored record, a merge) on `version`, whose data was `base`. */
  const replace = (given: RecordData, version: number | undefined, base: RecordData = baseData) => {
    const data = withoutSystemFields(given);
    unrendered.current.clear();
    current.current = data;
    derived.reset(data);
    setFormData(data);
    setBaseVersion(version);
    setBaseData(base);
    setServerErrors([]);
    setFormKey((k) => k + 1);
  };

  return {
    formData,
    /** The latest values, also between a change and the next render. */
    current: () => current.current,
    formKey,
    baseVersion,
    baseData,
    /** Fields hidden (unreadable) or disabled (unwritable) by permission. */
    access,
    /** For link fields (formContext): a picked record's name, a derivation part (x-derived parts). */
    reportLinkName: derived.reportLinkName,
    /** Waiting for a computed field (a save waits for it, FEE-OP07). */
    computing: computed.pending,
    /** rjsf onBlur: leaving an input of a computed field asks for it now (FEE-OP07). */
    blurred: (id: string) => computed.blurred(id),
    serverErrors,
    showServerErrors: (errors: readonly FieldMessageAt[]) => setServerErrors([...errors]),
    /** rjsf's report of an edit (its whole data as it last rendered it). */
    change: (reported: RecordData) => edit(unrendered.current.keep(reported), false),
    /** The form fills `values` by itself (a rule's fill): an edit that rjsf has not rendered yet. */
    fill: (values: RecordData) => edit({ ...current.current, ...values }, true),
    replace,
  };
}

export type RecordDataController = ReturnType<typeof useRecordData>;
