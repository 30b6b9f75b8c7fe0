/** Suppliers end to end (SUP-*): the pending count, an admin authorising a pending supplier, and the form's child tabs (SUP-20). */
import { expect, login, shot, test, toast } from './fixtures';

const PENDING = 'Asistencia al Viajero Federal S.A.';

test('SUP-15 SUP-16 SUP-17 SUP-27 admin sees the pending count, authorises a pending supplier from its form and returns to the suppliers list', async ({
  page,
}) => {
  await login(page, 'admin');
  const entry = page.getByRole('navigation').getByRole('menuitem', { name: /Pendientes de autorización/ });
  // SUP-16: the seeded pending supplier is counted beside the menu entry.
  await expect(entry.getByLabel(/^\d+ pendientes$/)).toBeVisible();
  const before = Number(await entry.getByLabel(/^\d+ pendientes$/).textContent());
  expect(before).toBeGreaterThanOrEqual(1);
  await entry.click();
  await expect(page).toHaveURL('/proveedores/pendientes');
  const row = page.getByRole('row', { name: new RegExp(PENDING) });
  await expect(row.getByRole('button', { name: 'Autorizar' })).toBeVisible();
  await expect(row.getByRole('button', { name: 'Rechazar' })).toBeVisible();
  await shot(page, 'sup-01-pendientes');

  await row.getByRole('button', { name: 'Abrir' }).click();
  await expect(page.getByRole('heading', { name: 'Proveedor', exact: true, level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Autorizar' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText(`¿Confirma que desea autorizar el proveedor ${PENDING}?`)).toBeVisible();
  await shot(page, 'sup-02-autorizar-confirmacion');
  await dialog.getByRole('button', { name: 'Autorizar' }).click();
  await expect(toast(page, 'Se aplicaron correctamente los cambios.')).toBeVisible();
  await expect(page).toHaveURL('/proveedores');
  // SUP-27: out of the pending list, and the count follows.
  await page
    .getByRole('navigation')
    .getByRole('menuitem', { name: /Pendientes de autorización/ })
    .click();
  await expect(page).toHaveURL('/proveedores/pendientes');
  await expect(page.getByRole('heading', { name: 'Proveedores pendientes de autorización' })).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(PENDING) })).toHaveCount(0);
  if (before > 1) await expect(entry.getByLabel(/^\d+ pendientes$/)).toHaveText(String(before - 1));
  else await expect(entry.getByLabel(/^\d+ pendientes$/)).toHaveCount(0);
  await shot(page, 'sup-03-pendientes-despues');
});

test("SUP-20 the supplier form reaches its notes, bank accounts and service fees: each tab lists the supplier's and opens a new one in a dialog", async ({
  page,
}) => {
  await login(page, 'admin', '/proveedores');
  await page.getByRole('searchbox', { name: /Código, nombre o CUIT/ }).fill('hotpat');
  await page.getByRole('button', { name: 'Buscar' }).click();
  await page.getByRole('link', { name: 'HOTPAT01' }).click();
  await expect(page.getByRole('heading', { name: 'Proveedor', exact: true, level: 1 })).toBeVisible();
  for (const [tab, file] of [
    ['Notas', 'notas'],
    ['Cuentas bancarias', 'cuentas-bancarias'],
    ['Service fees', 'service-fees'],
    ['Tarjetas', 'tarjetas'],
  ] as const) {
    await page.getByRole('tab', { name: new RegExp(`^${tab}`) }).click();
    const panel = page.getByRole('tabpanel');
    await expect(panel.getByRole('button', { name: 'Nuevo' })).toBeVisible();
    await shot(page, `sup-20-${file}`);
    await panel.getByRole('button', { name: 'Nuevo' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await shot(page, `sup-20-${file}-nuevo`);
    await dialog.getByRole('button', { name: 'Cancelar' }).click();
    await expect(dialog).toBeHidden();
  }
});
