/**
 * The permissions journey (ADM-10, ADM-63, ADM-22, ROL-13; decisions 148, 149): an admin opens
 * Administración > Permisos, follows the banks' card and switches on Escritura for Sergio Staff,
 * who is ALREADY signed in in a second browser: his next request brings his new rights (the rights
 * digest, X-Acceso) and he saves a bank without signing in again. The admin switches it off again,
 * and the staff user's next save is refused and stores nothing.
 */
import type { Page } from '@playwright/test';
import { expect, login, shot, test, toast } from './fixtures';

const BANKS = '/herramientas/abm/bancos';
const BANK = 'Banco Macro';
const RENAMED = 'Banco Macro S.A.';

/** The staff user's bank form, reached inside the app (no page load: the session in memory is the one signed in). */
async function openBank(page: Page, name = BANK) {
  await page.getByRole('navigation').getByRole('menuitem', { name: 'Bancos' }).click();
  await expect(page).toHaveURL(BANKS);
  await page.getByRole('link', { name, exact: true }).click();
  await expect(page.locator('#root_descripcion')).toHaveValue(name);
}

test('ADM-10 ADM-63 ADM-22 ROL-13 an admin grants write on banks and the user already signed in saves a bank without a new login; revoked, the next save is refused', async ({
  page,
  browser,
  baseURL,
}) => {
  // Two browsers and two sign-ins: longer than one screen's journey.
  test.setTimeout(180_000);
  // The staff user signs in first, in a browser of their own: banks read-only.
  const staffContext = await browser.newContext({
    baseURL,
    locale: 'es-AR',
    timezoneId: 'America/Argentina/Buenos_Aires',
    viewport: { width: 1366, height: 860 },
  });
  const staff = await staffContext.newPage();
  await login(staff, 'staff');
  await openBank(staff);
  await expect(staff.getByText('Solo lectura')).toBeVisible();
  await expect(staff.getByRole('button', { name: 'Guardar' })).toHaveCount(0);
  await shot(staff, 'admin-permisos-01-staff-solo-lectura');

  // The admin: the landing page lists every area, and the banks' card leads to its list.
  await login(page, 'admin');
  await page.getByRole('menuitem', { name: 'Permisos' }).click();
  await expect(page).toHaveURL('/admin/permisos');
  const areas = page.getByRole('navigation', { name: 'Áreas' });
  for (const area of [
    'Tarjetas',
    'Bancos',
    'Contactos',
    'Proveedores',
    'Administración de proveedores',
    'Cuentas de agencia',
    'Sistema',
    'Documentos SGC',
    'Cuentas a cobrar',
    'Evaluación de proveedores',
  ]) {
    await expect(areas.getByRole('link', { name: new RegExp(`^${area}`) })).toBeVisible();
  }
  await expect(page.getByRole('navigation', { name: 'Permisos genéricos por tipo' }).getByRole('link')).toHaveCount(3);
  await shot(page, 'admin-permisos-02-inicio', true);
  await areas.getByRole('link', { name: /^Bancos/ }).click();
  await expect(page).toHaveURL('/admin/permisos/gestion/banco');
  const row = page.getByRole('row', { name: /Staff, Sergio/ });
  const escritura = row.getByRole('switch', { name: 'Escritura' });
  await expect(escritura).not.toBeChecked();
  await escritura.click({ force: true });
  // Optimistic (ADM-22): it flips at once, and stays once the server agrees.
  await expect(escritura).toBeChecked();
  await expect(escritura).toBeEnabled();
  await shot(page, 'admin-permisos-03-escritura-concedida');

  // The staff user, still signed in: the next request brings the new rights; the bank opens editable and saves.
  await openBank(staff);
  await expect(staff.getByRole('button', { name: 'Guardar' })).toBeVisible();
  await expect(staff.getByText('Solo lectura')).toHaveCount(0);
  await staff.locator('#root_descripcion').fill(RENAMED);
  await staff.getByRole('button', { name: 'Guardar' }).click();
  await expect(toast(staff, 'Se guardó correctamente el banco')).toBeVisible();
  await shot(staff, 'admin-permisos-04-staff-guardo');
  await expect(staff.getByRole('heading', { name: 'Ingresar' })).toHaveCount(0);

  // The staff user opens the bank again; meanwhile the admin takes the write away.
  await openBank(staff, RENAMED);
  await expect(staff.getByRole('button', { name: 'Guardar' })).toBeVisible();
  // The session's periodic check (every 10 s) would bring the new rights and turn the open form read-only;
  // it is held until the save below, so that the save leaves from the form as it was, as a user who clicks at once.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await staff.route('**/api/imLoggedIn', async (route) => {
    await held;
    // The page may be gone by then (the context closed at the end): nothing to let through.
    await route.continue().catch(() => undefined);
  });
  await escritura.click({ force: true });
  await expect(escritura).not.toBeChecked();
  await expect(escritura).toBeEnabled();
  await page.reload();
  await expect(page.getByRole('row', { name: /Staff, Sergio/ }).getByRole('switch', { name: 'Escritura' })).not.toBeChecked();

  // The staff user's save on the form still open is refused by the server (ROL-13), and nothing is stored.
  await staff.locator('#root_descripcion').fill('Banco Macro (no guardado)');
  await staff.getByRole('button', { name: 'Guardar' }).click();
  await expect(staff.locator('.bp6-toast.bp6-intent-danger')).toBeVisible();
  await shot(staff, 'admin-permisos-05-staff-rechazado');
  // Let the held check through: it brings the new rights (the handler stays, and lets the next checks pass at once).
  release();
  // Their next visit is read-only again, with what was saved while they could write.
  await openBank(staff, RENAMED);
  await expect(staff.getByText('Solo lectura')).toBeVisible();
  await shot(staff, 'admin-permisos-06-staff-solo-lectura-otra-vez');
  await staffContext.close();
});
