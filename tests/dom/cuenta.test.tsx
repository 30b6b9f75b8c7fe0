/**
 * The account screens (ACC-*) in the generated UI on the real API: the list's filter rules and
 * messages, opening an account, its tabs, and a save with the spec's message.
 */
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ScreensConfig } from '../../engine/core/screenConfig';
import { createApiClient } from '../../engine/react/api/ApiClient';
import { loadPrincipal } from '../../app/auth/loadPrincipal';
import { demoCuit } from '../../server/seed/demoValues';
import { startTestApp, type TestApp } from '../api/helpers/testApp';
import { injectTransport } from '../support/injectTransport';
import { RealApiApp } from '../support/RealApiApp';
import { browserRegistry } from '../support/browserRegistry';

let t: TestApp;
let app: Omit<Parameters<typeof RealApiApp>[0], 'route'>;

beforeAll(async () => {
  t = await startTestApp();
  const registry = await browserRegistry();
  const api = createApiClient(injectTransport(t.app, await t.tokenFor('staff')));
  const config = await api.get<ScreensConfig>('/api/config');
  app = { api, config, registry, session: await loadPrincipal(api, 'staff') };
}, 120_000);
afterAll(async () => {
  await t?.close();
});
// A refused save leaves its edits as a draft (SHR-OP01): the next test opening the same form starts clean.
beforeEach(() => localStorage.clear());
afterEach(() => localStorage.clear());

