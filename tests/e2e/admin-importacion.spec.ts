/**
 * The bulk contact import end to end (ADM-09, ADM-50…61, ADM-OP05…07; decision 153): the admin
 * opens it from the admin menu, picks `Agencia Demo` in the account link modal, uploads the docs
 * sample file, sees the dry run (new, existing with the contact matched, invalid with the field's
 * message), adds the new rows and reads `Contactos agregados correctamente`; the same file again
 * has nothing new.
 */
import { expect, login, shot, test, toast } from './fixtures';

const SAMPLE = 'docs/importacion-contactos-ejemplo.csv';

test('ADM-09 ADM-50 ADM-53 ADM-54 ADM-58 ADM-59 ADM-OP05 ADM-OP06 ADM-OP07 the admin imports the sample file into Agencia Demo: dry run, then the new contacts', async ({
  page,
}) => {
  await login(page, 'admin', '/admin');
  await page.getByRole('link', { name: 'Alta masiva de contactos' }).first().click();
  await expect(page.getByRole('heading', { name: 'Alta masiva de contactos' })).toBeVisible();
  await page.getByRole('button', { name: 'Elegir cuenta' }).click();
  const search = page.getByRole('dialog', { name: /cuenta/i });
  await search.getByRole('searchbox').fill('agencia demo');
  await search.getByRole('button', { name: 'Buscar' }).click();
  await search.getByLabel('Seleccionar Agencia Demo').check();
  await search.getByRole('button', { name: 'Aceptar' }).click();
  await expect(page.getByRole('textbox', { name: /^Cuenta/ })).toHaveValue(/Agencia Demo/);
  await page.getByTestId('importacion-archivo').setInputFiles(SAMPLE);
  await expect(page.getByText('importacion-contactos-ejemplo.csv')).toBeVisible();
  await shot(page, 'imp-01-cuenta-y-archivo');

  await page.getByRole('button', { name: 'Revisar archivo' }).click();
  await expect(page.getByText('9 filas: 3 nuevas, 3 existentes, 3 con errores.')).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: 'lucia.fernandez@ejemplo.com.ar' }).getByText('Nuevo')).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: 'MARTA.SUAREZ@AGENCIADEMO.COM.AR' })).toContainText('Existe (mismo email): Suárez, Marta');
  await expect(page.getByRole('row').filter({ hasText: 'tomas.h@ejemplo.com.ar' })).toContainText('Existe (mismo nombre y apellido): Herrera, Tomás');
  await expect(page.getByRole('row').filter({ hasText: '40.111.333' })).toContainText('Existe (mismo documento): Ríos, Valentina');
  await expect(page.getByRole('row').filter({ hasText: 'correo-invalido' }).getByText('Con errores')).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: 'lucia.fernandez@ejemplo.com.ar' })).toContainText('15/03/1988');
  await shot(page, 'imp-02-prueba');
  await page.getByRole('button', { name: /^Con errores/ }).click();
  await expect(page.getByRole('row').filter({ hasText: 'pedro@ejemplo.com.ar' })).toContainText('Apellido');
  await shot(page, 'imp-03-errores');

  await page.getByRole('button', { name: 'Agregar 3 contactos nuevos' }).click();
  await expect(toast(page, 'Contactos agregados correctamente')).toBeVisible();
  await expect(page.getByText('Se agregaron 3 contactos a Agencia Demo.')).toBeVisible();
  await shot(page, 'imp-04-importado');

  // The same file again: its rows exist now, nothing to add.
  await page.getByRole('button', { name: 'Revisar otro archivo' }).click();
  await page.getByTestId('importacion-archivo').setInputFiles(SAMPLE);
  await page.getByRole('button', { name: 'Revisar archivo' }).click();
  await expect(page.getByText('9 filas: 0 nuevas, 6 existentes, 3 con errores.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Agregar 0 contactos nuevos' })).toBeDisabled();
  await shot(page, 'imp-05-reimportar');
});
