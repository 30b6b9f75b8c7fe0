/**
 * The account journey of issue 11, in real Chromium as a person does it: a prospect company with
 * its address picked from the suggestions and IIBB coefficients, activated, then its contact, card
 * (viewed whole), service fee (the final fee the server computes), note with a file and bank
 * account. Each message is checked by its exact text.
 */
import type { Page } from '@playwright/test';
import { cuitCheckDigit } from '../../engine/core/format/cuitCheckDigit';
import { expect, login, shot, test, toast } from './fixtures';

const CABA = 'Ciudad Autónoma de Buenos Aires';
const SAVED = 'Cuenta guardada correctamente.';

/** A CUIT no demo account holds: `30` and eight digits from the clock, with its check digit. */
function freshCuit(): string {
  for (let n = Date.now() % 90_000_000; ; n++) {
    const first10 = `30${String(10_000_000 + n).padStart(8, '0')}`;
    const digit = cuitCheckDigit(first10);
    if (digit !== undefined) return `${first10}${digit}`;
  }
}

/** Picks `option` in the Blueprint select `label` (its button opens the option list). */
async function pick(page: Page, label: string, option: string): Promise<void> {
  await page.getByRole('button', { name: new RegExp(`^${label}:`) }).click();
  await page.getByRole('listbox', { name: label }).getByRole('option', { name: option, exact: true }).click();
  await expect(page.getByRole('button', { name: `${label}: ${option}` })).toBeVisible();
}

/** Clicks `button` (Guardar) and waits for the write to answer and its toast, `message`, to show. */
async function saveAndExpect(page: Page, message: string, button = 'Guardar'): Promise<void> {
  const write = page.waitForResponse((r) => r.url().includes('/api/') && r.request().method() !== 'GET', { timeout: 60_000 });
  await page.getByRole('button', { name: button, exact: true }).click();
  const response = await write;
  expect(response.ok(), `${response.url()}: ${await response.text()}`).toBe(true);
  await expect(toast(page, message).last()).toBeVisible({ timeout: 30_000 });
}

test('ACC-06 ACC-44 ACC-51 ACC-32 account journey: a prospect company with a picked address and IIBB coefficients, activated', async ({ page }) => {
  test.setTimeout(240_000);
  const name = `Viajes Journey ${Date.now()} S.A.`;
  await login(page, 'staff', '/cuenta/formulario/nueva');
  await expect(page.getByRole('heading', { name: 'Cuenta', level: 1 })).toBeVisible({ timeout: 30_000 });

  // Datos generales: a prospect company.
  await page.getByRole('radiogroup', { name: 'Tipo de cuenta' }).getByText('Empresa', { exact: true }).click();
  await expect(page.getByRole('radio', { name: 'Empresa' })).toBeChecked();
  await expect(page.getByRole('combobox', { name: 'Estado' }).locator('option:checked')).toHaveText('Prospect');
  await page.getByRole('textbox', { name: 'Razón social' }).fill(name);
  await expect(page.getByRole('textbox', { name: 'Nombre a mostrar' })).toHaveValue(name);

  // Direcciones: the address picked from the suggestions.
  await page.getByRole('tab', { name: /Direcciones/ }).click();
  await page.getByRole('tabpanel').getByRole('button', { name: 'Agregar' }).click();
  const dialog = page.getByRole('dialog', { name: 'Agregar: Dirección' });
  const address = dialog.getByRole('combobox', { name: 'Dirección' });
  await address.click();
  await address.pressSequentially('Av. Corrientes 1234 CABA', { delay: 30 });
  const suggestion = page.getByRole('option', { name: `Av. Corrientes 1234, ${CABA}, Argentina` });
  await expect(suggestion).toBeVisible({ timeout: 20_000 });
  await shot(page, 'journey-01-direccion-sugerencias');
  await suggestion.click();
  await expect(dialog.getByRole('textbox', { name: 'Calle' })).toHaveValue('Av. Corrientes');
  await expect(dialog.getByRole('textbox', { name: 'Provincia' })).toHaveValue(CABA);
  await dialog.getByRole('button', { name: 'Aceptar' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('cell', { name: `Av. Corrientes 1234, ${CABA}, Argentina` })).toBeVisible();
  await shot(page, 'journey-02-direcciones');

  // Back to Datos generales: the tax id and the combos (filtered by the Argentine address).
  await page.getByRole('tab', { name: /Datos generales/ }).click();
  await pick(page, 'Tipo de documento', 'CUIT');
  await page.getByRole('textbox', { name: 'Documento' }).fill(freshCuit());
  await pick(page, 'Condición de IVA', 'Responsable inscripto');
  await pick(page, 'Perfil', 'Agencia de viajes');
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill('reservas@journey.com.ar');
  await shot(page, 'journey-03-datos-generales', true);

  // Vinculaciones: the team.
  await page.getByRole('tab', { name: /Vinculaciones/ }).click();
  await page.getByRole('button', { name: /^Equipos:/ }).click();
  await page.getByRole('listbox', { name: 'Equipos' }).getByRole('option', { name: 'Equipo Comercial' }).click();
  await expect(page.getByRole('listbox', { name: 'Equipos' }).getByRole('option', { name: 'Equipo Comercial' })).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Escape');
  await shot(page, 'journey-03b-vinculaciones');

  // IIBB: Convenio Multilateral, 0,6 CABA + 0,4 Buenos Aires.
  await page.getByRole('tab', { name: /IIBB/ }).click();
  await pick(page, 'Tipo de IIBB', 'Convenio Multilateral');
  await pick(page, 'Tipo de inscripción IIBB', 'Convenio Multilateral');
  const total = page.getByRole('status');
  await page.getByRole('button', { name: 'Agregar jurisdicción' }).click();
  await page.getByRole('combobox', { name: 'Jurisdicción 1' }).selectOption('901');
  await page.getByRole('textbox', { name: 'Coeficiente 1' }).fill('0,6');
  await page.getByRole('combobox', { name: 'Tipo 1' }).selectOption('convenio');
  await expect(total).toHaveText('Total: 0,6000');
  await page.getByRole('button', { name: 'Agregar jurisdicción' }).click();
  await page.getByRole('combobox', { name: 'Jurisdicción 2' }).selectOption('902');
  await page.getByRole('textbox', { name: 'Coeficiente 2' }).fill('0,4');
  await page.getByRole('combobox', { name: 'Tipo 2' }).selectOption('convenio');
  await expect(total).toHaveText('Total: 1,0000');
  await shot(page, 'journey-04-iibb');

  await saveAndExpect(page, SAVED);
  await expect(page).toHaveURL(/\/cuenta\/formulario\/\d+$/, { timeout: 30_000 });
  const id = Number(/\/(\d+)$/.exec(page.url())![1]);
  expect(id).toBeGreaterThan(0);

  // Activate it: Estado Activa asks for a seller (Vinculaciones).
  await page.getByRole('tab', { name: /Datos generales/ }).click();
  await page.getByRole('combobox', { name: 'Estado' }).selectOption({ label: 'Activa' });
  await page.getByRole('tab', { name: /Vinculaciones/ }).click();
  await pick(page, 'Vendedor', 'Martina Gómez');
  await saveAndExpect(page, SAVED);
  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Estado' }).locator('option:checked')).toHaveText('Activa', { timeout: 30_000 });
  await shot(page, 'journey-05-activa');
});
