/**
 * The note and bank-account forms (NOT, BAC) and the notes lists in the generated UI, on the real
 * API and database: a bank account from its owner's route with its bank searched and its CBU
 * checked while typing; a note with an uploaded file; an IIBB note validated from its list; a note
 * annulled from the notes list.
 */
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { SchemaRegistry } from '../../engine/core/schemaRegistry';
import { startTestApp, type TestApp } from '../api/helpers/testApp';
import { realApiSession } from '../support/realApiSession';
import { RealApiApp } from '../support/RealApiApp';
import { openOptionList, optionListGone } from '../support/optionLists';
import { browserRegistry } from '../support/browserRegistry';
import { demoAccountId } from '../../schemas/cuenta/demoAccountId';
import { demoContactoId } from '../../schemas/contacto/contacto.seed';
import { randomUUID } from 'node:crypto';

vi.setConfig({ testTimeout: 120_000 });

let t: TestApp;
let registry: SchemaRegistry;
/** The demo account `Agencia Demo`, owner of what the tests write. */
let owner: number;

/** The app as `username` sees it. */
const appFor = (username: string) => realApiSession(t, registry, username);

beforeAll(async () => {
  t = await startTestApp();
  registry = await browserRegistry();
  owner = (await demoAccountId(t.db, 'Agencia Demo'))!;
}, 120_000);
afterAll(async () => {
  await t?.close();
});

const latest = async (module: string) =>
  await t.db.selectFrom('records').select(['id', 'data']).where('module', '=', module).orderBy('id', 'desc').executeTakeFirstOrThrow();

async function pick(user: ReturnType<typeof userEvent.setup>, label: RegExp, option: string) {
  const list = await openOptionList(user, screen.getByRole('button', { name: label }));
  await user.click(within(within(list).getByRole('option', { name: option })).getByText(option));
  await optionListGone();
}

describe('bank account form (BAC)', () => {
  it("BAC-02 BAC-04 BAC-09 BAC-OP01 creates an account's bank account: bank searched, name derived, CBU checked while typing", async () => {
    const before = (await t.db.selectFrom('records').select('id').where('module', '=', 'cuentabancaria').execute()).length;
    const user = userEvent.setup();
    render(<RealApiApp {...await appFor('staff')} route={`/cuentaBancaria/cuenta/${owner}`} />);
    await user.type(await screen.findByRole('textbox', { name: /^Titular/ }), 'Viajes del Sur SA');
    await user.click(screen.getByRole('radio', { name: 'Argentina' }));

    await user.click(screen.getByRole('button', { name: 'Buscar' }));
    const search = await screen.findByRole('dialog', { name: 'Buscar banco' });
    await user.type(within(search).getByLabelText('Texto de búsqueda'), 'Galicia');
    await user.click(within(search).getByRole('button', { name: 'Buscar' }));
    await user.click(await within(search).findByRole('radio', { name: 'Seleccionar Banco Galicia' }));
    await user.click(within(search).getByRole('button', { name: 'Aceptar' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: /^Banco\s*\*?$/ })).toHaveValue('Banco Galicia'));

    await pick(user, /^Tipo de cuenta/, 'Caja de ahorro');
    await pick(user, /^Moneda/, 'Dólar estadounidense');
    await user.type(screen.getByRole('textbox', { name: /^Número de cuenta/ }), '12345');
    await waitFor(() => expect(screen.getByRole('textbox', { name: /^Nombre/ })).toHaveValue('12345 - USD'));
    await user.selectOptions(screen.getByRole('combobox', { name: /^Tipo de documento/ }), 'CUIT');
    await user.type(screen.getByRole('textbox', { name: /^Documento/ }), '30500010912');

    const cbu = screen.getByRole('textbox', { name: /^CBU/ });
    await user.type(cbu, '0110599500040200123458');
    expect(await screen.findByText('El CBU ingresado no es válido: el dígito verificador de la cuenta no corresponde.')).toBeInTheDocument();
    await user.clear(cbu);
    await user.type(cbu, '0110599500040200123457');
    await waitFor(() => expect(screen.queryByText(/El CBU ingresado no es válido/)).not.toBeInTheDocument());
    await user.type(screen.getByRole('textbox', { name: /^Alias/ }), 'abc');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect((await screen.findAllByText('El alias debe tener entre 6 y 20 caracteres: letras, números, puntos o guiones.')).length).toBeGreaterThan(0);
    expect(await t.db.selectFrom('records').select('id').where('module', '=', 'cuentabancaria').execute()).toHaveLength(before);
    await user.type(screen.getByRole('textbox', { name: /^Alias/ }), '.sur.usd');

    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Los datos se registraron correctamente.')).toBeInTheDocument();
    const galicia = (
      await t.db
        .selectFrom('records')
        .select('id')
        .where('module', '=', 'banco')
        .where(({ ref }) => ref('data', '->>').key('descripcion'), '=', 'Banco Galicia')
        .executeTakeFirstOrThrow()
    ).id;
    expect((await latest('cuentabancaria')).data).toEqual({
      cuenta: owner,
      dondeOpera: 'NAC',
      banco: Number(galicia),
      tipo: 'CA',
      moneda: 'USD',
      numeroCuenta: '12345',
      nombre: '12345 - USD',
      titular: 'Viajes del Sur SA',
      tipoDocumento: 'CUIT',
      documento: '30500010912',
      cbu: '0110599500040200123457',
      alias: 'abc.sur.usd',
    });
  });
});

