/**
 * Address picker (LNK-35…40, BNK-14, BNK-OP03): a combobox that suggests addresses as the user
 * types and, on a pick, fills every address field of the record and the picked suggestion's
 * fingerprint. Typing only searches: leaving without picking restores the saved address, so the
 * street address changes only by picking (LNK-38); the × button clears the whole address. The
 * pick's country code goes to a sibling `paisCodigo` when the schema has one (ACC-72, LNK-40).
 * An rjsf *field* (not a widget) because it writes sibling fields by path (addressTargets.ts).
 */
import { Button, Classes, InputGroup } from '@blueprintjs/core';
import { getUiOptions, type FieldProps } from '@rjsf/utils';
import { useId, useState, type KeyboardEvent } from 'react';
import type { AddressSuggestion } from '../../engine/core/address/addressTypes';
import { t } from '../../engine/core/messages';
import { COUNTRY_CODE_FIELD, FOREIGN_PRESET_OPTION } from '../../engine/core/address/foreignTaxIdPreset';
import { addressWrites, foreignPresetWrites, shownAddress } from './addressTargets';
import { siblingProperties } from './siblingProperties';
import { useAddressSuggestions } from './useAddressSuggestions';
import { RequiredLabel } from '../../engine/react/theme/RequiredLabel';

export const ADDRESS_FIELD = 'address';

/**
 * The picker; `ui:options`: `idField` (default `direccionId`), `pais` (ISO code to search in),
 * `foreignTaxIdPreset: true` (this is the record's main address: a pick outside AR presets the
 * sibling `tipoDocumento` and `condicionIva`, ACC-72). A sibling `paisCodigo` gets the pick's country.
 */
export function AddressPickerField(props: FieldProps) {
  const { schema, formData, fieldPathId, onChange, disabled, readonly, uiSchema, rawErrors, required, registry } = props;
  const options = getUiOptions(uiSchema);
  const isObject = schema.type === 'object';
  const saved = shownAddress(formData, isObject);
  const [text, setText] = useState<string | null>(null);
  const [active, setActive] = useState(0);
  const editing = text !== null;
  const { suggestions, tooShort, searching, failed } = useAddressSuggestions(text ?? '', editing, typeof options.pais === 'string' ? options.pais : undefined);
  const listId = `${useId()}-sugerencias`;
  const id = fieldPathId.$id;
  const locked = disabled || readonly;

  const write = (picked: AddressSuggestion | null) => {
    const idField = typeof options.idField === 'string' ? options.idField : undefined;
    const fields = isObject ? (schema.properties ?? {}) : siblingProperties(registry.rootSchema, fieldPathId.path);
    const countryCodeField = COUNTRY_CODE_FIELD in fields ? COUNTRY_CODE_FIELD : undefined;
    const preset = options[FOREIGN_PRESET_OPTION] === true ? foreignPresetWrites(fieldPathId.path, picked) : [];
    for (const change of [...addressWrites({ path: fieldPathId.path, isObject, idField, countryCodeField }, picked), ...preset])
      onChange(change.value as never, [...change.path]);
    setText(null);
  };
  const open = editing && (suggestions.length > 0 || !tooShort);
  const status = !editing
    ? ''
    : tooShort
      ? t('address.minChars')
      : searching
        ? t('address.searching')
        : failed
          ? t('address.providerError')
          : suggestions.length
            ? ''
            : t('address.noResults');

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!editing) setText(saved);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      if (suggestions.length) setActive((index) => (index + step + suggestions.length) % suggestions.length);
    } else if (event.key === 'Enter') {
      // Enter picks; it never submits the form from here.
      event.preventDefault();
      if (open && suggestions[active]) write(suggestions[active]);
    } else if (event.key === 'Escape' && editing) {
      // Escape closes the suggestions only, not the dialog the picker may sit in (the address dialog).
      event.preventDefault();
      event.stopPropagation();
      setText(null);
    }
  };

  const optionId = (index: number) => `${listId}-${index}`;
  // rjsf shows no label for a custom field (`ui:field`): the field renders its own, as the theme does.
  const label = (typeof options.title === 'string' && options.title) || schema.title || props.name;
  return (
    <div className="bo-address-picker" style={{ position: 'relative' }}>
      <label className={Classes.LABEL} htmlFor={id}>
        <RequiredLabel label={label} required={required} />
      </label>
      <InputGroup
        id={id}
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={open}
        aria-controls={listId}
        aria-activedescendant={open && suggestions[active] ? optionId(active) : undefined}
        aria-required={required || undefined}
        aria-invalid={rawErrors?.length ? true : undefined}
        aria-describedby={editing && status ? `${listId}-estado` : undefined}
        autoComplete="off"
        leftIcon="map-marker"
        placeholder={typeof options.placeholder === 'string' ? options.placeholder : t('address.searchPlaceholder')}
        value={text ?? saved}
        disabled={disabled}
        readOnly={readonly}
        onChange={(event) => {
          setText(event.target.value);
          setActive(0);
        }}
        onKeyDown={locked ? undefined : onKeyDown}
        onBlur={() => setText(null)}
        rightElement={
          saved && !locked ? (
            <Button variant="minimal" icon="cross" aria-label={t('address.clear')} title={t('address.clear')} onClick={() => write(null)} />
          ) : undefined
        }
      />
      <ul
        id={listId}
        role="listbox"
        aria-label={t('address.searchPlaceholder')}
        hidden={!open || !suggestions.length}
        className={`${Classes.MENU} ${Classes.ELEVATION_2} bo-address-list`}
        style={{ position: 'absolute', zIndex: 20, left: 0, right: 0, top: '100%', maxHeight: 240, overflowY: 'auto' }}
      >
        {suggestions.map((suggestion, index) => (
          <li
            key={suggestion.id}
            id={optionId(index)}
            role="option"
            aria-selected={index === active}
            className={[Classes.MENU_ITEM, index === active ? `${Classes.ACTIVE} ${Classes.INTENT_PRIMARY}` : ''].join(' ')}
            // Keep the focus in the input so that the blur does not close the list before the click.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => write(suggestion)}
          >
            <span className={Classes.FILL}>{suggestion.direccionCompleta}</span>
          </li>
        ))}
      </ul>
      {editing && status && (
        <div id={`${listId}-estado`} role="status" className={`${Classes.TEXT_MUTED} bo-address-status`}>
          {status}
        </div>
      )}
    </div>
  );
}
