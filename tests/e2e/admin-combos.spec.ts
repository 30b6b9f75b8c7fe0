/**
 * The combos administration's journey (ADM-01..05, ADM-32, ADM-35, decision 150): an admin opens
 * Administración, a module's combos and one combo, adds a value, and finds it at once in a form's
 * combo; turned off (Vigente), the form no longer offers it.
 */
import { expect, login, shot, test, toast } from './fixtures';

test('ADM-32 ADM-35 an admin adds a value to a combo and the opportunity form offers it at once', async ({ page }) => {
  await login(page, 'admin', '/admin');
  await expect(page.getByRole('heading', { name: 'Administración', level: 1 })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Módulos' })).toBeVisible();
  await shot(page, 'admin-combos-inicio');

  await page.getByRole('table', { name: 'Módulos' }).getByRole('cell', { name: 'Oportunidades', exact: true }).click();
  await expect(page).toHaveURL('/admin/combos/oportunidad');
  await expect(page.getByRole('region', { name: 'Configuración del módulo (solo lectura)' })).toBeVisible();
  await shot(page, 'admin-combos-modulo');
  // The combos table's row, not the read-only settings' combos cell that also names it.
  await page.getByRole('table', { name: 'Combos del módulo' }).getByRole('cell', { name: 'origenesOportunidad', exact: true }).click();
  await expect(page).toHaveURL('/admin/combos/oportunidad/origenesOportunidad');

  await page.getByRole('button', { name: 'Nuevo' }).click();
  await expect(page).toHaveURL('/admin/combos/formulario/oportunidad/origenesOportunidad');
  await page.getByRole('textbox', { name: /^Código/ }).fill('FERIA');
  await page.getByRole('textbox', { name: /^Descripción/ }).fill('Feria de turismo');
  await shot(page, 'admin-combos-formulario');
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(toast(page, 'Se guardaron correctamente los datos')).toBeVisible();
  await expect(page).toHaveURL('/admin/combos/oportunidad/origenesOportunidad');
  const row = page.getByRole('row').filter({ has: page.getByRole('cell', { name: 'FERIA', exact: true }) });
  await expect(row).toBeVisible();
  await shot(page, 'admin-combos-valores');

  await page.goto('/oportunidad/formulario/nuevo');
  await page.getByRole('button', { name: /^Origen/ }).click();
  await expect(page.getByRole('option', { name: 'Feria de turismo' })).toBeVisible();
  await shot(page, 'admin-combos-en-formulario');
  await page.keyboard.press('Escape');

  // Turned off, it is no longer offered.
  await page.goto('/admin/combos/oportunidad/origenesOportunidad');
  const toggle = page
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name: 'FERIA', exact: true }) })
    .getByRole('switch');
  const toggled = page.waitForResponse((res) => res.url().includes('/alternar') && res.ok());
  await toggle.click({ force: true });
  await expect(toggle).not.toBeChecked();
  await toggled;
  await shot(page, 'admin-combos-desactivado');
  await page.goto('/oportunidad/formulario/nuevo');
  await page.getByRole('button', { name: /^Origen/ }).click();
  await expect(page.getByRole('option', { name: 'Web' })).toBeVisible();
  await expect(page.getByRole('option', { name: 'Feria de turismo' })).toHaveCount(0);
});
