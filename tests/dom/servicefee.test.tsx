/**
 * The service-fee form on the real API and database: the final fee the server computes, shown as
 * the user changes importe, the include flags and the route type (FEE-10, FEE-12), FEE-11's message
 * when it cannot be computed, the edit date rule (FEE-16) and the save (FEE-OP06).
 */
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addDays, format } from 'date-fns';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ScreensConfig } from '../../engine/core/screenConfig';
import { createApiClient } from '../../engine/react/api/ApiClient';
import { loadPrincipal } from '../../app/auth/loadPrincipal';
import { startTestApp, type TestApp } from '../api/helpers/testApp';
import { injectTransport } from '../support/injectTransport';
import { RealApiApp } from '../support/RealApiApp';
import { openOptionList, optionListGone } from '../support/optionLists';
import { browserRegistry } from '../support/browserRegistry';
import { relatedPanelOf } from '../../engine/core/related/relatedPanel';
import { RelatedRecordsPanel } from '../../engine/react/related/RelatedRecordsPanel';
import { companyToday } from '../../engine/core/format/companyToday';

// A user journey on the real API: every step waits for what the user sees, never for time.
vi.setConfig({ testTimeout: 120_000 });

let t: TestApp;
let app: Omit<Parameters<typeof RealApiApp>[0], 'route'>;
let feeId: number;
let cuenta: number;
const iso = (days: number) => format(addDays(companyToday(), days), 'yyyy-MM-dd');

