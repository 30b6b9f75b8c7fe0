/** Accounts end to end (ACC-*): staff searches, opens an account, edits it across its tabs and saves. */
import { expect, login, shot, test, toast } from './fixtures';

test('ACC-14 ACC-23 ACC-32 staff searches accounts, opens one, edits across its tabs and saves', async ({ page }) => {
  await login(page, 'staff');
  await page.getByRole('navigation').getByRole('menuitem', { name: 'Cuentas', exact: true }).click();
  await expect(page).toHaveURL('/listaCuentas');
  await expect(page.getByRole('heading', { name: 'Cuentas', exact: true })).toBeVisible();
  // ACC-14: no filter, no search; "Buscar" with none warns (SHR-06).
  await page.getByRole('button', { name: 'Buscar' }).click();
  await expect(page.getByText('Debe seleccionar al menos un filtro de busqueda')).toHaveCount(1);

  const search = page.getByRole('searchbox', { name: 'Nombre o documento' });
  await search.fill('ag');
  await page.getByRole('button', { name: 'Buscar' }).click();
  await expect(page.getByText('Mínimo 3 caracteres para realizar la búsqueda').first()).toBeVisible();

  await search.fill('S.A.');
  await page.getByRole('button', { name: 'Buscar' }).click();
  await expect(page.getByRole('link', { name: 'Corporación Pampa S.A.' })).toBeVisible();
  await shot(page, 'cuenta-01-lista');

  await search.fill('agencia');
  await page.getByRole('button', { name: 'Buscar' }).click();
  await page.getByRole('link', { name: 'Agencia Demo' }).click();
  await expect(page).toHaveURL(/\/cuenta\/formulario\/\d+$/);
  await expect(page.getByRole('tab', { name: /Datos generales/ })).toBeVisible();
  await expect(page.locator('#root_razonSocial')).toHaveValue('Agencia Demo');
  await shot(page, 'cuenta-02-datos-generales');
  await shot(page, 'cuenta-02b-datos-generales-completo', true);

  await page.locator('#root_nombreFantasia').fill('Agencia Demo Viajes y Turismo');

  await page.getByRole('tab', { name: /Vinculaciones/ }).click();
  // Agencia Demo is of two teams (Equipo Comercial and, for its agency data, Equipo Agencias).
  await expect(page.getByRole('button', { name: 'Equipos: 2 seleccionados' })).toBeVisible();
  await shot(page, 'cuenta-03-vinculaciones');

  await page.getByRole('tab', { name: /Direcciones/ }).click();
  await expect(page.getByRole('cell', { name: /Florida 537/ })).toBeVisible();
  await shot(page, 'cuenta-04-direcciones');

  await page.getByRole('tab', { name: /IIBB/ }).click();
  await expect(page.getByText('Total: 1')).toBeVisible();
  await shot(page, 'cuenta-05-iibb');

  await page.getByRole('tab', { name: /Files/ }).click();
  await expect(page.getByRole('cell', { name: 'F-2026-0001' })).toBeVisible();
  await shot(page, 'cuenta-06-archivos');

  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(toast(page, 'Cuenta guardada correctamente.')).toBeVisible();
  // ACC-OP17: an edit stays on the account.
  await expect(page).toHaveURL(/\/cuenta\/formulario\/\d+$/);
});
