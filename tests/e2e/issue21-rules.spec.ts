/**
 * Issue 21, "data changed or lost", items 4 and 6, in real Chromium as staff meet them: a birth
 * date typed as `31/02/1990` blocks the save with its message under the field and keeps the stored
 * date (21-4, WID-16); a passenger with a company-domain e-mail or another contact's document is
 * told so under the fields, as the contact form says it, and nothing is stored (21-6, COP-04).
 */
import type { Page } from '@playwright/test';
import { expect, login, test } from './fixtures';

/** The signed-in user's access token, as the app keeps it (oidc-client-ts, sessionStorage). */
async function bearer(page: Page): Promise<string> {
  const token = await page.evaluate(() => {
    for (const key of Object.keys(sessionStorage))
      if (key.startsWith('oidc.user:')) return (JSON.parse(sessionStorage.getItem(key)!) as { access_token: string }).access_token;
    return null;
  });
  expect(token, 'the app keeps an access token').toBeTruthy();
  return token!;
}

/** A new contact of the demo contact Marta Suárez's account, copied from her with its own name, document and e-mail (other journeys may void hers). */
async function newContact(page: Page, headers: Record<string, string>, nombre: string): Promise<{ id: number; documento: string }> {
  const find = async (query: string) => {
    const list = await page.request.get(`/api/modulos/contacto?texto=${encodeURIComponent('Suárez')}${query}`, { headers });
    return ((await list.json()) as { datos: Array<{ id: number; datos: { mostrarNombre?: string } }> }).datos.find(
      (r) => r.datos.mostrarNombre === 'Suárez, Marta',
    );
  };
  const row = (await find('')) ?? (await find('&vigente=false'));
  expect(row, 'the demo contact Suárez, Marta').toBeTruthy();
  const marta = (await (await page.request.get(`/api/modulos/contacto/${row!.id}`, { headers })).json()) as { datos: Record<string, unknown> };
  const documento = String(30_000_000 + Math.floor(Math.random() * 9_000_000));
  const datos = { ...marta.datos, nombre, apellido: 'Fechas', mostrarNombre: undefined, documento, email: `${nombre.toLowerCase()}.${documento}@gmail.com` };
  const created = await page.request.post('/api/modulos/contacto', { headers, data: { datos } });
  expect(created.status(), await created.text()).toBe(201);
  return { id: ((await created.json()) as { id: number }).id, documento };
}

/** Opens Agencia Demo's account form from the accounts list, as staff do, and answers its id. */
async function openAgenciaDemo(page: Page): Promise<number> {
  await page.getByRole('navigation').getByRole('menuitem', { name: 'Cuentas', exact: true }).click();
  await page.getByRole('searchbox', { name: 'Nombre o documento' }).fill('agencia');
  await page.getByRole('button', { name: 'Buscar' }).click();
  await page.getByRole('link', { name: 'Agencia Demo' }).click();
  await expect(page).toHaveURL(/\/cuenta\/formulario\/\d+$/, { timeout: 30_000 });
  return Number(/(\d+)$/.exec(page.url())![1]);
}

test('21-4 WID-16 a contact birth date typed as 31/02/1990 blocks the save with its message and the stored date stays', async ({ page }) => {
  test.setTimeout(180_000);
  await login(page, 'staff');
  const headers = { authorization: `Bearer ${await bearer(page)}` };
  const contact = await newContact(page, headers, 'Carla');
  await page.goto(`/contacto/${contact.id}`);
  const date = page.getByLabel(/^Fecha de nacimiento/);
  await expect(date).toHaveValue('14/06/1978', { timeout: 30_000 });
  const writes: string[] = [];
  page.on('request', (request) => {
    if (/\/api\/modulos\/contacto\/\d+$/.test(request.url()) && request.method() === 'PUT') writes.push(request.url());
  });

  await date.fill('');
  await date.pressSequentially('31/02/1990');
  await date.press('Tab');
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('El campo Fecha de nacimiento no es una fecha válida. Use el formato dd/mm/aaaa.').first()).toBeVisible();
  await expect(date).toHaveValue('31/02/1990');
  await expect(page.getByText('Se guardó correctamente el contacto.')).toHaveCount(0);
  expect(writes).toEqual([]);

  // What is stored is still the old date.
  const stored = await page.request.get(`/api/modulos/contacto/${contact.id}`, { headers });
  expect(((await stored.json()) as { datos: { fechaNacimiento: string } }).datos.fechaNacimiento).toBe('1978-06-14');
});

test("21-6 COP-04 a passenger with a company-domain e-mail or another contact's document hears the contact's rules and nothing is stored", async ({ page }) => {
  test.setTimeout(180_000);
  await login(page, 'staff');
  const cuenta = await openAgenciaDemo(page);
  const headers = { authorization: `Bearer ${await bearer(page)}` };
  const created = await page.request.post('/api/modulos/oportunidad', {
    headers,
    data: { datos: { nombre: 'Agencia Demo - Mendoza (e2e)', cuenta, etapa: 'oportunidad' } },
  });
  expect(created.status(), await created.text()).toBe(201);
  const oportunidad = ((await created.json()) as { id: number }).id;
  const passengers = async () =>
    ((await (await page.request.get(`/api/modulos/contactooportunidad?cuenta=${cuenta}&oportunidad=${oportunidad}`, { headers })).json()) as { total: number })
      .total;
  expect(await passengers()).toBe(0);
  const contact = await newContact(page, headers, 'Lucia');

  await page.goto(`/contactoOportunidad/${cuenta}/${oportunidad}`);
  await page.getByRole('textbox', { name: /^Nombre/ }).fill('Marta');
  await page.getByRole('textbox', { name: /^Apellido/ }).fill('Suárez');
  const nacimiento = page.getByLabel(/^Fecha de nacimiento/);
  await nacimiento.pressSequentially('14/06/1978');
  await nacimiento.press('Tab');
  const email = page.getByRole('textbox', { name: /^Email/ });
  await email.pressSequentially('marta@viajesdemo.com.ar');
  await expect(page.getByText('El correo de contacto de la persona no puede ser @viajesdemo.com.ar si la persona no pertenece a la cuenta.')).toBeVisible();
  // Another contact's document; asked 1.5 s after the last keystroke.
  await page.getByRole('textbox', { name: /^Documento/ }).pressSequentially(contact.documento);
  const duplicate = page.getByText('No se puede cargar el pasajero/contacto porque ya existe otro con mismo documento.');
  await expect(duplicate).toBeVisible({ timeout: 15_000 });
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(duplicate).toBeVisible();
  await expect(page.getByText('Se guardaron correctamente los datos')).toHaveCount(0);
  expect(await passengers()).toBe(0);
});