beforeAll(async () => {
  t = await startTestApp();
  const registry = await browserRegistry();
  const api = createApiClient(injectTransport(t.app, await t.tokenFor('staff')));
  // The owner account, written straight to the table: the fee reads only its id and state.
  cuenta = Number(
    (
      await t.db
        .insertInto('records')
        .values({ module: 'cuenta', id_crm: 'cta-fee-dom', data: JSON.stringify({ mostrarNombre: 'Viajes del Litoral', activo: true }) })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id,
  );
  const datos = {
    cuenta,
    nombre: 'Emisión - Nacional - Aéreo - Online',
    tipo: 'EMI',
    tipoRuta: 'NAC',
    tipoServicio: 'AER',
    tipoAtencion: 'ONL',
    condicion: '1',
    moneda: 'ARS',
    importe: '1000.00',
    fechaDesde: iso(5),
  };
  feeId = (await api.post<{ id: number }>('/api/modulos/servicefee', { datos })).id;
  const config = await api.get<ScreensConfig>('/api/config');
  app = { api, config, registry, session: await loadPrincipal(api, 'staff') };
}, 120_000);
afterAll(async () => {
  await t?.close();
});
// Each test opens the form as a fresh browser would: a test that leaves the form dirty (FEE-11)
// leaves a local draft when it unmounts, which the next opening of the same fee offers back in a dialog.
beforeEach(() => localStorage.clear());

const finalFee = () => screen.getByRole('textbox', { name: /Fee final/ });
const storedFee = async () => await t.db.selectFrom('records').select(['data', 'version']).where('id', '=', feeId).executeTakeFirstOrThrow();

describe('service-fee form on the real API', () => {
  it('FEE-10 FEE-12 FEE-OP06 shows the final fee the server computes as importe, the flags and the route change, and saves it with the save message', async () => {
    const user = userEvent.setup();
    render(<RealApiApp {...app} route={`/serviceFee/${feeId}`} />);
    expect(await screen.findByRole('heading', { name: 'Service fee' })).toBeInTheDocument();
    await waitFor(() => expect(finalFee()).toHaveValue('1,246.30'), { timeout: 15_000 });
    expect(finalFee()).toHaveAttribute('readonly');

    const importe = screen.getByRole('textbox', { name: /^Importe/ });
    await user.clear(importe);
    await user.type(importe, '2000');
    await waitFor(() => expect(finalFee()).toHaveValue('2,492.60'), { timeout: 15_000 });

    await user.click(screen.getByRole('switch', { name: /Incluye IVA/ }));
    await waitFor(() => expect(finalFee()).toHaveValue('2,060.00'), { timeout: 15_000 });

    const routes = await openOptionList(user, screen.getByRole('button', { name: /^Tipo de ruta/ }));
    await user.click(within(within(routes).getByRole('option', { name: 'Internacional' })).getByText('Internacional'));
    await optionListGone();
    await waitFor(() => expect(finalFee()).toHaveValue('2,100.00'), { timeout: 15_000 });
    // FEE-05, FEE-OP02: the name follows the combo descriptions.
    expect(screen.getByRole('textbox', { name: /^Nombre/ })).toHaveValue('Emisión - Internacional - Aéreo - Online');

    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Los datos se registraron correctamente.')).toBeInTheDocument();
    const saved = await storedFee();
    expect(saved.version).toBe(2);
    expect(saved.data).toMatchObject({
      importe: '2000',
      tipoRuta: 'INT',
      incluyeGastosIva: true,
      finalFee: '2100.00',
      nombre: 'Emisión - Internacional - Aéreo - Online',
    });
  });

  it('FEE-11 says the spec message when the server cannot compute the fee', async () => {
    await t.db
      .updateTable('lookups')
      .set({ extra: JSON.stringify({ iva: 'veintiuno' }) })
      .where('combo', '=', 'tiposRuta')
      .where('codigo', '=', 'INT')
      .execute();
    try {
      const user = userEvent.setup();
      render(<RealApiApp {...app} route={`/serviceFee/${feeId}`} />);
      await waitFor(() => expect(finalFee()).toHaveValue('2,100.00'), { timeout: 15_000 });
      const importe = screen.getByRole('textbox', { name: /^Importe/ });
      await user.clear(importe);
      await user.type(importe, '3000');
      expect(await screen.findByText('Se produjo un error al calcular el importe de fee.')).toBeInTheDocument();
      await waitFor(() => expect(finalFee()).toHaveValue(''), { timeout: 15_000 });
    } finally {
      await t.db
        .updateTable('lookups')
        .set({ extra: JSON.stringify({ iva: '21', gastoAdministrativo: '5' }) })
        .where('combo', '=', 'tiposRuta')
        .where('codigo', '=', 'INT')
        .execute();
    }
  });

  it('FEE-16 an edit with fechaDesde before tomorrow shows the spec message and saves nothing', async () => {
    const user = userEvent.setup();
    render(<RealApiApp {...app} route={`/serviceFee/${feeId}`} />);
    const fecha = await screen.findByLabelText(/Vigente desde/);
    await user.clear(fecha);
    await user.type(fecha, format(companyToday(), 'dd/MM/yyyy'));
    await user.tab();
    const expected = `Al editar el servicio la fecha debe ser mínimo a partir del ${format(addDays(companyToday(), 1), 'dd/MM/yyyy')}`;
    // The rule runs after the typed date settles; on a loaded 2-core CI machine that took over 5 s once.
    expect(await screen.findByText(expected, undefined, { timeout: 20_000 })).toBeInTheDocument();
    const before = await storedFee();
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(async () => expect((await storedFee()).version).toBe(before.version));
  });

  it('FEE-03 FEE-05 FEE-07 from an account (/serviceFee/cuenta/:cuenta): the account is set, the name is generated, the final fee shown, the fee saved', async () => {
    const user = userEvent.setup();
    render(<RealApiApp {...app} route={`/serviceFee/cuenta/${cuenta}`} />);
    expect(await screen.findByRole('heading', { name: 'Service fee' })).toBeInTheDocument();
    const pick = async (label: RegExp, option: string) => {
      const list = await openOptionList(user, screen.getByRole('button', { name: label }));
      await user.click(within(within(list).getByRole('option', { name: option })).getByText(option));
      await optionListGone();
    };
    await pick(/^Tipo\b(?! de)/, 'Reemisión');
    await pick(/^Tipo de ruta/, 'Regional');
    await pick(/^Tipo de servicio/, 'Hotel');
    await pick(/^Tipo de atención/, 'VIP');
    await pick(/^Condición/, 'Porcentaje');
    await user.type(screen.getByRole('textbox', { name: /^Importe/ }), '10');
    await user.type(screen.getByLabelText(/Vigente desde/), format(companyToday(), 'dd/MM/yyyy'));
    await user.tab();
    // 10 % + 4 % charge, + 21 % VAT on both: 12.584 → 12.58.
    await waitFor(() => expect(finalFee()).toHaveValue('12.58'), { timeout: 15_000 });
    await waitFor(() => expect(screen.getByRole('textbox', { name: /^Nombre/ })).toHaveValue('Reemisión - Regional - Hotel - VIP'));
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Los datos se registraron correctamente.')).toBeInTheDocument();
    const created = await t.db.selectFrom('records').select('data').where('module', '=', 'servicefee').orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(created.data).toMatchObject({
      cuenta,
      tipo: 'REE',
      tipoRuta: 'REG',
      condicion: '2',
      importe: '10',
      finalFee: '12.58',
      nombre: 'Reemisión - Regional - Hotel - VIP',
    });
  });

  it('FEE-13 FEE-OP06 annuls a fee from its form after confirming, with the save message', async () => {
    const user = userEvent.setup();
    render(<RealApiApp {...app} route={`/serviceFee/${feeId}`} />);
    await user.click(await screen.findByRole('button', { name: 'Anular' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Anular' }));
    expect(await screen.findByText('Los datos se registraron correctamente.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Anular' })).not.toBeInTheDocument());
    expect((await storedFee()).data).toMatchObject({ anulado: true });
  });

  it('FEE-14 FEE-OP06 "Eliminar" in the form of a saved fee asks first, then marks it eliminar (vigente off, kept) with the save message', async () => {
    const user = userEvent.setup();
    const datos = {
      cuenta,
      nombre: 'Emisión - Nacional - Aéreo - VIP',
      tipo: 'EMI',
      tipoRuta: 'NAC',
      tipoServicio: 'AER',
      tipoAtencion: 'VIP',
      condicion: '1',
      moneda: 'ARS',
      importe: '500.00',
      fechaDesde: iso(5),
    };
    const id = (await app.api.post<{ id: number }>('/api/modulos/servicefee', { datos })).id;
    render(<RealApiApp {...app} route={`/serviceFee/${id}`} />);
    await user.click(await screen.findByRole('button', { name: 'Eliminar' }));
    expect(await screen.findByText('¿Confirma que desea eliminar el registro? Dejará de estar vigente y se conservará su historial.')).toBeInTheDocument();
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Eliminar' }));
    expect(await screen.findByText('Los datos se registraron correctamente.')).toBeInTheDocument();
    expect((await t.db.selectFrom('records').select('vigente').where('id', '=', id).executeTakeFirstOrThrow()).vigente).toBe(false);
  });

  it('FEE-OP07 leaving importe asks for the final fee; while the calculation is in flight the save is blocked (button and Enter); once answered it saves', async () => {
    const user = userEvent.setup();
    // The real API, with the answers of the calculation held until the test lets them through.
    const inner = injectTransport(t.app, await t.tokenFor('staff'));
    let release: () => void = () => {};
    let gate = new Promise<void>((resolve) => (release = resolve));
    const asked: string[] = [];
    const api = createApiClient(async (request) => {
      if (request.path.endsWith('/calcular')) {
        asked.push(String((request.body as { datos: { importe?: string } }).datos.importe));
        await gate;
      }
      return inner(request);
    });
    const datos = {
      cuenta,
      nombre: 'Emisión - Nacional - Aéreo - Offline',
      tipo: 'EMI',
      tipoRuta: 'NAC',
      tipoServicio: 'AER',
      tipoAtencion: 'OFF',
      condicion: '1',
      moneda: 'ARS',
      importe: '1000.00',
      fechaDesde: iso(5),
    };
    const id = (await app.api.post<{ id: number }>('/api/modulos/servicefee', { datos })).id;
    const stored = async () => t.db.selectFrom('records').select(['data', 'version']).where('id', '=', id).executeTakeFirstOrThrow();
    render(<RealApiApp {...app} api={api} route={`/serviceFee/${id}`} />);
    const importe = await screen.findByRole('textbox', { name: /^Importe/ });
    await waitFor(() => expect(finalFee()).toHaveValue('1,246.30'), { timeout: 15_000 });
    const before = (await stored()).version;
    await user.clear(importe);
    await user.type(importe, '3000');
    await user.tab();
    await waitFor(() => expect(asked).toContain('3000'));
    const save = screen.getByRole('button', { name: 'Guardar' });
    expect(save).toBeDisabled();
    await user.type(importe, '{Enter}');
    expect((await stored()).version).toBe(before);

    release();
    await waitFor(() => expect(finalFee()).toHaveValue('3,738.90'), { timeout: 15_000 });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Guardar' })).toBeEnabled());
    gate = Promise.resolve();
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Los datos se registraron correctamente.')).toBeInTheDocument();
    expect((await stored()).data).toMatchObject({ importe: '3000', finalFee: '3738.90' });
  });

  it('21-1 WID-12 WID-OP05 importe typed 1500,50 saves 1500.50 (never 150050) and reads 1,500.50 with and without the focus; 1500,505 is refused with its message and nothing is saved', async () => {
    const user = userEvent.setup();
    const datos = {
      cuenta,
      nombre: 'Reemisión - Nacional - Aéreo - Online',
      tipo: 'REE',
      tipoRuta: 'NAC',
      tipoServicio: 'AER',
      tipoAtencion: 'ONL',
      condicion: '1',
      moneda: 'ARS',
      importe: '1000.00',
      fechaDesde: iso(5),
    };
    const id = (await app.api.post<{ id: number }>('/api/modulos/servicefee', { datos })).id;
    const stored = async () => t.db.selectFrom('records').select(['data', 'version']).where('id', '=', id).executeTakeFirstOrThrow();
    render(<RealApiApp {...app} route={`/serviceFee/${id}`} />);
    const importe = await screen.findByRole('textbox', { name: /^Importe/ });
    expect(importe).toHaveValue('1,000.00');
    await waitFor(() => expect((finalFee() as HTMLInputElement).value).toMatch(/^1,\d{3}\.\d{2}$/), { timeout: 15_000 });
    const before = (await stored()).version;

    await user.clear(importe);
    await user.type(importe, '1500,505');
    await user.tab();
    expect(importe).toHaveValue('1500,505');
    expect(
      await screen.findByText(
        'El campo Importe no es un importe válido: use coma para los miles y punto para los decimales, con hasta 2 decimales (por ejemplo 1,500.50).',
      ),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(screen.queryByText('Los datos se registraron correctamente.')).toBeNull();
    expect((await stored()).version).toBe(before);

    await user.clear(importe);
    await user.type(importe, '1500,50');
    await user.tab();
    expect(importe).toHaveValue('1,500.50');
    await user.click(importe);
    expect(importe).toHaveValue('1,500.50');
    await user.tab();
    // The final fee follows the amount read as 1500.50, in the same convention.
    await waitFor(() => expect((finalFee() as HTMLInputElement).value).toMatch(/^1,[89]\d{2}\.\d{2}$/), { timeout: 15_000 });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Guardar' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Los datos se registraron correctamente.')).toBeInTheDocument();
    const saved = (await stored()).data as { importe: string };
    expect(Number(saved.importe)).toBe(1500.5);
  });
});

/** The account form's Service fees tab (its related panel, as the registry declares it) of the test account. */
function feesTab() {
  const tab = (app.registry.get('cuenta').ui['ui:tabs'] as unknown[]).map(relatedPanelOf).find((panel) => panel?.module === 'servicefee')!;
  return <RealApiApp {...app} route="/" element={<RelatedRecordsPanel panel={tab} ownerId={cuenta} />} />;
}

/** Opens the fee named `name` from the tab in its modal. */
async function openFromTab(user: ReturnType<typeof userEvent.setup>, name: string) {
  render(feesTab());
  const cell = await screen.findByRole('cell', { name }, { timeout: 15_000 });
  await user.click(cell.querySelector('a, button') ?? cell);
  return screen.findByRole('dialog', { name: /Service fee/ }, { timeout: 15_000 });
}

describe('21-2 the fee modal of the account’s Service fees tab runs the page’s form', () => {
  it('21-2 FEE-03 FEE-05 FEE-10 "Nuevo" in the tab generates the name and shows the final fee the server computes, as the page does (FEE-03 above), and saves both', async () => {
    const user = userEvent.setup();
    const before = await t.db
      .selectFrom('records')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('module', '=', 'servicefee')
      .executeTakeFirstOrThrow();
    render(feesTab());
    await user.click(await screen.findByRole('button', { name: 'Nuevo' }, { timeout: 15_000 }));
    const dialog = await screen.findByRole('dialog', { name: /Service fee/ }, { timeout: 15_000 });
    const pick = async (label: RegExp, option: string) => {
      const list = await openOptionList(user, within(dialog).getByRole('button', { name: label }));
      await user.click(within(within(list).getByRole('option', { name: option })).getByText(option));
      await optionListGone();
    };
    await pick(/^Tipo\b(?! de)/, 'Reintegro');
    await pick(/^Tipo de ruta/, 'Regional');
    await pick(/^Tipo de servicio/, 'Hotel');
    await pick(/^Tipo de atención/, 'VIP');
    await pick(/^Condición/, 'Porcentaje');
    await user.type(within(dialog).getByRole('textbox', { name: /^Importe/ }), '10');
    await user.type(within(dialog).getByLabelText(/Vigente desde/), format(companyToday(), 'dd/MM/yyyy'));
    await user.tab();
    // The page's numbers for the same fee: 10 % + 4 % charge, + 21 % VAT on both → 12.58.
    await waitFor(() => expect(within(dialog).getByRole('textbox', { name: /Fee final/ })).toHaveValue('12.58'), { timeout: 15_000 });
    await waitFor(() => expect(within(dialog).getByRole('textbox', { name: /^Nombre/ })).toHaveValue('Reintegro - Regional - Hotel - VIP'), {
      timeout: 15_000,
    });
    await user.click(within(dialog).getByRole('button', { name: 'Aceptar' }));
    expect(await screen.findByText('Los datos se registraron correctamente.', undefined, { timeout: 15_000 })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: /Service fee/ })).toBeNull(), { timeout: 15_000 });
    const created = await t.db.selectFrom('records').select('data').where('module', '=', 'servicefee').orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(created.data).toMatchObject({
      cuenta,
      tipo: 'REI',
      tipoRuta: 'REG',
      condicion: '2',
      importe: '10',
      finalFee: '12.58',
      nombre: 'Reintegro - Regional - Hotel - VIP',
    });
    const after = await t.db
      .selectFrom('records')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('module', '=', 'servicefee')
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n) + 1);
    // The tab lists it by its name (no "—").
    expect(await screen.findByRole('cell', { name: 'Reintegro - Regional - Hotel - VIP' }, { timeout: 15_000 })).toBeInTheDocument();
  });

  it('21-2 FEE-10 editing importe in the modal asks the server again: the final fee follows as on the page (FEE-10 above) and is saved', async () => {
    const user = userEvent.setup();
    const datos = {
      cuenta,
      nombre: 'Cambio - Nacional - Aéreo - Online',
      tipo: 'CAM',
      tipoRuta: 'NAC',
      tipoServicio: 'AER',
      tipoAtencion: 'ONL',
      condicion: '1',
      moneda: 'ARS',
      importe: '1000.00',
      fechaDesde: iso(5),
    };
    const id = (await app.api.post<{ id: number }>('/api/modulos/servicefee', { datos })).id;
    const dialog = await openFromTab(user, datos.nombre);
    const fee = () => within(dialog).getByRole('textbox', { name: /Fee final/ });
    expect(fee()).toHaveValue('1,246.30');
    const importe = within(dialog).getByRole('textbox', { name: /^Importe/ });
    await user.clear(importe);
    await user.type(importe, '2000');
    await waitFor(() => expect(fee()).toHaveValue('2,492.60'), { timeout: 15_000 });
    await user.click(within(dialog).getByRole('button', { name: 'Aceptar' }));
    expect(await screen.findByText('Los datos se registraron correctamente.', undefined, { timeout: 15_000 })).toBeInTheDocument();
    const stored = await t.db.selectFrom('records').select(['data', 'version']).where('id', '=', id).executeTakeFirstOrThrow();
    expect(stored).toMatchObject({ version: 2, data: { importe: '2000', finalFee: '2492.60' } });
  });

  it('21-2 FEE-16 the modal says the edit-date rule’s message under the field, as the page does, and saves nothing', async () => {
    const user = userEvent.setup();
    const datos = {
      cuenta,
      nombre: 'Cambio - Nacional - Hotel - Online',
      tipo: 'CAM',
      tipoRuta: 'NAC',
      tipoServicio: 'HOT',
      tipoAtencion: 'ONL',
      condicion: '1',
      moneda: 'ARS',
      importe: '1000.00',
      fechaDesde: iso(5),
    };
    const id = (await app.api.post<{ id: number }>('/api/modulos/servicefee', { datos })).id;
    const dialog = await openFromTab(user, datos.nombre);
    const fecha = within(dialog).getByLabelText(/Vigente desde/);
    await user.clear(fecha);
    await user.type(fecha, format(companyToday(), 'dd/MM/yyyy'));
    await user.tab();
    const expected = `Al editar el servicio la fecha debe ser mínimo a partir del ${format(addDays(companyToday(), 1), 'dd/MM/yyyy')}`;
    expect(await within(dialog).findByText(expected, undefined, { timeout: 20_000 })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Aceptar' }));
    await waitFor(async () => expect((await t.db.selectFrom('records').select('version').where('id', '=', id).executeTakeFirstOrThrow()).version).toBe(1));
    expect(screen.getByRole('dialog', { name: /Service fee/ })).toBeInTheDocument();
  });
});
