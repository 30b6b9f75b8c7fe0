/**
 * The supplier screens (SUP-*) in the generated UI on the real API: the list's filter rule and
 * messages, the preview, the out-of-use switch with its confirmation, the form's tabs and a save.
 */
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ScreensConfig } from '../../engine/core/screenConfig';
import { createApiClient } from '../../engine/react/api/ApiClient';
import { loadPrincipal } from '../../app/auth/loadPrincipal';
import { startTestApp, type TestApp } from '../api/helpers/testApp';
import { injectTransport } from '../support/injectTransport';
import { RealApiApp } from '../support/RealApiApp';
import { browserRegistry } from '../support/browserRegistry';
import { demoProveedorId } from '../../schemas/proveedor/proveedor.seed';
import { demoAccountId } from '../../schemas/cuenta/demoAccountId';
import { demoCuit } from '../../server/seed/demoValues';
import { openOptionList, optionListGone } from '../support/optionLists';

let t: TestApp;
type AppProps = Omit<Parameters<typeof RealApiApp>[0], 'route'>;
const apps: Record<string, AppProps> = {};

beforeAll(async () => {
  t = await startTestApp();
  const registry = await browserRegistry();
  for (const user of ['admin', 'compras']) {
    const api = createApiClient(injectTransport(t.app, await t.tokenFor(user)));
    const config = await api.get<ScreensConfig>('/api/config');
    apps[user] = { api, config, registry, session: await loadPrincipal(api, user) };
  }
}, 120_000);
afterAll(async () => {
  await t?.close();
});

