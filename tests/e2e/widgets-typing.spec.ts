/**
 * Typing into masked widgets in real Chromium (widgets issue: "typing into a masked field never
 * loses focus or jumps the caret to the end"). Drives the widget stories of the built Storybook,
 * served by a tiny static server, with the real keyboard and mouse. Plain @playwright/test: the
 * shared fixture's CSP check is for the app, not for Storybook's own page.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { ensureStorybookBuilt, openStory as openStoryOf, serveStorybook, STORY_READY_TIMEOUT, type StaticServer } from './storybookServer';

// Each test opens a story cold: its ready guard plus the test's own steps.
test.describe.configure({ timeout: STORY_READY_TIMEOUT + 60_000 });

let storybook: StaticServer;
const problems: string[] = [];

test.beforeAll(async () => {
  test.setTimeout(300_000);
  ensureStorybookBuilt([
    'widgets-maskedtext--vacio',
    'widgets-maskedtext--completo',
    'widgets-cardnumber--vacio',
    'widgets-cardnumber--completo',
    'widgets-cardnumber--revelado',
  ]);
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

const openStory = (page: Page, id: string) => openStoryOf(page, storybook, id);

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

test('WID-12 an amount refuses a third decimal while typed and gets thousands commas when left (decision 126)', async ({ page }) => {
  await openStory(page, 'widgets-maskedtext--vacio');
  const importe = page.getByRole('textbox', { name: 'Importe' });
  await importe.click();
  await page.keyboard.type('1234567.89');
  await expect(importe).toHaveValue('1234567.89');
  await page.keyboard.press('1');
  await expect(importe).toHaveValue('1234567.89');
  expect(await caret(importe)).toBe(10);
  await expect(importe).toBeFocused();
  expect((await stored(page)).importe).toBe('1234567.89');
  await page.keyboard.press('Tab');
  await expect(importe).toHaveValue('1,234,567.89');
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

test('WID-11 a route code is upper-cased and grouped by three as typed, keeping the focus and the caret', async ({ page }) => {
  await openStory(page, 'widgets-maskedtext--vacio');
  const ruta = page.getByRole('textbox', { name: 'Ruta' });
  await ruta.click();
  const shown = ['E', 'EZ', 'EZE', 'EZE-M', 'EZE-MA', 'EZE-MAD', 'EZE-MAD-B', 'EZE-MAD-BC', 'EZE-MAD-BCN'];
  for (const [i, key] of [...'ezemadbcn'].entries()) {
    await page.keyboard.press(key);
    await expect(ruta).toHaveValue(shown[i]);
    await expect(ruta).toBeFocused();
    expect(await caret(ruta)).toBe(shown[i].length);
  }
  expect((await stored(page)).ruta).toBe('EZEMADBCN');
  // A typed dash or space is not part of the code: the display stays, the caret too.
  await page.keyboard.press('-');
  await page.keyboard.press(' ');
  await expect(ruta).toHaveValue('EZE-MAD-BCN');
  expect(await caret(ruta)).toBe(11);
  // An accented letter loses its accent; mixed case comes out upper case.
  await page.keyboard.type('éZ');
  await expect(ruta).toHaveValue('EZE-MAD-BCN-EZ');
  await page.keyboard.press('Tab');
  await expect(ruta).toHaveValue('EZE-MAD-BCN-EZ');
  expect((await stored(page)).ruta).toBe('EZEMADBCNEZ');
});

test('WID-11 a letter typed in the middle of a route code goes where the caret is, upper case, and regroups', async ({ page }) => {
  await openStory(page, 'widgets-maskedtext--vacio');
  const ruta = page.getByRole('textbox', { name: 'Ruta' });
  await ruta.click();
  await page.keyboard.type('ezemad');
  await expect(ruta).toHaveValue('EZE-MAD');
  for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('x');
  await expect(ruta).toHaveValue('EZE-XMA-D');
  expect(await caret(ruta)).toBe(5);
  await expect(ruta).toBeFocused();
  expect((await stored(page)).ruta).toBe('EZEXMAD');
});

test('WID-13 a number field takes digits only, keeps leading zeros, the focus and the caret', async ({ page }) => {
  await openStory(page, 'widgets-maskedtext--vacio');
  const legajo = page.getByRole('textbox', { name: 'Legajo' });
  await legajo.click();
  for (const [i, key] of [...'00123'].entries()) {
    await page.keyboard.press(key);
    await expect(legajo).toHaveValue('00123'.slice(0, i + 1));
    await expect(legajo).toBeFocused();
    expect(await caret(legajo)).toBe(i + 1);
  }
  // Letters, a point and a dash are refused: nothing changes, the caret stays.
  for (const key of ['a', '.', '-']) {
    await page.keyboard.press(key);
    await expect(legajo).toHaveValue('00123');
    expect(await caret(legajo)).toBe(5);
  }
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('x');
  await expect(legajo).toHaveValue('00123');
  expect(await caret(legajo)).toBe(3);
  await page.keyboard.press('9');
  await expect(legajo).toHaveValue('001923');
  expect(await caret(legajo)).toBe(4);
  await page.keyboard.press('Tab');
  await expect(legajo).toHaveValue('001923');
  expect((await stored(page)).legajo).toBe('001923');
});

test('CRD-08 a new card number shows grouped while typed and stays readable after leaving the field until it is saved', async ({ page }) => {
  await openStory(page, 'widgets-cardnumber--vacio');
  const numero = page.getByRole('textbox', { name: 'Número de tarjeta' });
  await expect(numero).toHaveAttribute('data-widget', 'cardNumber');
  await numero.click();
  await page.keyboard.type('4111111111111234');
  await expect(numero).toHaveValue('4111-1111-1111-1234');
  await expect(numero).toBeFocused();
  expect(await caret(numero)).toBe(19);
  await page.keyboard.press('Tab');
  // Not saved yet: the number being checked stays readable (a saved one comes back redacted).
  await expect(numero).not.toBeFocused();
  await expect(numero).toHaveValue('4111-1111-1111-1234');
  expect((await stored(page)).numero).toBe('4111111111111234');
});

test('WID-17 mouse: a saved card is masked, a click shows the whole number to edit, a triple click selects it to replace; the replacement stays readable until saved', async ({
  page,
}) => {
  await openStory(page, 'widgets-cardnumber--completo');
  const numero = page.getByRole('textbox', { name: 'Número de tarjeta' });
  await expect(numero).toHaveValue('XXXX-XXXX-XXXX-1234');
  await numero.click();
  await expect(numero).toBeFocused();
  await expect(numero).toHaveValue('4111-1111-1111-1234');
  await numero.click({ clickCount: 3 });
  await page.keyboard.type('5500000000000004');
  await expect(numero).toHaveValue('5500-0000-0000-0004');
  expect(await caret(numero)).toBe(19);
  await page.getByTestId('stored').click();
  await expect(numero).not.toBeFocused();
  await expect(numero).toHaveValue('5500-0000-0000-0004');
  expect((await stored(page)).numero).toBe('5500000000000004');
  // A click at the start, then a digit, goes in front and regroups.
  await numero.click({ position: { x: 2, y: 10 } });
  await expect(numero).toHaveValue('5500-0000-0000-0004');
  expect(await caret(numero)).toBe(0);
  await page.keyboard.press('Delete');
  await page.keyboard.press('4');
  await expect(numero).toHaveValue('4500-0000-0000-0004');
  expect(await caret(numero)).toBe(1);
  expect((await stored(page)).numero).toBe('4500000000000004');
});

test('a revealed card number shows every digit', async ({ page }) => {
  await openStory(page, 'widgets-cardnumber--revelado');
  await expect(page.getByRole('textbox', { name: 'Número de tarjeta' })).toHaveValue('4111-1111-1111-1234');
});
