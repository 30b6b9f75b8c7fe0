import { Classes } from '@blueprintjs/core';
import { composeStories } from '@storybook/react-vite';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import '../support/portableStories';
import { seriousA11yProblems } from '../../tests/support/axe';
import { lastFakeServer } from '../support/EngineHarness';
import { linkListAddressRule } from '../../engine/core/address/linkListAddressRule';
import type { ValidationContext } from '../../engine/core/validators';
import { pickedAddressRow } from '../../tests/fixtures/pickedAddressRow';
import { receivedLinkListUploads } from '../../widgets/LinkList/linkListStoryUploads';
import * as stories from './LinkList.stories';

const {
  Vacia,
  ConFilasGuardadas,
  SoloLectura,
  Deshabilitado,
  ConError,
  ArchivosPaginados,
  DialogoDeArchivo,
  CuentaBancaria,
  DireccionPrincipalDeCuenta,
  ConBusqueda,
  EnElFormulario,
  RechazadaPorElServidor,
} = composeStories(stories);
const { corrientes, sanMartin } = stories;

type Row = Record<string, unknown>;
const ruleContext: ValidationContext = { mode: 'create', module: 'prueba', ports: { exists: async () => false, today: () => new Date() } };
const sent = (): Record<string, Row[]> => JSON.parse(screen.getByTestId('datos').textContent ?? '{}');
const list = (name: string) => screen.getByRole('table', { name });
const rowsOf = (name: string) => within(list(name)).getAllByRole('row').slice(1);
const row = (name: string, n: number) => within(list(name)).getByRole('row', { name: `Fila ${n}` });

/** Types `texto` in the dialog's address picker and picks the suggestion `option` (LNK-38). */
async function pickAddress(user: ReturnType<typeof userEvent.setup>, dialog: HTMLElement, texto: string, option: string) {
  await user.type(within(dialog).getByRole('combobox', { name: /^Dirección/ }), texto);
  await user.click(await within(dialog).findByRole('option', { name: option }));
}

