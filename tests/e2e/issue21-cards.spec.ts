/**
 * Issue 21, the card items, in real Chromium as `tarjetas` and as `staff` meet them: the cards list
 * names each card's account and finds a card by its last four digits; "Ver datos" in the account's
 * card modal shows the whole number at 1920 px (CRD-09); a new card's number stays readable after
 * the field is left and while the duplicate check answers; `staff` (cards permission, another
 * team) sees the spec's denial (CRD-20) on the card and on the new-card path.
 */
import { expect, login, test } from './fixtures';

const DENIED = 'No tiene permisos para ver/editar tarjetas.';

test('21 CRD-09 CRD-20 the cards list, "Ver datos" and a new card as tarjetas; the denial as staff on another team’s account', async ({ page, browser }) => {
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 1920, height: 1080 });
  await login(page, 'tarjetas', '/tarjetas');

  // The list finds a card by its last four digits and names its account, not its id.
  await page.getByRole('searchbox', { name: /Titular o últimos 4 dígitos/ }).fill('1881');
  await page.getByRole('button', { name: 'Buscar' }).click();
  const row = page.getByRole('row').filter({ has: page.getByRole('cell', { name: 'XXXX-XXXX-XXXX-1881' }) });
  await expect(row).toHaveCount(1, { timeout: 30_000 });
  // The card's holder is the company itself: its Titular cell and its Cuenta cell (the account's name, not its id).
  await expect(row.getByRole('cell', { name: 'Corporación Pampa S.A.', exact: true })).toHaveCount(2);
  await expect(row.getByRole('cell', { name: /^\d+$/ })).toHaveCount(0);
  await row.getByRole('cell').first().locator('a, button').first().click();
  await expect(page).toHaveURL(/\/tarjeta\/\d+$/, { timeout: 30_000 });
  const cardId = Number(/\/tarjeta\/(\d+)$/.exec(page.url())![1]);

  // CRD-09: the account's Tarjetas tab, the card's modal, "Ver datos": the number whole.
  await page.getByRole('navigation').getByRole('menuitem', { name: 'Cuentas', exact: true }).click();
  await page.getByRole('searchbox', { name: 'Nombre o documento' }).fill('pampa');
  await page.getByRole('button', { name: 'Buscar' }).click();
  await page.getByRole('link', { name: 'Corporación Pampa S.A.' }).click();
  await expect(page).toHaveURL(/\/cuenta\/formulario\/\d+$/, { timeout: 30_000 });
  const pampa = Number(/\/cuenta\/formulario\/(\d+)$/.exec(page.url())![1]);
  await page.getByRole('tab', { name: /Tarjetas/ }).click();
  const tab = page.getByRole('tabpanel');
  const cardRow = tab.getByRole('row').filter({ has: page.getByRole('cell', { name: 'XXXX-XXXX-XXXX-1881' }) });
  await expect(cardRow).toHaveCount(1, { timeout: 30_000 });
  await cardRow.getByRole('cell').first().locator('a, button').first().click();
  const dialog = page.getByRole('dialog').filter({ has: page.getByRole('textbox', { name: /^Número/ }) });
  await dialog.getByRole('button', { name: 'Ver datos' }).click();
  const revealed = dialog.getByLabel('Número completo');
  await expect(revealed).toHaveText('4012-8888-8888-1881', { timeout: 30_000 });
  // Whole on screen: neither the tag nor its text is cut (no ellipsis, nothing overflowing).
  const cut = await revealed.evaluate((tag) =>
    [tag, ...Array.from(tag.querySelectorAll('*'))].some((el) => el.scrollWidth > el.clientWidth + 1 || getComputedStyle(el).textOverflow === 'ellipsis'),
  );
  expect(cut).toBe(false);
  await page.keyboard.press('Escape');

  // A new card: the typed number stays readable after leaving the field and while the duplicate check answers.
  await page.goto(`/tarjeta/cuenta/${pampa}`);
  const numero = page.getByRole('textbox', { name: /^Número/ });
  await numero.click();
  await numero.pressSequentially('4012888888881881');
  await numero.press('Tab');
  await expect(numero).toHaveValue('4012-8888-8888-1881');
  await expect(page.getByText('Ya existe otra tarjeta con este número.', { exact: false }).first()).toBeVisible({ timeout: 30_000 });
  await expect(numero).toHaveValue('4012-8888-8888-1881');

  // CRD-20 as staff (cards permission, Equipo Comercial) on Pampa (another team): the spec's denial, no empty read-only form.
  const staff = await browser.newPage({ viewport: { width: 1920, height: 1080 } });
  await login(staff, 'staff');
  await staff.goto(`/tarjeta/cuenta/${pampa}`);
  await expect(staff.getByText(DENIED).first()).toBeVisible({ timeout: 30_000 });
  await expect(staff.getByRole('textbox', { name: /^Número/ })).toHaveCount(0);
  await expect(staff.getByText('Solo lectura')).toHaveCount(0);
  await staff.goto(`/tarjeta/${cardId}`);
  await expect(staff.getByText(DENIED).first()).toBeVisible({ timeout: 30_000 });
  await expect(staff.getByText('Se produjo un error al obtener los datos de la tarjeta.')).toHaveCount(0);
  await expect(staff.getByRole('textbox', { name: /^Número/ })).toHaveCount(0);
  await staff.close();
});
