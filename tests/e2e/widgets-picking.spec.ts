/**
 * Picking in real Chromium (widgets issue, "an e2e check in Chromium for typing and picking with
 * keyboard and mouse"): dates in the Spanish, Monday-first calendar with the mouse and the
 * keyboard, typed dates, both ends of a date range typed and picked with the mouse and with the
 * keyboard, the combo select with keyboard and mouse, and the multi-select with the mouse and the
 * keyboard. Drives the widget stories of the built Storybook served by a tiny static server.
 * Plain @playwright/test: the shared fixture's CSP check is for the app, not for Storybook's page.
 */
import { expect, test, type Page } from '@playwright/test';
import { ensureStorybookBuilt, openStory as openStoryOf, serveStorybook, STORY_READY_TIMEOUT, type StaticServer } from './storybookServer';

const STORIES = [
  'widgets-dateinput--vacio',
  'widgets-dateinput--completo',
  'widgets-daterange--vacio',
  'widgets-daterange--completo',
  'widgets-comboselect--vacio',
  'widgets-multiselect--vacio',
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
/** The open calendar: a popover still closing (its exit transition, ~300 ms) holds another one. */
const calendar = (page: Page) => page.locator('.bp6-popover-transition-container:not(.bp6-popover-exit):not(.bp6-popover-exit-active) .bp6-datepicker');
const day = (page: Page, n: number) => calendar(page).locator('.rdp-day:not(.rdp-day_outside)').getByText(String(n), { exact: true });

/** From a date box with its calendar open, ArrowDown puts the focus on the calendar's selected day. */
async function arrowToSelectedDay(page: Page): Promise<void> {
  await page.keyboard.press('ArrowDown');
}

test.describe('DateInput', () => {
  test('WID-16 / CST-57 picks a day with the mouse in a Spanish calendar starting on Monday', async ({ page }) => {
    await openStory(page, 'widgets-dateinput--completo');
    const input = page.getByLabel('Fecha de alta');
    await expect(input).toHaveValue('05/03/2026');
    await input.click();
    await expect(calendar(page)).toBeVisible();
    await expect(calendar(page).locator('.rdp-head_cell').first()).toHaveAttribute('aria-label', 'lunes');
    await expect(calendar(page).locator('.rdp-head_cell').last()).toHaveAttribute('aria-label', 'domingo');
    await expect(calendar(page).locator('select').first()).toHaveValue('2');
    await day(page, 12).click();
    await expect.poll(() => stored(page)).toEqual({ alta: '2026-03-12' });
    await expect(input).toHaveValue('12/03/2026');
  });

  test('WID-16 picks a day with the keyboard: ArrowDown into the calendar, arrows, Enter; Tab from a typed date goes to the next field', async ({ page }) => {
    await openStory(page, 'widgets-dateinput--completo');
    const input = page.getByLabel('Fecha de alta');
    await input.focus();
    await expect(calendar(page)).toHaveCount(0); // the focus alone does not open it
    // ArrowDown from the box opens the calendar and enters it on the selected day (5 March).
    await arrowToSelectedDay(page);
    await expect(calendar(page)).toBeVisible();
    await expect(page.locator(':focus')).toHaveText('5');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowDown');
    await expect(page.locator(':focus')).toHaveText('14');
    await page.keyboard.press('Enter');
    await expect.poll(() => stored(page)).toEqual({ alta: '2026-03-14' });
    await expect(input).toHaveValue('14/03/2026');
    // Typed and tabbed past: the focus leaves the box and the calendar closes.
    await input.click();
    await expect(calendar(page)).toBeVisible();
    await input.press('ControlOrMeta+a');
    await page.keyboard.type('20/03/2026');
    await page.keyboard.press('Tab');
    await expect(input).not.toBeFocused();
    await expect(page.locator('.bp6-datepicker')).toHaveCount(0);
    await expect.poll(() => stored(page)).toEqual({ alta: '2026-03-20' });
  });

  test('WID-15 / WID-16 typing 05/03/2026 stores 2026-03-05; typing 01/01/1800 leaves it blank', async ({ page }) => {
    await openStory(page, 'widgets-dateinput--vacio');
    const input = page.getByLabel('Fecha de alta');
    await input.click();
    await page.keyboard.type('05/03/2026');
    await expect.poll(() => stored(page)).toEqual({ alta: '2026-03-05' });
    await page.keyboard.press('Escape');
    await page.getByRole('heading', { name: 'Fechas' }).click();
    await expect(input).toHaveValue('05/03/2026');
    await input.click();
    await input.press('ControlOrMeta+a');
    await page.keyboard.type('01/01/1800');
    await page.keyboard.press('Escape');
    await page.getByRole('heading', { name: 'Fechas' }).click();
    await expect(input).toHaveValue('');
    await expect.poll(() => stored(page)).toEqual({});
  });
});

test.describe('DateRange', () => {
  const range = (page: Page) => page.getByRole('group', { name: 'Fechas del viaje' });

  test('WID-16 typing both ends stores { desde, hasta } as yyyy-MM-dd and shows dd/MM/yyyy', async ({ page }) => {
    await openStory(page, 'widgets-daterange--vacio');
    const desde = range(page).getByLabel('Desde');
    const hasta = range(page).getByLabel('Hasta');
    await desde.click();
    await page.keyboard.type('05/03/2026');
    await page.keyboard.press('Escape');
    await hasta.click();
    await page.keyboard.type('12/03/2026');
    await page.keyboard.press('Escape');
    await page.getByRole('heading', { name: 'Período' }).click();
    await expect.poll(() => stored(page)).toEqual({ viaje: { desde: '2026-03-05', hasta: '2026-03-12' } });
    await expect(desde).toHaveValue('05/03/2026');
    await expect(hasta).toHaveValue('12/03/2026');
  });

  test('WID-16 picks both ends with the keyboard: ArrowDown into the calendar, arrows, Enter; hasta cannot go before desde', async ({ page }) => {
    await openStory(page, 'widgets-daterange--completo');
    const desde = range(page).getByLabel('Desde');
    const hasta = range(page).getByLabel('Hasta');
    await desde.focus();
    await arrowToSelectedDay(page);
    await expect(calendar(page)).toBeVisible();
    await expect(page.locator(':focus')).toHaveText('5');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await expect(page.locator(':focus')).toHaveText('2');
    await page.keyboard.press('Enter');
    await expect.poll(() => stored(page)).toEqual({ viaje: { desde: '2026-03-02', hasta: '2026-03-12' } });
    await expect(desde).toHaveValue('02/03/2026');

    await hasta.focus();
    await arrowToSelectedDay(page);
    await expect(calendar(page)).toBeVisible();
    await expect(page.locator(':focus')).toHaveText('12');
    // 2 March is the start now: the days before it are not offered as the end.
    await expect(day(page, 1)).toBeDisabled();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowRight');
    await expect(page.locator(':focus')).toHaveText('20');
    await page.keyboard.press('Enter');
    await expect.poll(() => stored(page)).toEqual({ viaje: { desde: '2026-03-02', hasta: '2026-03-20' } });
    await expect(hasta).toHaveValue('20/03/2026');
    await expect(desde).toHaveValue('02/03/2026');
  });

  test('WID-16 / CST-57 picks both ends with the mouse; hasta cannot be before desde nor desde after hasta', async ({ page }) => {
    await openStory(page, 'widgets-daterange--completo');
    const desde = range(page).getByLabel('Desde');
    const hasta = range(page).getByLabel('Hasta');
    await hasta.click();
    await expect(calendar(page)).toBeVisible();
    await expect(calendar(page).locator('.rdp-head_cell').first()).toHaveAttribute('aria-label', 'lunes');
    // 5 March is the start: the days before it are not offered as the end.
    await expect(day(page, 4)).toBeDisabled();
    await day(page, 20).click();
    await expect.poll(() => stored(page)).toEqual({ viaje: { desde: '2026-03-05', hasta: '2026-03-20' } });
    await expect(hasta).toHaveValue('20/03/2026');
    await page.keyboard.press('Escape');
    await desde.click();
    await expect(calendar(page)).toBeVisible();
    await expect(day(page, 21)).toBeDisabled();
    await day(page, 2).click();
    await expect.poll(() => stored(page)).toEqual({ viaje: { desde: '2026-03-02', hasta: '2026-03-20' } });
    await expect(desde).toHaveValue('02/03/2026');
  });
});

test.describe('ComboSelect', () => {
  test('WID-20 keyboard: arrow opens the list with Buscar..., typing filters, Enter chooses', async ({ page }) => {
    await openStory(page, 'widgets-comboselect--vacio');
    const button = page.getByRole('button', { name: /^País/ });
    await expect(button).toHaveText('Seleccionar');
    await button.focus();
    await page.keyboard.press('ArrowDown');
    const search = page.getByPlaceholder('Buscar...');
    await expect(search).toBeFocused();
    await page.keyboard.type('chi');
    await page.keyboard.press('Enter');
    await expect.poll(() => stored(page)).toEqual({ pais: '04' });
    await expect(button).toHaveText('Chile');
    await expect(button).toBeFocused();
    // Again with arrows only: the list starts on Argentina; down, down is Brasil.
    await page.keyboard.press('Enter');
    await expect(search).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect.poll(() => stored(page)).toEqual({ pais: '03' });
    await expect(button).toHaveText('Brasil');
    await expect(button).toBeFocused();
  });

  test('WID-19 mouse: the list is at most 200 px high and scrolls; a click chooses', async ({ page }) => {
    await openStory(page, 'widgets-comboselect--vacio');
    const button = page.getByRole('button', { name: /^País/ });
    await button.click();
    const list = page.getByRole('listbox', { name: 'País' });
    await expect(list).toBeVisible();
    const box = await list.evaluate((el) => ({
      maxHeight: getComputedStyle(el).maxHeight,
      height: el.getBoundingClientRect().height,
      scrolls: el.scrollHeight > el.clientHeight,
    }));
    expect(box.maxHeight).toBe('200px');
    expect(box.height).toBeLessThanOrEqual(200);
    expect(box.scrolls).toBe(true);
    await list.getByRole('option', { name: 'Perú' }).click();
    await expect.poll(() => stored(page)).toEqual({ pais: '10' });
    await expect(button).toHaveText('Perú');
    await expect(list).toBeHidden();
  });
});

test.describe('MultiSelect', () => {
  test('WID-20 selecting two options shows "2 seleccionados" and keeps the list open', async ({ page }) => {
    await openStory(page, 'widgets-multiselect--vacio');
    const button = page.getByRole('button', { name: /^Canales de venta/ });
    await expect(button).toHaveText('Seleccionar');
    await button.click();
    const list = page.getByRole('listbox', { name: 'Canales de venta' });
    await expect(page.getByPlaceholder('Buscar...')).toBeVisible();
    await list.getByRole('option', { name: 'Web' }).click();
    await list.getByRole('option', { name: 'Mostrador' }).click();
    await expect(button).toHaveText('2 seleccionados');
    await expect(list.getByRole('option', { name: 'Web' })).toHaveAttribute('aria-selected', 'true');
    await expect.poll(() => stored(page)).toEqual({ canales: ['WEB', 'MOS'] });
    await list.getByRole('option', { name: 'Teléfono' }).click();
    await expect(button).toHaveText('Todos');
    await page.keyboard.press('Escape');
    await expect(list).toBeHidden();
    await expect(button).toBeFocused();
  });

  test('WID-20 keyboard: Enter opens the list with Buscar..., arrows and Enter toggle options, typing filters, Escape closes', async ({ page }) => {
    await openStory(page, 'widgets-multiselect--vacio');
    const button = page.getByRole('button', { name: /^Canales de venta/ });
    await button.focus();
    await page.keyboard.press('Enter');
    const list = page.getByRole('listbox', { name: 'Canales de venta' });
    const search = page.getByPlaceholder('Buscar...');
    await expect(search).toBeFocused();
    // The list starts on Web: down is Teléfono, down again Mostrador.
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(button).toHaveText('2 seleccionados');
    await expect.poll(() => stored(page)).toEqual({ canales: ['TEL', 'MOS'] });
    await expect(list).toBeVisible();
    await page.keyboard.type('web');
    await expect(list.getByRole('option')).toHaveText(['Web']);
    await page.keyboard.press('Enter');
    await expect(button).toHaveText('Todos');
    // Enter on a chosen option takes it out again.
    await page.keyboard.press('Enter');
    await expect(button).toHaveText('2 seleccionados');
    await expect.poll(() => stored(page)).toEqual({ canales: ['TEL', 'MOS'] });
    await page.keyboard.press('Escape');
    await expect(list).toBeHidden();
    await expect(button).toBeFocused();
  });
});
