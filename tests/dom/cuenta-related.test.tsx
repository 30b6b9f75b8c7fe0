/**
 * The account form's related tabs (ACC-28…30, ACC-36…38, NOT-20) in the generated UI on the real
 * API and the demo data: cards, service fees, notes, bank accounts, contacts and opportunities of
 * the account, each tab a page of the child module's list filtered by the account; "Nuevo" adds a
 * note inside the account form; a tab whose module the user may not read is not shown; a failed
 * load says the spec's words.
 */
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Classes } from '@blueprintjs/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ScreensConfig } from '../../engine/core/screenConfig';
import { createApiClient, type ApiTransport } from '../../engine/react/api/ApiClient';
import { loadPrincipal } from '../../app/auth/loadPrincipal';
import { startTestApp, type TestApp } from '../api/helpers/testApp';
import { injectTransport } from '../support/injectTransport';
import { RealApiApp } from '../support/RealApiApp';
import { browserRegistry } from '../support/browserRegistry';
import { openOptionList, optionListGone } from '../support/optionLists';

type AppProps = Omit<Parameters<typeof RealApiApp>[0], 'route'>;

let t: TestApp;
let agencyId: number;
let registry: AppProps['registry'];

/** The app as `username`; `failing` paths answer 503, as a server that is down would. */
async function appAs(username: string, failing?: RegExp): Promise<AppProps> {
  const real = injectTransport(t.app, await t.tokenFor(username));
  const transport: ApiTransport = (request) =>
    failing?.test(request.path)
      ? Promise.resolve({ status: 503, body: { error: { codigo: 'no_disponible', mensaje: 'Servicio no disponible' } } })
      : real(request);
  const api = createApiClient(transport);
  const config = await api.get<ScreensConfig>('/api/config');
  return { api, config, registry, session: await loadPrincipal(api, username) };
}

/** The rows of the open tab panel's table, as their first cell's text. */
const firstCells = (panel: HTMLElement) =>
  within(within(panel).getByRole('table'))
    .getAllByRole('row')
    .slice(1)
    .map((r) => within(r).getAllByRole('cell')[0].textContent);

async function openTab(name: string): Promise<HTMLElement> {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('tab', { name }));
  return screen.getByRole('tabpanel');
}

beforeAll(async () => {
  t = await startTestApp();
  registry = await browserRegistry();
  agencyId = (await t.as('admin', { method: 'GET', url: '/api/modulos/cuenta?texto=agencia' })).json().datos[0].id;
}, 120_000);
afterAll(async () => {
  await t?.close();
});

