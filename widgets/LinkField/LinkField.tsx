/**
 * The single-link field (`x-link` on an id property; LNK-02, LNK-07): shows the linked record's
 * display name (the kind's first column), "Buscar" opens the search-and-link dialog, "Quitar"
 * clears the link. A pick stores the record's id and applies the annotation's prefill rules and
 * checks to the form (LNK-32…34). Declared in `x-link`, "Nuevo" (`create`) opens the kind's
 * module form in a dialog and links the saved record (prospect account, LNK-16) and "Ver" (`view`)
 * shows the linked record read-only (contact preview, LNK-21), each under that module's guards.
 * An rjsf field because a pick writes sibling fields; it reads the form's data from the
 * formContext's store when it acts (engine/react/form/formDataStore.ts).
 */
import { currentFormData } from '../../engine/react/form/formDataStore';
import { reportLinkName } from '../../engine/react/form/useDerivedTexts';
import { Button, Classes, ControlGroup, InputGroup, Intent } from '@blueprintjs/core';
import '../../engine/react/theme/blueprintLater.css';
import { errorId, type FieldProps } from '@rjsf/utils';
import { useCallback, useMemo, useState } from 'react';
import { formTitleOf } from '../../engine/core/formTitle';
import { linkAnnotationOf } from '../../engine/core/linkSearch/linkAnnotation';
import { t } from '../../engine/core/messages';
import { useCanAccess } from '../../engine/react/access/useCanAccess';
import { RecordFormDialog } from '../../engine/react/dialogs/RecordFormDialog';
import { ViewRecordDialog } from '../../engine/react/dialogs/ViewRecordDialog';
import { useEngine } from '../../engine/react/engine/EngineProvider';
import { useModuleRecord } from '../../engine/react/data/useModuleRecord';
import { formatValue } from '../../engine/react/format/formatValue';
import { SearchLinkDialog, type LinkedRecord } from '../../engine/react/linkSearch/SearchLinkDialog';
import { linkedRecordAllowed } from '../../engine/core/linkSearch/linkOptionFilter';
import { useLinkKind } from '../../engine/react/linkSearch/useLinkKind';
import { useNotify } from '../../engine/react/notifications/useNotify';
import { linkPick } from './linkFieldWrites';
import { RequiredLabel } from '../../engine/react/theme/RequiredLabel';
import { useSession } from '../../engine/react/session/SessionProvider';
import { sessionRecordName } from '../../engine/core/recordScope';
import { mayPassOnSomeRecord } from '../../engine/core/permissions';

export const LINK_FIELD = 'link';

