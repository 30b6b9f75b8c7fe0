/**
 * Real Chromium, keyboard and mouse, on the widget stories of the built Storybook: the IIBB
 * coefficient grid (ACC-48…56), the checklist, radio group and switch, and the file uploader.
 * Native selects are driven by the keyboard as a person does (type-ahead, End); their open list is
 * drawn by the browser outside the page, so the mouse paths pick an option with `selectOption`.
 */
import { readFile } from 'node:fs/promises';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { ensureStorybookBuilt, openStory as openStoryOf, serveStorybook, STORY_READY_TIMEOUT, type StaticServer } from './storybookServer';

const STORIES = [
  'widgets-coefficientgrid--vacio',
  'widgets-coefficientgrid--completo',
  'widgets-checklist--vacio',
  'widgets-radiogroup--vacio',
  'widgets-switch--vacio',
  'widgets-fileupload--vacio',
];

// Each test opens a story cold: its ready guard plus the test's own steps.
test.describe.configure({ timeout: STORY_READY_TIMEOUT + 60_000 });

let storybook: StaticServer;
const problems: string[] = [];

test.beforeAll(async () => {
  test.setTimeout(300_000);
  ensureStorybookBuilt(STORIES);
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

const stored = async (page: Page) => JSON.parse((await page.getByTestId('stored').textContent()) ?? '{}') as Record<string, unknown>;

/** Presses Tab (or Shift+Tab) until `target` has the focus, as a keyboard user moves through the page. */
async function tabTo(page: Page, target: Locator, key: 'Tab' | 'Shift+Tab' = 'Tab'): Promise<void> {
  for (let i = 0; i < 30; i++) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press(key);
  }
  await expect(target).toBeFocused();
}

test.describe('CoefficientGrid', () => {
  const STORY = 'widgets-coefficientgrid--vacio';

  test('ACC-48 at 1366 px every jurisdiction name and type is readable in full in its select, the grid not scrolled', async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 768 });
    await openStory(page, 'widgets-coefficientgrid--completo');
    const grid = page.locator('.bo-coefficient-grid');
    await expect(page.getByRole('combobox', { name: 'Jurisdicción 1' }).getByRole('option', { name: '901 - Ciudad Autónoma de Buenos Aires' })).toBeAttached();
    // Width of the longest option of each select (drawn in the select's font) against the room its box leaves for text.
    const selects = await grid.locator('select').evaluateAll((elements) =>
      (elements as HTMLSelectElement[]).map((select) => {
        const style = getComputedStyle(select);
        const context = document.createElement('canvas').getContext('2d')!;
        context.font = style.font;
        const texts = [...select.options].map((o) => o.text);
        const need = Math.max(...texts.map((text) => context.measureText(text).width));
        const room = select.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
        return { label: select.getAttribute('aria-label'), shown: select.selectedOptions[0]?.text, need: Math.ceil(need), room: Math.floor(room) };
      }),
    );
    expect(selects.map((s) => s.shown)).toEqual([
      '901 - Ciudad Autónoma de Buenos Aires',
      'Convenio Multilateral',
      '902 - Buenos Aires',
      'Convenio Multilateral',
      '913 - Mendoza',
      'Exento',
    ]);
    for (const s of selects) expect(s.need, `${s.label}: ${s.shown}`).toBeLessThanOrEqual(s.room);
    expect(await grid.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
    await page.screenshot({ path: test.info().outputPath('coefficient-grid-1366.png'), fullPage: true });
  });

  test('ACC-54 / ACC-55 / ACC-56 keyboard only: Tab and Enter add rows, type-ahead picks, an exempt row goes to 0, Enter removes; the total follows', async ({
    page,
  }) => {
    await openStory(page, STORY);
    const total = page.getByRole('status');
    await expect(total).toHaveText('Total: 0,0000');
    const add = page.getByRole('button', { name: 'Agregar jurisdicción' });
    await tabTo(page, add);
    await page.keyboard.press('Enter');

    const jurisdiction1 = page.getByRole('combobox', { name: 'Jurisdicción 1' });
    await expect(jurisdiction1.getByRole('option', { name: '901 - Ciudad Autónoma de Buenos Aires' })).toBeAttached();
    await tabTo(page, jurisdiction1, 'Shift+Tab');
    await page.keyboard.type('901'); // type-ahead on the closed select
    await expect(jurisdiction1).toHaveValue('901');
    await page.keyboard.press('Tab');
    const coefficient1 = page.getByRole('textbox', { name: 'Coeficiente 1' });
    await expect(coefficient1).toBeFocused();
    await page.keyboard.type('0,25');
    await expect(total).toHaveText('Total: 0,2500');
    await page.keyboard.type('99');
    await expect(coefficient1).toHaveValue('0,2599');
    await page.keyboard.type('9'); // a fifth decimal is refused (ACC-56, CST-27: 4 decimals)
    await expect(coefficient1).toHaveValue('0,2599');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('combobox', { name: 'Tipo 1' })).toBeFocused();
    await page.keyboard.type('C');
    await expect(page.getByRole('combobox', { name: 'Tipo 1' })).toHaveValue('convenio');
    await expect(total).toHaveText('Total: 0,2599');

    // A second row: Tab past "Quitar fila 1" to the add button.
    await tabTo(page, add);
    await page.keyboard.press('Enter');
    const jurisdiction2 = page.getByRole('combobox', { name: 'Jurisdicción 2' });
    await tabTo(page, jurisdiction2, 'Shift+Tab');
    await page.keyboard.type('901');
    // ACC-55, SHR-06: said once, as a danger notification.
    await expect(page.locator('.bp6-toast.bp6-intent-danger').getByRole('alert')).toHaveText('Ya existe una configuración para esta jurisdicción');
    await expect(jurisdiction2).toHaveValue('');
    await page.keyboard.press('End'); // the last jurisdiction, Tucumán
    await expect(jurisdiction2).toHaveValue('924');
    await expect(page.getByText('Ya existe una configuración para esta jurisdicción')).toHaveCount(1);
    await page.keyboard.press('Tab');
    const coefficient2 = page.getByRole('textbox', { name: 'Coeficiente 2' });
    await expect(coefficient2).toBeFocused();
    await page.keyboard.type('0,7401');
    await expect(total).toHaveText('Total: 1,0000');
    await page.keyboard.press('Tab');
    await page.keyboard.type('E'); // Exento: coefficient 0 and read-only (ACC-54)
    await expect(page.getByRole('combobox', { name: 'Tipo 2' })).toHaveValue('exento');
    await expect(coefficient2).toHaveValue('0,0000');
    await expect(coefficient2).toHaveAttribute('readonly', '');
    await expect(total).toHaveText('Total: 0,2599');

    // Remove the first row with the keyboard: the exempt Tucumán row is left.
    await tabTo(page, page.getByRole('button', { name: 'Quitar fila 1' }), 'Shift+Tab');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('button', { name: 'Quitar fila 2' })).toHaveCount(0);
    await expect(jurisdiction1).toHaveValue('924');
    await expect(coefficient1).toHaveValue('0,0000');
    await expect(total).toHaveText('Total: 0,0000');
    await expect.poll(async () => (await stored(page)).coeficientes).toEqual([{ jurisdiccion: '924', coeficiente: 0, tipo: 'exento' }]);
  });

  test('ACC-54 / ACC-56 with the mouse: add, pick, type, exempt and remove rows; the total follows', async ({ page }) => {
    await openStory(page, STORY);
    const total = page.getByRole('status');
    const add = page.getByRole('button', { name: 'Agregar jurisdicción' });
    await add.click();
    const jurisdiction1 = page.getByRole('combobox', { name: 'Jurisdicción 1' });
    await expect(jurisdiction1.getByRole('option', { name: '902 - Buenos Aires' })).toBeAttached();
    await jurisdiction1.selectOption('902');
    await page.getByRole('textbox', { name: 'Coeficiente 1' }).click();
    await page.keyboard.type('0,6');
    await expect(total).toHaveText('Total: 0,6000');
    await page.getByRole('combobox', { name: 'Tipo 1' }).selectOption('local');

    await add.click();
    await page.getByRole('combobox', { name: 'Jurisdicción 2' }).selectOption('913');
    const coefficient2 = page.getByRole('textbox', { name: 'Coeficiente 2' });
    await coefficient2.click();
    await page.keyboard.type('0,4');
    await expect(total).toHaveText('Total: 1,0000');
    await page.getByRole('combobox', { name: 'Tipo 2' }).selectOption('exento');
    await expect(coefficient2).toHaveValue('0,0000');
    await expect(coefficient2).toHaveAttribute('readonly', '');
    await expect(total).toHaveText('Total: 0,6000');

    await page.getByRole('button', { name: 'Quitar fila 2' }).click();
    await expect(page.getByRole('combobox', { name: 'Jurisdicción 2' })).toHaveCount(0);
    await expect(total).toHaveText('Total: 0,6000');
    await page.getByRole('button', { name: 'Quitar fila 1' }).click();
    await expect(page.getByText('No hay jurisdicciones cargadas.')).toBeVisible();
    await expect(total).toHaveText('Total: 0,0000');
    await expect.poll(async () => (await stored(page)).coeficientes).toEqual([]);
  });
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

