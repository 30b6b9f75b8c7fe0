import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AppShell } from '../../engine/react/shell/AppShell';
import { SessionProvider } from '../../engine/react/session/SessionProvider';
import '../support/portableStories';
import { demoPrincipals } from '../support/demoUsers';
import { EngineHarness } from '../support/EngineHarness';
import * as stories from './AppShell.stories';

const { Administrador, SinPermisos } = composeStories(stories);

describe('AppShell and Home', () => {
  it('shows the product, the user and "Cerrar sesión"; the menu and Home cards list the modules', async () => {
    const user = userEvent.setup();
    render(<Administrador />);
    expect(screen.getByText('Back-office')).toBeInTheDocument();
    expect(screen.getAllByText('Ana Administradora').length).toBeGreaterThan(0);
    const nav = screen.getByRole('navigation');
    expect(within(nav).getByRole('menuitem', { name: /Bancos/ })).toHaveAttribute('href', '/herramientas/abm/bancos');
    expect(within(nav).getByText('Herramientas')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Bienvenido, Ana Administradora' })).toBeInTheDocument();
    expect(await within(screen.getByRole('main')).findByRole('link', { name: /Bancos/ })).toHaveAttribute('href', '/herramientas/abm/bancos');
    await user.click(screen.getByRole('button', { name: 'Cerrar sesión' }));
    expect(screen.getByTestId('logged-out')).toBeInTheDocument();
  });

  it('ROL-07 the menu shows only what the user may open', async () => {
    render(<SinPermisos />);
    const nav = screen.getByRole('navigation');
    expect(within(nav).queryByText('Bancos')).not.toBeInTheDocument();
    expect(within(nav).queryByText('Herramientas')).not.toBeInTheDocument();
    expect(within(nav).getByRole('menuitem', { name: /Inicio/ })).toBeInTheDocument();
    expect(await screen.findByText('El usuario no tiene permisos')).toBeInTheDocument();
  });

  it('SES-OP04 a token-mode session\'s navbar offers no user screen (no "Cambiar mi contraseña"); a signed-in user\'s does', () => {
    const staff = demoPrincipals.staff;
    const shellAs = (tokenMode: boolean) => (
      <EngineHarness user="staff" route="/inicio">
        <SessionProvider
          session={
            tokenMode
              ? {
                  displayName: 'Lucía Viajera',
                  principal: { ...staff.principal, roles: [], token: { cuenta: 10, oportunidad: null } },
                  tokenMode,
                  logout: () => undefined,
                }
              : { ...staff, logout: () => undefined }
          }
        >
          <AppShell productName="Back-office">
            <p>contenido</p>
          </AppShell>
        </SessionProvider>
      </EngineHarness>
    );
    const { unmount } = render(shellAs(false));
    expect(screen.getByRole('link', { name: 'Cambiar mi contraseña' })).toHaveAttribute('href', '/mi-contrasena');
    unmount();
    render(shellAs(true));
    expect(screen.getByRole('button', { name: 'Cerrar sesión' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Cambiar mi contraseña' })).not.toBeInTheDocument();
  });
});