describe('supplier list and form on the real API', () => {
  it('SUP-01 SUP-09 SUP-12 SUP-11 the list asks for a filter, says when nothing matches, and lists 25 a page', async () => {
    const user = userEvent.setup();
    render(<RealApiApp {...apps.compras} route="/proveedores" />);
    expect(await screen.findByRole('heading', { name: 'Proveedores', level: 1 })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Buscar' }));
    expect(await screen.findAllByText('Debe seleccionar al menos un filtro de busqueda')).toHaveLength(1);
    const search = screen.getByRole('searchbox', { name: /Código, nombre o CUIT/ });
    await user.type(search, 'zzzqqq{Enter}');
    expect(await screen.findAllByText('No se encontraron resultados para la búsqueda realizada.')).not.toHaveLength(0);
    await user.clear(search);
    await user.type(search, 'hotpat{Enter}');
    const link = await screen.findByRole('link', { name: 'HOTPAT01' });
    const row = link.closest('tr')!;
    expect(within(row).getByText('Hoteles Patagónicos S.A.')).toBeInTheDocument();
    expect(within(row).getByText('Autorizado')).toBeInTheDocument();
    expect(within(row).getByText('Hotel')).toBeInTheDocument();
  });

  it('SUP-13 the preview shows a supplier read-only in a dialog', async () => {
    const user = userEvent.setup();
    render(<RealApiApp {...apps.compras} route="/proveedores" />);
    await user.type(await screen.findByRole('searchbox', { name: /Código, nombre o CUIT/ }), 'transcuyo{Enter}');
    const link = await screen.findByRole('link', { name: 'TRANSCUYO' });
    await user.click(within(link.closest('tr')!).getByRole('button', { name: /Vista previa|Ver/ }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getAllByDisplayValue('Transportes del Cuyo S.R.L.').length).toBeGreaterThan(0);
  });

  it('SUP-26 SUP-OP08 the out-of-use switch asks for confirmation before it changes the supplier', async () => {
    const user = userEvent.setup();
    render(<RealApiApp {...apps.admin} route="/proveedores" />);
    await user.type(await screen.findByRole('searchbox', { name: /Código, nombre o CUIT/ }), 'transcuyo{Enter}');
    const link = await screen.findByRole('link', { name: 'TRANSCUYO' });
    const toggle = within(link.closest('tr')!).getByRole('switch', { name: 'En desuso' });
    expect(toggle).not.toBeChecked();
    await user.click(toggle);
    const alert = await screen.findByRole('alertdialog');
    expect(within(alert).getByText(/Confirma que desea cambiar el proveedor entre en uso y en desuso/)).toBeInTheDocument();
    await user.click(within(alert).getByRole('button', { name: 'Cancelar' }));
    const id = await demoProveedorId(t.db, 'Transportes del Cuyo S.R.L.');
    expect((await t.as('admin', { method: 'GET', url: `/api/modulos/proveedor/${id}` })).json().datos.enDesuso).toBeUndefined();
    await user.click(toggle);
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Aceptar' }));
    await waitFor(async () => expect((await t.as('admin', { method: 'GET', url: `/api/modulos/proveedor/${id}` })).json().datos.enDesuso).toBe(true));
    // Back in use, for the other tests.
    const stored = (await t.as('admin', { method: 'GET', url: `/api/modulos/proveedor/${id}` })).json();
    await t.as('admin', { method: 'POST', url: `/api/modulos/proveedor/${id}/alternar/enDesuso`, payload: { version: stored.version } });
  });

  it('SUP-20 SUP-OP10 SUP-03 the form has the proposed tabs; an edit saves with the message and stays', async () => {
    const id = await demoProveedorId(t.db, 'Hoteles Patagónicos S.A.');
    const user = userEvent.setup();
    render(<RealApiApp {...apps.admin} route={`/proveedor/${id}`} />);
    const phone = await screen.findByRole('textbox', { name: /Email/ });
    expect(phone).toHaveValue('reservas@hotelespatagonicos.com.ar');
    for (const tab of ['Datos generales', 'Direcciones', 'Datos fiscales \\(IIBB\\)', 'Vinculaciones', 'Evaluación']) {
      expect(screen.getByRole('tab', { name: new RegExp(tab) })).toBeInTheDocument();
    }
    await user.clear(phone);
    await user.type(phone, 'ventas@hotelespatagonicos.com.ar');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Los datos se registraron correctamente.')).toBeInTheDocument();
    const stored = await t.db.selectFrom('records').select('data').where('id', '=', id!).executeTakeFirstOrThrow();
    expect(stored.data).toMatchObject({ email: 'ventas@hotelespatagonicos.com.ar' });
  });

  it('SUP-02 SUP-29 a new supplier without its code opens the error summary with the spec text', async () => {
    const user = userEvent.setup();
    render(<RealApiApp {...apps.compras} route="/proveedor" />);
    await user.type(await screen.findByRole('textbox', { name: /Razón social/ }), 'Proveedor Sin Código S.A.');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Faltan algunos datos obligatorios.')).toBeInTheDocument();
    expect(screen.getAllByText(/Código PTA/).length).toBeGreaterThan(0);
  });

  it('SUP-05 the code is upper-cased without non-word characters as it is typed', async () => {
    const user = userEvent.setup();
    render(<RealApiApp {...apps.admin} route="/proveedor" />);
    const code = await screen.findByRole('textbox', { name: /Código PTA/ });
    await user.type(code, 'pta-09 x');
    await waitFor(() => expect(code).toHaveValue('PTA09X'));
  });

  it('SUP-20 NOT-08 the Notas tab of a supplier lists its notes and "Nuevo" adds one to the supplier', async () => {
    const id = (await demoProveedorId(t.db, 'Hoteles Patagónicos S.A.'))!;
    const user = userEvent.setup();
    render(<RealApiApp {...apps.admin} route={`/proveedor/${id}`} />);
    await user.click(await screen.findByRole('tab', { name: /^Notas/ }));
    const notes = screen.getByRole('tabpanel');
    expect(await within(notes).findByText('Constancia de Convenio Multilateral 2026')).toBeInTheDocument();
    await user.click(await within(notes).findByRole('button', { name: 'Nuevo' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByRole('textbox', { name: /^Nombre/ }), 'Tarifario de temporada alta');
    const list = await openOptionList(user, within(dialog).getByRole('button', { name: /^Tipo(?! de)/ }));
    await user.click(within(within(list).getByRole('option', { name: 'General' })).getByText('General'));
    await optionListGone();
    await user.click(within(dialog).getByRole('button', { name: 'Aceptar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await within(screen.getByRole('tabpanel')).findByText('Tarifario de temporada alta');
    const stored = (await t.as('admin', { method: 'GET', url: `/api/modulos/nota?proveedor=${id}&texto=tarifario` })).json().datos;
    expect(stored.map((r: { datos: { proveedor: number; nombre: string } }) => [r.datos.proveedor, r.datos.nombre])).toEqual([
      [id, 'Tarifario de temporada alta'],
    ]);
  });

  it("BAC-OP02 a bank account's form is editable by who may edit its parent: compras edits a supplier's, sees an account's read-only", async () => {
    const hotel = (await demoProveedorId(t.db, 'Hoteles Patagónicos S.A.'))!;
    const account = (await demoAccountId(t.db, 'Agencia Demo'))!;
    const galicia = (await t.as('admin', { method: 'GET', url: '/api/modulos/banco?texto=Galicia' })).json().datos[0].id;
    const datos = {
      dondeOpera: 'NAC',
      banco: galicia,
      tipo: 'CA',
      moneda: 'ARS',
      numeroCuenta: '4020012345',
      nombre: '4020012345 - ARS',
      titular: 'Titular de prueba',
      tipoDocumento: 'CUIT',
      documento: '30500010912',
      cbu: '0110599500040200123457',
    };
    const make = async (owner: Record<string, number>) =>
      (await t.as('admin', { method: 'POST', url: '/api/modulos/cuentabancaria', payload: { datos: { ...datos, ...owner } } })).json().id as number;
    const ofAccount = await make({ cuenta: account });
    const ofSupplier = await make({ proveedor: hotel });
    const first = render(<RealApiApp {...apps.compras} route={`/cuentaBancaria/${ofAccount}`} />);
    expect(await screen.findByRole('textbox', { name: /^Titular/ })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Guardar' })).not.toBeInTheDocument();
    first.unmount();
    const second = render(<RealApiApp {...apps.compras} route={`/cuentaBancaria/${ofSupplier}`} />);
    expect(await screen.findByRole('textbox', { name: /^Titular/ })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Guardar' })).toBeInTheDocument();
    second.unmount();
    // A new one: under an account read-only for compras, under a supplier editable.
    const third = render(<RealApiApp {...apps.compras} route={`/cuentaBancaria/cuenta/${account}`} />);
    expect(await screen.findByRole('textbox', { name: /^Titular/ })).toBeDisabled();
    third.unmount();
    render(<RealApiApp {...apps.compras} route={`/cuentaBancaria/proveedor/${hotel}`} />);
    expect(await screen.findByRole('textbox', { name: /^Titular/ })).toBeEnabled();
  });

  let serial = 0;
  /** A new pending supplier (a copy of a demo one with its own code, CUIT and name), created by compras through the API. */
  const pendingSupplier = async (name: string) => {
    const model = (await t.as('admin', { method: 'GET', url: `/api/modulos/proveedor/${(await demoProveedorId(t.db, 'Hoteles Patagónicos S.A.'))!}` })).json()
      .datos;
    let documento = '';
    while (!documento) {
      serial += 1;
      try {
        documento = demoCuit('30', String(73100000 + serial * 13));
      } catch {
        // no check digit for this number: the next one
      }
    }
    const datos = { ...model, codigoPta: `PEND${serial}`, razonSocial: name, mostrarNombre: name, documento, estado: undefined, validoDocumento: undefined };
    const res = await t.as('compras', { method: 'POST', url: '/api/modulos/proveedor', payload: { datos } });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as { id: number; version: number; datos: Record<string, unknown> };
  };
  const stored = async (id: number) => (await t.as('admin', { method: 'GET', url: `/api/modulos/proveedor/${id}` })).json();

  it("SUP-15 SUP-16 SUP-18 SUP-27 SUP-OP06 the pending list offers Rechazar to an admin: a confirmation with an optional reason, the spec's success text, the row leaves the list", async () => {
    const created = await pendingSupplier('Pendiente Rechazo S.A.');
    const user = userEvent.setup();
    render(<RealApiApp {...apps.admin} route="/proveedores/pendientes" />);
    const row = (await screen.findByText('Pendiente Rechazo S.A.')).closest('tr')!;
    // SUP-16: the pending count beside the menu entry.
    const count = (await screen.findAllByLabelText(/^\d+ pendientes$/))[0];
    expect(Number(count.textContent)).toBeGreaterThanOrEqual(1);
    expect(within(row).getByRole('button', { name: 'Autorizar' })).toBeInTheDocument();
    await user.click(within(row).getByRole('button', { name: 'Rechazar' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('¿Confirma que desea rechazar el proveedor Pendiente Rechazo S.A.?')).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: 'Motivo del rechazo (opcional)' }), 'Documentación vencida');
    await user.click(within(dialog).getByRole('button', { name: 'Rechazar' }));
    expect(await screen.findByText('Se aplicaron correctamente los cambios.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Pendiente Rechazo S.A.')).not.toBeInTheDocument());
    expect((await stored(created.id)).datos).toMatchObject({ estado: 3, motivoRechazo: 'Documentación vencida' });
  });

  it('SUP-17 SUP-39 an admin authorises from the supplier form and returns to the suppliers list; a supplier writer sees no such button', async () => {
    const created = await pendingSupplier('Pendiente Autorizo S.A.');
    const first = render(<RealApiApp {...apps.compras} route={`/proveedor/${created.id}`} />);
    expect(await screen.findByRole('button', { name: 'Guardar' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Autorizar' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Rechazar' })).not.toBeInTheDocument();
    first.unmount();
    const user = userEvent.setup();
    render(<RealApiApp {...apps.admin} route={`/proveedor/${created.id}`} />);
    await user.click(await screen.findByRole('button', { name: 'Autorizar' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('¿Confirma que desea autorizar el proveedor Pendiente Autorizo S.A.?')).toBeInTheDocument();
    expect(within(dialog).queryByRole('textbox')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Autorizar' }));
    expect(await screen.findByText('Se aplicaron correctamente los cambios.')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Proveedores', level: 1 })).toBeInTheDocument();
    expect((await stored(created.id)).datos.estado).toBe(2);
  });

  it("SUP-OP06 a failed authorisation says the spec's failure text and leaves the supplier pending", async () => {
    const created = await pendingSupplier('Pendiente Falla S.A.');
    const user = userEvent.setup();
    render(<RealApiApp {...apps.admin} route={`/proveedor/${created.id}`} />);
    await user.click(await screen.findByRole('button', { name: 'Rechazar' }));
    const dialog = await screen.findByRole('dialog');
    // Someone else authorises it meanwhile: the rejection is refused.
    expect(
      (await t.as('admin', { method: 'POST', url: `/api/proveedores/autorizacion/${created.id}/autorizar`, payload: { version: created.version } })).statusCode,
    ).toBe(200);
    await user.click(within(dialog).getByRole('button', { name: 'Rechazar' }));
    expect(await screen.findByText(/Se produjo un error al realizar la acción\./)).toBeInTheDocument();
    expect((await stored(created.id)).datos.estado).toBe(2);
  });

  it('SUP-20 BAC-05 BAC-OP02 the Cuentas bancarias tab of a supplier lists its bank accounts; compras adds one in the dialog, which shows the supplier as its only owner', async () => {
    const id = (await demoProveedorId(t.db, 'Hoteles Patagónicos S.A.'))!;
    const user = userEvent.setup();
    render(<RealApiApp {...apps.compras} route={`/proveedor/${id}`} />);
    await user.click(await screen.findByRole('tab', { name: /^Cuentas bancarias/ }));
    const panel = screen.getByRole('tabpanel');
    expect(await within(panel).findByText('3000078901 - ARS')).toBeInTheDocument();
    await user.click(within(panel).getByRole('button', { name: 'Nuevo' }));
    const dialog = await screen.findByRole('dialog');
    // One owner: the supplier, shown by name; no account to link.
    expect(within(dialog).getByDisplayValue('Hoteles Patagónicos S.A.')).toBeInTheDocument();
    expect(within(dialog).queryByRole('textbox', { name: /^Cuenta$/ })).not.toBeInTheDocument();
    expect(within(dialog).getAllByRole('button', { name: 'Buscar' })).toHaveLength(1); // the bank's, not an account's
    await user.type(within(dialog).getByRole('textbox', { name: /^Titular/ }), 'Hoteles Patagónicos S.A.');
    await user.click(within(dialog).getByRole('button', { name: 'Buscar' }));
    const search = await screen.findByRole('dialog', { name: 'Buscar banco' });
    await user.type(within(search).getByLabelText('Texto de búsqueda'), 'Galicia');
    await user.click(within(search).getByRole('button', { name: 'Buscar' }));
    await user.click(await within(search).findByRole('radio', { name: 'Seleccionar Banco Galicia' }));
    await user.click(within(search).getByRole('button', { name: 'Aceptar' }));
    await waitFor(() => expect(within(dialog).getByRole('textbox', { name: /^Banco\s*\*?$/ })).toHaveValue('Banco Galicia'));
    for (const [label, option] of [
      [/^Tipo de cuenta/, 'Caja de ahorro'],
      [/^Moneda/, 'Peso argentino'],
    ] as const) {
      const list = await openOptionList(user, within(dialog).getByRole('button', { name: label }));
      await user.click(within(within(list).getByRole('option', { name: option })).getByText(option));
      await optionListGone();
    }
    await user.type(within(dialog).getByRole('textbox', { name: /^Número de cuenta/ }), '777001');
    await user.type(within(dialog).getByRole('textbox', { name: /^Documento/ }), '30500010912');
    await user.type(within(dialog).getByRole('textbox', { name: /^CBU/ }), '0110599500040200123457');
    await user.click(within(dialog).getByRole('button', { name: 'Aceptar' }));
    expect(await screen.findByText('Los datos se registraron correctamente.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await within(screen.getByRole('tabpanel')).findByText('777001 - ARS')).toBeInTheDocument();
    const stored = (await t.as('admin', { method: 'GET', url: `/api/modulos/cuentabancaria?proveedor=${id}&limit=100` })).json().datos;
    expect(stored.find((r: { datos: { numeroCuenta?: string } }) => r.datos.numeroCuenta === '777001')?.datos).toMatchObject({
      proveedor: id,
      nombre: '777001 - ARS',
      titular: 'Hoteles Patagónicos S.A.',
    });
  });
});