test('WID-18 the checklist works with the mouse: a click on an option label checks it, another click unchecks it', async ({ page }) => {
  await openStory(page, 'widgets-checklist--vacio');
  const label = (text: string) => page.locator('label.bp6-checkbox', { hasText: text });
  await label('Hotel').click();
  await expect(page.getByRole('checkbox', { name: 'Hotel' })).toBeChecked();
  await label('WhatsApp').click();
  await expect(page.getByRole('checkbox', { name: 'WhatsApp' })).toBeChecked();
  await label('Aéreo').click();
  // Stored in the options' order, whatever the order of the clicks.
  await expect.poll(() => stored(page)).toEqual({ servicios: ['aereo', 'hotel'], canales: ['whatsapp'] });
  await label('Hotel').click();
  await expect(page.getByRole('checkbox', { name: 'Hotel' })).not.toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Aéreo' })).toBeChecked();
  await expect.poll(async () => (await stored(page)).servicios).toEqual(['aereo']);
});

test('the switch works with the mouse: a click on its label turns it on, another turns it off', async ({ page }) => {
  await openStory(page, 'widgets-switch--vacio');
  const vigente = page.getByRole('switch', { name: 'Vigente' });
  const notificar = page.getByRole('switch', { name: 'Enviar notificaciones' });
  await expect(vigente).not.toBeChecked();
  await page.locator('label.bp6-switch', { hasText: 'Vigente' }).click();
  await expect(vigente).toBeChecked();
  await expect(notificar).not.toBeChecked();
  await expect.poll(async () => (await stored(page)).vigente).toBe(true);
  await page.locator('label.bp6-switch', { hasText: 'Enviar notificaciones' }).click();
  await expect(notificar).toBeChecked();
  await page.locator('label.bp6-switch', { hasText: 'Vigente' }).click();
  await expect(vigente).not.toBeChecked();
  await expect.poll(() => stored(page)).toEqual({ vigente: false, notificar: true });
});

