/**
 * Issue 21, items 2 and 5, in real Chromium as staff meet them. 21-2: a fee created with "Nuevo" in
 * an account's "Service fees" tab gets its generated name and the final fee the server computes in
 * the modal, and its own page (`/serviceFee/:id`) shows the same name and final fee; editing the
 * amount in the modal asks for the fee again. 21-5 (CON-27): a contact voided from `/contactos`
 * no longer appears in its account's Contactos tab.
 */
import type { Page } from '@playwright/test';
import { expect, login, test } from './fixtures';

async function openAgency(page: Page) {
  await page.getByRole('navigation').getByRole('menuitem', { name: 'Cuentas', exact: true }).click();
  await page.getByRole('searchbox', { name: 'Nombre o documento' }).fill('agencia');
  await page.getByRole('button', { name: 'Buscar' }).click();
  await page.getByRole('link', { name: 'Agencia Demo' }).click();
  await expect(page).toHaveURL(/\/cuenta\/formulario\/\d+$/, { timeout: 30_000 });
}

test('21-2 FEE-05 FEE-10 a fee made in the account tab’s modal has the name and final fee its page shows; the amount edited in the modal updates the final fee', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await login(page, 'staff');
  await openAgency(page);
  await page.getByRole('tab', { name: /Service fees/ }).click();
  const panel = page.getByRole('tabpanel');
  await panel.getByRole('button', { name: 'Nuevo' }).click();
  const dialog = page.getByRole('dialog').filter({ has: page.getByRole('textbox', { name: /^Importe/ }) });
  const pick = async (label: RegExp, option: string) => {
    await dialog.getByRole('button', { name: label }).click();
    await page.getByRole('listbox').getByRole('option', { name: option, exact: true }).click();
    await expect(page.getByRole('listbox')).toHaveCount(0);
  };
  await pick(/^Tipo\b(?! de)/, 'Cambio');
  await pick(/^Tipo de ruta/, 'Internacional');
  await pick(/^Tipo de servicio/, 'Paquete');
  await pick(/^Tipo de atención/, 'Guardia');
  await pick(/^Condición/, 'Porcentaje');
  const importe = dialog.getByRole('textbox', { name: /^Importe/ });
  await importe.fill('10');
  await importe.press('Tab');
  const today = new Intl.DateTimeFormat('es-AR', { timeZone: 'America/Argentina/Buenos_Aires', day: '2-digit', month: '2-digit', year: 'numeric' }).format(
    new Date(),
  );
  const desde = dialog.getByRole('combobox', { name: /^Vigente desde/ });
  await desde.fill(today);
  await desde.press('Tab');
  const nombre = dialog.getByRole('textbox', { name: /^Nombre/ });
  const fee = dialog.getByRole('textbox', { name: /Fee final/ });
  await expect(nombre).toHaveValue('Cambio - Internacional - Paquete - Guardia', { timeout: 30_000 });
  await expect(fee).not.toHaveValue('', { timeout: 30_000 });
  const modalFee = await fee.inputValue();

  // A different amount asks the server again.
  await importe.fill('20');
  await importe.press('Tab');
  await expect(fee).not.toHaveValue(modalFee, { timeout: 30_000 });
  const editedFee = await fee.inputValue();
  expect(editedFee).not.toBe('');

  const write = page.waitForResponse((r) => /\/api\/modulos\/servicefee$/.test(r.url()) && r.request().method() === 'POST', { timeout: 60_000 });
  await dialog.getByRole('button', { name: 'Aceptar' }).click();
  const response = await write;
  expect(response.ok(), await response.text()).toBe(true);
  const saved = (await response.json()) as { id: number; datos: { nombre: string; finalFee: string } };
  expect(saved.datos.nombre).toBe('Cambio - Internacional - Paquete - Guardia');
  await expect(dialog).toHaveCount(0, { timeout: 30_000 });
  await expect(panel.getByRole('cell', { name: 'Cambio - Internacional - Paquete - Guardia' })).toBeVisible({ timeout: 30_000 });

  // Its page shows the same name and final fee.
  await page.goto(`/serviceFee/${saved.id}`);
  await expect(page.getByRole('textbox', { name: /^Nombre/ })).toHaveValue('Cambio - Internacional - Paquete - Guardia', { timeout: 30_000 });
  await expect(page.getByRole('textbox', { name: /Fee final/ })).toHaveValue(editedFee);
});

test('21-5 CON-27 a contact voided from /contactos leaves its account’s Contactos tab', async ({ page }) => {
  test.setTimeout(180_000);
  await login(page, 'staff');
  await openAgency(page);
  const account = page.url();
  await page.getByRole('tab', { name: 'Contactos' }).click();
  const firstName = page.getByRole('tabpanel').getByRole('row').nth(1).getByRole('cell').first();
  await expect(firstName).toBeVisible({ timeout: 30_000 });
  const name = (await firstName.innerText()).trim();
  const surname = name.split(',')[0].trim();

  await page.goto(`/contactos?texto=${encodeURIComponent(surname)}`);
  const row = page.getByRole('row').filter({ has: page.getByRole('link', { name, exact: true }) });
  await expect(row).toHaveCount(1, { timeout: 30_000 });
  await row.getByRole('button', { name: 'Anular' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Anular' }).click();
  await expect(page.getByText('El pasajero/contacto se anuló correctamente.')).toBeVisible({ timeout: 30_000 });

  await page.goto(account);
  await page.getByRole('tab', { name: 'Contactos' }).click();
  const tab = page.getByRole('tabpanel');
  await expect(tab.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 30_000 });
  await expect(tab.getByRole('cell', { name, exact: true })).toHaveCount(0);
});