/** The field. */
export function LinkField(props: FieldProps) {
  const { schema, formData, fieldPathId, onChange, disabled, readonly, required, registry, rawErrors, hideError } = props;
  const link = linkAnnotationOf(schema as never);
  if (!link) throw new Error(`${fieldPathId.$id}: el campo de vínculo necesita la anotación x-link`);
  const info = useLinkKind(link.kind);
  const { config } = useEngine();
  const target = config.modules[info.config.module];
  const { warning } = useNotify();
  const [open, setOpen] = useState(false);
  const [creating, setCreating] = useState(false);
  const [viewing, setViewing] = useState(false);
  const mayCreate = useCanAccess(target?.access.write) && !!link.create;
  // "Nuevo" through the kind's createPath: that save route's forced values start the record (the
  // prospect's profiles follow its state, ACC-67) and its `fields` are the part the dialog shows (LNK-OP04).
  const createRoute = target?.saveRoutes?.find((route) => route.path === info.config.createPath);
  const createInitial = useMemo(() => ({ ...(createRoute?.values ?? {}), ...(link.create?.values ?? {}) }), [createRoute, link.create]);
  const mayView = useCanAccess(target?.access.read) && !!link.view;
  const [picked, setPicked] = useState<LinkedRecord | null>(null);
  const id = typeof formData === 'number' ? formData : undefined;
  const known = picked && picked.id === id ? picked : null;
  // The user's own account (an agency user may not read the accounts), a token's account and
  // opportunity (COP-OP02): their names came with the session.
  const { principal } = useSession();
  const own = sessionRecordName(principal, id);
  // A user who may read no record of the target is never sent to read one (it would be refused): the id stands.
  const readable = mayPassOnSomeRecord(principal, target?.access.read);
  const loaded = useModuleRecord(info.config.module, known || own || !readable ? undefined : id);
  const datos = known?.datos ?? loaded.data?.datos;
  const display =
    id === undefined
      ? ''
      : datos
        ? formatValue(datos[info.config.columns[0].field]) || String(id)
        : own
          ? own
          : loaded.isError || !readable
            ? String(id)
            : t('link.loading');
  // A user who may read no record of the target (an agency user and the accounts) has nothing to search: the link stays as it is.
  const locked = disabled || readonly || !readable;
  const label = schema.title || props.name;
  // The FieldTemplate shows the field's messages under it (role alert, id errorId): the box points at them.
  const invalid = !hideError && (rawErrors ?? []).some(Boolean);

  const closeView = useCallback(() => setViewing(false), []);

  const apply = (record: LinkedRecord | null) => {
    // The form learns the picked name before the change reaches it (a derivation may read it).
    if (record)
      reportLinkName(registry.formContext, fieldPathId.path.join('.'), record.id, formatValue(record.datos[info.config.columns[0].field]) || String(record.id));
    const form = currentFormData(registry.formContext) as Record<string, unknown>;
    const pick = linkPick(link, fieldPathId.path, record, form);
    for (const write of pick.writes) onChange(write.value as never, [...write.path]);
    for (const key of pick.warnings) warning(t(key));
    setPicked(record);
  };

  return (
    <div className="bo-link-field">
      <label className={Classes.LABEL} htmlFor={fieldPathId.$id}>
        <RequiredLabel label={label} required={required} />
      </label>
      <ControlGroup fill>
        <InputGroup
          id={fieldPathId.$id}
          readOnly
          disabled={disabled}
          value={display}
          placeholder={t('link.empty')}
          aria-required={required || undefined}
          aria-invalid={invalid || undefined}
          aria-describedby={invalid ? errorId(fieldPathId.$id) : undefined}
          intent={invalid ? Intent.DANGER : Intent.NONE}
        />
        {!locked && <Button className={Classes.FIXED} icon="search" text={t('link.search')} onClick={() => setOpen(true)} />}
        {!locked && id !== undefined && <Button className={Classes.FIXED} icon="cross" text={t('link.remove')} onClick={() => apply(null)} />}
        {!locked && mayCreate && <Button className={Classes.FIXED} icon="plus" text={t('link.create')} onClick={() => setCreating(true)} />}
        {mayView && id !== undefined && <Button className={Classes.FIXED} icon="eye-open" text={t('link.view')} onClick={() => setViewing(true)} />}
      </ControlGroup>
      {!locked && mayCreate && (
        <RecordFormDialog
          module={info.config.module}
          isOpen={creating}
          title={t('record.newTitle', { title: formTitleOf(config, info.config.module) })}
          initial={createInitial}
          fixed={Object.keys(link.create?.values ?? {})}
          createPath={info.config.createPath}
          partFields={createRoute?.fields}
          onSaved={(saved) => {
            setCreating(false);
            apply(saved);
          }}
          onCancel={() => setCreating(false)}
        />
      )}
      {mayView && <ViewRecordDialog module={info.config.module} id={viewing ? id : undefined} onClose={closeView} />}
      {!locked && (
        <SearchLinkDialog
          kind={link.kind}
          isOpen={open}
          multiple={false}
          linkedIds={id === undefined ? [] : [id]}
          // x-link.filter (CRD-16): only the records the form's values allow, read when the dialog lists them.
          allowed={link.filter ? (datos) => linkedRecordAllowed(link, datos, currentFormData(registry.formContext) as Record<string, unknown>) : undefined}
          onClose={() => setOpen(false)}
          onConfirm={(records) => {
            setOpen(false);
            if (records[0]) apply(records[0]);
          }}
        />
      )}
    </div>
  );
}
