/**
 * The signed-in frame: a Blueprint Navbar (product name, user name, the user's own screens such as
 * changing their password — custom screens with `userMenu`, not in token mode —, "Cerrar sesión") and a side menu with
 * only the entries the user may open; the screen renders in `<main>`.
 */
import { Alignment, Button, Icon, Navbar, NavbarDivider, NavbarGroup, NavbarHeading } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import { Link } from '../router/Link';
import { t } from '../../core/messages';
import { visibleMenu, type VisibleMenuEntry } from '../../core/visibleMenu';
import { canOpenScreen } from '../../core/screenAccess';
import { isTokenModePath, tokenModeRoutes } from '../../core/tokenModeRoutes';
import { useEngine } from '../engine/EngineProvider';
import { useSession } from '../session/SessionProvider';
import { MainMenu } from './MainMenu';

export interface AppShellProps {
  /** Product name in the navbar (default: the catalogue's product name). */
  readonly productName?: string;
  readonly children: ReactNode;
}

/** The menu's entries a token-mode session may open (its groups kept when one of their entries is). */
function tokenMenu(entries: readonly VisibleMenuEntry[], routes: readonly string[]): VisibleMenuEntry[] {
  return entries.flatMap((entry) => {
    if (!entry.children) return entry.path && isTokenModePath(entry.path, routes) ? [entry] : [];
    const children = tokenMenu(entry.children, routes);
    return children.length ? [{ ...entry, children }] : [];
  });
}

/** Navbar + menu + content. */
export function AppShell({ productName, children }: AppShellProps) {
  const { config } = useEngine();
  const { principal, displayName, logout, tokenMode } = useSession();
  // Token mode offers only the routes it may open (Home): the token's own forms open from its Home (decision 160).
  const tokenRoutes = tokenMode ? tokenModeRoutes(config, principal) : null;
  const entries = tokenRoutes ? tokenMenu(visibleMenu(config, principal), tokenRoutes) : visibleMenu(config, principal);
  // A temporary `?token=` session is no user of the system: it has no password to change, nor any own screen (SES-OP04).
  const userScreens = tokenMode
    ? []
    : config.screens.filter((screen) => screen.kind === 'custom' && screen.userMenu && canOpenScreen(principal, config, screen));
  return (
    <div className="bo-shell">
      <Navbar className="bo-navbar">
        <NavbarGroup align={Alignment.START}>
          <NavbarHeading className="bo-product">
            <Link to={config.defaultRoute}>
              <Icon icon="airplane" className="bo-product-icon" />
              {productName ?? t('login.productName')}
            </Link>
          </NavbarHeading>
        </NavbarGroup>
        <NavbarGroup align={Alignment.END}>
          <span className="bo-user">
            <Icon icon="user" />
            {displayName}
          </span>
          {userScreens.map((screen) =>
            screen.kind === 'custom' ? (
              <Link key={screen.id} to={screen.path} className="bo-user-link">
                {screen.title}
              </Link>
            ) : null,
          )}
          <NavbarDivider />
          <Button variant="minimal" icon="log-out" text={t('session.logout')} onClick={logout} />
        </NavbarGroup>
      </Navbar>
      <div className="bo-body">
        <nav className="bo-sidebar">
          <MainMenu entries={entries} />
        </nav>
        <main className="bo-main">{children}</main>
      </div>
    </div>
  );
}
