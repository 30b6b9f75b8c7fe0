/**
 * What a record form's view hands rjsf, from its controller (useRecordFormController): the ui schema
 * (related tabs the user may not read dropped, unused owner links and unreadable links hidden,
 * fields hidden or disabled by `x-access`, the route's or host's fixed fields read-only) and the
 * formContext (mode, data store, tabs, owner, module messages, where link names are reported).
 * One definition for every host of a record (the page, a related panel's or a link's dialog: issue
 * 21-2), so that a record behaves alike wherever it opens.
 */
import { useMemo } from 'react';
import type { FieldAccess } from '../../core/form/fieldAccess';
import { hidingUnusedOwnerLinks } from '../../core/form/ownerLinks';
import { setOnceFields } from '../../core/form/setOnceFields';
import { hidingUnreadableLinks, unreadableLinkFields } from '../../core/form/unreadableLinks';
import { mayPassOnSomeRecord } from '../../core/permissions';
import { sessionRecordName, tokenReaches } from '../../core/recordScope';
import { withReadableRelated } from '../../core/related/relatedPanel';
import { rowRuleIssues } from '../../core/linkList/rowRuleIssues';
import type { ValidatorPorts } from '../../core/validators';
import type { RecordData } from '../data/types';
import { useEngine } from '../engine/EngineProvider';
import { useSession } from '../session/SessionProvider';
import type { FormContext } from './formContext';
import { useFormDataStore } from './formDataStore';
import type { RecordFormController } from './useRecordFormController';
import { companyToday } from '../../core/format/companyToday';

/** A row's dialog checks only the rules that answer at once: no port is asked. */
const NO_PORTS: ValidatorPorts = { exists: () => Promise.reject(new Error('sin consultas en el diálogo de una fila')), today: () => companyToday() };

/** The ui schema with unreadable fields (unwritable ones marked `hideUnwritable`, and those `x-visible-when` hides) hidden and other unwritable ones disabled. */
function withFieldAccess(ui: Record<string, unknown>, access: FieldAccess): Record<string, unknown> {
  if (!access.unwritable.size && !access.hidden.size) return ui;
  const result: Record<string, unknown> = { ...ui };
  for (const field of new Set([...access.unwritable, ...access.hidden])) {
    const own = (ui[field] as Record<string, unknown> | undefined) ?? {};
    result[field] = access.hidden.has(field) ? { ...own, 'ui:widget': 'hidden' } : { ...own, 'ui:disabled': true };
  }
  return result;
}

/** The ui schema with the fields the route (or the dialog's host) fixed shown read-only. */
function withFixedFields(ui: Record<string, unknown>, fixed: readonly string[]): Record<string, unknown> {
  if (!fixed.length) return ui;
  return {
    ...ui,
    ...Object.fromEntries(fixed.map((field) => [field, { ...((ui[field] as Record<string, unknown> | undefined) ?? {}), 'ui:readonly': true }])),
  };
}

export interface RecordFormViewOptions {
  /** Create mode: the values the new record starts with (what a link shows before the record is saved). */
  readonly initial?: RecordData;
  /** The form shows its record's related-records panels (the page; a dialog over a form does not). */
  readonly withOwner?: boolean;
}

/** The ui schema and formContext of the controller's record. */
export function useRecordFormView(c: RecordFormController, { initial, withOwner = true }: RecordFormViewOptions = {}) {
  const { config: appConfig, registry } = useEngine();
  const { principal } = useSession();
  // Related tabs of modules the user may not read are not shown (ACC-36, CRD-19).
  const uiSchema = useMemo(() => {
    // A token-mode session reads only the module of its binding (decision 160: a trip's token not the contacts).
    const mayReadModule = (m: string) =>
      mayPassOnSomeRecord(principal, appConfig.modules[m]?.access.read) && (!principal || tokenReaches(principal, appConfig.modules[m]?.recordScope));
    const readable = withReadableRelated(c.module.ui, mayReadModule);
    // A child of one parent shows that owner only (CRD-03, NOT-02): the other owner links are hidden.
    const owned = hidingUnusedOwnerLinks(readable, c.module.schema, c.record?.datos ?? initial ?? {}, c.fixedFields);
    // A link the user can do nothing with (a module they may not read, no name the session told) would show a bare id: hidden.
    const shown = c.record?.datos ?? initial ?? {};
    const mayReadKind = (kind: string) => mayReadModule(appConfig.links?.[kind]?.module ?? '');
    const unreadable = unreadableLinkFields(c.module.schema.properties, shown, mayReadKind, (id) => sessionRecordName(principal, id) !== null);
    // ACC-63: a set-once field the saved record holds is read-only, like the route's fixed fields.
    const fixed = [...c.fixedFields, ...setOnceFields(c.module.schema.properties as Parameters<typeof setOnceFields>[0], c.record?.datos)];
    return withFixedFields(withFieldAccess(hidingUnreadableLinks(owned, unreadable), c.access), fixed);
  }, [c.module, c.access, c.fixedFields, c.record, initial, principal, appConfig]);
  // Widgets read the mode (e.g. relative date defaults apply only to new records).
  // ... and the form's data through a stable store (prefill rules, filtered combos; formDataStore.ts
  // says why not the data object) ... and the tabs' selection (ui:tabs), which the controller owns.
  // ... and the saved record, whose related-records panels (ui:tabs `related`) list what links to it.
  const formStore = useFormDataStore(c.formData);
  const recordId = c.record?.id;
  const owner = useMemo(() => (recordId === undefined || !withOwner ? undefined : { id: recordId, readOnly: c.readOnly }), [recordId, c.readOnly, withOwner]);
  // ... and the module's messages (a failed combo's text, messages.comboError) ... and where a link
  // field reports the name of a record it picked (a derivation part, x-derived parts).
  const moduleMessages = c.moduleConfig.messages;
  const reportLinkName = c.reportLinkName;
  const messageSource = useMemo(() => ({ module: c.module.name, schema: c.module.schema }), [c.module]);
  // ... and the module's rules over one link-list row, for the row's dialog (the same rules as the save's).
  const rowIssues = useMemo(
    () => (field: string, index: number, record: RecordData) =>
      rowRuleIssues(registry.validators.affected(c.module.ruleNames, new Set([field])), record, field, index, {
        mode: c.mode,
        module: c.module.name,
        recordId,
        ports: NO_PORTS,
      }),
    [registry, c.module, c.mode, recordId],
  );
  const formContext = useMemo(
    (): FormContext => ({ mode: c.mode, formStore, tabs: c.tabs, owner, recordId, moduleMessages, reportLinkName, messageSource, rowIssues }),
    [c.mode, formStore, c.tabs, owner, recordId, moduleMessages, reportLinkName, messageSource, rowIssues],
  );
  return { uiSchema, formContext };
}
