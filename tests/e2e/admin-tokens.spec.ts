/**
 * Token tools end to end (TOK-02, TOK-04, TOK-10, SES-10): staff sends a contacts token to a
 * contact, the admin reads the message in the outbox (/admin/correos), and the recipient opens the
 * link it carries, lands in token mode greeted by name with the account's contacts, and adds one
 * (TOK-OP02, decision 160).
 */
import { expect, login, shot, test, toast } from './fixtures';

test('TOK-02 TOK-04 TOK-10 TOK-OP02 staff sends a contacts token; the admin reads the mail at /admin/correos; the recipient opens its link in token mode and adds a contact', async ({
  page,
}) => {
  // Three sessions and a form on one journey: more than the default minute on a loaded machine.
  test.slow();
  // Staff issues the access (the account picked in the account link modal, TOK-14).
  await login(page, 'staff', '/herramientas/token/carga/pax');
  await expect(page.getByRole('heading', { name: 'Gestión - Contactos' })).toBeVisible();
  await page.getByRole('textbox', { name: /^Destinatario/ }).fill('Lucía Viajera');
  await page.getByRole('textbox', { name: /^Correo/ }).fill('lucia@cliente.com');
  await page.getByRole('button', { name: 'Buscar' }).click();
  const search = page.getByRole('dialog', { name: /cuenta/i });
  await search.getByRole('searchbox').fill('agencia demo');
  await search.getByRole('button', { name: 'Buscar' }).click();
  await search.getByLabel('Seleccionar Agencia Demo').check();
  await search.getByRole('button', { name: 'Aceptar' }).click();
  await expect(page.getByRole('textbox', { name: /^Cuenta/ })).toHaveValue(/Agencia Demo/);
  await shot(page, 'tok-01-gestion-contactos');
  await page.getByRole('button', { name: 'Generar acceso' }).click();
  await expect(toast(page, 'Se creó correctamente el acceso, recibirá un correo en instantes.')).toBeVisible();
  await expect(page.getByRole('textbox', { name: /^Destinatario/ })).toHaveValue('');
  await shot(page, 'tok-02-acceso-creado');
  await page.getByRole('button', { name: 'Cerrar sesión' }).click();
  await expect(page.getByRole('heading', { name: 'Ingresar' })).toBeVisible();

  // The admin reads it in the outbox.
  await login(page, 'admin', '/admin/correos');
  await expect(page.getByRole('heading', { name: 'Correos enviados' })).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: 'lucia@cliente.com' });
  await expect(row.getByText('Sergio Staff')).toBeVisible();
  await expect(row.getByText('Enviado')).toBeVisible();
  await shot(page, 'tok-03-bandeja');
  await row.getByRole('button', { name: /^Ver/ }).click();
  const mail = page.getByRole('dialog', { name: 'Acceso temporal: Gestión - Contactos' });
  const body = page.frameLocator('iframe[title="Cuerpo del correo"]');
  await expect(body.getByText('Hola Lucía Viajera:')).toBeVisible();
  await expect(mail.getByText('lucia@cliente.com')).toBeVisible();
  await shot(page, 'tok-04-correo');
  const link = await body.getByRole('link', { name: 'Ingresar' }).getAttribute('href');
  expect(link).toMatch(/\/inicio\?token=[A-Za-z0-9_-]{43}$/);
  await mail.getByRole('button', { name: 'Cerrar' }).first().click();
  await page.getByRole('button', { name: 'Cerrar sesión' }).click();
  await expect(page.getByRole('heading', { name: 'Ingresar' })).toBeVisible();

  // The recipient opens the link: token mode, no login page, named as the message named them, the
  // account's contacts listed (TOK-OP02: the token is bound to the account only; decision 160).
  await page.goto(link!);
  await expect(page.getByRole('button', { name: 'Cerrar sesión' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Bienvenido, Lucía Viajera', level: 1 })).toBeVisible({ timeout: 30_000 });
  const contacts = page.getByRole('table', { name: 'Contactos de Agencia Demo' });
  await expect(contacts.getByRole('cell', { name: 'Suárez, Marta', exact: true })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('link', { name: 'Cambiar mi contraseña' })).toHaveCount(0);
  await shot(page, 'tok-05-modo-token');

  // They add a contact to the account through the contact form, and are back on Home with it listed.
  await page.getByRole('button', { name: 'Agregar contacto' }).click();
  await expect(page).toHaveURL(/\/contactocuenta\/\d+\?volver=/);
  await expect(page.getByRole('heading', { name: 'Contacto', level: 1 })).toBeVisible({ timeout: 30_000 });
  await page.getByRole('textbox', { name: /^Nombre\s*\*?$/ }).fill('Julia');
  await page.getByRole('textbox', { name: /^Apellido/ }).fill('Pasajera');
  await page.getByRole('textbox', { name: /^Email/ }).fill('julia.pasajera@gmail.com');
  await page.getByRole('button', { name: /^Tipo de documento:/ }).click();
  await page.getByRole('listbox', { name: 'Tipo de documento' }).getByRole('option', { name: 'Pasaporte', exact: true }).click();
  await page.getByRole('textbox', { name: /^Documento/ }).fill('AAE445566');
  await shot(page, 'tok-06-contacto-nuevo');
  await page.getByRole('button', { name: 'Guardar', exact: true }).click();
  await expect(toast(page, 'Se guardó correctamente el contacto.')).toBeVisible({ timeout: 30_000 });
  await expect(page).toHaveURL(/\/inicio\?token=/, { timeout: 30_000 });
  await expect(contacts.getByRole('cell', { name: 'Pasajera, Julia', exact: true })).toBeVisible({ timeout: 30_000 });
  await shot(page, 'tok-07-contacto-cargado');

  // Token mode opens only its routes (SES-OP04): the tool itself sends back to Home.
  await page.goto(`/herramientas/token/carga/pax?${new URL(link!).search.slice(1)}`);
  await expect(page).toHaveURL(/\/inicio\?token=/);
});
