/**
 * Issue 21, "what staff expect", in real Chromium: "Volver" from a record returns to the list with
 * its search, sort and page (not to a one-row /listaCuentas/{id}); a save on the form's second tab
 * stays on that tab; the list's density (default and "Vista compacta", remembered per user), whole
 * option labels in a filter's list, the Historial read as a person reads it, and the favicon under
 * the strict CSP. Screenshots go to test-results/screens/ (21-*.png) to look at.
 */
import type { Page } from '@playwright/test';
import { DEMO_PASSWORD, expect, login, shot, test } from './fixtures';

/** The signed-in user's access token (the app keeps it in sessionStorage). */
async function accessToken(page: Page): Promise<string> {
  const token = await page.evaluate(() => {
    const key = Object.keys(sessionStorage).find((k) => k.startsWith('oidc.user:'));
    return key ? (JSON.parse(sessionStorage.getItem(key)!) as { access_token: string }).access_token : null;
  });
  expect(token).toBeTruthy();
  return token!;
}

test('21 ACC-OP01 Volver returns to the list with its search, sort and page; an account opened from a search returns to that search', async ({ page }) => {
  test.setTimeout(180_000);
  await login(page, 'admin', '/herramientas/abm/bancos');
  // Thirty banks of one search: two pages of 25.
  const token = await accessToken(page);
  for (let i = 1; i <= 30; i++) {
    const res = await page.request.post('/api/modulos/banco', {
      headers: { authorization: `Bearer ${token}` },
      data: { datos: { descripcion: `Banco Volver ${String(i).padStart(2, '0')}`, pais: 'Argentina' } },
    });
    expect(res.status(), await res.text()).toBe(201);
  }
  await page.getByRole('searchbox', { name: 'Buscar' }).fill('Volver');
  await page.getByRole('button', { name: 'Buscar' }).click();
  await page.getByRole('button', { name: /^Nombre/ }).click(); // ascending is the default: now descending
  await expect(page.getByRole('columnheader', { name: /Nombre/ })).toHaveAttribute('aria-sort', 'descending');
  await page.getByRole('button', { name: 'Página siguiente' }).click();
  await expect(page.getByText('Página 2 de 2')).toBeVisible();
  const listUrl = page.url();
  expect(new URL(listUrl).search).toMatch(/texto=Volver/);
  const firstRow = page.getByRole('row').nth(1).getByRole('link');
  await expect(firstRow).toHaveText('Banco Volver 05');
  const name = await firstRow.textContent();
  await firstRow.click();
  await expect(page).toHaveURL(/\/herramientas\/abm\/bancos\/editar\/\d+$/);
  await expect(page.locator('#root_descripcion')).toHaveValue(name!);
  await page.getByRole('button', { name: 'Volver' }).click();
  await expect(page).toHaveURL(listUrl);
  await expect(page.getByText('Página 2 de 2')).toBeVisible();
  await expect(page.getByRole('searchbox', { name: 'Buscar' })).toHaveValue('Volver');
  await expect(page.getByRole('columnheader', { name: /Nombre/ })).toHaveAttribute('aria-sort', 'descending');
  await expect(page.getByRole('row').nth(1).getByRole('link')).toHaveText(name!);

  // Accounts: a search, an account, Volver: the same search, not /listaCuentas/{id}.
  await page.getByRole('navigation').getByRole('menuitem', { name: 'Cuentas', exact: true }).click();
  await page.getByRole('searchbox', { name: 'Nombre o documento' }).fill('agencia');
  await page.getByRole('button', { name: 'Buscar' }).click();
  await expect(page.getByRole('link', { name: 'Agencia Demo' })).toBeVisible();
  const accountsUrl = page.url();
  await page.getByRole('link', { name: 'Agencia Demo' }).click();
  await expect(page).toHaveURL(/\/cuenta\/formulario\/\d+$/, { timeout: 30_000 });
  await expect(page.getByRole('tab', { name: /Datos generales/ })).toBeVisible({ timeout: 30_000 });
  await page.getByRole('button', { name: 'Volver' }).first().click();
  await expect(page).toHaveURL(accountsUrl);
  await expect(page.getByRole('searchbox', { name: 'Nombre o documento' })).toHaveValue('agencia');
  await expect(page.getByRole('link', { name: 'Agencia Demo' })).toBeVisible();
});

