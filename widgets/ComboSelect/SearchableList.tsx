/**
 * The popover content of the combo selectors: the `Buscar...` box (WID-20) above the option list.
 * Blueprint's own filter input is a second combobox without `aria-controls` (an axe violation), so
 * the selectors render this one: a plain search box that controls the list and points at the
 * active option; arrows and Enter reach the list through the popover's key handlers.
 */
import { InputGroup, Menu } from '@blueprintjs/core';
import { renderFilteredItems, type ItemListRendererProps } from '@blueprintjs/select';
import type { ChangeEvent } from 'react';
import type { LookupOption } from '../../engine/react/data/useLookup';
import { noResults, searchInputProps } from './selectSettings';

export interface SearchableListProps {
  readonly list: ItemListRendererProps<LookupOption>;
  readonly onQueryChange: (query: string) => void;
}

/** Search box and list. */
export function SearchableList({ list, onQueryChange }: SearchableListProps) {
  const listId = list.menuProps?.id;
  const active = list.activeItem ? list.filteredItems.indexOf(list.activeItem as LookupOption) : -1;
  return (
    <div className="bo-searchable-list">
      <InputGroup
        {...searchInputProps}
        leftIcon="search"
        autoFocus
        autoComplete="off"
        value={list.query}
        aria-controls={listId}
        aria-activedescendant={active >= 0 && listId ? `${listId}-item-${active}` : undefined}
        onChange={(e: ChangeEvent<HTMLInputElement>) => onQueryChange(e.target.value)}
      />
      <Menu role="listbox" {...list.menuProps} ulRef={list.itemsParentRef}>
        {renderFilteredItems(list, noResults)}
      </Menu>
    </div>
  );
}
