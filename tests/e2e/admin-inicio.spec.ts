/** Home end to end (HOM): the access listing and a link followed; token mode's passengers; an expired token; the card-view report (ADM-08). */
import { expect, login, shot, test, toast } from './fixtures';

test('HOM-04 HOM-OP01 a user opens Home, sees the card of their account and follows an access link', async ({ page }) => {
  await login(page, 'externo');
  const card = page.getByRole('region', { name: 'Agencia Demo' });
  await expect(card.getByRole('heading', { name: 'Agencia Demo' })).toBeVisible();
  await expect(page.locator('.bo-home-footer')).toContainText('Viajes Demo');
  await shot(page, 'inicio-accesos', true);
  await card
    .getByRole('link', { name: /Contactos/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/contactos/);
  await expect(page.getByRole('heading', { name: 'Contactos' })).toBeVisible();
});

test('HOM-05 HOM-07 HOM-08 HOM-09 HOM-OP04 a token holder opens /inicio?token=…, sees the passengers and removes one after confirming', async ({ page }) => {
  await page.goto('/inicio?token=demo-pasajeros');
  const table = page.getByRole('table', { name: /^Pasajeros de / });
  // Token-mode Home loads the modules' code first: slow on a loaded machine.
  await expect(table).toBeVisible({ timeout: 30_000 });
  const rows = table.locator('tbody tr');
  const before = await rows.count();
  expect(before).toBeGreaterThan(0);
  await shot(page, 'inicio-token-pasajeros');
  await rows.first().getByRole('button', { name: 'Quitar' }).click();
  const alert = page.getByRole('alertdialog');
  await expect(alert).toContainText('¿Confirma que desea quitar el contacto de la oportunidad?');
  await shot(page, 'inicio-token-confirmar');
  await alert.getByRole('button', { name: 'Quitar' }).click();
  await expect(toast(page, 'Se guardaron correctamente los datos')).toBeVisible();
  await expect(rows).toHaveCount(before - 1);
});

test('SES-09 HOM-05 an expired token lands on /expirado', async ({ page }) => {
  await page.goto('/inicio?token=demo-expirado');
  await expect(page).toHaveURL('/expirado');
  await expect(page.locator('.bo-expired-message')).toHaveText('Su Token se encuentra vencido');
});

test('ADM-08 ADM-48 the admin opens the card-view report with its filters', async ({ page }) => {
  await login(page, 'admin', '/admin/reportes/tarjetas');
  await expect(page.getByRole('heading', { name: 'Reporte de visualización de tarjetas' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Filtrar' })).toBeVisible();
  await expect(page.getByLabel('Desde')).toBeVisible();
  await shot(page, 'reporte-tarjetas', true);
});
