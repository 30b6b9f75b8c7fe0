/**
 * Issue 21, form messaging, in real Chromium as staff meet it: the accounts list says nothing before
 * a search and "Buscar" with no filter warns once, as a notification (ACC-14, SHR-06); a new account
 * made Activa and saved empty opens the missing-fields dialog naming fields of other tabs (Vendedor
 * on Vinculaciones, Direcciones), and a click on one shows its tab (SHR-07).
 */
import { expect, login, test, toast } from './fixtures';

const NO_FILTER = 'Debe seleccionar al menos un filtro de busqueda';

test('21 ACC-14 SHR-06 the accounts list warns once, as a notification, only when the user searches with no filter', async ({ page }) => {
  test.setTimeout(120_000);
  await login(page, 'staff');
  await page.getByRole('navigation').getByRole('menuitem', { name: 'Cuentas', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Cuentas', exact: true })).toBeVisible();
  await expect(page.getByRole('searchbox', { name: 'Nombre o documento' })).toBeVisible();
  await expect(page.getByText(NO_FILTER)).toHaveCount(0);
  await page.getByRole('button', { name: 'Buscar' }).click();
  await expect(toast(page, NO_FILTER)).toHaveCount(1);
  await expect(toast(page, NO_FILTER)).toHaveClass(/bp6-intent-warning/);
  await expect(page.getByText(NO_FILTER)).toHaveCount(1);
});

test('21 SHR-07 the missing-fields dialog names the missing fields of other tabs and opens their tab', async ({ page }) => {
  test.setTimeout(120_000);
  await login(page, 'staff', '/cuenta/formulario/nueva');
  await expect(page.getByRole('textbox', { name: /^Documento/ })).toBeVisible({ timeout: 30_000 });
  await page.getByRole('combobox', { name: /^Estado/ }).selectOption({ label: 'Activa' });
  await page.getByRole('button', { name: 'Guardar' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('button', { name: 'Vendedor', exact: true })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Direcciones', exact: true })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Documento', exact: true })).toBeVisible();
  await dialog.getByRole('button', { name: 'Vendedor', exact: true }).click();
  await expect(page.getByRole('tab', { name: /Vinculaciones/ })).toHaveAttribute('aria-selected', 'true');
});
