/**
 * The users' administration journey (decision 154): an admin creates a user from Administración >
 * Usuarios and hands over the temporary password shown once; the user signs in, must choose a new
 * password on the provider's Spanish page, then reaches Inicio.
 */
import { expect, login, shot, test } from './fixtures';

const NEW_PASSWORD = 'Tren-de-las-nubes-2026';

test('SES-11 an admin creates a user, who signs in, must change the temporary password and reaches Inicio', async ({ page }) => {
  await login(page, 'admin');
  await page.getByRole('link', { name: 'Usuarios' }).click();
  await expect(page).toHaveURL('/admin/usuarios');
  await expect(page.getByRole('heading', { name: 'Usuarios', level: 1 })).toBeVisible();
  await expect(page.locator('tr[data-usuario="admin"]')).toBeVisible();
  await shot(page, 'admin-usuarios-lista');

  await page.getByRole('button', { name: 'Nuevo usuario' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nuevo usuario' });
  await dialog.getByRole('textbox', { name: 'Usuario', exact: true }).fill('rviajero');
  await dialog.getByRole('textbox', { name: 'Nombre y apellido' }).fill('Rita Viajera');
  await dialog.getByRole('textbox', { name: 'Correo electrónico' }).fill('rita@viajesdemo.com.ar');
  await shot(page, 'admin-usuarios-nuevo');
  await dialog.getByRole('button', { name: 'Aceptar' }).click();

  const shown = page.getByRole('dialog', { name: 'Contraseña temporal' });
  await expect(shown).toBeVisible();
  const temporary = (await shown.getByTestId('contrasena-temporal').textContent())!.trim();
  expect(temporary).toMatch(/^[A-Za-z2-9]{4}(-[A-Za-z2-9]{4}){3}$/);
  await shot(page, 'admin-usuarios-temporal');
  await shown.getByRole('button', { name: 'Aceptar' }).click();
  await expect(page.locator('tr[data-usuario="rviajero"]')).toContainText('Debe cambiar la contraseña');

  await page.getByRole('button', { name: 'Cerrar sesión' }).click();
  await expect(page.getByRole('heading', { name: 'Ingresar' })).toBeVisible({ timeout: 30_000 });
  await page.getByLabel('Usuario').fill('rviajero');
  await page.getByLabel('Contraseña').fill(temporary);
  await page.getByRole('button', { name: 'Ingresar' }).click();

  await expect(page.getByRole('heading', { name: 'Cambiar la contraseña' })).toBeVisible();
  await page.getByLabel('Nueva contraseña', { exact: true }).fill('password1234');
  await page.getByLabel('Repita la nueva contraseña').fill('password1234');
  await page.getByRole('button', { name: 'Cambiar la contraseña e ingresar' }).click();
  await expect(page.getByRole('alert')).toHaveText('La contraseña es demasiado común o fácil de adivinar. Elija otra.');
  await shot(page, 'admin-usuarios-cambio-obligatorio');
  await page.getByLabel('Nueva contraseña', { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel('Repita la nueva contraseña').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Cambiar la contraseña e ingresar' }).click();

  await expect(page.getByRole('heading', { name: 'Bienvenido, Rita Viajera' })).toBeVisible();
  await expect(page).toHaveURL('/inicio');
  await expect(page.getByRole('link', { name: 'Cambiar mi contraseña' })).toBeVisible();
  await shot(page, 'admin-usuarios-inicio');
});
