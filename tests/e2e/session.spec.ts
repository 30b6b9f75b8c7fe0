/** Session end to end: temporary tokens (SES-08..10), idle logout (SHR-12..13), logout (SES-18). */
import { expect, login, shot, test, toast } from './fixtures';

test('SES-09 an expired ?token= goes to /expirado with the spec message', async ({ page }) => {
  await page.goto('/inicio?token=demo-expirado');
  await expect(page).toHaveURL('/expirado');
  await expect(page.locator('.bo-expired-message')).toHaveText('Su Token se encuentra vencido');
  await expect(toast(page, 'Su Token se encuentra vencido')).toBeVisible();
  await expect(page.locator('.bp6-toast')).toHaveCount(1);
  await shot(page, '11-expirado');
});

test('SES-OP03 an unknown token is treated as expired', async ({ page }) => {
  await page.goto('/inicio?token=no-existe');
  await expect(page).toHaveURL('/expirado');
});

test('SES-10 a valid ?token= opens the requested screen in token mode without the login page', async ({ page }) => {
  await page.goto('/inicio?token=demo-vigente');
  await expect(page.getByRole('button', { name: 'Cerrar sesión' })).toBeVisible();
  // demo-vigente is bound to no account (decision 160): Home greets its holder (the token names no recipient: its owner's name) and says there is nothing to load.
  await expect(page.getByRole('heading', { name: 'Bienvenido, Ernesto Externo', level: 1 })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('Este acceso no está vinculado a ninguna cuenta: no hay contactos para cargar.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Ingresar' })).toHaveCount(0);
  // A temporary access is no user of the system: no password of its own to change.
  await expect(page.getByRole('link', { name: 'Cambiar mi contraseña' })).toHaveCount(0);
  await shot(page, '12-modo-token');
});

test('SES-OP04 token mode opens only its routes: a module route goes to Home keeping the token', async ({ page }) => {
  await page.goto('/herramientas/abm/bancos?token=demo-vigente');
  await expect(page).toHaveURL('/inicio?token=demo-vigente');
  await expect(page.getByRole('heading', { name: 'Bienvenido, Ernesto Externo', level: 1 })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('heading', { name: 'Bancos' })).toBeHidden();
  // The contact form is a contacts token's, not this one's (bound to no account).
  await page.goto('/contacto/1?token=demo-vigente');
  await expect(page).toHaveURL('/inicio?token=demo-vigente');
});

test('SES-19 / SHR-13 an idle session shows the countdown and logs out (short timings)', async ({ page }) => {
  await login(page, 'admin');
  await page.evaluate(() => sessionStorage.setItem('bo.idleOverride', JSON.stringify({ idleSeconds: 2, countdownSeconds: 4 })));
  await page.reload();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('Su sesión está por cerrarse')).toBeVisible({ timeout: 8_000 });
  await expect(dialog.getByText(/Por inactividad, la sesión se cerrará en \d segundos\./)).toBeVisible();
  await shot(page, '13-inactividad');
  await expect(page.getByRole('heading', { name: 'Ingresar' })).toBeVisible({ timeout: 15_000 });
});

test('SHR-OP02 "Seguir conectado" keeps the session', async ({ page }) => {
  await login(page, 'admin');
  await page.evaluate(() => sessionStorage.setItem('bo.idleOverride', JSON.stringify({ idleSeconds: 2, countdownSeconds: 6 })));
  await page.reload();
  await page.getByRole('button', { name: 'Seguir conectado' }).click({ timeout: 8_000 });
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(page.getByRole('button', { name: 'Cerrar sesión' })).toBeVisible();
});

test('SES-18 logout ends the session and returns to the login page; the old access token is refused', async ({ page }) => {
  await login(page, 'admin');
  const token = await page.evaluate(() => {
    const key = Object.keys(sessionStorage).find((k) => k.startsWith('oidc.user:'));
    return key ? (JSON.parse(sessionStorage.getItem(key)!) as { access_token: string }).access_token : null;
  });
  expect(token).toBeTruthy();
  const asBefore = () => page.request.get('/api/usuario', { headers: { authorization: `Bearer ${token}` } });
  expect((await asBefore()).status()).toBe(200);
  await page.getByRole('button', { name: 'Cerrar sesión' }).click();
  await expect(page.getByRole('heading', { name: 'Ingresar' })).toBeVisible();
  await shot(page, '14-login');
  expect(await page.evaluate(() => [sessionStorage.getItem('bo.roles'), sessionStorage.getItem('bo.permisos')])).toEqual([null, null]);
  await page.goto('/inicio');
  await expect(page.getByRole('heading', { name: 'Ingresar' })).toBeVisible();
  const after = await asBefore();
  expect(after.status()).toBe(401);
  expect((await after.json()).error.mensaje).toBe('Error con credenciales de logueo');
});
