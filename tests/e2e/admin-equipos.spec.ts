/**
 * The teams and sellers journey of the admin area (ADM-06, ADM-07, decision 159): an admin creates a
 * team with a staff person from Administración > Equipos, the new team is at once an option of the
 * accounts' Equipos, a seller's Vigente switch flips; a gestionsistema 'r' user then opens the same
 * screens read-only and hears that they may not change a switch.
 */
import { expect, login, shot, test, toast } from './fixtures';

test("ADM-06 ADM-41 ADM-42 ADM-20 ADM-46 ADM-18 an admin creates a team with a person and toggles a seller; a gestionsistema 'r' user sees them read-only", async ({
  page,
}) => {
  await login(page, 'admin');
  await page.getByRole('menuitem', { name: 'Equipos' }).click();
  await expect(page).toHaveURL('/admin/equipos');
  await expect(page.getByRole('link', { name: 'Equipo Comercial' })).toBeVisible();
  await shot(page, 'admin-equipos-lista');

  await page.getByRole('button', { name: 'Nuevo' }).click();
  await expect(page).toHaveURL('/admin/equipos/formulario');
  await page.getByRole('textbox', { name: /^Nombre/ }).fill('Equipo Litoral');
  // Without a person the team is not sent (ADM-41).
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(toast(page, 'Faltan campos obligatorios')).toBeVisible();

  await page.getByRole('button', { name: 'Agregar' }).click();
  const search = page.getByRole('dialog', { name: 'Buscar personal' });
  await search.getByRole('searchbox', { name: 'Texto de búsqueda' }).fill('paz');
  await search.getByRole('button', { name: 'Buscar' }).click();
  await search.getByRole('checkbox', { name: 'Seleccionar Paz, Lucía' }).check();
  await shot(page, 'admin-equipos-buscar-personal');
  await search.getByRole('button', { name: 'Aceptar' }).click();
  await expect(search).toBeHidden();
  await expect(page.getByRole('cell', { name: 'Paz, Lucía', exact: true })).toBeVisible();
  await shot(page, 'admin-equipos-nuevo');
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(toast(page, 'Se guardaron correctamente los datos')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/equipos(\?.*)?$/);
  await expect(page.getByRole('link', { name: 'Equipo Litoral' })).toBeVisible();

  // The sellers: the inactive demo seller becomes vigente at once (optimistic) and stays.
  await page.getByRole('menuitem', { name: 'Vendedores' }).click();
  await expect(page).toHaveURL('/admin/vendedores');
  const seller = page.getByRole('row', { name: /Sosa, Martín/ });
  const vigente = seller.getByRole('switch', { name: 'Vigente' });
  await expect(vigente).not.toBeChecked();
  await vigente.click({ force: true });
  await expect(vigente).toBeChecked();
  await page.reload();
  await expect(page.getByRole('row', { name: /Sosa, Martín/ }).getByRole('switch', { name: 'Vigente' })).toBeChecked();
  await shot(page, 'admin-vendedores-lista');

  await page.getByRole('button', { name: 'Cerrar sesión' }).click();
  await expect(page.getByRole('heading', { name: 'Ingresar' })).toBeVisible({ timeout: 30_000 });

  // A gestionsistema 'r' user: the same screens, read-only (ADM-OP02).
  await login(page, 'sistema');
  await page.getByRole('menuitem', { name: 'Equipos' }).click();
  await page.getByRole('link', { name: 'Equipo Litoral' }).click();
  await expect(page.getByRole('textbox', { name: /^Nombre/ })).toHaveValue('Equipo Litoral');
  await expect(page.getByRole('textbox', { name: /^Nombre/ })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Guardar' })).toHaveCount(0);
  await shot(page, 'admin-equipos-solo-ver');
  await page.getByRole('menuitem', { name: 'Vendedores' }).click();
  const readerSwitch = page.getByRole('row', { name: /Paz, Lucía/ }).getByRole('switch', { name: 'Vigente' });
  await readerSwitch.click({ force: true });
  await expect(toast(page, 'No tiene permisos para realizar esta acción')).toBeVisible();
  await expect(readerSwitch).toBeChecked();
  await shot(page, 'admin-vendedores-sin-permiso');
});
