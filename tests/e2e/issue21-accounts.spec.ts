/**
 * Issue 21, the account documents, in real Chromium as staff meet them: a CUIT typed with dashes,
 * as an Argentine writes it, shows its mask, asks the tax register and the existence check, takes
 * the register's name (and a second CUIT's name replaces the first's), and is stored as its digits
 * (WID-07, WID-08, WID-14, ACC-68, ACC-70); a document searched as the list shows it
 * (`28.765.432`, `30-71555666-X`) finds its account.
 */
import type { Page } from '@playwright/test';
import { cuitCheckDigit } from '../../engine/core/format/cuitCheckDigit';
import { formatCuit } from '../../engine/core/format/formatCuit';
import { expect, login, test, toast } from './fixtures';

/** `30` and eight digits with the check digit (the demo register's CUITs). */
const cuit = (body: string) => `30${body}${cuitCheckDigit(`30${body}`)}`;
const TURISMO = cuit('70981235'); // a demo account's CUIT, known to the register
const PATAGONIA = cuit('71555666'); // known to the register (AGIP), held by no account

/** Picks `option` in the Blueprint select `label` (its button opens the option list). */
async function pick(page: Page, label: string, option: string): Promise<void> {
  await page.getByRole('button', { name: new RegExp(`^${label}:`) }).click();
  await page.getByRole('listbox', { name: label }).getByRole('option', { name: option, exact: true }).click();
  await expect(page.getByRole('button', { name: `${label}: ${option}` })).toBeVisible();
}

test('WID-07 WID-08 WID-14 ACC-68 ACC-70 a CUIT typed with dashes asks the register and the existence check and is stored as digits; a document searched as the list shows it finds its account', async ({
  page,
}) => {
  test.setTimeout(240_000);
  await login(page, 'staff', '/cuenta/formulario/nueva');
  await expect(page.getByRole('heading', { name: 'Cuenta', level: 1 })).toBeVisible({ timeout: 30_000 });
  await page.getByRole('radiogroup', { name: 'Tipo de cuenta' }).getByText('Empresa', { exact: true }).click();
  await pick(page, 'Tipo de documento', 'CUIT');

  // Typed key by key with its dashes: the box keeps the mask, the register and the existence check are asked with the digits.
  const documento = page.getByRole('textbox', { name: 'Documento' });
  const lookup = page.waitForRequest((r) => r.url().endsWith(`/api/cuentas/padron/${TURISMO}`), { timeout: 30_000 });
  await documento.pressSequentially(formatCuit(TURISMO), { delay: 40 });
  await expect(documento).toHaveValue(formatCuit(TURISMO));
  await lookup;
  const razonSocial = page.getByRole('textbox', { name: 'Razón social' });
  await expect(razonSocial).toHaveValue('Turismo del Sur S.R.L.', { timeout: 30_000 });
  await expect(page.getByText('Ya existe una cuenta con ese documento: Turismo del Sur S.R.L.')).toBeVisible({ timeout: 30_000 });

  // Another CUIT the register knows: its name replaces the one the look-up filled.
  await documento.fill('');
  await documento.pressSequentially(formatCuit(PATAGONIA), { delay: 40 });
  await expect(razonSocial).toHaveValue('Patagonia Incentivos S.A.', { timeout: 30_000 });
  await expect(page.getByText(/Ya existe una cuenta con ese documento/)).toHaveCount(0, { timeout: 30_000 });

  await pick(page, 'Perfil', 'Agencia de viajes');
  await page.getByRole('tab', { name: /Vinculaciones/ }).click();
  await page.getByRole('button', { name: /^Equipos:/ }).click();
  await page.getByRole('listbox', { name: 'Equipos' }).getByRole('option', { name: 'Equipo Comercial' }).click();
  await page.keyboard.press('Escape');
  await page.getByRole('tab', { name: /Datos generales/ }).click();

  const write = page.waitForResponse((r) => r.url().includes('/api/') && r.request().method() !== 'GET', { timeout: 60_000 });
  await page.getByRole('button', { name: 'Guardar', exact: true }).click();
  const response = await write;
  expect(response.ok(), await response.text()).toBe(true);
  // Stored as its digits (the server's answer is the stored record).
  expect(((await response.json()) as { datos: { documento: string } }).datos.documento).toBe(PATAGONIA);
  await expect(toast(page, 'Cuenta guardada correctamente.').last()).toBeVisible({ timeout: 30_000 });
  await expect(page).toHaveURL(/\/cuenta\/formulario\/\d+$/, { timeout: 30_000 });
  // The saved form shows the mask the list shows.
  await expect(page.getByRole('textbox', { name: 'Documento' })).toHaveValue(formatCuit(PATAGONIA));

  // The list searched as it shows documents.
  await page.goto('/listaCuentas');
  const search = page.getByRole('searchbox', { name: 'Nombre o documento' });
  await search.fill(formatCuit(PATAGONIA));
  await page.getByRole('button', { name: 'Buscar' }).click();
  const row = page.getByRole('row').filter({ has: page.getByRole('link', { name: 'Patagonia Incentivos S.A.' }) });
  await expect(row).toHaveCount(1, { timeout: 30_000 });
  await expect(row.getByRole('cell', { name: formatCuit(PATAGONIA), exact: true })).toBeVisible();
  await search.fill('28.765.432');
  await page.getByRole('button', { name: 'Buscar' }).click();
  await expect(page.getByRole('link', { name: 'González, María Laura' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('cell', { name: '28.765.432', exact: true })).toBeVisible();
});
