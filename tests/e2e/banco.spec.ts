/** Banks end to end (BNK-*): create, edit with history, write and read-only users. */
import { expect, login, shot, test, toast } from './fixtures';

const LIST = '/herramientas/abm/bancos';

test('BNK-12 admin creates a bank from the menu, edits it and sees the history', async ({ page }) => {
  const name = `Banco E2E ${Date.now()}`;
  await login(page, 'admin');
  await expect(page.getByRole('heading', { name: 'Bienvenido, Ana Administradora' })).toBeVisible();
  await shot(page, '01-inicio');

  await page.getByRole('navigation').getByRole('menuitem', { name: 'Bancos' }).click();
  await expect(page).toHaveURL(LIST);
  await expect(page.getByRole('heading', { name: 'Bancos' })).toBeVisible();
  await expect(page.getByRole('row')).not.toHaveCount(0);
  await shot(page, '02-bancos-lista');

  await page.getByRole('button', { name: 'Nuevo' }).click();
  await expect(page).toHaveURL(`${LIST}/nuevo`);
  await expect(page.getByRole('heading', { name: 'Banco', exact: true })).toBeVisible();
  await shot(page, '03-banco-nuevo');

  // SHR-07: the summary of missing required fields.
  await page.getByRole('button', { name: 'Guardar' }).click();
  const summary = page.getByRole('dialog');
  await expect(summary.getByText('Debe completar los campos obligatorios antes de guardar.')).toBeVisible();
  await expect(summary.getByRole('button', { name: 'Nombre' })).toBeVisible();
  await expect(summary.getByRole('button', { name: 'País' })).toBeVisible();
  await shot(page, '04-banco-obligatorios');
  await summary.getByRole('button', { name: 'Nombre' }).click();
  await expect(summary).toBeHidden();
  await expect(page.locator('#root_descripcion')).toBeFocused();

  await page.locator('#root_descripcion').fill(name);
  await page.locator('#root_pais').fill('Argentina');
  await page.locator('#root_provincia').fill('Mendoza');
  await page.locator('#root_localidad').fill('Godoy Cruz');
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page).toHaveURL(LIST);
  await expect(toast(page, 'Se guardó correctamente el banco')).toBeVisible();
  await shot(page, '05-banco-guardado');

  await page.getByRole('searchbox', { name: 'Buscar' }).fill(name);
  await page.getByRole('button', { name: 'Buscar' }).click();
  await expect(page.getByRole('row')).toHaveCount(2);
  await page.getByRole('link', { name }).click();
  await expect(page.locator('#root_descripcion')).toHaveValue(name);
  await page.locator('#root_localidad').fill('Luján de Cuyo');
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page).toHaveURL(LIST);
  await expect(toast(page, 'Se guardó correctamente el banco')).toBeVisible();

  await page.getByRole('searchbox', { name: 'Buscar' }).fill(name);
  await page.getByRole('button', { name: 'Buscar' }).click();
  await page.getByRole('link', { name }).click();
  await page.getByRole('button', { name: 'Historial' }).click();
  const history = page.locator('.bo-history-table');
  await expect(history.getByText('Alta del registro')).toBeVisible();
  await expect(history.getByRole('cell', { name: 'Localidad' })).toBeVisible();
  await expect(history.getByRole('cell', { name: 'Godoy Cruz' })).toBeVisible();
  await expect(history.getByRole('cell', { name: 'Luján de Cuyo' })).toBeVisible();
  await expect(history.getByRole('cell', { name: 'Ana Administradora' }).first()).toBeVisible();
  await expect(history.getByText(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/).first()).toBeVisible();
  await shot(page, '06-banco-historial', true);
});

test('SHR-15 BNK-OP04 the list shows name, country, province and locality, and refuses a search shorter than 3 characters', async ({ page }) => {
  await login(page, 'admin', LIST);
  await expect(page.getByRole('columnheader')).toHaveText([/Nombre/, /País/, /Provincia/, /Localidad/]);
  await page.getByRole('searchbox', { name: 'Buscar' }).fill('ba');
  await page.getByRole('button', { name: 'Buscar' }).click();
  await expect(page.getByText('Mínimo 3 caracteres para realizar la búsqueda')).toBeVisible();
  await shot(page, '07-bancos-busqueda-corta');
});

test('BNK-17 a user with w on banks can create and edit', async ({ page }) => {
  await login(page, 'bancos', LIST);
  await expect(page.getByRole('button', { name: 'Nuevo' })).toBeVisible();
  await page.getByRole('row').nth(1).getByRole('link').click();
  await expect(page.locator('#root_descripcion')).toBeEditable();
  await expect(page.getByRole('button', { name: 'Guardar' })).toBeVisible();
  await expect(page.getByText('Solo lectura')).toHaveCount(0);
});

test('BNK-15 staff sees the bank read-only', async ({ page }) => {
  await login(page, 'staff', LIST);
  await expect(page.getByRole('heading', { name: 'Bancos' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Nuevo' })).toHaveCount(0);
  await page.getByRole('row').nth(1).getByRole('link').click();
  await expect(page.getByText('Solo lectura')).toBeVisible();
  await expect(page.locator('#root_descripcion')).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Guardar' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Volver' })).toBeVisible();
  await shot(page, '08-banco-solo-lectura');
});

test('BNK-01 BNK-05 a cold load of the bank list: its first page comes with the session (no list call), rows shown', async ({ page }) => {
  await login(page, 'admin');
  const calls: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/')) calls.push(`${url.pathname}${url.search}`);
  });
  await page.goto(LIST);
  await expect(page.getByRole('heading', { name: 'Bancos' })).toBeVisible();
  await expect(page.locator('.bo-table-wrap tbody tr').first()).toBeVisible();
  expect(calls.filter((call) => call.startsWith('/api/sesion'))).toEqual([`/api/sesion?${new URLSearchParams({ ruta: LIST })}`]);
  expect(calls.filter((call) => call.startsWith('/api/modulos/banco'))).toEqual([]);
  // A search afterwards asks the server as always.
  await page.getByRole('searchbox', { name: 'Buscar' }).fill('Banco');
  await page.getByRole('button', { name: 'Buscar' }).click();
  await expect.poll(() => calls.filter((call) => call.startsWith('/api/modulos/banco')).length).toBe(1);
});