test.describe('FileUpload', () => {
  const pdf = { name: 'contrato.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4 contrato') };

  // File choosers are intercepted from the page's start: Playwright turns the interception on when the
  // first listener is added, and a chooser that opened before it had taken effect (the key pressed
  // right after `waitForEvent`) was missed now and then (a 2-minute timeout).
  test.beforeEach(({ page }) => {
    page.on('filechooser', () => {});
  });

  /** The download the next action starts: its file name and bytes. */
  async function downloaded(page: Page, action: () => Promise<void>): Promise<{ name: string; text: string }> {
    const download = page.waitForEvent('download');
    await action();
    const file = await download;
    const path = await file.path();
    return { name: file.suggestedFilename(), text: await readFile(path, 'utf8') };
  }

  test('WID-01 the uploader sends a chosen file and then offers it for download; a wrong extension is refused', async ({ page }) => {
    await openStory(page, 'widgets-fileupload--vacio');
    const input = page.locator('input[type="file"]').first();
    await input.setInputFiles({ name: 'foto.exe', mimeType: 'application/octet-stream', buffer: Buffer.from('MZ') });
    await expect(page.getByText(/foto\.exe/).first()).toBeVisible();
    await expect.poll(async () => (await stored(page)).contrato).toBeUndefined();
    await input.setInputFiles(pdf);
    await expect(page.getByRole('button', { name: 'Descargar contrato.pdf' })).toBeVisible();
    await expect.poll(async () => typeof (await stored(page)).contrato).toBe('string');
  });

  test('WID-01 keyboard: Tab to Examinar, Enter opens the file chooser, the file is uploaded; Enter on its link downloads it', async ({ page }) => {
    await openStory(page, 'widgets-fileupload--vacio');
    const contrato = page.getByLabel('Contrato', { exact: true });
    await tabTo(page, contrato);
    const chooser = page.waitForEvent('filechooser');
    await page.keyboard.press('Enter');
    await (await chooser).setFiles(pdf);
    const link = page.getByRole('button', { name: 'Descargar contrato.pdf' });
    await expect(link).toBeVisible();
    await expect.poll(async () => typeof (await stored(page)).contrato).toBe('string');
    await tabTo(page, link, 'Shift+Tab');
    expect(await downloaded(page, () => page.keyboard.press('Enter'))).toEqual({ name: 'contrato.pdf', text: '%PDF-1.4 contrato' });
    // Quitar, by keyboard too, takes the file out.
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Quitar el archivo contrato.pdf' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(link).toHaveCount(0);
    await expect.poll(async () => (await stored(page)).contrato).toBeUndefined();
  });

  test('WID-01 / WID-04 mouse: a click on Examinar opens the file chooser, the logo is uploaded; a click on its link downloads it', async ({ page }) => {
    await openStory(page, 'widgets-fileupload--vacio');
    // The visible "Examinar" button is drawn at the right end of the field's box.
    const logoBox = page.locator('label.bp6-file-input').filter({ has: page.getByLabel('Logo', { exact: true }) });
    const box = await logoBox.boundingBox();
    if (!box) throw new Error('sin caja del campo Logo');
    const chooser = page.waitForEvent('filechooser');
    await page.mouse.click(box.x + box.width - 20, box.y + box.height / 2);
    await (await chooser).setFiles({ name: 'marca.png', mimeType: 'image/png', buffer: Buffer.from('PNG marca') });
    const link = page.getByRole('button', { name: 'Descargar marca.png' });
    await expect(link).toBeVisible();
    await expect.poll(async () => typeof (await stored(page)).logo).toBe('string');
    expect(await downloaded(page, () => link.click())).toEqual({ name: 'marca.png', text: 'PNG marca' });
    await page.getByRole('button', { name: 'Quitar el archivo marca.png' }).click();
    await expect(link).toHaveCount(0);
    await expect.poll(async () => (await stored(page)).logo).toBeUndefined();
  });
});