async function addAddress(user: ReturnType<typeof userEvent.setup>, texto: string, option: string, tipo?: string) {
  await user.click(within(screen.getByText('Direcciones', { selector: 'span' }).parentElement!).getByRole('button', { name: 'Agregar' }));
  const dialog = await screen.findByRole('dialog', { name: 'Agregar: Dirección' });
  if (tipo) await user.selectOptions(within(dialog).getByLabelText(/Tipo/), tipo);
  await pickAddress(user, dialog, texto, option);
  await user.click(within(dialog).getByRole('button', { name: 'Aceptar' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
}

/** Picks `option` in the dialog's combo `name` (a button that opens a searchable list of the combo's options). */
async function pickCombo(user: ReturnType<typeof userEvent.setup>, dialog: HTMLElement, name: string, option: string) {
  const control = within(dialog).getByRole('button', { name: new RegExp(`^${name}`) });
  await waitFor(() => expect(control).toBeEnabled());
  await user.click(control);
  const list = await screen.findByRole('listbox', { name });
  await user.click(within(within(list).getByRole('option', { name: option })).getByText(option));
}

const pdf = (name: string) => new File(['%PDF-1.4 prueba'], name, { type: 'application/pdf' });

/** Adds a file through the file dialog (LNK-19): its type from the combo, the file uploaded, its name. */
async function addFile(user: ReturnType<typeof userEvent.setup>, tipo: string, nombre: string) {
  await user.click(within(screen.getByText('Archivos', { selector: 'span' }).parentElement!).getByRole('button', { name: 'Agregar' }));
  const dialog = await screen.findByRole('dialog', { name: 'Agregar: Archivo' });
  await pickCombo(user, dialog, 'Tipo', tipo);
  await user.upload(within(dialog).getByLabelText(/^Archivo/, { selector: 'input' }), pdf(nombre));
  await within(dialog).findByRole('button', { name: `Descargar ${nombre}` });
  await user.type(within(dialog).getByLabelText(/Nombre del archivo/), nombre);
  await user.click(within(dialog).getByRole('button', { name: 'Aceptar' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
}

describe('LinkList', () => {
  it('LNK-15 / LNK-36 / LNK-37 / LNK-31 the first address is added through the address dialog as principal, type legal, with a temporary id', async () => {
    const user = userEvent.setup();
    render(<Vacia />);
    expect(screen.getAllByText('No hay elementos cargados.')).toHaveLength(2);
    await user.click(screen.getAllByRole('button', { name: 'Agregar' })[0]);
    const dialog = await screen.findByRole('dialog', { name: 'Agregar: Dirección' });
    expect(within(dialog).getByLabelText(/Tipo/)).toHaveValue(within(dialog).getByRole('option', { name: 'legal' }).getAttribute('value'));
    expect(within(dialog).getByRole('checkbox', { name: /Principal/ })).toBeChecked();
    await pickAddress(user, dialog, 'Av. Corrientes 1234 CABA', corrientes.direccion);
    await user.click(within(dialog).getByRole('button', { name: 'Aceptar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(within(row('Direcciones', 1)).getByText(corrientes.direccion)).toBeInTheDocument();
    expect(within(row('Direcciones', 1)).getByText('legal')).toBeInTheDocument();
    expect(within(row('Direcciones', 1)).getByText('Principal')).toBeInTheDocument();
    const [added] = sent().direcciones;
    expect(added).toMatchObject({ tipo: 'legal', ...corrientes, principal: true, nuevo: true });
    expect(added.id).toMatch(/^[A-Za-z0-9]{5}$/);
  });

  it('LNK-38 / LNK-39 the address dialog is the address picker: typing only searches, a pick fills the address, its parts, country code and fingerprint', async () => {
    const user = userEvent.setup();
    render(<Vacia />);
    await user.click(screen.getAllByRole('button', { name: 'Agregar' })[0]);
    const dialog = await screen.findByRole('dialog', { name: 'Agregar: Dirección' });
    const picker = within(dialog).getByRole('combobox', { name: /^Dirección/ });
    await user.type(picker, 'Av. Corrientes 1234 CABA');
    expect(await within(dialog).findByRole('option', { name: corrientes.direccion })).toBeInTheDocument();
    // Escape closes the suggestions, not the dialog; leaving without picking keeps no typed text.
    await user.keyboard('{Escape}');
    expect(picker).toHaveValue('');
    expect(screen.getByRole('dialog', { name: 'Agregar: Dirección' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Aceptar' }));
    expect(await within(dialog).findByText('El campo Dirección es obligatorio.')).toBeInTheDocument();
    await pickAddress(user, dialog, 'Av. Corrientes 1234 CABA', corrientes.direccion);
    // LNK-39: CABA as the spec stores it; the parts are read-only in the dialog.
    expect(within(dialog).getByLabelText('Localidad')).toHaveValue('Ciudad Autónoma de Buenos Aires');
    expect(within(dialog).getByLabelText('Calle')).toHaveAttribute('readonly');
    await user.click(within(dialog).getByRole('button', { name: 'Aceptar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sent().direcciones[0]).toMatchObject({ ...corrientes, paisCodigo: 'AR' });
    expect(linkListAddressRule({ field: 'direcciones', fields: { direccionCompleta: 'direccion' } }).validate(sent(), ruleContext)).toEqual([]);
  });

  it('LNK-37 the second address does not default to legal nor to principal', async () => {
    const user = userEvent.setup();
    render(<Vacia />);
    await addAddress(user, 'San Martín 50 Rosario', sanMartin.direccion);
    await user.click(screen.getAllByRole('button', { name: 'Agregar' })[0]);
    const dialog = await screen.findByRole('dialog', { name: 'Agregar: Dirección' });
    expect(within(dialog).getByRole('checkbox', { name: /Principal/ })).not.toBeChecked();
    expect(within(dialog).getByLabelText(/Tipo/)).toHaveValue('');
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(rowsOf('Direcciones')).toHaveLength(1);
  });

  it('the item dialog refuses Aceptar while a required field is missing, naming it', async () => {
    const user = userEvent.setup();
    render(<Vacia />);
    await user.click(screen.getAllByRole('button', { name: 'Agregar' })[0]);
    const dialog = await screen.findByRole('dialog', { name: 'Agregar: Dirección' });
    await user.click(within(dialog).getByRole('button', { name: 'Aceptar' }));
    const alert = await within(dialog).findByText('Debe completar los campos obligatorios');
    expect(within(alert.closest('[role="alert"]') as HTMLElement).getByText('Dirección')).toBeInTheDocument();
    expect(within(dialog).getByText('El campo Dirección es obligatorio.')).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(sent().direcciones ?? []).toHaveLength(0);
  });

  it('editing a saved row goes through the dialog: picking another address replaces it and flags it editar', async () => {
    const user = userEvent.setup();
    render(<ConFilasGuardadas />);
    await user.click(within(row('Direcciones', 2)).getByRole('button', { name: 'Editar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Editar: Dirección' });
    const input = within(dialog).getByRole('combobox', { name: /^Dirección/ });
    expect(input).toHaveValue(sanMartin.direccion);
    await user.clear(input);
    await pickAddress(user, dialog, 'San Martín 500 Rosario', 'San Martín 500, Rosario, Santa Fe, Argentina');
    await user.click(within(dialog).getByRole('button', { name: 'Aceptar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(within(row('Direcciones', 2)).getByText('San Martín 500, Rosario, Santa Fe, Argentina')).toBeInTheDocument();
    expect(sent().direcciones[1]).toEqual({ tipo: 'comercial', ...pickedAddressRow('San Martín 500 Rosario'), editar: true });
  });

  it('LNK-35 making an address principal clears the other and flags both editar', async () => {
    const user = userEvent.setup();
    render(<ConFilasGuardadas />);
    expect(within(row('Direcciones', 1)).getByText('Principal')).toBeInTheDocument();
    expect(within(row('Direcciones', 1)).queryByRole('button', { name: 'Marcar como principal' })).not.toBeInTheDocument();
    await user.click(within(row('Direcciones', 2)).getByRole('button', { name: 'Marcar como principal' }));
    expect(within(row('Direcciones', 1)).queryByText('Principal')).not.toBeInTheDocument();
    expect(within(row('Direcciones', 2)).getByText('Principal')).toBeInTheDocument();
    expect(sent().direcciones.map((r) => [r.principal, r.editar])).toEqual([
      [false, true],
      [true, true],
    ]);
  });

  it('ACC-72 / LNK-40 a principal address abroad presets tipoDocumento _3 and condicionIva _5; an address abroad that is not principal does not', async () => {
    const user = userEvent.setup();
    render(<DireccionPrincipalDeCuenta />);
    await addAddress(user, 'Zabala 1463, Montevideo, Uruguay', 'Zabala 1463, Montevideo, Uruguay', 'comercial');
    expect(sent().direcciones[2]).toMatchObject({ paisCodigo: 'UY', nuevo: true });
    expect(sent().direcciones[2].principal).not.toBe(true);
    expect(sent()).toMatchObject({ tipoDocumento: '_1', condicionIva: '_1' });
    await user.click(within(row('Direcciones', 3)).getByRole('button', { name: 'Marcar como principal' }));
    expect(sent()).toMatchObject({ tipoDocumento: '_3', condicionIva: '_5' });
    // A preset, not a rule: moving the main address home again leaves the user's values alone.
    await user.click(within(row('Direcciones', 1)).getByRole('button', { name: 'Marcar como principal' }));
    expect(sent()).toMatchObject({ tipoDocumento: '_3', condicionIva: '_5' });
  });

  it("LNK-15 / LNK-19 the file dialog adds a file: type from its combo, the file uploaded at once, its name; the row shows the type's description", async () => {
    const user = userEvent.setup();
    render(<DialogoDeArchivo />);
    // The type column shows the combo's description, not the stored code.
    expect(await within(row('Archivos', 1)).findByText('DNI')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Agregar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Agregar: Archivo' });
    expect(await seriousA11yProblems(dialog)).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Aceptar' }));
    const alert = (await within(dialog).findByText('Debe completar los campos obligatorios')).closest('[role="alert"]') as HTMLElement;
    for (const field of ['Tipo', 'Archivo', 'Nombre del archivo']) expect(within(alert).getByText(field)).toBeInTheDocument();
    await pickCombo(user, dialog, 'Tipo', 'Contrato de servicios');
    const before = receivedLinkListUploads.length;
    await user.upload(within(dialog).getByLabelText(/^Archivo/, { selector: 'input' }), pdf('contrato-firmado.pdf'));
    expect(await within(dialog).findByRole('button', { name: 'Descargar contrato-firmado.pdf' })).toBeInTheDocument();
    const body = receivedLinkListUploads[before].body as FormData;
    expect((body.get('archivo[]') as File).name).toBe('contrato-firmado.pdf');
    expect([body.get('prefijo'), body.get('carpeta'), body.get('extensiones')]).toEqual(['prueba', 'archivos', 'pdf,jpg,png']);
    await user.type(within(dialog).getByLabelText(/Nombre del archivo/), 'Contrato firmado');
    await user.click(within(dialog).getByRole('button', { name: 'Aceptar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(within(row('Archivos', 4)).getByText('Contrato de servicios')).toBeInTheDocument();
    expect(within(row('Archivos', 4)).getByText('Contrato firmado')).toBeInTheDocument();
    const added = sent().archivos[3];
    expect(added).toMatchObject({ tipo: 'Contrato', nombre: 'Contrato firmado', nuevo: true });
    expect(added.archivo).toMatch(/^archivo-\d+$/);
  });

  it('LNK-15 / LNK-20 / BAC-04 the bank-account dialog adds an account: bank, type and currency from their combos, number and a 22-digit CBU; the row is named cuenta - MONEDA', async () => {
    const user = userEvent.setup();
    render(<CuentaBancaria />);
    const saved = row('Cuentas bancarias', 1);
    expect(within(saved).getByText('12345 - USD')).toBeInTheDocument();
    expect(await within(saved).findByText('Banco de Galicia y Buenos Aires')).toBeInTheDocument();
    expect(await within(saved).findByText('Caja de ahorro')).toBeInTheDocument();
    expect(
      within(list('Cuentas bancarias'))
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Nombre', 'Banco', 'Tipo de cuenta', 'CBU', 'Acciones']);
    await user.click(screen.getByRole('button', { name: 'Agregar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Agregar: Cuenta bancaria' });
    expect(await seriousA11yProblems(dialog)).toEqual([]);
    await pickCombo(user, dialog, 'Banco', 'Banco Macro');
    await pickCombo(user, dialog, 'Tipo de cuenta', 'Cuenta corriente');
    await pickCombo(user, dialog, 'Moneda', 'Pesos argentinos');
    await user.type(within(dialog).getByLabelText(/Número de cuenta/), '987654/3');
    await user.type(within(dialog).getByLabelText(/^CBU/), '28505909');
    await user.click(within(dialog).getByRole('button', { name: 'Aceptar' }));
    // A CBU that is not 22 digits keeps the dialog open.
    expect(await within(dialog).findByText('El campo CBU tiene un formato inválido.')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Agregar: Cuenta bancaria' })).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(/^CBU/), '40090418135201');
    await user.click(within(dialog).getByRole('button', { name: 'Aceptar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const added = row('Cuentas bancarias', 2);
    expect(within(added).getByText('987654/3 - ARS')).toBeInTheDocument();
    expect(await within(added).findByText('Banco Macro')).toBeInTheDocument();
    expect(within(added).getByText('Cuenta corriente')).toBeInTheDocument();
    expect(sent().cuentasBancarias[1]).toMatchObject({
      banco: '285',
      tipo: 'CC',
      moneda: 'ARS',
      cuenta: '987654/3',
      cbu: '2850590940090418135201',
      nuevo: true,
    });
  });

  it('BAC-11 / LNK-29 removing a saved bank account marks it for deletion; an unsaved one goes at once', async () => {
    const user = userEvent.setup();
    render(<CuentaBancaria />);
    await user.click(within(row('Cuentas bancarias', 1)).getByRole('button', { name: 'Eliminar' }));
    expect(within(row('Cuentas bancarias', 1)).getByText('Se eliminará al guardar')).toBeInTheDocument();
    expect(within(row('Cuentas bancarias', 1)).getByText('12345 - USD')).toHaveStyle({ textDecoration: 'line-through' });
    expect(sent().cuentasBancarias[0]).toMatchObject({ id: 7, eliminar: true });
  });

  it('LNK-41 a principal file clears only the previous principal of its type', async () => {
    const user = userEvent.setup();
    render(<ConFilasGuardadas />);
    await user.click(within(row('Archivos', 2)).getByRole('button', { name: 'Marcar como principal' }));
    expect(sent().archivos.map((r) => r.principal)).toEqual([false, true, true]);
    expect(within(row('Archivos', 3)).getByText('Principal')).toBeInTheDocument();
  });

  it("ACC-39 / CRD-14 a files list shows 10 rows per page: 12 saved files are 10 + 2, with the list screen's pager", async () => {
    const user = userEvent.setup();
    render(<ArchivosPaginados />);
    expect(rowsOf('Archivos')).toHaveLength(10);
    expect(within(row('Archivos', 10)).getByText('archivo-10.pdf')).toBeInTheDocument();
    const pager = screen.getByRole('group', { name: 'Archivos' });
    expect(within(pager).getByText('12 resultados')).toBeInTheDocument();
    expect(within(pager).getByText('Página 1 de 2')).toBeInTheDocument();
    expect(within(pager).getByRole('button', { name: 'Página anterior' })).toBeDisabled();
    await user.click(within(pager).getByRole('button', { name: 'Página siguiente' }));
    expect(rowsOf('Archivos')).toHaveLength(2);
    expect(within(row('Archivos', 11)).getByText('archivo-11.pdf')).toBeInTheDocument();
    expect(within(row('Archivos', 12)).getByText('archivo-12.pdf')).toBeInTheDocument();
    expect(within(pager).getByText('Página 2 de 2')).toBeInTheDocument();
    expect(within(pager).getByRole('button', { name: 'Página siguiente' })).toBeDisabled();
    await user.click(within(pager).getByRole('button', { name: 'Página anterior' }));
    expect(within(row('Archivos', 1)).getByText('archivo-01.pdf')).toBeInTheDocument();
  });

  it('ACC-39 / LNK-29 paged: a file marked for deletion stays on its page with Deshacer; a new file shows on the last page; removing it leaves the page', async () => {
    const user = userEvent.setup();
    render(<ArchivosPaginados />);
    const pager = screen.getByRole('group', { name: 'Archivos' });
    await user.click(within(pager).getByRole('button', { name: 'Página siguiente' }));
    await user.click(within(row('Archivos', 12)).getByRole('button', { name: 'Eliminar' }));
    expect(within(row('Archivos', 12)).getByText('Se eliminará al guardar')).toBeInTheDocument();
    expect(within(pager).getByText('12 resultados')).toBeInTheDocument();
    await user.click(within(pager).getByRole('button', { name: 'Página anterior' }));
    expect(screen.queryByRole('row', { name: 'Fila 12' })).not.toBeInTheDocument();
    await user.click(within(pager).getByRole('button', { name: 'Página siguiente' }));
    await user.click(within(row('Archivos', 12)).getByRole('button', { name: 'Deshacer' }));
    expect(sent().archivos[11]).not.toHaveProperty('eliminar');
    // Added from page 1, the new file is shown where it lands: the last page.
    await user.click(within(pager).getByRole('button', { name: 'Página anterior' }));
    await addFile(user, 'Contrato de servicios', 'nuevo-contrato.pdf');
    expect(within(pager).getByText('Página 2 de 2')).toBeInTheDocument();
    expect(within(row('Archivos', 13)).getByText('nuevo-contrato.pdf')).toBeInTheDocument();
    expect(rowsOf('Archivos')).toHaveLength(3);
    await user.click(within(row('Archivos', 13)).getByRole('button', { name: 'Eliminar' }));
    expect(rowsOf('Archivos')).toHaveLength(2);
    expect(within(pager).getByText('Página 2 de 2')).toBeInTheDocument();
    expect(sent().archivos).toHaveLength(12);
  });

  it('LNK-29 / LNK-30 removing a saved row strikes it through with Deshacer; Deshacer restores it', async () => {
    const user = userEvent.setup();
    render(<ConFilasGuardadas />);
    await user.click(within(row('Direcciones', 2)).getByRole('button', { name: 'Eliminar' }));
    const marked = row('Direcciones', 2);
    expect(within(marked).getByText('Se eliminará al guardar')).toBeInTheDocument();
    expect(within(marked).getByText(sanMartin.direccion)).toHaveStyle({ textDecoration: 'line-through' });
    expect(within(marked).queryByRole('button', { name: 'Editar' })).not.toBeInTheDocument();
    expect(sent().direcciones[1]).toMatchObject({ direccion: sanMartin.direccion, eliminar: true });
    await user.click(within(marked).getByRole('button', { name: 'Deshacer' }));
    expect(within(row('Direcciones', 2)).queryByText('Se eliminará al guardar')).not.toBeInTheDocument();
    expect(sent().direcciones[1]).not.toHaveProperty('eliminar');
  });

  it('LNK-29 removing an unsaved row deletes it at once', async () => {
    const user = userEvent.setup();
    render(<ConFilasGuardadas />);
    await addAddress(user, 'San Martín 55 Mendoza', 'San Martín 55, Mendoza, Argentina', 'entrega');
    expect(rowsOf('Direcciones')).toHaveLength(3);
    await user.click(within(row('Direcciones', 3)).getByRole('button', { name: 'Eliminar' }));
    expect(rowsOf('Direcciones')).toHaveLength(2);
    expect(screen.queryByText('San Martín 55, Mendoza, Argentina')).not.toBeInTheDocument();
    expect(sent().direcciones).toHaveLength(2);
  });

  it('a read-only form shows the rows and the principal, without any button', () => {
    render(<SoloLectura />);
    expect(rowsOf('Direcciones')).toHaveLength(2);
    expect(within(row('Direcciones', 1)).getByText('Principal')).toBeInTheDocument();
    expect(screen.queryAllByRole('button')).toHaveLength(0);
  });

  it('a disabled form shows the rows and the principal, without any button', () => {
    render(<Deshabilitado />);
    expect(rowsOf('Direcciones')).toHaveLength(2);
    expect(rowsOf('Archivos')).toHaveLength(3);
    expect(within(row('Direcciones', 1)).getByText('Principal')).toBeInTheDocument();
    expect(screen.queryAllByRole('button')).toHaveLength(0);
  });

  it('LNK-35 a list with an error shows the message under it, tied to the table; making one principal is still possible', async () => {
    const user = userEvent.setup();
    render(<ConError />);
    const message = screen.getByText('Solo puede haber un elemento principal en Direcciones.', { selector: '[role="alert"]' });
    expect(list('Direcciones')).toHaveAccessibleDescription('Solo puede haber un elemento principal en Direcciones.');
    expect(message.id).toBe('root_direcciones__error');
    expect(within(row('Direcciones', 1)).getByText('Principal')).toBeInTheDocument();
    expect(within(row('Direcciones', 2)).getByText('Principal')).toBeInTheDocument();
    await user.click(within(row('Direcciones', 2)).getByRole('button', { name: 'Eliminar' }));
    expect(sent().direcciones[1]).toMatchObject({ eliminar: true });
  });

  it('LNK-07 / LNK-27 a search list adds through the search-and-link dialog: picked records become new rows with their own id', async () => {
    const user = userEvent.setup();
    render(<ConBusqueda />);
    await user.click(await screen.findByRole('button', { name: 'Agregar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Buscar contacto' });
    await user.type(within(dialog).getByLabelText('Texto de búsqueda'), 'agencia');
    await user.click(within(dialog).getByRole('button', { name: 'Buscar' }));
    const results = await within(dialog).findByRole('table', { name: 'Resultados de la búsqueda' });
    // The linked ids the list hands to the dialog: Ana is already a row.
    await user.click(within(results).getByRole('checkbox', { name: 'Seleccionar Ana Pérez' }));
    await user.click(within(dialog).getByRole('button', { name: 'Aceptar' }));
    expect(await screen.findByText('Ya existe un contacto', { selector: '.bp6-toast *' })).toBeInTheDocument();
    await user.click(within(results).getByRole('checkbox', { name: 'Seleccionar Ana Pérez' }));
    await user.click(within(results).getByRole('checkbox', { name: 'Seleccionar Andrés Gómez' }));
    await user.click(within(dialog).getByRole('button', { name: 'Aceptar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(within(row('Pasajeros', 2)).getByText('Andrés Gómez')).toBeInTheDocument();
    expect(within(row('Pasajeros', 2)).queryByRole('button', { name: 'Editar' })).not.toBeInTheDocument();
    expect(sent().pasajeros).toEqual([
      { id: 1, nombre: 'Ana Pérez', documento: '20123456', principal: true },
      { id: 2, nombre: 'Andrés Gómez', documento: '27987654', nuevo: true },
    ]);
  });

  it('LNK-29 / LNK-35 in the fixture form, the lists save with the record: PUT carries the rows with their flags', async () => {
    const user = userEvent.setup();
    render(<EnElFormulario />);
    await screen.findByRole('button', { name: 'Guardar' });
    // The fixture's ui schema may put the list in its own tab (solapa).
    const tab = screen.queryByRole('tab', { name: 'Direcciones' });
    if (tab) await user.click(tab);
    await screen.findByRole('table', { name: 'Direcciones' });
    await user.click(within(row('Direcciones', 2)).getByRole('button', { name: 'Marcar como principal' }));
    await user.click(within(row('Direcciones', 1)).getByRole('button', { name: 'Eliminar' }));
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(lastFakeServer().calls.filter((c) => c.method === 'PUT')).toHaveLength(1));
    const [put] = lastFakeServer().calls.filter((c) => c.method === 'PUT');
    expect((put.body as { version: number }).version).toBe(3);
    expect((put.body as { datos: Record<string, Row[]> }).datos.direcciones).toEqual([
      { tipo: 'legal', ...corrientes, principal: false, editar: true, eliminar: true },
      { tipo: 'comercial', ...sanMartin, principal: true, editar: true },
    ]);
  });

  it('LNK-35 a list the server refuses shows its Spanish message under the list', async () => {
    const user = userEvent.setup();
    render(<RechazadaPorElServidor />);
    await screen.findByRole('button', { name: 'Guardar' });
    const tab = screen.queryByRole('tab', { name: 'Direcciones' });
    if (tab) await user.click(tab);
    await user.click(within(await screen.findByRole('table', { name: 'Direcciones' })).getByRole('button', { name: 'Marcar como principal' }));
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    // The field's own row (FieldTemplate) carries the list-level message, tied to the list by id.
    const problem = await screen.findByText('Solo puede haber un elemento principal en Direcciones.', { selector: '[role="alert"]' });
    expect(problem.id).toBe('root_direcciones__error');
  });

  it('has no serious accessibility problems (list, marked row and open dialog)', async () => {
    const user = userEvent.setup();
    const { container } = render(<ConFilasGuardadas />);
    await user.click(within(row('Direcciones', 2)).getByRole('button', { name: 'Eliminar' }));
    expect(await seriousA11yProblems(container)).toEqual([]);
    await user.click(within(row('Direcciones', 1)).getByRole('button', { name: 'Editar' }));
    const dialog = await screen.findByRole('dialog');
    expect(await seriousA11yProblems(dialog)).toEqual([]);
  });

  it.each(
    Object.entries({
      Vacia,
      ConFilasGuardadas,
      SoloLectura,
      Deshabilitado,
      ConError,
      ArchivosPaginados,
      DialogoDeArchivo,
      CuentaBancaria,
      DireccionPrincipalDeCuenta,
      ConBusqueda,
      EnElFormulario,
      RechazadaPorElServidor,
    }),
  )('%s has no serious accessibility problem', async (_name, Story) => {
    const { container } = render(<Story />);
    // The form stories load their record first: check the settled screen.
    await waitFor(() => expect(container.querySelector(`.${Classes.SPINNER}`)).toBeNull());
    await screen.findAllByText(/Direcciones|Pasajeros|Archivos|Cuentas bancarias/);
    expect(await seriousA11yProblems(container)).toEqual([]);
  });
});