test("21 a save on the account's second tab stays on that tab; the Historial reads the change as a person does", async ({ page }) => {
  test.setTimeout(180_000);
  await login(page, 'staff', '/listaCuentas');
  await page.getByRole('searchbox', { name: 'Nombre o documento' }).fill('agencia');
  await page.getByRole('button', { name: 'Buscar' }).click();
  await page.getByRole('link', { name: 'Agencia Demo' }).click();
  const tab = page.getByRole('tab', { name: /^Vinculaciones/ });
  await tab.click({ timeout: 30_000 });
  await expect(tab).toHaveAttribute('aria-selected', 'true');
  const promotor = page.getByRole('button', { name: /^Promotor/ });
  await promotor.click();
  const listbox = page.getByRole('listbox', { name: /Promotor/ });
  await expect(listbox).toBeVisible();
  const options = listbox.getByRole('option');
  const current = (await promotor.textContent()) ?? '';
  const count = await options.count();
  let chosen = '';
  for (let i = 0; i < count; i++) {
    const text = ((await options.nth(i).textContent()) ?? '').trim();
    if (text && !current.includes(text)) {
      chosen = text;
      await options.nth(i).click();
      break;
    }
  }
  expect(chosen).not.toBe('');
  const write = page.waitForResponse((r) => /\/api\/(modulos\/cuenta\/\d+|guardarCuenta)$/.test(r.url()) && ['PUT', 'POST'].includes(r.request().method()), {
    timeout: 60_000,
  });
  await page.getByRole('button', { name: 'Guardar' }).click();
  const response = await write;
  expect(response.ok(), await response.text()).toBe(true);
  await expect(page.locator('.bp6-toast', { hasText: 'Cuenta guardada correctamente.' })).toBeVisible({ timeout: 30_000 });
  // The saved version is shown, still on Vinculaciones.
  await expect(page.getByRole('tab', { name: /^Vinculaciones/ })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('button', { name: /^Promotor/ })).toContainText(chosen);

  // The Historial: the promoter by its name, no JSON.
  await page.getByRole('button', { name: 'Historial' }).click();
  const history = page.locator('.bo-history-table');
  await expect(history.getByRole('cell', { name: 'Promotor', exact: true }).first()).toBeVisible({ timeout: 30_000 });
  await expect(history.getByRole('cell', { name: chosen }).first()).toBeVisible();
  expect(await history.textContent()).not.toMatch(/[{}]|":/);
  await history.scrollIntoViewIfNeeded();
  await shot(page, '21-historial', true);
});

test('21 list density: rows of at most 40 px by default (28 px without row buttons), at most 30 px with "Vista compacta", remembered after a reload; filter options read whole; the favicon loads', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.goto('/herramientas/abm/bancos');
  await expect(page.getByRole('heading', { name: 'Ingresar' })).toBeVisible();
  // The login page names the app's icon too (same origin, allowed by the CSP).
  const icon = await page.locator('link[rel="icon"]').getAttribute('href');
  expect(icon).toBe('/favicon.svg');
  const favicon = await page.request.get(icon!);
  expect(favicon.status()).toBe(200);
  expect(favicon.headers()['content-type']).toContain('image/svg+xml');
  await page.getByLabel('Usuario').fill('admin');
  await page.getByLabel('Contraseña').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Ingresar' }).click();
  await expect(page.getByRole('heading', { name: 'Bancos' })).toBeVisible();
  await expect(page.locator('link[rel="icon"]')).toHaveAttribute('href', '/favicon.svg');

  await expect(page.getByRole('row').nth(1)).toBeVisible();
  const rowHeight = () =>
    page
      .getByRole('row')
      .nth(1)
      .evaluate((row) => row.getBoundingClientRect().height);
  const normal = await rowHeight();
  expect(normal).toBeLessThanOrEqual(40);
  await shot(page, '21-lista-normal');
  await page.getByRole('button', { name: 'Vista compacta' }).click();
  await expect(page.getByRole('button', { name: 'Vista compacta' })).toHaveAttribute('aria-pressed', 'true');
  const compact = await rowHeight();
  expect(compact).toBeLessThan(normal);
  expect(compact).toBeLessThanOrEqual(30);
  await shot(page, '21-lista-compacta');
  await page.reload();
  await expect(page.getByRole('button', { name: 'Vista compacta' })).toHaveAttribute('aria-pressed', 'true');
  expect(await rowHeight()).toBe(compact);
  await page.getByRole('button', { name: 'Vista compacta' }).click();

  // A filter's options read whole: no option is cut.
  await page.getByRole('navigation').getByRole('menuitem', { name: 'Cuentas', exact: true }).click();
  await page.getByRole('button', { name: /^Perfil/ }).click();
  const listbox = page.getByRole('listbox', { name: /Perfil/ });
  await expect(listbox).toBeVisible();
  const cut = await listbox
    .locator('.bp6-text-overflow-ellipsis')
    .evaluateAll((els) => els.filter((el) => el.scrollWidth > el.clientWidth + 1).map((el) => el.textContent));
  expect(cut).toEqual([]);
  await shot(page, '21-filtro-opciones');
});

