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
import { errorId, getUiOptions, type FieldProps, type RJSFSchema, type UiSchema } from '@rjsf/utils';
import { useMemo } from 'react';
import { FOREIGN_PRESET_OPTION, presetOnMainCountryChange } from '../../engine/core/address/foreignTaxIdPreset';
import { mainAddressCountry } from '../../engine/core/address/mainAddressCountry';
import { rowsOf, type LinkRow } from '../../engine/core/linkList/linkRow';
import { linkListColumns } from '../../engine/core/linkList/linkListColumns';
import { linkListPolicyOf } from '../../engine/core/linkList/linkListPolicy';
import type { JsonSchemaProperty } from '../../engine/core/schemaRegistry';
import { t } from '../../engine/core/messages';
import { SchemaFormDialog } from '../../engine/react/dialogs/SchemaFormDialog';
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
  const validator = useMemo(() => itemValidator(registry.schemaUtils.getValidator(), registry.rootSchema, fieldPathId.path), [registry.schemaUtils, registry.rootSchema, pathKey]);
  const label = schema.title ?? name;
  const itemTitle = itemSchema.title ?? label;
  const columns = useMemo(() => linkListColumns(policy, (itemSchema.properties ?? {}) as Record<string, { title?: string }>), [schema]);
  const locked = disabled || readonly;
  const showPrincipal = Boolean(policy.principal || policy.principalPerType);
  // The list's own messages (a principal rule, a refused save) show under it (FieldTemplate): the table points at them.
  const describedBy = rawErrors?.length ? errorId(fieldPathId.$id) : undefined;
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
          onAccept={c.accept}
          onCancel={c.cancel}
        />
      )}
      {!locked && policy.search && <SearchLinkDialog kind={policy.search} isOpen={c.searching} multiple linkedIds={c.linkedIds} onConfirm={c.link} onClose={c.closeSearch} />}
    </div>
  );
}
