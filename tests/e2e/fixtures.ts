/**
 * Shared e2e helpers: a `page` that fails the test on any Content-Security-Policy violation or
 * uncaught error, login through the provider's Spanish page, and screenshots of each screen into
 * test-results/screens/ (to look at) when `E2E_SCREENS=1`.
 */
import { expect, test as base, type Page } from '@playwright/test';

declare global {
  interface Window {
    __cspViolations?: string[];
  }
}

export const DEMO_PASSWORD = 'demo';

export const test = base.extend<{ problems: string[] }>({
  // eslint-disable-next-line no-empty-pattern -- Playwright's idiom for a fixture that uses no other fixture
  problems: async ({}, use) => {
    await use([]);
  },
  page: async ({ page, problems }, use) => {
    await page.addInitScript(() => {
      window.__cspViolations = [];
      document.addEventListener('securitypolicyviolation', (e) => window.__cspViolations!.push(`${e.violatedDirective} ${e.blockedURI}`));
    });
    page.on('console', (message) => {
      if (/Content Security Policy|Refused to/i.test(message.text())) problems.push(`console: ${message.text()}`);
    });
    page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
    await use(page);
    const violations = await page.evaluate(() => window.__cspViolations ?? []).catch(() => []);
    expect([...problems, ...violations], 'CSP violations or page errors').toEqual([]);
  },
});

export { expect };

/** Signs in through the login page the app redirects to, and waits for the app. */
export async function login(page: Page, username: string, path = '/inicio'): Promise<void> {
  await page.goto(path);
  await expect(page.getByRole('heading', { name: 'Ingresar' })).toBeVisible();
  await page.getByLabel('Usuario').fill(username);
  await page.getByLabel('Contraseña').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Ingresar' }).click();
  await expect(page.getByRole('button', { name: 'Cerrar sesión' })).toBeVisible();
}

/**
 * Saves a screenshot of the current screen as test-results/screens/<name>.png when `E2E_SCREENS=1`
 * (`E2E_SCREENS=1 npx playwright test`): pictures to look at, not assertions, so the test run skips
 * their cost (about half a second each).
 */
export async function shot(page: Page, name: string, fullPage = false): Promise<void> {
  if (process.env.E2E_SCREENS !== '1') return;
  await page.waitForTimeout(250); // let transitions settle
  await page.screenshot({ path: `test-results/screens/${name}.png`, fullPage });
}

/** The toast with this text (notifications at the bottom). */
export function toast(page: Page, text: string) {
  return page.locator('.bp6-toast', { hasText: text });
}