describe('account related tabs on the real API', () => {
  it('ACC-28 ACC-37 ACC-38 the tabs follow the account’s own, in order, and list the account’s contacts, fees and notes', async () => {
    render(<RealApiApp {...await appAs('admin')} route={`/cuenta/formulario/${agencyId}`} />);
    await screen.findByRole('tab', { name: /Datos generales/ });
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Datos generales',
      'Vinculaciones',
      'Direcciones',
      'IIBB',
      'Files',
      'Tarjetas',
      'Service fees',
      'Notas',
      'Cuentas bancarias',
      'Contactos',
      'Oportunidades',
    ]);

    const expected = async (module: string, field: string) =>
      (await t.as('admin', { method: 'GET', url: `/api/modulos/${module}?cuenta=${agencyId}&orden=${field}&dir=asc` }))
        .json()
        .datos.map((r: { datos: Record<string, string> }) => r.datos[field]);
    const contacts = await openTab('Contactos');
    const names = await expected('contacto', 'mostrarNombre');
    expect(names).toContain('Suárez, Marta');
    await waitFor(() => expect(firstCells(contacts).sort()).toEqual([...names].sort()));

    const fees = await openTab('Service fees');
    await waitFor(() => expect(within(fees).getAllByRole('row')).toHaveLength(1 + 4));
    expect(firstCells(fees).sort()).toEqual((await expected('servicefee', 'nombre')).sort());
    // WID-12: money reads es-AR in the tab (stored 8500.00 / 10593.55), not 8,500.00.
    expect(within(fees).getByRole('cell', { name: '8,500.00' })).toBeInTheDocument();
    expect(within(fees).getByRole('cell', { name: '10,593.55' })).toBeInTheDocument();

    const notes = await openTab('Notas');
    await within(notes).findByText('Renovación del convenio 2027');
    const opportunities = await openTab('Oportunidades');
    await within(opportunities).findByText('Agencia Demo - Brasil');
  });

  it('WID-07 WID-08 WID-12 the tabs draw documents with their mask, money right-aligned (8,500.00, issue 21-1) beside each fee condition, and "Eliminar" in the minimal danger style of every row action', async () => {
    render(<RealApiApp {...await appAs('admin')} route={`/cuenta/formulario/${agencyId}`} />);
    const contacts = await openTab('Contactos');
    // A DNI with thousands dots (stored 23456789), as WID-07 says; never the raw digits.
    expect(await within(contacts).findByRole('cell', { name: '23.456.789' })).toBeInTheDocument();
    expect(within(contacts).queryByRole('cell', { name: '23456789' })).toBeNull();

    const fees = await openTab('Service fees');
    const amount = await within(fees).findByRole('cell', { name: '8,500.00' });
    expect(amount).toHaveClass('bo-cell-quantity');
    expect(within(fees).getByRole('columnheader', { name: /Importe/ })).toHaveClass('bo-cell-quantity');
    expect(within(fees).getByRole('cell', { name: '10,593.55' })).toHaveClass('bo-cell-quantity');
    // A fee's condition beside its amount: a percentage is not read as money.
    const percentage = within(fees).getByRole('cell', { name: '3.50' }).closest('tr') as HTMLElement;
    // The condition's label comes with its combo's values, which may arrive after the rows.
    expect(await within(percentage).findByRole('cell', { name: 'Porcentaje' })).toBeInTheDocument();
    const fixed = amount.closest('tr') as HTMLElement;
    expect(within(fixed).getByRole('cell', { name: 'Monto fijo' })).toBeInTheDocument();
    // Text columns stay left-aligned.
    expect(within(fees).getAllByRole('row')[1].querySelector('td')).not.toHaveClass('bo-cell-quantity');
    const removes = within(fees).getAllByRole('button', { name: 'Eliminar' });
    expect(removes.length).toBeGreaterThan(0);
    for (const button of removes) expect(button).toHaveClass(Classes.MINIMAL, Classes.INTENT_DANGER);

    const banks = await openTab('Cuentas bancarias');
    for (const button of await within(banks).findAllByRole('button', { name: 'Eliminar' })) expect(button).toHaveClass(Classes.MINIMAL);
  });

  it("BAC-OP03 21 a bad CBU in the account tab's bank-account modal says its own message under the field, not a generic save error, and stores nothing", async () => {
    const user = userEvent.setup();
    const stored = () =>
      t.db
        .selectFrom('records')
        .select(['data', 'version'])
        .where('module', '=', 'cuentabancaria')
        .where('owner_account', '=', String(agencyId))
        .orderBy('id')
        .execute();
    const before = await stored();
    render(<RealApiApp {...await appAs('admin')} route={`/cuenta/formulario/${agencyId}`} />);
    const banks = await openTab('Cuentas bancarias');
    const [row] = await within(banks)
      .findAllByRole('row')
      .then((rows) => rows.slice(1));
    await user.click(within(row).getAllByRole('cell')[0].querySelector('a, button') ?? row);
    const dialog = await screen.findByRole('dialog');
    const cbu = await within(dialog).findByRole('textbox', { name: /^CBU/ });
    await user.clear(cbu);
    await user.type(cbu, '0110599400040200123457');
    await user.click(within(dialog).getByRole('button', { name: 'Aceptar' }));
    const message = await within(dialog).findByText('El CBU ingresado no es válido: el dígito verificador del banco y la sucursal no corresponde.');
    expect(message.closest('.bp6-form-group')).toContainElement(within(dialog).getByRole('textbox', { name: /^CBU/ }));
    expect(screen.queryByText('Se produjo un error al guardar los datos.')).not.toBeInTheDocument();
    expect(await stored()).toEqual(before);
  });

  it('ACC-37 a fee row opens the fee form in a dialog', async () => {
    const user = userEvent.setup();
    render(<RealApiApp {...await appAs('admin')} route={`/cuenta/formulario/${agencyId}`} />);
    const fees = await openTab('Service fees');
    const [row] = await within(fees)
      .findAllByRole('row')
      .then((rows) => rows.slice(1));
    await user.click(within(row).getAllByRole('cell')[0].querySelector('a, button') ?? row);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('textbox', { name: /^Importe/ })).toBeInTheDocument();
  });

  it('21-3 in the fee modal of the Service fees tab Escape on an open dropdown closes the list only; an edited modal asks before Escape drops it', async () => {
    const user = userEvent.setup();
    render(<RealApiApp {...await appAs('admin')} route={`/cuenta/formulario/${agencyId}`} />);
    const fees = await openTab('Service fees');
    const [row] = await within(fees)
      .findAllByRole('row')
      .then((rows) => rows.slice(1));
    await user.click(within(row).getAllByRole('cell')[0].querySelector('a, button') ?? row);
    const dialog = await screen.findByRole('dialog');
    const importe = within(dialog).getByRole('textbox', { name: /^Importe/ });
    await user.clear(importe);
    await user.type(importe, '1500,50');
    await openOptionList(user, within(dialog).getByRole('button', { name: /^Tipo de atención/ }));
    await user.keyboard('{Escape}');
    await optionListGone();
    expect(dialog).toBeInTheDocument();
    expect(importe).toHaveValue('1,500.50');
    await user.click(importe);
    await user.keyboard('{Escape}');
    const ask = await screen.findByRole('dialog', { name: 'Cambios sin guardar' });
    await user.click(within(ask).getByRole('button', { name: 'Seguir editando' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Cambios sin guardar' })).toBeNull());
    expect(within(dialog).getByRole('textbox', { name: /^Importe/ })).toHaveValue('1,500.50');
  });

  it('NOT-20 ACC-38 LNK-18 "Nuevo" in the notes tab (the note modal) adds a note to the account inside its form, its type from the note form\'s combos', async () => {
    const user = userEvent.setup();
    render(<RealApiApp {...await appAs('admin')} route={`/cuenta/formulario/${agencyId}`} />);
    const notes = await openTab('Notas');
    await user.click(await within(notes).findByRole('button', { name: 'Nuevo' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByRole('textbox', { name: /^Nombre/ }), 'Llamar por el cupo de diciembre');
    const list = await openOptionList(user, within(dialog).getByRole('button', { name: /^Tipo(?! de)/ }));
    await user.click(within(within(list).getByRole('option', { name: 'General' })).getByText('General'));
    await optionListGone();
    await user.click(within(dialog).getByRole('button', { name: 'Aceptar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await within(screen.getByRole('tabpanel')).findByText('Llamar por el cupo de diciembre');
    const stored = (await t.as('admin', { method: 'GET', url: `/api/modulos/nota?cuenta=${agencyId}&texto=cupo` })).json().datos;
    expect(stored.map((r: { datos: { cuenta: number; nombre: string } }) => [r.datos.cuenta, r.datos.nombre])).toEqual([
      [agencyId, 'Llamar por el cupo de diciembre'],
    ]);
  });

  it('ACC-36 the cards tab shows only to who may read cards (CRD-19): the card editor sees it, an accounts user without the cards area does not', async () => {
    // An accounts clerk: reads every account (ROLE_CUENTAS), holds no cards permission.
    const clerk = await t.db
      .insertInto('users')
      .values({ username: 'cuentas', nombre: 'Carla Cuentas', password_hash: null, email: null, account_id: null, id_crm: null })
      .returning('id')
      .executeTakeFirstOrThrow();
    await t.db.insertInto('user_roles').values({ user_id: clerk.id, role: 'ROLE_CUENTAS' }).execute();
    const { unmount } = render(<RealApiApp {...await appAs('cuentas')} route={`/cuenta/formulario/${agencyId}`} />);
    await screen.findByRole('tab', { name: /Datos generales/ });
    expect(screen.queryByRole('tab', { name: 'Tarjetas' })).not.toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Service fees' })).toBeInTheDocument();
    unmount();
    render(<RealApiApp {...await appAs('tarjetas')} route={`/cuenta/formulario/${agencyId}`} />);
    const cards = await openTab('Tarjetas');
    await waitFor(() => expect(within(cards).getAllByRole('row')).toHaveLength(1 + 2));
    expect(within(cards).queryByText('4111111111111111')).not.toBeInTheDocument();
  });

  it('ACC-29 a failed load of the account’s contacts says so (danger)', async () => {
    render(<RealApiApp {...await appAs('admin', /^\/api\/modulos\/contacto$/)} route={`/cuenta/formulario/${agencyId}`} />);
    const panel = await openTab('Contactos');
    await within(panel).findByText('Se produjo un error al obtener los contactos de la cuenta');
    await waitFor(() =>
      expect(document.querySelector('.bp6-toast.bp6-intent-danger')).toHaveTextContent('Se produjo un error al obtener los contactos de la cuenta'),
    );
  });

  it('ACC-30 a failed load of the account’s opportunities says so (danger)', async () => {
    render(<RealApiApp {...await appAs('admin', /^\/api\/modulos\/oportunidad$/)} route={`/cuenta/formulario/${agencyId}`} />);
    const panel = await openTab('Oportunidades');
    await within(panel).findByText('Se produjo un error al obtener las oportunidades de la cuenta');
    await waitFor(() =>
      expect(document.querySelector('.bp6-toast.bp6-intent-danger')).toHaveTextContent('Se produjo un error al obtener las oportunidades de la cuenta'),
    );
  });
});
