/**
 * Unsaved form data end to end (SHR-OP01 override): an idle logout keeps the draft and the next
 * login offers it back; leaving a dirty form asks first.
 */
import type { Page } from '@playwright/test';
import { DEMO_PASSWORD, expect, login, shot, test } from './fixtures';

const LIST = '/herramientas/abm/bancos';

/** Opens the first bank of the list and returns its edit path. */
async function openFirstBank(page: Page): Promise<string> {
  await page.getByRole('row').nth(1).getByRole('link').click();
  await expect(page).toHaveURL(/\/herramientas\/abm\/bancos\/editar\/\d+$/);
  await expect(page.locator('#root_localidad')).toBeEditable();
  return new URL(page.url()).pathname;
}

test('an idle logout keeps the typed data; after the next login the form offers it back', async ({ page }) => {
  await login(page, 'admin', LIST);
  await page.evaluate(() => sessionStorage.setItem('bo.idleOverride', JSON.stringify({ idleSeconds: 3, countdownSeconds: 3 })));
  await page.reload();
  const path = await openFirstBank(page);
  const loaded = await page.locator('#root_localidad').inputValue();
  const id = path.split('/').pop();
  await page.locator('#root_localidad').fill('Tandil');

  // Nobody touches anything: countdown, then the login page.
  await expect(page.getByRole('dialog').getByText('Su sesión está por cerrarse')).toBeVisible({ timeout: 10_000 });
  await expect(page.getByRole('heading', { name: 'Ingresar' })).toBeVisible({ timeout: 15_000 });
  // Kept per user (the sign-in identity) and record: bo.draft.<user>.banco.<id>.
  const kept = await page.evaluate(
    (suffix) =>
      Object.keys(localStorage)
        .filter((k) => k.startsWith('bo.draft.') && k.endsWith(suffix))
        .map((k) => localStorage.getItem(k)),
    `.banco.${id}`,
  );
  expect(kept).toHaveLength(1);
  expect(JSON.parse(kept[0] ?? 'null')).toMatchObject({ version: expect.any(Number), datos: { localidad: 'Tandil' } });

  await page.evaluate(() => sessionStorage.removeItem('bo.idleOverride'));
  await page.getByLabel('Usuario').fill('admin');
  await page.getByLabel('Contraseña').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Ingresar' }).click();
  await expect(page.getByRole('button', { name: 'Cerrar sesión' })).toBeVisible();

  await page.goto(path);
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('Datos sin guardar')).toBeVisible();
  await expect(
    dialog.getByText(/^Hay cambios de este formulario que no se guardaron \(\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}\)\. ¿Desea recuperarlos\?$/),
  ).toBeVisible();
  await expect(page.locator('#root_localidad')).toHaveValue(loaded);
  await shot(page, '15-borrador-recuperar');
  await dialog.getByRole('button', { name: 'Recuperar' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.locator('#root_localidad')).toHaveValue('Tandil');
  await expect(page.locator('.bp6-toast', { hasText: 'Se recuperaron los datos que no había guardado.' })).toBeVisible();
});

test('leaving a dirty form asks first; "Salir sin guardar" drops the changes', async ({ page }) => {
  await login(page, 'admin', LIST);
  const path = await openFirstBank(page);
  const loaded = await page.locator('#root_localidad').inputValue();
  await page.locator('#root_localidad').fill('Mar del Plata');

  await page.getByRole('button', { name: 'Volver' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('Cambios sin guardar')).toBeVisible();
  await expect(dialog.getByText('Si sale del formulario perderá los cambios que no guardó. ¿Desea salir igualmente?')).toBeVisible();
  await shot(page, '16-borrador-salir');
  await dialog.getByRole('button', { name: 'Seguir editando' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(path);
  await expect(page.locator('#root_localidad')).toHaveValue('Mar del Plata');

  await page.getByRole('navigation').getByRole('menuitem', { name: 'Bancos' }).click();
  await dialog.getByRole('button', { name: 'Salir sin guardar' }).click();
  await expect(page).toHaveURL(LIST);
  await page.goto(path);
  await expect(page.locator('#root_localidad')).toHaveValue(loaded);
  await expect(page.getByRole('dialog')).toBeHidden();
});