test('21 SHR-OP01 an account looked through but never edited keeps no draft and, opened again, offers none', async ({ page }) => {
  test.setTimeout(120_000);
  await login(page, 'staff', '/listaCuentas');
  await page.getByRole('searchbox', { name: 'Nombre o documento' }).fill('agencia');
  await page.getByRole('button', { name: 'Buscar' }).click();
  await page.getByRole('link', { name: 'Agencia Demo' }).click();
  await expect(page.getByRole('tab', { name: /Datos generales/ })).toBeVisible({ timeout: 30_000 });
  for (const name of ['Vinculaciones', 'Direcciones', 'IIBB', 'Files', 'Datos generales']) {
    await page.getByRole('tab', { name: new RegExp(`^${name}`) }).click();
    await expect(page.getByRole('tab', { name: new RegExp(`^${name}`) })).toHaveAttribute('aria-selected', 'true');
  }
  // Longer than the draft's debounce: whatever the form did by itself had time to be kept.
  await page.waitForTimeout(1500);
  expect(await page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('bo.draft.')))).toEqual([]);
  await page.reload();
  await expect(page.getByRole('tab', { name: /Datos generales/ })).toBeVisible({ timeout: 30_000 });
  await page.waitForTimeout(1000);
  await expect(page.getByText('Datos sin guardar')).toHaveCount(0);
  // Volver from a form nobody edited leaves without asking.
  await page.getByRole('button', { name: 'Volver' }).first().click();
  await expect(page.getByText('Cambios sin guardar')).toHaveCount(0);
  await expect(page).toHaveURL(/\/listaCuentas/);

  // A new account opened and left as it came (its defaults are the form's, not the user's).
  await page.getByRole('button', { name: 'Nuevo' }).click();
  await expect(page).toHaveURL(/\/cuenta\/formulario\/nueva$/);
  await expect(page.getByRole('tab', { name: /Datos generales/ })).toBeVisible({ timeout: 30_000 });
  await page.waitForTimeout(1500);
  expect(await page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('bo.draft.')))).toEqual([]);
  await page.reload();
  await expect(page.getByRole('tab', { name: /Datos generales/ })).toBeVisible({ timeout: 30_000 });
  await page.waitForTimeout(1000);
  await expect(page.getByText('Datos sin guardar')).toHaveCount(0);
});
