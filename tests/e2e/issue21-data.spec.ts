/**
 * Issue 21, "data changed or lost", in real Chromium as staff meet it: the fee modal of an
 * account's "Service fees" tab. An amount typed the Argentine way (`1500,50`) is stored as 1500.50
 * and reads `1,500.50` in the box and in the tab (21-1, WID-12, WID-OP05); Escape on an open
 * dropdown of the modal closes the list only and keeps what was typed, and Escape on the edited
 * modal asks before dropping it (21-3).
 */
import { expect, login, test } from './fixtures';

test('21-1 21-3 WID-12 WID-OP05 the fee modal stores 1500,50 as 1500.50 and Escape on its open dropdown keeps the modal and the amount', async ({ page }) => {
  test.setTimeout(180_000);
  await login(page, 'staff');
  await page.getByRole('navigation').getByRole('menuitem', { name: 'Cuentas', exact: true }).click();
  await page.getByRole('searchbox', { name: 'Nombre o documento' }).fill('agencia');
  await page.getByRole('button', { name: 'Buscar' }).click();
  await page.getByRole('link', { name: 'Agencia Demo' }).click();
  await expect(page).toHaveURL(/\/cuenta\/formulario\/\d+$/, { timeout: 30_000 });

  await page.getByRole('tab', { name: /Service fees/ }).click();
  const panel = page.getByRole('tabpanel');
  // The demo fee of 8500.00 reads in the tab as the form writes money (one convention).
  const row = panel.getByRole('row').filter({ has: page.getByRole('cell', { name: '8,500.00', exact: true }) });
  await expect(row).toHaveCount(1, { timeout: 30_000 });
  await row.getByRole('cell').first().locator('a, button').first().click();
  const dialog = page.getByRole('dialog').filter({ has: page.getByRole('textbox', { name: /^Importe/ }) });
  const importe = dialog.getByRole('textbox', { name: /^Importe/ });
  await expect(importe).toHaveValue('8,500.00', { timeout: 30_000 });

  // 21-1: typed as an Argentine reads amounts; never 150,050.
  await importe.click();
  await importe.fill('');
  await importe.pressSequentially('1500,50');
  await importe.press('Tab');
  await expect(importe).toHaveValue('1,500.50');
  await importe.click();
  await expect(importe).toHaveValue('1,500.50');

  // 21-3: Escape on the open dropdown closes the list, not the modal.
  await dialog.getByRole('button', { name: /^Tipo de atención/ }).click();
  await expect(page.getByRole('listbox', { name: /Tipo de atención/ })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('listbox')).toHaveCount(0);
  await expect(dialog).toBeVisible();
  await expect(importe).toHaveValue('1,500.50');

  // Escape on the edited modal asks first; "Seguir editando" keeps the edit.
  await importe.click();
  await page.keyboard.press('Escape');
  const ask = page.getByRole('dialog', { name: 'Cambios sin guardar' });
  await expect(ask).toBeVisible();
  await ask.getByRole('button', { name: 'Seguir editando' }).click();
  await expect(ask).toHaveCount(0);
  await expect(importe).toHaveValue('1,500.50');

  // The API stores what was meant: 1500.50 (an edited fee starts tomorrow at the earliest, FEE-16).
  const tomorrow = new Intl.DateTimeFormat('es-AR', { timeZone: 'America/Argentina/Buenos_Aires', day: '2-digit', month: '2-digit', year: 'numeric' }).format(
    new Date(Date.now() + 86_400_000),
  );
  const desde = dialog.getByRole('combobox', { name: /^Vigente desde/ });
  await desde.fill(tomorrow);
  await desde.press('Tab');
  await expect(desde).toHaveValue(tomorrow);
  const write = page.waitForResponse((r) => /\/api\/modulos\/servicefee\/\d+$/.test(r.url()) && r.request().method() === 'PUT', { timeout: 60_000 });
  await dialog.getByRole('button', { name: 'Aceptar' }).click();
  const response = await write;
  expect(response.ok(), await response.text()).toBe(true);
  const saved = (await response.json()) as { id: number; datos: { importe: string } };
  expect(Number(saved.datos.importe)).toBe(1500.5);
  await expect(dialog).toHaveCount(0, { timeout: 30_000 });
  await expect(panel.getByRole('cell', { name: '1,500.50', exact: true })).toBeVisible({ timeout: 30_000 });
});
