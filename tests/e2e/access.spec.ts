/** Access control end to end (ROL-07, SHR-16) and unknown routes. */
import { expect, login, shot, test, toast } from './fixtures';

test('ROL-07 a user without permission opening the banks gets the message and lands on /inicio', async ({ page }) => {
  await login(page, 'sinpermisos');
  await expect(page.getByRole('navigation').getByText('Bancos')).toHaveCount(0);
  await page.goto('/herramientas/abm/bancos');
  await expect(toast(page, 'No tiene permisos para acceder a este módulo')).toBeVisible();
  await expect(page).toHaveURL('/inicio');
  await expect(page.getByText('El usuario no tiene permisos')).toBeVisible();
  await shot(page, '09-sin-permisos');
});

test('an unknown route shows the Spanish not-found view with a way home', async ({ page }) => {
  await login(page, 'admin', '/no-existe');
  await expect(page.getByText('La página solicitada no existe.')).toBeVisible();
  await shot(page, '10-no-encontrada');
  await page.getByRole('link', { name: 'Inicio' }).last().click();
  await expect(page).toHaveURL('/inicio');
});
