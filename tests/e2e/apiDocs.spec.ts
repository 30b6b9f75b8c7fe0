/** The browsable API docs (swagger-ui at /api/docs) render in real Chromium under the app's strict CSP. */
import { expect, shot, test } from './fixtures';

test('the API docs page shows the API title and module routes without any CSP violation', async ({ page }) => {
  const response = await page.goto('/api/docs/');
  const csp = response?.headers()['content-security-policy'] ?? '';
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).not.toContain('upgrade-insecure-requests');
  await expect(page.getByRole('heading', { name: /Back-office API/ })).toBeVisible();
  // Every module's tag is listed (collapsed); opening one shows its routes.
  const tag = (name: string) => page.getByRole('heading', { name: new RegExp(`^${name} (Expand|Collapse) operation`) });
  for (const name of ['Bancos', 'Cuentas', 'Contactos', 'Tarjetas', 'Proveedores']) await expect(tag(name)).toBeVisible();
  await tag('Bancos').getByRole('link').click();
  await expect(page.getByText('/api/modulos/banco/{id}', { exact: true }).first()).toBeVisible();
  await shot(page, 'api-docs');
});
