/** The bank address is picked from suggestions (BNK-14, BNK-OP03, LNK-38, LNK-39) in real Chromium. */
import { expect, login, shot, test, toast } from './fixtures';

const LIST = '/herramientas/abm/bancos';
const CABA = 'Ciudad Autónoma de Buenos Aires';

test('BNK-OP03 BNK-14 BNK-OP01 types an address on /nuevo, picks the suggestion with the keyboard (the address fields filled), saves and reopens it on /editar/{id}', async ({
  page,
}) => {
  const name = `Banco Dirección ${Date.now()}`;
  await login(page, 'admin', `${LIST}/nuevo`);
  await page.locator('#root_descripcion').fill(name);

  const address = page.getByRole('combobox', { name: 'Dirección' });
  await address.click();
  await address.pressSequentially('Av. Corrientes 1234 CABA', { delay: 30 });
  const option = page.getByRole('option', { name: `Av. Corrientes 1234, ${CABA}, Argentina` });
  await expect(option).toBeVisible();
  await expect(address).toBeFocused();
  await shot(page, 'banco-direccion-sugerencias');
  await address.press('ArrowDown');
  await address.press('ArrowUp');
  await address.press('Enter');

  await expect(page.getByRole('listbox')).toBeHidden();
  await expect(address).toHaveValue(`Av. Corrientes 1234, ${CABA}, Argentina`);
  await expect(page.locator('#root_localidad')).toHaveValue(CABA);
  await expect(page.locator('#root_provincia')).toHaveValue(CABA);
  await expect(page.locator('#root_pais')).toHaveValue('Argentina');
  await expect(page.locator('#root_calle')).toHaveValue('Av. Corrientes');
  await expect(page.locator('#root_numero')).toHaveValue('1234');
  await expect(page.locator('#root_latitud')).not.toHaveValue('');
  await shot(page, 'banco-direccion-elegida');

  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page).toHaveURL(LIST);
  await expect(toast(page, 'Se guardó correctamente el banco')).toBeVisible();

  await page.getByRole('searchbox', { name: 'Buscar' }).fill(name);
  await page.getByRole('button', { name: 'Buscar' }).click();
  await page.getByRole('link', { name }).click();
  // BNK-OP01: the same form with the record's id.
  await expect(page).toHaveURL(/\/herramientas\/abm\/bancos\/editar\/\d+$/);
  await expect(page.getByRole('combobox', { name: 'Dirección' })).toHaveValue(`Av. Corrientes 1234, ${CABA}, Argentina`);
  await expect(page.locator('#root_localidad')).toHaveValue(CABA);
});

test('LNK-38 an address edited after picking is refused with the LNK-OP03 alert', async ({ page }) => {
  await login(page, 'admin', `${LIST}/nuevo`);
  await page.locator('#root_descripcion').fill(`Banco Editado ${Date.now()}`);
  const address = page.getByRole('combobox', { name: 'Dirección' });
  await address.pressSequentially('San Martín 55 Mendoza', { delay: 30 });
  await page.getByRole('option', { name: 'San Martín 55, Mendoza, Argentina' }).click();
  await expect(page.locator('#root_provincia')).toHaveValue('Mendoza');
  await page.locator('#root_localidad').fill('Godoy Cruz');
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Seleccione la dirección de la lista de sugerencias y complete ciudad, provincia y país.')).toBeVisible();
  await expect(page).toHaveURL(`${LIST}/nuevo`);
});
