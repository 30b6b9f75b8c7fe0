/**
 * Typing into masked widgets in real Chromium (widgets issue: "typing into a masked field never
 * loses focus or jumps the caret to the end"). Drives the widget stories of the built Storybook,
 * served by a tiny static server, with the real keyboard and mouse. Plain @playwright/test: the
 * shared fixture's CSP check is for the app, not for Storybook's own page.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { ensureStorybookBuilt, serveStorybook, type StaticServer } from './storybookServer';

let storybook: StaticServer;
const problems: string[] = [];

test.beforeAll(async () => {
  test.setTimeout(300_000);
  ensureStorybookBuilt(['widgets-maskedtext--vacio', 'widgets-maskedtext--completo', 'widgets-cardnumber--vacio', 'widgets-cardnumber--revelado']);
  storybook = await serveStorybook();
});

test.afterAll(async () => {
  await storybook?.close();
});

test.beforeEach(({ page }) => {
  problems.length = 0;
  page.on('pageerror', (error) => problems.push(error.message));
});

test.afterEach(() => {
  expect(problems, 'page errors').toEqual([]);
});

async function openStory(page: Page, id: string): Promise<void> {
  await page.goto(`${storybook.url}/iframe.html?id=${id}&viewMode=story`);
  await expect(page.getByTestId('stored')).toBeVisible();
}

const caret = (box: Locator) => box.evaluate((input: HTMLInputElement) => input.selectionStart);
const stored = async (page: Page) => JSON.parse((await page.getByTestId('stored').textContent()) ?? '{}') as Record<string, unknown>;

test('a CUIT typed digit by digit is formatted as typed, keeps the focus and the caret at the end', async ({ page }) => {
  await openStory(page, 'widgets-maskedtext--vacio');
  const cuit = page.getByRole('textbox', { name: 'CUIT' });
  await cuit.focus();
  for (const digit of '20123456786') {
    await page.keyboard.press(digit);
    await expect(cuit).toBeFocused();
    const value = await cuit.inputValue();
    expect(await caret(cuit)).toBe(value.length);
  }
  await expect(cuit).toHaveValue('20-12345678-6');
  await expect(cuit).toBeFocused();
  expect((await stored(page)).cuit).toBe('20123456786');
  // A twelfth digit is refused, the caret stays.
  await page.keyboard.press('1');
  await expect(cuit).toHaveValue('20-12345678-6');
  expect(await caret(cuit)).toBe(13);
});

test('a digit typed in the middle goes where the caret is, and the caret stays there', async ({ page }) => {
  await openStory(page, 'widgets-maskedtext--vacio');
  const cuit = page.getByRole('textbox', { name: 'CUIT' });
  await cuit.click();
  await page.keyboard.type('2012345');
  await expect(cuit).toHaveValue('20-12345');
  for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('9');
  await expect(cuit).toHaveValue('20-129345');
  expect(await caret(cuit)).toBe(6);
  await page.keyboard.press('8');
  await expect(cuit).toHaveValue('20-1298345');
  expect(await caret(cuit)).toBe(7);
  await expect(cuit).toBeFocused();
  expect((await stored(page)).cuit).toBe('201298345');
});

test('Backspace after a separator deletes the digit before it', async ({ page }) => {
  await openStory(page, 'widgets-maskedtext--vacio');
  const documento = page.getByRole('textbox', { name: 'Número de documento' });
  await documento.click();
  await page.keyboard.type('12345');
  await expect(documento).toHaveValue('12.345');
  for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('Backspace');
  await expect(documento).toHaveValue('1.345');
  expect(await caret(documento)).toBe(1);
});

test('a document number gets thousands dots while typing, and a CUIT-length one dashes', async ({ page }) => {
  await openStory(page, 'widgets-maskedtext--vacio');
  const documento = page.getByRole('textbox', { name: 'Número de documento' });
  await documento.click();
  await page.keyboard.type('12345678');
  await expect(documento).toHaveValue('12.345.678');
  expect(await caret(documento)).toBe(10);
  await page.keyboard.type('901');
  await expect(documento).toHaveValue('12-34567890-1');
  expect((await stored(page)).documento).toBe('12345678901');
});

test('a phone is formatted when leaving the field', async ({ page }) => {
  await openStory(page, 'widgets-maskedtext--vacio');
  const telefono = page.getByRole('textbox', { name: 'Teléfono' });
  await telefono.click();
  await page.keyboard.type('1147891234');
  await expect(telefono).toHaveValue('1147891234');
  await expect(telefono).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(telefono).toHaveValue('(11) 4789-1234');
  expect((await stored(page)).telefono).toBe('1147891234');
});

test('an amount gets thousands commas and refuses a third decimal', async ({ page }) => {
  await openStory(page, 'widgets-maskedtext--vacio');
  const importe = page.getByRole('textbox', { name: 'Importe' });
  await importe.click();
  await page.keyboard.type('1234567.89');
  await expect(importe).toHaveValue('1,234,567.89');
  await page.keyboard.press('1');
  await expect(importe).toHaveValue('1,234,567.89');
  expect(await caret(importe)).toBe(12);
  await expect(importe).toBeFocused();
  expect((await stored(page)).importe).toBe('1234567.89');
});

test('a mouse click at the start of a filled field then typing inserts there, regrouping the rest', async ({ page }) => {
  await openStory(page, 'widgets-maskedtext--completo');
  const ruta = page.getByRole('textbox', { name: 'Ruta' });
  await expect(ruta).toHaveValue('EZE-MAD-BCN');
  await ruta.click({ position: { x: 2, y: 10 } });
  expect(await caret(ruta)).toBe(0);
  await page.keyboard.press('a');
  await expect(ruta).toHaveValue('AEZ-EMA-DBC-N');
  expect(await caret(ruta)).toBe(1);
  await expect(ruta).toBeFocused();
  expect((await stored(page)).ruta).toBe('AEZEMADBCN');
  const documento = page.getByRole('textbox', { name: 'Número de documento' });
  await documento.click({ position: { x: 2, y: 10 } });
  await page.keyboard.press('9');
  await expect(documento).toHaveValue('912.345.678');
  expect(await caret(documento)).toBe(1);
});

test('a card number shows while typed and is masked when leaving the field', async ({ page }) => {
  await openStory(page, 'widgets-cardnumber--vacio');
  const numero = page.getByRole('textbox', { name: 'Número de tarjeta' });
  await expect(numero).toHaveAttribute('data-widget', 'cardNumber');
  await numero.click();
  await page.keyboard.type('4111111111111234');
  await expect(numero).toHaveValue('4111-1111-1111-1234');
  await expect(numero).toBeFocused();
  expect(await caret(numero)).toBe(19);
  await page.keyboard.press('Tab');
  await expect(numero).toHaveValue('XXXX-XXXX-XXXX-1234');
  expect((await stored(page)).numero).toBe('4111111111111234');
});

test('a revealed card number shows every digit', async ({ page }) => {
  await openStory(page, 'widgets-cardnumber--revelado');
  await expect(page.getByRole('textbox', { name: 'Número de tarjeta' })).toHaveValue('4111-1111-1111-1234');
});
