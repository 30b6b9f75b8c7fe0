/**
 * Real Chromium, keyboard and mouse, on the widget stories of the built Storybook: the IIBB
 * coefficient grid (ACC-48…56), the checklist, radio group and switch, and the file uploader.
 */
import { expect, test, type Page } from '@playwright/test';
import { ensureStorybookBuilt, serveStorybook, type StaticServer } from './storybookServer';

const STORIES = ['widgets-coefficientgrid--vacio', 'widgets-checklist--vacio', 'widgets-radiogroup--vacio', 'widgets-switch--vacio', 'widgets-fileupload--vacio'];

let storybook: StaticServer;

test.beforeAll(async () => {
  test.setTimeout(300_000);
  ensureStorybookBuilt(STORIES);
  storybook = await serveStorybook();
});

test.afterAll(async () => {
  await storybook?.close();
});

async function openStory(page: Page, id: string): Promise<void> {
  await page.goto(`${storybook.url}/iframe.html?id=${id}&viewMode=story`);
  await expect(page.getByTestId('stored')).toBeVisible();
}

const stored = async (page: Page) => JSON.parse((await page.getByTestId('stored').textContent()) ?? '{}') as Record<string, unknown>;

test('ACC-56 the coefficient grid is filled with the keyboard and shows the running total', async ({ page }) => {
  await openStory(page, 'widgets-coefficientgrid--vacio');
  await page.getByRole('button', { name: 'Agregar jurisdicción' }).click();
  await page.getByRole('combobox', { name: 'Jurisdicción 1' }).selectOption('901');
  const coefficient = page.getByRole('textbox', { name: 'Coeficiente 1' });
  await coefficient.click();
  await page.keyboard.type('0,25');
  await expect(page.getByRole('status')).toContainText('0,2500');
  await page.keyboard.type('99');
  await expect(coefficient).toHaveValue('0,2599');
  await page.keyboard.type('9'); // a fifth decimal is refused (CST-27: 4 decimals)
  await expect(coefficient).toHaveValue('0,2599');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('status')).toContainText('0,2599');
  await page.getByRole('button', { name: 'Agregar jurisdicción' }).click();
  await page.getByRole('combobox', { name: 'Jurisdicción 2' }).selectOption('901');
  await expect(page.getByRole('alert')).toContainText('Ya existe una configuración para esta jurisdicción');
});

test('WID-18 the checklist, radio group and switch work with the keyboard', async ({ page }) => {
  await openStory(page, 'widgets-checklist--vacio');
  const firstBox = page.getByRole('checkbox').first();
  await firstBox.focus({ timeout: 10_000 });
  await page.keyboard.press('Space');
  await expect(firstBox).toBeChecked();
  await expect.poll(async () => Object.values(await stored(page)).flat().length).toBe(1);

  await openStory(page, 'widgets-radiogroup--vacio');
  // Blueprint draws the radio over its hidden input: a person clicks the label.
  await page.getByRole('radiogroup', { name: 'Canal de venta' }).locator('label', { hasText: 'Web' }).click({ timeout: 10_000 });
  await expect.poll(async () => (await stored(page)).canal).toBe('web');
  await page.keyboard.press('ArrowDown');
  await expect.poll(async () => (await stored(page)).canal).toBe('agencia');

  await openStory(page, 'widgets-switch--vacio');
  const toggle = page.getByRole('switch').first();
  await toggle.focus({ timeout: 10_000 });
  await page.keyboard.press('Space');
  await expect(toggle).toBeChecked();
});

test('WID-01 the uploader sends a chosen file and then offers it for download; a wrong extension is refused', async ({ page }) => {
  await openStory(page, 'widgets-fileupload--vacio');
  const input = page.locator('input[type="file"]').first();
  await input.setInputFiles({ name: 'foto.exe', mimeType: 'application/octet-stream', buffer: Buffer.from('MZ') });
  await expect(page.getByText(/foto\.exe/).first()).toBeVisible();
  await expect.poll(async () => (await stored(page)).contrato).toBeUndefined();
  await input.setInputFiles({ name: 'contrato.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4 contrato') });
  await expect(page.getByRole('button', { name: 'Descargar contrato.pdf' })).toBeVisible();
  await expect.poll(async () => typeof (await stored(page)).contrato).toBe('string');
});