describe('bank account form: where it operates (BAC)', () => {
  it('BAC-03 BAC-OP01 a domestic account shows the Argentine bank fields only; Exterior shows the foreign ones instead', async () => {
    const user = userEvent.setup();
    render(<RealApiApp {...await appFor('staff')} route={`/cuentaBancaria/cuenta/${owner}`} />);
    await screen.findByRole('textbox', { name: /^Titular/ });
    await user.click(screen.getByRole('radio', { name: 'Argentina' }));
    expect(await screen.findByRole('textbox', { name: /^CBU/ })).toBeInTheDocument();
    expect(screen.queryByText('Banco en el exterior')).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /^IBAN/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Exterior' }));
    expect(await screen.findByRole('textbox', { name: /^IBAN/ })).toBeInTheDocument();
    expect(screen.getByText('Banco en el exterior')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /^CBU/ })).not.toBeInTheDocument();
    expect(screen.queryByText('Banco en Argentina')).not.toBeInTheDocument();
  });
});

describe('note form and lists (NOT)', () => {
  it('NOT-02 NOT-05 NOT-OP04 creates an IIBB note of an account; the missing IIBB fields are named first', async () => {
    const user = userEvent.setup();
    render(<RealApiApp {...await appFor('staff')} route={`/nota/cuenta/${owner}`} />);
    await screen.findByRole('textbox', { name: /^Nombre/ });
    await pick(user, /^Tipo(?! de)/, 'Ingresos brutos (IIBB)');
    await user.type(screen.getByRole('textbox', { name: /^Nombre/ }), 'CM05 2026');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    const summary = await screen.findByRole('dialog');
    expect(within(summary).getByText('Debe completar los campos obligatorios antes de guardar.')).toBeInTheDocument();
    expect(within(summary).getByText(/Jurisdicción/)).toBeInTheDocument();
    expect(within(summary).getByText(/Porcentaje/)).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await pick(user, /^Jurisdicción/, 'Córdoba');
    await user.type(screen.getByLabelText(/^Porcentaje/), '3.5');
    // NOT-OP05: the file field uploads pdf, jpg, jpeg and png (the upload itself: tests/api/nota.test.ts).
    expect(screen.getByLabelText(/^Archivo/)).toHaveAttribute('accept', '.pdf,.jpg,.jpeg,.png');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Los datos se registraron correctamente.')).toBeInTheDocument();

    const note = await latest('nota');
    expect(note.data).toEqual({ cuenta: owner, tipo: 'IIBB', nombre: 'CM05 2026', jurisdiccion: '904', porcentaje: 3.5 });
  });

  it("NOT-02 NOT-08 a contact's note links its contact by name (a link field, not a number box); an account's note shows no contact field", async () => {
    const contacto = (await demoContactoId(t.db, 'Suárez, Marta'))!;
    const user = userEvent.setup();
    const { unmount } = render(<RealApiApp {...await appFor('staff')} route={`/nota/contacto/${contacto}`} />);
    await screen.findByRole('textbox', { name: /^Nombre/ });
    await waitFor(() => expect(screen.getByRole('textbox', { name: /^Contacto/ })).toHaveValue('Suárez, Marta'));
    expect(screen.queryByRole('spinbutton', { name: /^Contacto/ })).not.toBeInTheDocument();
    // One owner: the account and supplier links are not offered beside the contact.
    expect(screen.queryByRole('textbox', { name: /^Cuenta/ })).not.toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /^Nombre/ }), 'Prefiere ventanilla');
    await pick(user, /^Tipo(?! de)/, 'General');
    expect(screen.getByRole('textbox', { name: /^Nombre/ })).toHaveValue('Prefiere ventanilla');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Los datos se registraron correctamente.')).toBeInTheDocument();
    const savedNote = await latest('nota');
    expect(savedNote.data).toMatchObject({ contacto, tipo: 'GEN', nombre: 'Prefiere ventanilla' });
    unmount();

    render(<RealApiApp {...await appFor('staff')} route={`/nota/cuenta/${owner}`} />);
    await waitFor(() => expect(screen.getByRole('textbox', { name: /^Cuenta/ })).toHaveValue('Agencia Demo'));
    expect(screen.queryByRole('textbox', { name: /^Contacto/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('spinbutton', { name: /^Contacto/ })).not.toBeInTheDocument();
  });

  it("NOT-OP04 the form shows a type's own fields only for that type: a General note has no IIBB or document section", async () => {
    const user = userEvent.setup();
    render(<RealApiApp {...await appFor('staff')} route={`/nota/cuenta/${owner}`} />);
    await screen.findByRole('textbox', { name: /^Nombre/ });
    await pick(user, /^Tipo(?! de)/, 'General');
    expect(screen.queryByText('Ingresos brutos (IIBB)')).not.toBeInTheDocument();
    expect(screen.queryByText('Documento')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Jurisdicción/ })).not.toBeInTheDocument();
    expect(screen.queryByLabelText(/^Porcentaje/)).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /^Firmante/ })).not.toBeInTheDocument();
    // The hidden sections leave no empty block between Nota and Estado (no double gap).
    expect(document.querySelectorAll('.bo-form-sections > .bo-form-grid')).toHaveLength(0);

    await pick(user, /^Tipo(?! de)/, 'Ingresos brutos (IIBB)');
    expect(await screen.findByText('Ingresos brutos (IIBB)', { selector: '*:not([role=option]):not(button *)' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Jurisdicción/ })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Firmante/ })).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /^Número de documento/ })).not.toBeInTheDocument();
  });

  it('NOT-05 a saved note shows its file by the uploaded name after a reload, not by its id', async () => {
    // The file row as an upload by staff leaves it (the upload itself: tests/api/nota.test.ts).
    const staff = await t.db.selectFrom('users').select('id').where('username', '=', 'staff').executeTakeFirstOrThrow();
    const archivo = randomUUID();
    await t.db
      .insertInto('files')
      .values({
        id: archivo,
        stored_name: `${archivo}.pdf`,
        original_name: 'convenio firmado.pdf',
        mime: 'application/pdf',
        size: 10,
        sha256: '0'.repeat(64),
        prefijo: 'nota',
        carpeta: 'notas',
        uploaded_by: staff.id,
        module: null,
        record_id: null,
      })
      .execute();
    const saved = await t.as('staff', {
      method: 'POST',
      url: '/api/modulos/nota',
      payload: { datos: { cuenta: owner, tipo: 'GEN', nombre: 'Convenio 2027', archivo } },
    });
    expect(saved.statusCode).toBe(201);
    render(<RealApiApp {...await appFor('staff')} route={`/nota/${saved.json().id}`} />);
    expect(await screen.findByRole('button', { name: 'Descargar convenio firmado.pdf' })).toBeInTheDocument();
    expect(screen.queryByText(`Archivo ${archivo}`)).not.toBeInTheDocument();
  });

  it('NOT-03 NOT-16 the IIBB list shows IIBB notes only and validates one with confirmation', async () => {
    const api = (await appFor('staff')).api;
    await api.post('/api/modulos/nota', { datos: { cuenta: owner, tipo: 'IIBB', nombre: 'Exención Mendoza', jurisdiccion: '913', porcentaje: 0 } });
    await api.post('/api/modulos/nota', { datos: { cuenta: owner, tipo: 'GEN', nombre: 'Nota general de Mendoza' } });
    const user = userEvent.setup();
    render(<RealApiApp {...await appFor('validador')} route="/nota/proveedores/iibb" />);
    expect(await screen.findByRole('heading', { name: 'Validación de notas de IIBB' })).toBeInTheDocument();
    const row = (await screen.findByRole('link', { name: 'Exención Mendoza' })).closest('tr')!;
    expect(screen.queryByText('Nota general de Mendoza')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Tipo/ })).not.toBeInTheDocument(); // the fixed filter is not shown
    await user.click(within(row).getByRole('button', { name: 'Validar' }));
    expect(await screen.findByText('¿Confirma que desea validar la nota?')).toBeInTheDocument();
    await user.click(screen.getAllByRole('button', { name: 'Validar' }).at(-1)!);
    expect(await screen.findByText('La nota se validó correctamente.')).toBeInTheDocument();
    await waitFor(() => expect(within(row).getByText('Validada')).toBeInTheDocument());
  });

  it('NOT-12 annuls a note from the notes list with confirmation', async () => {
    const api = (await appFor('staff')).api;
    const saved = await api.post<{ id: number }>('/api/modulos/nota', { datos: { cuenta: owner, tipo: 'GEN', nombre: 'Nota para anular' } });
    const user = userEvent.setup();
    render(<RealApiApp {...await appFor('staff')} route={`/notas?texto=${encodeURIComponent('para anular')}`} />);
    const row = (await screen.findByRole('link', { name: 'Nota para anular' })).closest('tr')!;
    await user.click(within(row).getByRole('button', { name: 'Anular' }));
    expect(await screen.findByText('¿Confirma que desea anular la nota? Esta acción no se puede deshacer.')).toBeInTheDocument();
    await user.click(screen.getAllByRole('button', { name: 'Anular' }).at(-1)!);
    expect(await screen.findByText('La nota se anuló correctamente.')).toBeInTheDocument();
    await waitFor(() => expect(within(row).getByText('Anulada')).toBeInTheDocument());
    expect((await t.db.selectFrom('records').select('data').where('id', '=', saved.id).executeTakeFirstOrThrow()).data).toMatchObject({ anulada: true });
  });
});
