/**
 * Contacts in the generated UI on the real API and database: an external agency user with no
 * contacts is taken to a new one with the spec's note and saves himself (CON-38, CON-37), the
 * company-domain e-mail rule while typing (CON-29), the void with its confirmation and messages
 * (CON-22…27), and the notice of a user who may read but not write (CON-39).
 */
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { startTestApp, type TestApp } from '../api/helpers/testApp';
import { accountNamed } from '../api/helpers/accountOf';
import { realApiSession } from '../support/realApiSession';
import { RealApiApp } from '../support/RealApiApp';
import { browserRegistry } from '../support/browserRegistry';
import { openOptionList, optionListGone } from '../support/optionLists';
import { injectTransport } from '../support/injectTransport';
import { createApiClient, type ApiRequest } from '../../engine/react/api/ApiClient';
import { setPermissionRecords } from '../support/permissionRecords';

// User journeys on the real API: every step waits for what the user sees, never for time.
vi.setConfig({ testTimeout: 120_000 });

/** The external user's agency (a demo account with no contacts) and another demo account. */
let AGENCIA: number;
let OTRA: number;
let t: TestApp;
let registry: Awaited<ReturnType<typeof browserRegistry>>;
let other: { id: number; version: number };

const appFor = (username: string) => realApiSession(t, registry, username);
/** The app of `username` whose calls matching `fails` answer 500 (the server cannot serve them). */
async function failingAppFor(username: string, fails: (request: ApiRequest) => boolean) {
  const session = await appFor(username);
  const transport = injectTransport(t.app, await t.tokenFor(username));
  return { ...session, api: createApiClient(async (request) => (fails(request) ? { status: 500, body: null } : transport(request))) };
}

beforeAll(async () => {
  t = await startTestApp();
  registry = await browserRegistry();
  [AGENCIA, OTRA] = [await accountNamed(t, 'Hotelera Patagónica S.A.'), await accountNamed(t, 'Turismo del Sur S.R.L.')];
  await t.db
    .updateTable('users')
    .set({ account_id: String(AGENCIA) })
    .where('username', '=', 'externo')
    .execute();
  other = (
    await t.as('staff', {
      method: 'POST',
      url: '/api/modulos/contacto',
      payload: {
        datos: {
          nombre: 'Olga',
          apellido: 'Otra Agencia',
          mostrarNombre: 'Otra Agencia, Olga',
          email: 'olga@gmail.com',
          tipoDocumento: 'DNI',
          documento: '20999888',
          cuenta: OTRA,
        },
      },
    })
  ).json();
}, 120_000);
afterAll(async () => {
  await t?.close();
});
// A new-contact form left unsaved keeps a draft (localStorage) that the next new-contact form would offer to restore.
beforeEach(() => localStorage.clear());

