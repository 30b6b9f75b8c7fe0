/**
 * What the combo selectors share (WID-19, WID-20, CST-75, CST-76): the list's maximum height, the
 * accent-insensitive search over option descriptions, and the option row (a tick on selected ones).
 */
import { MenuItem } from '@blueprintjs/core';
import type { ItemPredicate, ItemRenderer } from '@blueprintjs/select';
import '../../engine/react/theme/blueprintLater.css';
import type { RefObject } from 'react';
import { normalizeSearchText } from '../../engine/core/searchText';
import { t } from '../../engine/core/messages';
import type { LookupOption } from '../../engine/react/data/useLookup';

/** The dropdown list is at most 200 px high and scrolls (WID-19, CST-75). */
export const SELECT_LIST_MAX_HEIGHT_PX = 200;

/** Props of the list (`menuProps`): bounded height, named after the field. */
export const listProps = (label: string) => ({
  'aria-label': label,
  style: { maxHeight: SELECT_LIST_MAX_HEIGHT_PX, overflowY: 'auto' as const },
});

/** An option matches when its description contains the query, ignoring case and accents. */
export const optionMatches: ItemPredicate<LookupOption> = (query, option) => normalizeSearchText(option.descripcion).includes(normalizeSearchText(query));

/** An option row; `isSelected` puts the tick (and `aria-selected`) on it. */
export const optionRenderer =
  (isSelected: (option: LookupOption) => boolean, keepOpen = false): ItemRenderer<LookupOption> =>
  (option, { handleClick, handleFocus, modifiers, ref, id }) =>
    modifiers.matchesPredicate ? (
      <MenuItem
        key={option.codigo}
        id={id}
        ref={ref}
        roleStructure="listoption"
        text={option.descripcion}
        active={modifiers.active}
        disabled={modifiers.disabled}
        selected={isSelected(option)}
        shouldDismissPopover={!keepOpen}
        onClick={handleClick}
        onFocus={handleFocus}
      />
    ) : null;

/** Shown when the query matches nothing. */
export const noResults = <MenuItem disabled roleStructure="listoption" text={t('select.noResults')} />;

/** Search box of the list (`Buscar...`, WID-20). */
export const searchInputProps = { placeholder: t('select.search'), 'aria-label': t('select.search') };

/**
 * `onClosed` of a selector's popover (after its exit transition, when nothing else moves the focus): puts the focus back on the selector's button when it was in
 * the list or got lost (Blueprint only restores it for its own filter box), so a keyboard user
 * carries on from the field; a click elsewhere keeps its focus.
 */
export const returnFocusTo = (button: RefObject<HTMLElement | null>) => (popover: HTMLElement) => {
  const active = document.activeElement;
  if (!active || active === document.body || popover.contains(active)) button.current?.focus();
};
