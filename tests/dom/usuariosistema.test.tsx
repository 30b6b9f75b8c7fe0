/**
 * The users' screens (decision 154) in the app, on the real API and database: the admin lists and
 * searches users, creates one (the temporary password shown once), edits one and reads its history;
 * a user who is not an admin is kept out; every user changes their own password with the server's
 * messages under the fields; with an external issuer the screen shows its claims-to-roles mapping.
 */
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { SchemaRegistry } from '../../engine/core/schemaRegistry';
import { ExternalIdentity } from '../../schemas/usuariosistema/screens/parts/ExternalIdentity';
import { startTestApp, type TestApp } from '../api/helpers/testApp';
import { browserRegistry } from '../support/browserRegistry';
import { realApiSession } from '../support/realApiSession';
import { RealApiApp } from '../support/RealApiApp';

vi.setConfig({ testTimeout: 120_000 });

let t: TestApp;
let registry: SchemaRegistry;

beforeAll(async () => {
  t = await startTestApp();
  registry = await browserRegistry();
}, 120_000);
afterAll(async () => {
  await t?.close();
});

const appFor = (username: string) => realApiSession(t, registry, username);

describe('users screen (decision 154)', () => {
  it('ROL-07 keeps a user who is not an admin out of /admin/usuarios', async () => {
    render(<RealApiApp {...await appFor('staff')} route="/admin/usuarios" />);
    expect(await screen.findByText('No tiene permisos para acceder a este módulo')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Usuarios', level: 1 })).toBeNull();
  });

  it('lists and searches users; an admin creates one, whose temporary password is shown once, then edits it and reads its history', async () => {
    const user = userEvent.setup();
    render(<RealApiApp {...await appFor('admin')} route="/admin/usuarios" />);
    const table = await screen.findByRole('table', { name: 'Usuarios' });
    expect(within(table).getByRole('button', { name: 'admin' })).toBeTruthy();
    await user.type(screen.getByRole('searchbox', { name: 'Buscar por usuario, nombre o correo' }), 'Teresa');
    await user.click(screen.getByRole('button', { name: 'Buscar' }));
    await waitFor(() => expect(within(screen.getByRole('table', { name: 'Usuarios' })).getAllByRole('row')).toHaveLength(2));
    expect(screen.getByText('1 resultado')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Nuevo usuario' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nuevo usuario' });
    await user.type(within(dialog).getByRole('textbox', { name: /^Usuario/ }), 'dpaz');
    await user.type(within(dialog).getByRole('textbox', { name: /^Nombre y apellido/ }), 'Diego Paz');
    await user.click(within(dialog).getByRole('button', { name: 'Aceptar' }));
    const shown = await screen.findByRole('dialog', { name: 'Contraseña temporal' });
    const temporary = within(shown).getByTestId('contrasena-temporal').textContent!.trim();
    expect(temporary).toMatch(/^[A-Za-z2-9]{4}(-[A-Za-z2-9]{4}){3}$/);
    expect(within(shown).getByText(/Entregue esta contraseña a dpaz\. Es la única vez que se muestra/)).toBeTruthy();
    await user.click(within(shown).getByRole('button', { name: 'Aceptar' }));
    const stored = await t.db.selectFrom('users').select(['nombre', 'must_change_password']).where('username', '=', 'dpaz').executeTakeFirstOrThrow();
    expect(stored).toEqual({ nombre: 'Diego Paz', must_change_password: true });

    await user.clear(screen.getByRole('searchbox', { name: 'Buscar por usuario, nombre o correo' }));
    await user.type(screen.getByRole('searchbox', { name: 'Buscar por usuario, nombre o correo' }), 'dpaz');
    await user.click(screen.getByRole('button', { name: 'Buscar' }));
    await user.click(await screen.findByRole('button', { name: 'dpaz' }));
    const edit = await screen.findByRole('dialog', { name: 'Usuario dpaz' });
    const nombre = within(edit).getByRole('textbox', { name: /^Nombre y apellido/ });
    await user.clear(nombre);
    await user.type(nombre, 'Diego A. Paz');
    await user.click(within(edit).getByRole('button', { name: 'Aceptar' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Usuario dpaz' })).toBeNull());

    await user.click(await screen.findByRole('button', { name: 'dpaz' }));
    const again = await screen.findByRole('dialog', { name: 'Usuario dpaz' });
    await user.click(within(again).getByRole('button', { name: 'Historial' }));
    const history = await within(again).findByRole('table');
    expect(within(history).getByText('Diego A. Paz')).toBeTruthy();
    expect(within(history).getAllByText('Ana Administradora').length).toBeGreaterThan(0);
  });

  it('every user changes their own password: the server’s messages under the fields, then the sessions end', async () => {
    const user = userEvent.setup();
    render(<RealApiApp {...await appFor('tarjetas')} route="/mi-contrasena" />);
    await user.type(await screen.findByLabelText('Contraseña actual'), 'demo');
    await user.type(screen.getByLabelText('Nueva contraseña'), 'qwertyqwerty');
    await user.type(screen.getByLabelText('Repita la nueva contraseña'), 'qwertyqwerty');
    await user.click(screen.getByRole('button', { name: 'Cambiar la contraseña' }));
    expect((await screen.findAllByText('La contraseña es demasiado común o fácil de adivinar. Elija otra.')).length).toBeGreaterThan(0);

    await user.clear(screen.getByLabelText('Nueva contraseña'));
    await user.type(screen.getByLabelText('Nueva contraseña'), 'Quebrada-de-Humahuaca');
    await user.clear(screen.getByLabelText('Repita la nueva contraseña'));
    await user.type(screen.getByLabelText('Repita la nueva contraseña'), 'Quebrada-de-Humahuaca');
    await user.click(screen.getByRole('button', { name: 'Cambiar la contraseña' }));
    expect(await screen.findByText('Se cambió la contraseña. Sus sesiones se cerraron: ingrese nuevamente con la nueva contraseña.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Volver a ingresar' })).toBeTruthy();
  });

  it('with an external issuer, says users are managed there and shows its claims’ mapping to roles', () => {
    render(
      <ExternalIdentity
        info={{ externo: true, emisor: 'https://sso.viajes.com/realms/bo', claim: 'groups', reglas: [{ valor: 'bo-admins', rol: 'ROLE_ADMINISTRADOR' }] }}
      />,
    );
    expect(screen.getByText('Usuarios administrados externamente')).toBeTruthy();
    expect(screen.getByText(/se administran en el servicio de identidad externo https:\/\/sso\.viajes\.com\/realms\/bo/)).toBeTruthy();
    const row = screen.getAllByRole('row')[1];
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['groups', 'bo-admins', 'ROLE_ADMINISTRADOR']);
  });
});