describe('contacts in the generated UI, on the real API', () => {
  it('CON-01 CON-02 CON-38 CON-37 an external user with no contacts is taken to a new one, saves himself and then lists only his account', async () => {
    const user = userEvent.setup();
    const first = render(<RealApiApp {...await appFor('externo')} route="/contactos" />);
    expect(await screen.findByText('Primero debe cargarse a usted mismo, y luego podrá ingresar al resto de los integrantes.')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Contacto' })).toBeInTheDocument();
    // The account is his own, fixed, shown by its name (told with the session: he may not read the accounts, and no "Ver").
    const cuenta = screen.getByLabelText(/^Cuenta/);
    await waitFor(() => expect(cuenta).toHaveValue('Hotelera Patagónica S.A.'));
    expect(cuenta).toHaveAttribute('readonly');
    expect(screen.queryByRole('button', { name: 'Ver' })).not.toBeInTheDocument();

    await user.type(screen.getByRole('textbox', { name: /^Nombre\s*\*?$/ }), 'Ernesto');
    await user.type(screen.getByRole('textbox', { name: /^Apellido/ }), 'Externo');
    expect(screen.getByRole('textbox', { name: /Nombre a mostrar/ })).toHaveValue('Externo, Ernesto');
    await user.type(screen.getByRole('textbox', { name: /^Email/ }), 'ernesto@agenciademo.com.ar');
    const options = await openOptionList(user, screen.getByRole('button', { name: /^Tipo de documento/ }));
    await user.click(within(within(options).getByRole('option', { name: 'DNI' })).getByText('DNI'));
    await optionListGone();
    await user.type(screen.getByRole('textbox', { name: /^Documento/ }), '28111222');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Se guardó correctamente el contacto.')).toBeInTheDocument();
    const stored = await t.db
      .selectFrom('records')
      .select(['data', 'owner_account'])
      .where('module', '=', 'contacto')
      .where('owner_account', '=', String(AGENCIA))
      .executeTakeFirstOrThrow();
    expect(stored).toMatchObject({ owner_account: String(AGENCIA), data: { nombre: 'Ernesto', cuenta: AGENCIA, documento: '28111222' } });

    // His list now loads at once (no filter) and holds only his account's contact; the filters over
    // accounts (account, its hierarchy, its seller) are not offered to him: he may read no account.
    first.unmount();
    render(<RealApiApp {...await appFor('externo')} route="/contactos" />);
    const rows = await screen.findAllByRole('link', { name: 'Externo, Ernesto' });
    expect(rows.length).toBeGreaterThan(0);
    expect(screen.queryByText('Otra Agencia, Olga')).not.toBeInTheDocument();
    expect(screen.queryByLabelText(/^Cuenta/)).not.toBeInTheDocument();
    expect(screen.queryByLabelText(/Vendedor de la cuenta/)).not.toBeInTheDocument();
    expect(screen.queryByLabelText(/Solo la cuenta/)).not.toBeInTheDocument();

    // His saved contact's form names his account too.
    await user.click(rows[0]);
    await waitFor(() => expect(screen.getByLabelText(/^Cuenta/)).toHaveValue('Hotelera Patagónica S.A.'));
    // Nothing to search or clear there: he may read no account (the server keeps his own anyway).
    expect(screen.queryByRole('button', { name: 'Quitar' })).not.toBeInTheDocument();
  });

  it('CON-03 CON-29 says the company-domain rule under the e-mail while typing', async () => {
    const user = userEvent.setup();
    render(<RealApiApp {...await appFor('staff')} route={`/contacto/${other.id}`} />);
    const email = await screen.findByRole('textbox', { name: /^Email/ });
    await user.clear(email);
    await user.type(email, 'olga@viajesdemo.com.ar');
    expect(
      await screen.findByText('El correo de contacto de la persona no puede ser @viajesdemo.com.ar si la persona no pertenece a la cuenta.'),
    ).toBeInTheDocument();
  });

  it('21-4 WID-16 a birth date typed as 31/02/1990 blocks the save: the field keeps the text with the date message, no save is sent and the old date stays stored', async () => {
    const user = userEvent.setup();
    const contact = (
      await t.as('staff', {
        method: 'POST',
        url: '/api/modulos/contacto',
        payload: {
          datos: {
            nombre: 'Berta',
            apellido: 'Fechas',
            mostrarNombre: 'Fechas, Berta',
            email: 'berta@gmail.com',
            tipoDocumento: 'DNI',
            documento: '20999777',
            fechaNacimiento: '1990-01-15',
            cuenta: OTRA,
          },
        },
      })
    ).json() as { id: number; version: number };
    const session = await appFor('staff');
    const transport = injectTransport(t.app, await t.tokenFor('staff'));
    const writes: ApiRequest[] = [];
    const api = createApiClient(async (request) => {
      if (request.method === 'PUT') writes.push(request);
      return transport(request);
    });
    render(<RealApiApp {...session} api={api} route={`/contacto/${contact.id}`} />);
    const date = await screen.findByLabelText(/^Fecha de nacimiento/);
    await waitFor(() => expect(date).toHaveValue('15/01/1990'));
    await user.clear(date);
    await user.type(date, '31/02/1990');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findAllByText('El campo Fecha de nacimiento no es una fecha válida. Use el formato dd/mm/aaaa.')).not.toHaveLength(0);
    expect(date).toHaveValue('31/02/1990');
    expect(date).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText('Se guardó correctamente el contacto.')).toBeNull();
    expect(writes).toEqual([]);
    const stored = await t.db.selectFrom('records').select(['data', 'version']).where('id', '=', contact.id).executeTakeFirstOrThrow();
    expect([stored.version, (stored.data as { fechaNacimiento?: string }).fechaNacimiento]).toEqual([contact.version, '1990-01-15']);
  });

  it('CON-22 CON-23 CON-25 CON-OP08 CON-OP09 voids a contact after the confirmation; it leaves the list', async () => {
    const created = (
      await t.as('staff', {
        method: 'POST',
        url: '/api/modulos/contacto',
        payload: {
          datos: {
            nombre: 'Anulable',
            apellido: 'Pérez',
            mostrarNombre: 'Pérez, Anulable',
            email: 'anulable@gmail.com',
            tipoDocumento: 'DNI',
            documento: '21333444',
            cuenta: OTRA,
          },
        },
      })
    ).json();
    const user = userEvent.setup();
    render(<RealApiApp {...await appFor('staff')} route="/contactos?texto=anulable" />);
    const link = await screen.findByRole('link', { name: 'Pérez, Anulable' });
    await user.click(within(link.closest('tr')!).getByRole('button', { name: 'Anular' }));
    const alert = await screen.findByRole('alertdialog');
    expect(within(alert).getByText('¿Confirma que desea anular el pasajero/contacto? Dejará de aparecer en la lista.')).toBeInTheDocument();
    await user.click(within(alert).getByRole('button', { name: 'Anular' }));
    expect(await screen.findByText('El pasajero/contacto se anuló correctamente.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Pérez, Anulable' })).not.toBeInTheDocument());
    expect(await screen.findByText('No se encontraron contactos.')).toBeInTheDocument();
    const stored = await t.db.selectFrom('records').select('vigente').where('id', '=', created.id).executeTakeFirstOrThrow();
    expect(stored.vigente).toBe(false);
  });

  it('21-5 CON-27 a contact voided from /contactos leaves the account’s Contactos tab too', async () => {
    const created = await t.as('admin', {
      method: 'POST',
      url: '/api/modulos/contacto',
      payload: {
        datos: { nombre: 'Carla', apellido: 'Tester', email: 'carla.tester@gmail.com', tipoDocumento: 'DNI', documento: '29876124', cuenta: AGENCIA },
      },
    });
    expect(created.statusCode).toBe(201);
    const user = userEvent.setup();
    const app = await appFor('admin');
    const contactsTab = async () => {
      await user.click(await screen.findByRole('tab', { name: 'Contactos' }));
      const panel = screen.getByRole('tabpanel');
      await waitFor(() => expect(panel.querySelector('[aria-busy="true"]')).toBeNull());
      return panel;
    };
    const before = render(<RealApiApp {...app} route={`/cuenta/formulario/${AGENCIA}`} />);
    expect(await within(await contactsTab()).findByRole('cell', { name: 'Tester, Carla' })).toBeInTheDocument();
    before.unmount();

    const list = render(<RealApiApp {...app} route="/contactos?texto=carla" />);
    const link = await screen.findByRole('link', { name: 'Tester, Carla' });
    await user.click(within(link.closest('tr')!).getByRole('button', { name: 'Anular' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Anular' }));
    expect(await screen.findByText('El pasajero/contacto se anuló correctamente.')).toBeInTheDocument();
    list.unmount();

    render(<RealApiApp {...app} route={`/cuenta/formulario/${AGENCIA}`} />);
    const after = await contactsTab();
    await waitFor(() => expect(within(after).queryByText(/Tester/)).toBeNull());
    expect(within(after).queryByRole('cell', { name: 'Tester, Carla' })).toBeNull();
  });

  it('CON-09 CON-OP03 SHR-06 staff must give a filter before the list searches (a warning notification on "Buscar")', async () => {
    const user = userEvent.setup();
    render(<RealApiApp {...await appFor('staff')} route="/contactos" />);
    await user.click(await screen.findByRole('button', { name: 'Buscar' }));
    expect(await screen.findByText('Debe seleccionar al menos un filtro de busqueda')).toBeInTheDocument();
  });

  it('CON-39 an external user without write permission reads his contact with the spec notice and no Guardar', async () => {
    await setPermissionRecords(t, { area: 'contacto' }, { escritura: false });
    try {
      const own = await t.db
        .selectFrom('records')
        .select('id')
        .where('module', '=', 'contacto')
        .where('owner_account', '=', String(AGENCIA))
        .executeTakeFirstOrThrow();
      render(<RealApiApp {...await appFor('externo')} route={`/contacto/${own.id}`} />);
      expect(await screen.findByText('No tiene los permisos para realizar esta acción.')).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Guardar' })).not.toBeInTheDocument();
    } finally {
      await setPermissionRecords(t, { area: 'contacto' }, { escritura: true });
    }
  });

  it('CON-04 CON-OP02 CON-OP12 /contactocuenta/{id} opens a new contact of that account, locked; once saved it returns to the account form', async () => {
    const cuenta = { id: await accountNamed(t, 'Agencia Demo') };
    const user = userEvent.setup();
    render(<RealApiApp {...await appFor('staff')} route={`/contactocuenta/${cuenta.id}`} />);
    expect(await screen.findByRole('heading', { name: 'Contacto' })).toBeInTheDocument();
    // The account link shows the account's name, fixed (no search to change it).
    const field = screen.getByLabelText(/^Cuenta/);
    await waitFor(() => expect(field).toHaveValue('Agencia Demo'));
    expect(field).toHaveAttribute('readonly');
    expect(screen.queryByRole('button', { name: 'Buscar' })).not.toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /^Nombre\s*\*?$/ }), 'Carla');
    await user.type(screen.getByRole('textbox', { name: /^Apellido/ }), 'Desde Cuenta');
    await user.type(screen.getByRole('textbox', { name: /^Email/ }), 'carla@agenciademo.com.ar');
    const options = await openOptionList(user, screen.getByRole('button', { name: /^Tipo de documento/ }));
    await user.click(within(within(options).getByRole('option', { name: 'DNI' })).getByText('DNI'));
    await optionListGone();
    await user.type(screen.getByRole('textbox', { name: /^Documento/ }), '26555444');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Se guardó correctamente el contacto.')).toBeInTheDocument();
    // Back on the account's form (`afterSave.returnTo`: /cuenta/formulario/:cuenta?solapa=Contactos), on its Contactos tab listing her.
    expect(await screen.findByRole('heading', { name: /^Cuenta/ })).toBeInTheDocument();
    expect(await screen.findByRole('tab', { name: 'Contactos', selected: true })).toBeInTheDocument();
    expect(await within(screen.getByRole('tabpanel')).findByText('Desde Cuenta, Carla')).toBeInTheDocument();
    const stored = await t.db
      .selectFrom('records')
      .select('data')
      .where('module', '=', 'contacto')
      .where(sql<boolean>`data ->> 'documento' = '26555444'`)
      .executeTakeFirstOrThrow();
    expect(stored.data).toMatchObject({ cuenta: cuenta.id, mostrarNombre: 'Desde Cuenta, Carla' });
  });

  it('CON-26 CON-OP10 the contact form has a "Preferencias del pasajero" tab whose combos offer the Spanish lookups (opened by `?solapa=`)', async () => {
    const user = userEvent.setup();
    render(<RealApiApp {...await appFor('staff')} route={`/contacto/${other.id}?solapa=preferencias%20del%20pasajero`} />);
    expect(await screen.findByRole('tab', { name: 'Preferencias del pasajero', selected: true })).toBeInTheDocument();
    const nationality = await openOptionList(user, await screen.findByRole('button', { name: /^Nacionalidad/ }));
    expect(within(nationality).getByRole('option', { name: 'Alemania' })).toBeInTheDocument();
    expect(within(nationality).getByRole('option', { name: 'Argentina' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await optionListGone();
    const meal = await openOptionList(user, screen.getByRole('button', { name: /^Comida/ }));
    expect(within(meal).getByRole('option', { name: 'Sin TACC' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await optionListGone();
    for (const label of [
      'Género',
      'Estado civil',
      'Ocupación',
      'Relación con la cuenta',
      'Tipo de viajero',
      'Aerolínea preferida',
      'Asistencia',
      'Asiento preferido',
    ]) {
      expect(screen.getByRole('button', { name: new RegExp(`^${label}`) })).toBeInTheDocument();
    }
  });

  it('CON-35 a document of 7+ digits is looked up: one the register knows fills the empty names and is validated', async () => {
    const user = userEvent.setup();
    render(<RealApiApp {...await appFor('staff')} route={`/contactocuenta/${OTRA}`} />);
    await user.type(await screen.findByRole('textbox', { name: /^Documento/ }), '30111222');
    await waitFor(() => expect(screen.getByRole('textbox', { name: /^Nombre\s*\*?$/ })).toHaveValue('Laura Beatriz'), { timeout: 10_000 });
    expect(screen.getByRole('textbox', { name: /^Apellido/ })).toHaveValue('Fernández');
    await waitFor(() => expect(screen.getByRole('checkbox', { name: /Documento validado/ })).toBeChecked(), { timeout: 10_000 });
  });

  it('CON-31 CON-OP11 when the tax look-up fails the form says `Ocurrio un error…`, the document is not validated and the save goes on once the user confirms', async () => {
    const user = userEvent.setup();
    render(<RealApiApp {...await failingAppFor('staff', (r) => r.path.startsWith('/api/contactos/padron/'))} route={`/contactocuenta/${OTRA}`} />);
    await user.type(await screen.findByRole('textbox', { name: /^Nombre\s*\*?$/ }), 'Falla');
    await user.type(screen.getByRole('textbox', { name: /^Apellido/ }), 'Padrón');
    await user.type(screen.getByRole('textbox', { name: /^Email/ }), 'falla.padron@gmail.com');
    const options = await openOptionList(user, screen.getByRole('button', { name: /^Tipo de documento/ }));
    await user.click(within(within(options).getByRole('option', { name: 'DNI' })).getByText('DNI'));
    await optionListGone();
    await user.type(screen.getByRole('textbox', { name: /^Documento/ }), '25666777');
    expect((await screen.findAllByText('Ocurrio un error al verificar los datos a ingresar.', undefined, { timeout: 10_000 })).length).toBeGreaterThan(0);
    expect(screen.getByRole('checkbox', { name: /Documento validado/ })).not.toBeChecked();
    // "Guardar" asks first; "Cancelar" stores nothing.
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    let question = await screen.findByRole('alertdialog');
    expect(within(question).getByText('Ocurrio un error al verificar los datos a ingresar.')).toBeInTheDocument();
    expect(within(question).getByText('¿Desea guardar de todos modos?')).toBeInTheDocument();
    await user.click(within(question).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(
      await t.db
        .selectFrom('records')
        .select('id')
        .where('module', '=', 'contacto')
        .where(sql<boolean>`data ->> 'documento' = '25666777'`)
        .executeTakeFirst(),
    ).toBeUndefined();
    // Confirmed, the save goes on.
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    question = await screen.findByRole('alertdialog');
    await user.click(within(question).getByRole('button', { name: 'Guardar de todos modos' }));
    expect(await screen.findByText('Se guardó correctamente el contacto.')).toBeInTheDocument();
    const stored = await t.db
      .selectFrom('records')
      .select('data')
      .where('module', '=', 'contacto')
      .where(sql<boolean>`data ->> 'documento' = '25666777'`)
      .executeTakeFirstOrThrow();
    expect(stored.data).toMatchObject({ nombre: 'Falla', cuenta: OTRA });
    expect((stored.data as Record<string, unknown>).validoDocumento).toBeUndefined();
  });

  it('CON-31 CON-OP11 when the document check (contactoPorDocumento) fails, the save asks with the spec message and goes on once confirmed', async () => {
    const user = userEvent.setup();
    const checks = (r: ApiRequest) => r.path === '/api/modulos/contacto/existe' || r.path.startsWith('/api/contactos/padron/');
    render(<RealApiApp {...await failingAppFor('staff', checks)} route={`/contactocuenta/${OTRA}`} />);
    await user.type(await screen.findByRole('textbox', { name: /^Nombre\s*\*?$/ }), 'Sin');
    await user.type(screen.getByRole('textbox', { name: /^Apellido/ }), 'Verificar');
    await user.type(screen.getByRole('textbox', { name: /^Email/ }), 'sin.verificar@gmail.com');
    const options = await openOptionList(user, screen.getByRole('button', { name: /^Tipo de documento/ }));
    await user.click(within(within(options).getByRole('option', { name: 'Pasaporte' })).getByText('Pasaporte'));
    await optionListGone();
    // A passport is not looked up in the tax register: only the duplicate check fails.
    await user.type(screen.getByRole('textbox', { name: /^Documento/ }), 'ZX998877');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    const question = await screen.findByRole('alertdialog');
    expect(within(question).getByText('Ocurrio un error al verificar los datos a ingresar.')).toBeInTheDocument();
    await user.click(within(question).getByRole('button', { name: 'Guardar de todos modos' }));
    expect(await screen.findByText('Se guardó correctamente el contacto.')).toBeInTheDocument();
    const stored = await t.db
      .selectFrom('records')
      .select('data')
      .where('module', '=', 'contacto')
      .where(sql<boolean>`data ->> 'documento' = 'ZX998877'`)
      .executeTakeFirstOrThrow();
    expect(stored.data).toMatchObject({ apellido: 'Verificar', cuenta: OTRA });
  });

  it("CON-08 staff filter the list by an account (with or without its child accounts) and by the account's seller", async () => {
    const [pampa, logistica] = [await accountNamed(t, 'Corporación Pampa S.A.'), await accountNamed(t, 'Pampa Logística S.A.')];
    for (const [apellido, cuenta, documento] of [
      ['Matriz', pampa, '44800001'],
      ['Filial', logistica, '44800002'],
    ] as const) {
      const res = await t.as('staff', {
        method: 'POST',
        url: '/api/modulos/contacto',
        payload: {
          datos: {
            nombre: 'Grupo',
            apellido,
            mostrarNombre: `${apellido}, Grupo`,
            email: `grupo.${documento}@gmail.com`,
            tipoDocumento: 'PAS',
            documento,
            cuenta,
          },
        },
      });
      expect(res.statusCode).toBe(201);
    }
    const user = userEvent.setup();
    const byAccount = render(<RealApiApp {...await appFor('staff')} route={`/contactos?cuenta=${pampa}`} />);
    // The account's contacts and those of its child account.
    expect(await screen.findByRole('link', { name: 'Matriz, Grupo' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Filial, Grupo' })).toBeInTheDocument();
    // Ticking "Solo la cuenta" leaves the child account's out.
    await user.click(screen.getByRole('checkbox', { name: 'Solo la cuenta, sin sus cuentas hijas' }));
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Filial, Grupo' })).not.toBeInTheDocument());
    expect(screen.getByRole('link', { name: 'Matriz, Grupo' })).toBeInTheDocument();

    // By seller: Diego Álvarez (V04) sells both accounts of the group.
    byAccount.unmount();
    render(<RealApiApp {...await appFor('staff')} route="/contactos" />);
    const sellers = await openOptionList(user, await screen.findByRole('button', { name: /^Vendedor de la cuenta/ }));
    await user.click(within(within(sellers).getByRole('option', { name: 'Diego Álvarez' })).getByText('Diego Álvarez'));
    await optionListGone();
    expect(await screen.findByRole('link', { name: 'Filial, Grupo' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Matriz, Grupo' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Otra Agencia, Olga' })).not.toBeInTheDocument();
  });

  it('CON-12 a failed search says the spec message', async () => {
    render(
      <RealApiApp {...await failingAppFor('staff', (r) => r.method === 'GET' && r.path === '/api/modulos/contacto')} route="/contactos?texto=fernandez" />,
    );
    expect(await screen.findByText('Se produjo un error al realizar la búsqueda, vuelva a intentarlo.')).toBeInTheDocument();
  });

  it('CON-21 a failed save says the spec message and stores nothing', async () => {
    const user = userEvent.setup();
    const before = (await t.db.selectFrom('records').select('version').where('id', '=', other.id).executeTakeFirstOrThrow()).version;
    render(
      <RealApiApp
        {...await failingAppFor('staff', (r) => r.method === 'PUT' && r.path.startsWith('/api/modulos/contacto/'))}
        route={`/contacto/${other.id}`}
      />,
    );
    const name = await screen.findByRole('textbox', { name: /^Nombre\s*\*?$/ });
    await user.type(name, 'x');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Ocurrió un error al intentar guardar el contacto.')).toBeInTheDocument();
    expect((await t.db.selectFrom('records').select('version').where('id', '=', other.id).executeTakeFirstOrThrow()).version).toBe(before);
  });

  it("CON-18 a failed load of the contact's opportunities says the spec message", async () => {
    render(
      <RealApiApp
        {...await failingAppFor('staff', (r) => r.method === 'GET' && r.path === '/api/modulos/contactooportunidad')}
        route={`/contacto/${other.id}?solapa=Oportunidades`}
      />,
    );
    expect(await screen.findByRole('tab', { name: 'Oportunidades', selected: true })).toBeInTheDocument();
    expect((await screen.findAllByText('Se produjo un error al obtener las oportunidades del contacto')).length).toBeGreaterThan(0);
  });

  it("CON-18 a passenger's opportunities are listed in the contact form's Oportunidades tab", async () => {
    const row = await t.db
      .selectFrom('records')
      .select(sql<string>`data ->> 'contacto'`.as('contacto'))
      .where('module', '=', 'contactooportunidad')
      .executeTakeFirstOrThrow();
    render(<RealApiApp {...await appFor('staff')} route={`/contacto/${row.contacto}?solapa=Oportunidades`} />);
    expect(await screen.findByRole('tab', { name: 'Oportunidades', selected: true })).toBeInTheDocument();
    expect(await screen.findByRole('columnheader', { name: /Vencimiento del pasaporte/ })).toBeInTheDocument();
    expect(screen.getAllByRole('row').length).toBeGreaterThan(1);
  });
});
