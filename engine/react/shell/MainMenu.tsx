/**
 * The side menu: only the entries the user may open (engine/core visibleMenu), groups as headings; hovering an entry prefetches its screen.
 * Each entry is Blueprint's menu item markup (`li[role=none] > a.bp6-menu-item[role=menuitem]`, Enter
 * and Space click it) without Blueprint's `MenuItem`: that component carries the submenu popover,
 * floating-ui (≈ 34 KB minified), into the first download although the side menu has no submenus.
 */
import { Classes, Icon, Menu, MenuDivider, type IconName } from '@blueprintjs/core';
import { Fragment, type KeyboardEvent, type MouseEvent } from 'react';
import { useLocation, useNavigate } from '../router/Router';
import type { VisibleMenuEntry } from '../../core/visibleMenu';
import { usePrefetchScreen } from '../loading/PrefetchProvider';
import { MenuCount } from './MenuCount';

function Item({ entry }: { entry: VisibleMenuEntry }) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const prefetch = usePrefetchScreen();
  const path = entry.path!;
  const active = pathname === path || pathname.startsWith(`${path}/`);
  return (
    <li role="none">
      <a
        role="menuitem"
        tabIndex={0}
        className={active ? `${Classes.MENU_ITEM} ${Classes.ACTIVE} ${Classes.POPOVER_DISMISS}` : `${Classes.MENU_ITEM} ${Classes.POPOVER_DISMISS}`}
        href={path}
        aria-current={active ? 'page' : undefined}
        // The screen's code starts downloading as the pointer or focus reaches its entry.
        onMouseEnter={() => entry.screenId && prefetch(entry.screenId)}
        onFocus={() => entry.screenId && prefetch(entry.screenId)}
        onKeyDown={(e: KeyboardEvent<HTMLAnchorElement>) => {
          if (e.key !== 'Enter' && e.key !== ' ') return;
          e.preventDefault();
          e.currentTarget.click();
        }}
        onClick={(e: MouseEvent) => {
          if (e.metaKey || e.ctrlKey || e.shiftKey || e.button !== 0) return;
          e.preventDefault();
          navigate(path);
        }}
      >
        {entry.icon && (
          <span className={Classes.MENU_ITEM_ICON} aria-hidden>
            <Icon icon={entry.icon as IconName} tabIndex={-1} />
          </span>
        )}
        <div className={`${Classes.FILL} ${Classes.TEXT_OVERFLOW_ELLIPSIS}`}>{entry.label}</div>
        {entry.count && <MenuCount path={entry.count} />}
      </a>
    </li>
  );
}

/** Renders the visible menu entries. */
export function MainMenu({ entries }: { entries: readonly VisibleMenuEntry[] }) {
  return (
    <Menu className="bo-menu">
      {entries.map((entry, index) =>
        entry.children ? (
          <Fragment key={`${entry.label}-${index}`}>
            <MenuDivider title={entry.label} className="bo-menu-group" />
            {entry.children.map((child, c) => (child.children ? null : <Item key={`${child.label}-${c}`} entry={child} />))}
          </Fragment>
        ) : (
          <Fragment key={`${entry.label}-${index}`}>
            {/* A top-level entry after a group is set apart from it: it is not the group's last entry. */}
            {entries[index - 1]?.children && <MenuDivider className="bo-menu-apart" />}
            <Item entry={entry} />
          </Fragment>
        ),
      )}
    </Menu>
  );
}
