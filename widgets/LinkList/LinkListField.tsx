/**
 * The link-list field (LNK-29…31, 35…37, 41): an rjsf field for an array annotated
 * `x-link-list`. It renders the rows with LinkListTable and an "Agregar" button; add and edit open
 * the item schema's form in a SchemaFormDialog, or the search-and-link dialog when the list
 * declares `search`. Read-only and disabled forms show the table without buttons. The item form
 * takes the list's `items` ui schema; `ui:options.foreignTaxIdPreset` marks a list of addresses
 * whose principal row is the record's main address (ACC-72: moving it abroad presets the tax id).
 * A list with `pageSize` pages its table (ACC-39, CRD-14); its columns may show a combo's
 * description or a registered display of item fields (BAC-04's bank account name).
 */
import { Button, Classes } from '@blueprintjs/core';
import { errorId, getUiOptions, type ErrorSchema, type FieldProps, type RJSFSchema, type UiSchema } from '@rjsf/utils';
import { useMemo, useState } from 'react';
import { FOREIGN_PRESET_OPTION, presetOnMainCountryChange } from '../../engine/core/address/foreignTaxIdPreset';
import { mainAddressCountry } from '../../engine/core/address/mainAddressCountry';
import { rowsOf, type LinkRow } from '../../engine/core/linkList/linkRow';
import { linkListColumns } from '../../engine/core/linkList/linkListColumns';
import { linkListPolicyOf } from '../../engine/core/linkList/linkListPolicy';
import type { JsonSchemaProperty } from '../../engine/core/schemaRegistry';
import { t } from '../../engine/core/messages';
import { SchemaFormDialog } from '../../engine/react/dialogs/SchemaFormDialog';
import { currentFormData } from '../../engine/react/form/formDataStore';
import type { FormContext } from '../../engine/react/form/formContext';
import { toFieldErrorSchema } from '../../engine/react/form/fieldErrors';
import { itemValidator } from '../../engine/react/dialogs/itemValidator';
import { SearchLinkDialog } from '../../engine/react/linkSearch/SearchLinkDialog';
import { LinkListTable } from './LinkListTable';
import { useLinkListController } from './useLinkListController';

export const LINK_LIST_FIELD = 'linkList';

export function LinkListField(props: FieldProps) {
  const { schema, formData, onChange, disabled, readonly, fieldPathId, registry, formContext, name, uiSchema, rawErrors } = props;
  const policy = linkListPolicyOf(schema as JsonSchemaProperty) ?? {};
  const itemSchema = (schema.items && typeof schema.items === 'object' && !Array.isArray(schema.items) ? schema.items : { type: 'object' }) as RJSFSchema;
  const itemUi = uiSchema?.items as UiSchema | undefined;
  const mainAddress = getUiOptions(uiSchema)[FOREIGN_PRESET_OPTION] === true;
  const rows = rowsOf(formData);
  const change = (next: LinkRow[]) => {
    onChange(next as never, fieldPathId.path);
    // ACC-72 / LNK-40: the principal row is the record's main address; moving it abroad presets the tax id.
    const preset = mainAddress ? presetOnMainCountryChange(mainAddressCountry(rows), mainAddressCountry(next)) : null;
    for (const [field, value] of Object.entries(preset ?? {})) onChange(value as never, [...fieldPathId.path.slice(0, -1), field]);
  };
  const c = useLinkListController({ rows, policy, onChange: change });
  // Keyed by the path's text: rjsf hands a new path array on every render.
  const pathKey = fieldPathId.path.join('.');
  const validator = useMemo(
    () => itemValidator(registry.schemaUtils.getValidator(), registry.rootSchema, fieldPathId.path),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- keyed by the path's text, said above
    [registry.schemaUtils, registry.rootSchema, pathKey],
  );
  const label = schema.title ?? name;
  const itemTitle = itemSchema.title ?? label;
  // eslint-disable-next-line react-hooks/exhaustive-deps -- deliberate dependencies, said above
  const columns = useMemo(() => linkListColumns(policy, (itemSchema.properties ?? {}) as Record<string, { title?: string }>), [schema]);
  const locked = disabled || readonly;
  const showPrincipal = Boolean(policy.principal || policy.principalPerType);
  // The list's own messages (a principal rule, a refused save) show under it (FieldTemplate): the table points at them.
  const describedBy = rawErrors?.length ? errorId(fieldPathId.$id) : undefined;
  // The host module's rules over the row being accepted (a file's Hasta before its Desde): said under
  // the row's fields and "Aceptar" refused, as the save would be.
  const [rowErrors, setRowErrors] = useState<ErrorSchema | undefined>(undefined);
  const host = registry.formContext as FormContext | undefined;
  const accept = (values: Record<string, unknown>) => {
    const index = c.editing?.index ?? rows.length;
    const inPlace = rows.map((row, i) => (i === index ? { ...row, ...values } : row));
    const record = { ...currentFormData(host), [name]: index === rows.length ? [...inPlace, values] : inPlace };
    // A list at the top of the record (the rules' paths start at its name).
    const issues = fieldPathId.path.length === 1 ? (host?.rowIssues?.(name, index, record) ?? []) : [];
    if (issues.length) return setRowErrors(toFieldErrorSchema(issues.map((issue) => ({ path: issue.path, message: t(issue.key, issue.args ?? {}) }))));
    setRowErrors(undefined);
    c.accept(values);
  };
  const cancel = () => {
    setRowErrors(undefined);
    c.cancel();
  };
  return (
    <div className="bo-link-list" id={fieldPathId.$id} style={{ marginBottom: 15 }}>
      <div style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', marginBottom: 4 }}>
        <span className={Classes.LABEL} style={{ marginBottom: 0 }}>
          {label}
        </span>
        {!locked && <Button size="small" icon="add" text={t('linkList.add')} onClick={c.openAdd} />}
      </div>
      <LinkListTable
        label={label}
        rows={rows}
        columns={columns}
        showPrincipal={showPrincipal}
        describedBy={describedBy}
        paging={c.paging}
        onPage={c.goToPage}
        actions={
          locked
            ? undefined
            : {
                onEdit: policy.search ? undefined : c.openEdit,
                onRemove: c.remove,
                onRestore: c.restore,
                onMakePrincipal: showPrincipal ? c.makePrincipal : undefined,
              }
        }
      />
      {!locked && !policy.search && (
        <SchemaFormDialog
          isOpen={c.editing !== null}
          title={t(c.editing?.index === null ? 'linkList.addTitle' : 'linkList.editTitle', { item: itemTitle })}
          schema={itemSchema}
          uiSchema={itemUi}
          formData={c.editing?.values}
          validator={validator}
          formContext={formContext}
          extraErrors={rowErrors}
          onAccept={accept}
          onCancel={cancel}
        />
      )}
      {!locked && policy.search && (
        <SearchLinkDialog kind={policy.search} isOpen={c.searching} multiple linkedIds={c.linkedIds} onConfirm={c.link} onClose={c.closeSearch} />
      )}
    </div>
  );
}