describe('account list and form on the real API', () => {
  it('ACC-14 SHR-06 ACC-19 ACC-23 the list asks for a filter once, as a warning notification when the user searches, says when nothing matches, and opens an account', async () => {
    const user = userEvent.setup();
    render(<RealApiApp {...app} route="/listaCuentas" />);
    expect(await screen.findByRole('heading', { name: 'Cuentas', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: 'Cuentas' })).toHaveAttribute('href', '/listaCuentas');
    // 21: nothing said before the user searches; on "Buscar" with no filter, one warning toast.
    expect(screen.queryByText('Debe seleccionar al menos un filtro de busqueda')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Buscar' }));
    const warned = await screen.findAllByText('Debe seleccionar al menos un filtro de busqueda');
    expect(warned).toHaveLength(1);
    expect(warned[0].closest('.bp6-toast')).toHaveClass('bp6-intent-warning');

    const search = screen.getByRole('searchbox', { name: /Nombre o documento/ });
    await user.type(search, 'zzzqqq{Enter}');
    expect(await screen.findAllByText('No se encontraron cuentas para los filtros seleccionados.')).not.toHaveLength(0);

    await user.clear(search);
    await user.type(search, 'agencia{Enter}');
    const link = await screen.findByRole('link', { name: 'Agencia Demo' });
    expect(within(link.closest('tr')!).getByText('Empresa')).toBeInTheDocument();
    await user.click(link);
    expect(await screen.findByRole('tab', { name: /Datos generales/ })).toBeInTheDocument();
    for (const tab of ['Vinculaciones', 'Direcciones', 'IIBB', 'Files']) expect(screen.getByRole('tab', { name: new RegExp(tab) })).toBeInTheDocument();
  });

  it('21 ACC-08 ACC-44 one "Activa": Estado (Prospect/Activa) and the Habilitada switch are named apart; the Habilitada filter agrees with its column', async () => {
    const user = userEvent.setup();
    render(<RealApiApp {...app} route="/listaCuentas" />);
    expect(await screen.findByRole('heading', { name: 'Cuentas', level: 1 })).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Activa' })).not.toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Habilitada' }), 'No');
    const link = await screen.findByRole('link', { name: 'Hotelera Patagónica S.A.' });
    const headers = within(screen.getByRole('table'))
      .getAllByRole('columnheader')
      .map((th) => th.textContent?.trim());
    expect(headers).toEqual(expect.arrayContaining(['Estado', 'Habilitada']));
    const cells = within(link.closest('tr')!)
      .getAllByRole('cell')
      .map((td) => td.textContent?.trim());
    // Estado Activa (ACC-08) yet not enabled (ACC-44): the filtered column says No on every row.
    expect(cells[headers.indexOf('Estado')]).toBe('Activa');
    for (const row of within(screen.getByRole('table')).getAllByRole('row').slice(1))
      expect(within(row).getAllByRole('cell')[headers.indexOf('Habilitada')]).toHaveTextContent('No');
    await user.click(link);
    expect(await screen.findByRole('switch', { name: /Habilitada/ })).not.toBeChecked();
    expect(screen.getByRole('combobox', { name: /^Estado/ })).toHaveDisplayValue('Activa');
    expect(screen.queryByRole('switch', { name: /^Activa/ })).not.toBeInTheDocument();
  });

  it('ACC-32 ACC-04 an edit saves with the spec message and stays on the account', async () => {
    const agency = (await t.as('admin', { method: 'GET', url: '/api/modulos/cuenta?texto=agencia' })).json().datos[0];
    const user = userEvent.setup();
    render(<RealApiApp {...app} route={`/cuenta/formulario/${agency.id}`} />);
    const fantasia = await screen.findByRole('textbox', { name: /Nombre de fantasía/ });
    expect(fantasia).toHaveValue('Agencia Demo Viajes');
    await user.clear(fantasia);
    await user.type(fantasia, 'Agencia Demo Turismo');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Cuenta guardada correctamente.')).toBeInTheDocument();
    const stored = await t.db.selectFrom('records').select(['data', 'version']).where('id', '=', agency.id).executeTakeFirstOrThrow();
    expect(stored.data).toMatchObject({ nombreFantasia: 'Agencia Demo Turismo' });
    expect(Number(stored.version)).toBe(agency.version + 1);
  });

  it('SHR-07 ACC-75 21 the missing-fields dialog lists the missing fields of every tab: Vendedor (Vinculaciones) and Direcciones beside those of Datos generales', async () => {
    const user = userEvent.setup();
    render(<RealApiApp {...app} route="/cuenta/formulario/nueva" />);
    await screen.findByRole('textbox', { name: /^Documento/ });
    await user.selectOptions(screen.getByRole('combobox', { name: /^Estado/ }), 'Activa');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    const dialog = await screen.findByRole('dialog');
    for (const label of ['Documento', 'Vendedor', 'Direcciones']) expect(within(dialog).getByRole('button', { name: label })).toBeInTheDocument();
    // A click on a field of another tab shows that tab.
    await user.click(within(dialog).getByRole('button', { name: 'Direcciones' }));
    await waitFor(() => expect(screen.getByRole('tab', { name: /Direcciones/ })).toHaveAttribute('aria-selected', 'true'));
  });

  it('ACC-51 SHR-06 21 a save whose coefficients do not add up to 1 says so as a danger notification (and under the grid), and stores nothing', async () => {
    const agency = (await t.as('admin', { method: 'GET', url: '/api/modulos/cuenta?texto=agencia' })).json().datos[0];
    const before = await t.db.selectFrom('records').select(['data', 'version']).where('id', '=', agency.id).executeTakeFirstOrThrow();
    const user = userEvent.setup();
    render(<RealApiApp {...app} route={`/cuenta/formulario/${agency.id}`} />);
    await user.click(await screen.findByRole('tab', { name: /IIBB/ }));
    const second = await screen.findByRole('textbox', { name: 'Coeficiente 2' });
    await user.clear(second);
    await user.type(second, '0,3');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(document.querySelector('.bp6-toast.bp6-intent-danger')).toHaveTextContent('La sumatoria de los coeficientes debe ser 1.'));
    expect(await t.db.selectFrom('records').select(['data', 'version']).where('id', '=', agency.id).executeTakeFirstOrThrow()).toEqual(before);
  });

  it('21 a file row whose Hasta is before its Desde is refused in its dialog with the message under Hasta; the list keeps the stored dates', async () => {
    const agency = (await t.as('admin', { method: 'GET', url: '/api/modulos/cuenta?texto=agencia' })).json().datos[0];
    const user = userEvent.setup();
    render(<RealApiApp {...app} route={`/cuenta/formulario/${agency.id}`} />);
    await user.click(await screen.findByRole('tab', { name: /Files/ }));
    const panel = screen.getByRole('tabpanel');
    await user.click(within(panel).getAllByRole('button', { name: 'Editar' })[0]);
    const dialog = await screen.findByRole('dialog');
    const hasta = within(dialog).getByLabelText(/^Hasta/);
    await user.clear(hasta);
    await user.type(hasta, '01/01/2026');
    await user.click(within(dialog).getByRole('button', { name: 'Aceptar' }));
    const message = await within(dialog).findByText('La fecha Hasta no puede ser anterior a la fecha Desde.');
    expect(message.closest('.bp6-form-group')).toContainElement(within(dialog).getByLabelText(/^Hasta/));
    // Refused: the dialog stays open with the typed dates.
    expect(dialog).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/^Hasta/)).toHaveValue('01/01/2026');
  });

  it('ACC-68 ACC-OP12 a new account asks the tax register on 11 digits and prefills the empty name', async () => {
    const user = userEvent.setup();
    render(<RealApiApp {...app} route="/cuenta/formulario/nueva" />);
    const documento = await screen.findByRole('textbox', { name: /^Documento/ });
    await user.type(documento, demoCuit('30', '70981235'));
    const razonSocial = screen.getByRole('textbox', { name: /Razón social/ });
    await waitFor(() => expect(razonSocial).toHaveValue('Turismo del Sur S.R.L.'), { timeout: 5000 });
    expect(screen.getByRole('textbox', { name: /Nombre a mostrar/ })).toHaveValue('Turismo del Sur S.R.L.');
  });
  it('ACC-02 ACC-OP01 /listaCuentas/{id} opens the list searched by that account, its row selected; the form goes back there', async () => {
    const agency = (await t.as('admin', { method: 'GET', url: '/api/modulos/cuenta?texto=agencia' })).json().datos[0];
    const user = userEvent.setup();
    render(<RealApiApp {...app} route={`/listaCuentas/${agency.id}`} />);
    const link = await screen.findByRole('link', { name: 'Agencia Demo' });
    const row = link.closest('tr')!;
    expect(row).toHaveAttribute('aria-current', 'true');
    expect(screen.getAllByRole('row')).toHaveLength(2); // the header and the one account
    expect(screen.queryByText('Debe seleccionar al menos un filtro de busqueda')).not.toBeInTheDocument();

    await user.click(link);
    await screen.findByRole('tab', { name: /Datos generales/ });
    await user.click(screen.getAllByRole('button', { name: 'Volver' })[0]);
    const back = await screen.findByRole('link', { name: 'Agencia Demo' });
    expect(back.closest('tr')).toHaveAttribute('aria-current', 'true');

    // A new search from there is an ordinary search of the plain list.
    await user.type(screen.getByRole('searchbox', { name: /Nombre o documento/ }), 'zzzqqq{Enter}');
    expect(await screen.findAllByText('No se encontraron cuentas para los filtros seleccionados.')).not.toHaveLength(0);
  });

  it('21 ACC-OP01 Volver from an account opened from a search returns to that search (not to a one-row /listaCuentas/{id})', async () => {
    const user = userEvent.setup();
    render(<RealApiApp {...app} route="/listaCuentas" />);
    await user.type(await screen.findByRole('searchbox', { name: /Nombre o documento/ }), 'agencia{Enter}');
    const rowsBefore = await waitFor(() => {
      const rows = screen.getAllByRole('row');
      expect(rows.length).toBeGreaterThan(1);
      return rows.length;
    });
    await user.click(await screen.findByRole('link', { name: 'Agencia Demo' }));
    await screen.findByRole('tab', { name: /Datos generales/ });
    await user.click(screen.getAllByRole('button', { name: 'Volver' })[0]);
    const search = await screen.findByRole('searchbox', { name: /Nombre o documento/ });
    expect(search).toHaveValue('agencia');
    await waitFor(() => expect(screen.getAllByRole('row')).toHaveLength(rowsBefore));
    expect(screen.getByRole('link', { name: 'Agencia Demo' }).closest('tr')).not.toHaveAttribute('aria-current');
  });

  it("21 SHR-OP01 a new account left as it came (its defaults are the form's) keeps no draft; typing does", async () => {
    const user = userEvent.setup();
    const drafts = () => Object.keys(localStorage).filter((key) => key.startsWith('bo.draft.'));
    render(<RealApiApp {...app} route="/cuenta/formulario/nueva" />);
    const fantasia = await screen.findByRole('textbox', { name: /Nombre de fantasía/ });
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(drafts()).toEqual([]);
    await user.type(fantasia, 'Viajes');
    await waitFor(() => expect(drafts()).toHaveLength(1), { timeout: 3000 });
  });

  it('21 SHR-OP01 an account opened and left untouched keeps no draft and offers none when opened again', async () => {
    const agency = (await t.as('admin', { method: 'GET', url: '/api/modulos/cuenta?texto=agencia' })).json().datos[0];
    const drafts = () => Object.keys(localStorage).filter((key) => key.startsWith('bo.draft.'));
    const user = userEvent.setup();
    const first = render(<RealApiApp {...app} route={`/cuenta/formulario/${agency.id}`} />);
    await screen.findByRole('textbox', { name: /Nombre de fantasía/ });
    // Looking through every tab is no edit.
    for (const tab of screen.getAllByRole('tab')) await user.click(tab);
    // Longer than the draft's debounce, so that whatever the form does by itself had time to be kept.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(drafts()).toEqual([]);
    first.unmount();
    render(<RealApiApp {...app} route={`/cuenta/formulario/${agency.id}`} />);
    await screen.findByRole('textbox', { name: /Nombre de fantasía/ });
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(screen.queryByText('Datos sin guardar')).not.toBeInTheDocument();
  });

  it('ACC-02 an id no account has opens the list with the no-results warning, not an error', async () => {
    render(<RealApiApp {...app} route="/listaCuentas/999999" />);
    expect(await screen.findAllByText('No se encontraron cuentas para los filtros seleccionados.')).not.toHaveLength(0);
  });
  it("ACC-41 ACC-OP14 the agency-data section shows on a company of the agency team for a user with 'w' on cuentaegencia, and for no one else", async () => {
    const agency = (await t.as('admin', { method: 'GET', url: '/api/modulos/cuenta?texto=agencia' })).json().datos[0];
    const api = createApiClient(injectTransport(t.app, await t.tokenFor('agencias')));
    const agencias = { ...app, api, session: await loadPrincipal(api, 'agencias') };
    const view = render(<RealApiApp {...agencias} route={`/cuenta/formulario/${agency.id}`} />);
    expect(await screen.findByRole('textbox', { name: /Legajo/ })).toHaveValue('AG-0001');
    expect(screen.getByText('Datos de agencia')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Subdominio/ })).toHaveValue('agenciademo');
    view.unmount();

    // staff edits the account but has no 'w' on agency accounts: no section, its fields are not there.
    render(<RealApiApp {...app} route={`/cuenta/formulario/${agency.id}`} />);
    await screen.findByRole('textbox', { name: /Nombre de fantasía/ });
    expect(screen.queryByText('Datos de agencia')).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /Legajo/ })).not.toBeInTheDocument();
  });
});
