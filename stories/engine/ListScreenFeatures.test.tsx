import { composeStories } from '@storybook/react-vite';
import { configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '../support/portableStories';
import { seriousA11yProblems } from '../../tests/support/axe';
import { lastFakeServer } from '../support/EngineHarness';
import * as stories from './ListScreenFeatures.stories';

const {
  Pruebas,
  FiltroObligatorio,
  TopeDePantalla,
  TopeCien,
  TopeNovecientosNoventaYNueve,
  MinimoPropio,
  SinResultados,
  ErrorDeBusqueda,
  FallaLaAccion,
  FallaLaExportacion,
  ExportacionLenta,
} = composeStories(stories);
// Rows of the record table (a date filter's open calendar has rows too).
const rows = () => within(document.querySelector<HTMLElement>('.bo-record-table')!).getAllByRole('row').slice(1);
const names = () => rows().map((r) => within(r).getAllByRole('cell')[0].textContent);
const lastParams = () =>
  lastFakeServer()
    .calls.filter((c) => c.path === '/api/modulos/prueba')
    .at(-1)?.params ?? {};
const rowOf = (name: string) => rows().find((r) => within(r).queryByRole('link', { name }))!;
// Blueprint re-renders its popovers and calendars on each key: room for a busy machine.
const SLOW = { timeout: 30_000 };
configure({ asyncUtilTimeout: 5_000 });

async function pick(user: ReturnType<typeof userEvent.setup>, control: RegExp, listName: string, option: string, search?: string) {
  await waitFor(() => expect(screen.getByRole('button', { name: control })).toBeEnabled());
  await user.click(screen.getByRole('button', { name: control }));
  if (search) await user.type((await screen.findAllByPlaceholderText('Buscar...')).at(-1)!, search);
  const list = await screen.findByRole('listbox', { name: listName });
  await user.click(within(await within(list).findByRole('option', { name: option })).getByText(option));
}

describe('ListScreen features on the fixture module', () => {
  it('ACT-10 sends the screen id so the server applies the screen cap, and shows the screen warning', async () => {
    render(<TopeDePantalla />);
    expect(await screen.findByText('Se mostraron 50 resultados, existen más disponibles refinando la búsqueda')).toBeInTheDocument();
    expect(lastParams()).toMatchObject({ pantalla: 'pruebas.lista' });
    expect(screen.getByText('50 resultados')).toBeInTheDocument();
  });

  it('ACC-18 / CON-11 101 matches on a screen capped at 100: exactly the spec warning and 100 rows', async () => {
    render(<TopeCien />);
    await waitFor(() => expect(rows()).toHaveLength(100));
    const warning = await screen.findByText('Se mostraron 100 resultados, existen más disponibles refinando la búsqueda.');
    expect(warning.textContent).toBe('Se mostraron 100 resultados, existen más disponibles refinando la búsqueda.');
    expect(names().at(-1)).toBe('Tope 0099');
    expect(lastParams()).toMatchObject({ pantalla: 'pruebas.tope100', limit: '100' });
  });

  it('CON-40 1000 matches on the external contacts screen capped at 999: its warning and 999 results', async () => {
    render(<TopeNovecientosNoventaYNueve />);
    await waitFor(() => expect(rows()).toHaveLength(100));
    const warning = await screen.findByText('Se mostraron 999 resultados, existen más disponibles refinando la búsqueda.');
    expect(warning.textContent).toBe('Se mostraron 999 resultados, existen más disponibles refinando la búsqueda.');
    expect(screen.getByText('999 resultados')).toBeInTheDocument();
    expect(lastParams()).toMatchObject({ pantalla: 'pruebas.tope999' });
  });

  it("SGC-11 a text filter's own minimum-length message, shown in the browser without a call", async () => {
    const user = userEvent.setup({ delay: null });
    render(<MinimoPropio />);
    await waitFor(() => expect(rows()).toHaveLength(3));
    const calls = lastFakeServer().calls.length;
    await user.type(screen.getByRole('searchbox', { name: 'Buscar' }), 'a b');
    await user.click(screen.getByRole('button', { name: 'Buscar' }));
    expect(await screen.findByText('Debe ingresar al menos tres caracteres en la búsqueda.')).toBeInTheDocument();
    expect(screen.queryByText('Mínimo 3 caracteres para realizar la búsqueda')).not.toBeInTheDocument();
    expect(lastFakeServer().calls).toHaveLength(calls);
  });

  it('SHR-10 / SHR-OP05 a success notice gives the count found', async () => {
    render(<Pruebas />);
    await waitFor(() => expect(rows()).toHaveLength(3));
    expect(await screen.findByText('Se encontraron 3 resultados.')).toBeInTheDocument();
  });

  it("SHR-10 the screen's own no-results and search error messages", async () => {
    const { unmount } = render(<SinResultados />);
    expect(await screen.findByText('No se encontraron pruebas para esta búsqueda.')).toBeInTheDocument();
    unmount();
    render(<ErrorDeBusqueda />);
    await waitFor(() => expect(screen.getAllByText('Se produjo un error al realizar la búsqueda, vuelva a intentarlo.').length).toBeGreaterThanOrEqual(1));
  });

  it('a list that requires a filter searches nothing until one is set, in the browser as in the API', SLOW, async () => {
    const user = userEvent.setup({ delay: null });
    render(<FiltroObligatorio />);
    // ACC-14 SHR-06 (issue 21): nothing said before a search; "Buscar" with no filter warns once, as a notification.
    await screen.findByRole('button', { name: 'Buscar' });
    expect(screen.queryByText('Debe seleccionar al menos un filtro de busqueda')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Buscar' }));
    expect(await screen.findAllByText('Debe seleccionar al menos un filtro de busqueda')).toHaveLength(1);
    expect(lastFakeServer().calls.filter((c) => c.path === '/api/modulos/prueba')).toHaveLength(0);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Activo' }), 'No');
    await waitFor(() => expect(names()).toEqual(['Prueba Beta']));
    // The search with a filter adds no second warning (the first toast may still be fading).
    expect(screen.queryAllByText('Debe seleccionar al menos un filtro de busqueda').length).toBeLessThanOrEqual(1);
  });

  it('WID-21 a reusable combo filter (status, stage, profile, VAT condition… any lookup) filters by one code from the lookups service', SLOW, async () => {
    const user = userEvent.setup({ delay: null });
    render(<Pruebas />);
    await waitFor(() => expect(rows()).toHaveLength(3));
    await pick(user, /^País: Todos/, 'País', 'Uruguay');
    await waitFor(() => expect(names()).toEqual(['Prueba Beta']));
    expect(lastParams()).toMatchObject({ pais: '11' });
  });

  it('filters by several codes of a combo (multi: a comma list)', SLOW, async () => {
    const user = userEvent.setup({ delay: null });
    render(<Pruebas />);
    await waitFor(() => expect(rows()).toHaveLength(3));
    await pick(user, /^Países: Seleccionar/, 'Países', 'Argentina');
    await waitFor(() => expect(names()).toEqual(['Prueba Alfa']));
    await user.click(within(screen.getByRole('listbox', { name: 'Países' })).getByText('Chile'));
    await waitFor(() => expect(names()).toEqual(['Prueba Alfa', 'Prueba Gama']));
    expect(lastParams()).toMatchObject({ paises: '01,04' });
  });

  it('WID-21 the reusable date-range filter (desde/hasta ISO dates)', SLOW, async () => {
    const user = userEvent.setup({ delay: null });
    render(<Pruebas />);
    await waitFor(() => expect(rows()).toHaveLength(3));
    await user.type(screen.getByLabelText('Fecha: Desde'), '01/02/2026');
    await waitFor(() => expect(names()).toEqual(['Prueba Beta', 'Prueba Gama']));
    expect(lastParams()).toMatchObject({ fechaDesde: '2026-02-01' });
  });

  it('a number range filter: two numeric boxes, each end searched on Enter or leaving the box; a non-number is said under them', SLOW, async () => {
    const user = userEvent.setup({ delay: null });
    render(<Pruebas />);
    await waitFor(() => expect(rows()).toHaveLength(3));
    await user.type(screen.getByRole('textbox', { name: 'Importe: Desde' }), '2,5{Enter}');
    await waitFor(() => expect(lastParams()).toMatchObject({ importeDesde: '2,5' }));
    await user.type(screen.getByRole('textbox', { name: 'Importe: Hasta' }), 'diez');
    await user.tab();
    expect(await screen.findByText('El valor del filtro Importe no es un número válido.')).toBeInTheDocument();
    expect(lastParams()).not.toHaveProperty('importeHasta');
  });

  it('WID-21 reusable boolean and linked-record filters (contact, creator, assignee, supplier, seller… a record found by text)', SLOW, async () => {
    const user = userEvent.setup({ delay: null });
    render(<Pruebas />);
    await waitFor(() => expect(rows()).toHaveLength(3));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Activo' }), 'Sí');
    await waitFor(() => expect(names()).toEqual(['Prueba Alfa', 'Prueba Gama']));
    await pick(user, /^Contacto: Todos/, 'Contacto', 'Contacto Dos', 'dos');
    await waitFor(() => expect(names()).toEqual(['Prueba Gama']));
    expect(lastParams()).toMatchObject({ activo: 'true', contacto: '2' });
    await waitFor(() => expect(screen.getByRole('button', { name: /^Contacto: Contacto Dos/ })).toBeInTheDocument());
  });

  it('ADM-21 a toggle flips at once and stays when the server agrees', async () => {
    const user = userEvent.setup({ delay: null });
    render(<Pruebas />);
    await waitFor(() => expect(rows()).toHaveLength(3));
    const toggle = within(rowOf('Prueba Beta')).getByRole('switch', { name: 'Activo' });
    expect(toggle).not.toBeChecked();
    await user.click(toggle);
    expect(toggle).toBeChecked();
    await waitFor(() =>
      expect(
        lastFakeServer()
          .records('prueba')
          .find((r) => r.id === 2)?.datos.activo,
      ).toBe(true),
    );
    expect(lastFakeServer().calls.find((c) => c.method === 'POST')).toMatchObject({ path: '/api/modulos/prueba/2/alternar/activo', body: { version: 1 } });
    await waitFor(() => expect(within(rowOf('Prueba Beta')).getByRole('switch', { name: 'Activo' })).toBeEnabled());
    expect(within(rowOf('Prueba Beta')).getByRole('switch', { name: 'Activo' })).toBeChecked();
  });

  it('ADM-21 a toggle the server refuses reverts with "Se produjo un error al realizar la acción."', async () => {
    const user = userEvent.setup({ delay: null });
    render(<FallaLaAccion />);
    await waitFor(() => expect(rows()).toHaveLength(3));
    const toggle = within(rowOf('Prueba Alfa')).getByRole('switch', { name: 'Vigente' });
    await user.click(toggle);
    expect(await screen.findByText('Se produjo un error al realizar la acción.')).toBeInTheDocument();
    await waitFor(() => expect(within(rowOf('Prueba Alfa')).getByRole('switch', { name: 'Vigente' })).toBeChecked());
  });

  it('annuls a record after confirmation; the row then shows it as annulled', async () => {
    const user = userEvent.setup({ delay: null });
    render(<Pruebas />);
    await waitFor(() => expect(rows()).toHaveLength(3));
    await user.click(within(rowOf('Prueba Gama')).getByRole('button', { name: 'Anular' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('¿Confirma que desea anular el registro? Esta acción no se puede deshacer.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Anular' }));
    await waitFor(() => expect(within(rowOf('Prueba Gama')).getByText('Anulado')).toBeInTheDocument());
    expect(rowOf('Prueba Gama')).toHaveClass('bo-row-annulled');
    expect(within(rowOf('Prueba Gama')).queryByRole('button', { name: 'Anular' })).not.toBeInTheDocument();
    expect(lastFakeServer().calls.find((c) => c.method === 'POST')?.path).toBe('/api/modulos/prueba/3/anular/anulado');
  });

  it('previews a record read-only in a dialog and opens it in its form', async () => {
    const user = userEvent.setup({ delay: null });
    render(<Pruebas />);
    await waitFor(() => expect(rows()).toHaveLength(3));
    await user.click(within(rowOf('Prueba Alfa')).getByRole('button', { name: 'Vista previa' }));
    const dialog = await screen.findByRole('dialog', { name: /Vista previa: Prueba Alfa/ });
    expect(within(dialog).getByDisplayValue('Prueba Alfa')).toHaveAttribute('readonly');
    expect(within(dialog).getByDisplayValue('A1')).toHaveAttribute('readonly');
    expect(within(dialog).queryByRole('button', { name: 'Guardar' })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cerrar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(within(rowOf('Prueba Alfa')).getByRole('button', { name: 'Abrir' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/pruebas/editar/1');
  });
});

describe('ListScreen features: accessibility', () => {
  it('the filter bar, the table with its row actions and the preview dialog have no serious axe problems', SLOW, async () => {
    const user = userEvent.setup({ delay: null });
    const { container } = render(<Pruebas />);
    await waitFor(() => expect(rows()).toHaveLength(3));
    await waitFor(() => expect(screen.getByRole('button', { name: /^País: Todos/ })).toBeEnabled());
    expect(await seriousA11yProblems(container)).toEqual([]);
    await user.click(within(rowOf('Prueba Alfa')).getByRole('button', { name: 'Vista previa' }));
    expect(await seriousA11yProblems(await screen.findByRole('dialog'))).toEqual([]);
  });
});

describe('Export from the list', () => {
  let saved: Blob[] = [];
  beforeEach(() => {
    saved = [];
    Object.assign(URL, { createObjectURL: (blob: Blob) => (saved.push(blob), 'blob:prueba'), revokeObjectURL: () => undefined });
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('SHR-03 the Exportar menu offers CSV and XLS (as .xlsx); downloads the current filter as CSV with a progress bar and the bytes received while it runs', async () => {
    const user = userEvent.setup({ delay: null });
    render(<ExportacionLenta />);
    await waitFor(() => expect(rows()).toHaveLength(3));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Activo' }), 'No');
    await waitFor(() => expect(rows()).toHaveLength(1));
    await user.click(screen.getByRole('button', { name: 'Exportar' }));
    expect((await screen.findAllByRole('menuitem')).map((item) => item.textContent)).toEqual(['CSV', 'Excel (XLSX)']);
    await user.click(await screen.findByRole('menuitem', { name: 'CSV' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Exportando CSV...');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(/\d+ B recibidos/));
    expect(await screen.findByText('Se descargó la exportación.')).toBeInTheDocument();
    expect(saved).toHaveLength(1);
    const call = lastFakeServer().calls.find((c) => c.path.includes('/exportar/'));
    expect(call?.path).toMatch(/^\/api\/modulos\/prueba\/exportar\/csv\?activo=false&orden=nombre&dir=asc$/);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('says so when the export fails', async () => {
    const user = userEvent.setup({ delay: null });
    render(<FallaLaExportacion />);
    await waitFor(() => expect(rows()).toHaveLength(3));
    await user.click(screen.getByRole('button', { name: 'Exportar' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Excel (XLSX)' }));
    expect(await screen.findByText('Se produjo un error al exportar los datos.')).toBeInTheDocument();
    expect(saved).toHaveLength(0);
  });
});
