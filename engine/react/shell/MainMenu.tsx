/** The side menu: only the entries the user may open (engine/core visibleMenu), groups as headings; hovering an entry prefetches its screen. */
import { Menu, MenuDivider, MenuItem, type IconName } from '@blueprintjs/core';
import { Fragment } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import type { VisibleMenuEntry } from '../../core/visibleMenu';
import { usePrefetchScreen } from '../loading/PrefetchProvider';

function Item({ entry }: { entry: VisibleMenuEntry }) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const prefetch = usePrefetchScreen();
  const path = entry.path!;
  const active = pathname === path || pathname.startsWith(`${path}/`);
  return (
    <MenuItem
      icon={entry.icon as IconName | undefined}
      text={entry.label}
      href={path}
      active={active}
      aria-current={active ? 'page' : undefined}
      // The screen's code starts downloading as the pointer or focus reaches its entry.
      onMouseEnter={() => entry.screenId && prefetch(entry.screenId)}
      onFocus={() => entry.screenId && prefetch(entry.screenId)}
      onClick={(e: React.MouseEvent) => {
        if (e.metaKey || e.ctrlKey || e.shiftKey || e.button !== 0) return;
        e.preventDefault();
        navigate(path);
      }}
    />
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
            {entry.children.map((child, c) =>
              child.children ? null : <Item key={`${child.label}-${c}`} entry={child} />,
            )}
          </Fragment>
        ) : (
          <Item key={`${entry.label}-${index}`} entry={entry} />
        ),
      )}
    </Menu>
  );
}
