import { composeStories } from '@storybook/react-vite';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import '../support/portableStories';
import { formatDateTime } from '../../engine/core/format/formatDate';
import type { EngineStoryParameters } from '../support/EngineHarness';
import { lastFakeServer } from '../support/EngineHarness';
import * as stories from './FormScreen.stories';

const {
  Alta,
  Edicion,
  SoloLectura,
  EdicionConPermisoDeEscritura,
  ErrorAlCargar,
  ErrorAlGuardar,
  RespuestaInesperadaAlCargar,
  RespuestaInesperadaAlGuardar,
  AltaConTextosGenericos,
  EdicionConTextosGenericos,
  ErrorAlGuardarConTextosGenericos,
  ErrorEnCampo,
  Conflicto,
  BorradorGuardado,
  BorradorDeVersionAnterior,
} = composeStories(stories);
const labels = [
  'Nombre',
  'Id CRM',
  'Dirección',
  'Calle',
  'Número',
  'Código postal',
  'Localidad',
  'Ciudad',
  'Provincia',
  'Estado',
  'País',
  'Latitud',
  'Longitud',
];
const toast = (text: string) =>
  screen
    .getAllByText(text)
    .map((el) => el.closest('.bp6-toast'))
    .find(Boolean);

describe('FormScreen', () => {
  it('BNK-02 renders the bank form in Spanish with each label once, in its sections', async () => {
    render(<Alta />);
    expect(screen.getByRole('heading', { name: 'Banco' })).toBeInTheDocument();
    expect(screen.getByText('Datos del banco')).toBeInTheDocument();
    expect(screen.getByText('Ubicación')).toBeInTheDocument();
    for (const label of labels.filter((l) => l !== 'Id CRM')) expect(screen.getAllByText(label)).toHaveLength(1);
    expect(screen.queryByText('Id CRM')).not.toBeInTheDocument();
    expect(screen.getByLabelText(/Nombre/)).toHaveAttribute('placeholder', 'Nombre del banco');
    expect(screen.getByRole('button', { name: 'Guardar' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Volver' })).toBeInTheDocument();
    expect(screen.queryByText(/Submit|Historial/)).not.toBeInTheDocument();
  });

  it('a form logs no Blueprint warning: its closed dialogs (after save, summary, leave) are well formed', async () => {
    const warn = vi.spyOn(console, 'warn');
    try {
      render(<Alta />);
      await screen.findByRole('button', { name: 'Guardar' });
      expect(warn.mock.calls.map((c) => String(c[0])).filter((m) => m.includes('Blueprint'))).toEqual([]);
    } finally {
      warn.mockRestore();
    }
  });

  it('SHR-07 saving with required fields missing opens the summary listing their labels; a click focuses the field', async () => {
    const user = userEvent.setup();
    render(<Alta />);
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Debe completar los campos obligatorios antes de guardar.')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Nombre' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'País' })).toBeInTheDocument();
    expect(lastFakeServer().calls.filter((c) => c.method === 'POST')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'País' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(document.activeElement?.id).toBe('root_pais'));
    expect(screen.getByText('El campo País es obligatorio.')).toBeInTheDocument();
    expect(screen.getByText('El campo Nombre es obligatorio.')).toBeInTheDocument();
  });

  it('19-5 SHR-07 a required field holding only spaces is missing, as the server says: the summary lists it and nothing is sent', async () => {
    const user = userEvent.setup();
    render(<Alta />);
    await user.type(screen.getByLabelText(/Nombre/), '   ');
    await user.type(screen.getByLabelText(/País/), 'Argentina');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Debe completar los campos obligatorios antes de guardar.')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Nombre' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'País' })).toBeNull();
    expect(lastFakeServer().calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });

  it('BNK-11 / BNK-12 / SHR-06 creates the bank, says so (a success notice) and returns to the list', async () => {
    const user = userEvent.setup();
    render(<Alta />);
    await user.type(screen.getByLabelText(/Nombre/), 'Banco Industrial');
    await user.type(screen.getByLabelText(/País/), 'Argentina');
    await user.type(screen.getByLabelText(/Localidad/), 'Rosario');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/herramientas/abm/bancos');
    await waitFor(() => expect(toast('Se guardó correctamente el banco')).toHaveClass('bp6-intent-success'));
    const post = lastFakeServer().calls.find((c) => c.method === 'POST');
    expect(post?.body).toEqual({ datos: { descripcion: 'Banco Industrial', pais: 'Argentina', localidad: 'Rosario' } });
  });

  it('runs the module rule in the browser: a duplicate name is flagged under the field', async () => {
    const user = userEvent.setup();
    render(<Alta />);
    await user.type(screen.getByLabelText(/Nombre/), 'banco galicia');
    expect(await screen.findByText('Ya existe un banco con ese nombre.', {}, { timeout: 4000 })).toBeInTheDocument();
    const exists = lastFakeServer().calls.filter((c) => c.path === '/api/modulos/banco/existe');
    expect(exists).toHaveLength(1);
    expect(exists[0].params).toMatchObject({ campo: 'descripcion', valor: 'banco galicia' });
  });

  it('BNK-03 / BNK-09 loads the bank and saves with its version', async () => {
    const user = userEvent.setup();
    render(<Edicion />);
    const name = await screen.findByLabelText(/Nombre/);
    expect(name).toHaveValue('Banco de la Nación Argentina');
    expect(screen.getByLabelText(/Provincia/)).toHaveValue('Buenos Aires');
    await user.clear(screen.getByLabelText(/Localidad/));
    await user.type(screen.getByLabelText(/Localidad/), 'Luján');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/herramientas/abm/bancos');
    const put = lastFakeServer().calls.find((c) => c.method === 'PUT');
    expect(put?.path).toBe('/api/modulos/banco/1');
    expect(put?.body).toMatchObject({ version: 1, datos: { localidad: 'Luján', descripcion: 'Banco de la Nación Argentina' } });
    expect((put?.body as { datos: object }).datos).not.toHaveProperty('idCrm');
  });

  it('BNK-15 shows the bank form read-only without write permission', async () => {
    render(<SoloLectura />);
    expect(await screen.findByLabelText(/Nombre/)).toBeDisabled();
    expect(screen.getByText('Solo lectura')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Guardar' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Volver' })).toBeEnabled();
    for (const input of screen.getAllByRole('textbox')) expect(input).toBeDisabled();
  });

  it('BNK-17 a user with w on banks may edit', async () => {
    render(<EdicionConPermisoDeEscritura />);
    expect(await screen.findByLabelText(/Nombre/)).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Guardar' })).toBeInTheDocument();
    expect(screen.queryByText('Solo lectura')).not.toBeInTheDocument();
  });

  it('BNK-10 a bank that cannot be loaded shows the module load error', async () => {
    render(<ErrorAlCargar />);
    await waitFor(() => expect(toast('Se produjo un error obtener los datos del banco.')).toHaveClass('bp6-intent-danger'));
  });

  it('BNK-13 a failed save shows the module error and keeps the typed data', async () => {
    const user = userEvent.setup();
    render(<ErrorAlGuardar />);
    const city = await screen.findByLabelText(/Ciudad/);
    await user.type(city, 'Tandil');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(toast('Se produjo un error al guardar el banco')).toHaveClass('bp6-intent-danger'));
    expect(screen.getByLabelText(/Ciudad/)).toHaveValue('Tandil');
    expect(screen.queryByTestId('location')).not.toBeInTheDocument();
  });

  it('SHR-11 / SHR-OP04 a bank answer that is not a record shows the load error followed by `error #ATGF01`', async () => {
    render(<RespuestaInesperadaAlCargar />);
    const text = 'Se produjo un error obtener los datos del banco. error #ATGF01';
    await waitFor(() => expect(toast(text)).toHaveClass('bp6-intent-danger'));
    expect(screen.getAllByText(text).some((el) => el.closest('.bo-list-state'))).toBe(true);
    expect(screen.queryByLabelText(/Nombre/)).not.toBeInTheDocument();
  });

  it('SHR-11 / SHR-OP04 a save answer that is not the stored record shows the save error followed by `error #ATGF01` and keeps the typed data', async () => {
    const user = userEvent.setup();
    render(<RespuestaInesperadaAlGuardar />);
    await user.type(await screen.findByLabelText(/Ciudad/), 'Tandil');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(toast('Se produjo un error al guardar el banco error #ATGF01')).toHaveClass('bp6-intent-danger'));
    expect(screen.queryByText('Se guardó correctamente el banco')).not.toBeInTheDocument();
    expect(screen.getByLabelText(/Ciudad/)).toHaveValue('Tandil');
    expect(screen.queryByTestId('location')).not.toBeInTheDocument();
  });

  it('SHR-08 / SHR-OP03 a module without its own save text says `Los datos se registraron correctamente.` on create', async () => {
    const user = userEvent.setup();
    render(<AltaConTextosGenericos />);
    await user.type(screen.getByLabelText(/Nombre/), 'Banco Genérico');
    await user.type(screen.getByLabelText(/País/), 'Argentina');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(toast('Los datos se registraron correctamente.')).toHaveClass('bp6-intent-success'));
  });

  it('SHR-08 / SHR-OP03 a module without its own save text says `Se guardaron correctamente los datos` on edit', async () => {
    const user = userEvent.setup();
    render(<EdicionConTextosGenericos />);
    await user.type(await screen.findByLabelText(/Ciudad/), 'Tandil');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(toast('Se guardaron correctamente los datos')).toHaveClass('bp6-intent-success'));
  });

  it('SHR-09 / SHR-OP03 a module without its own save error says `Se produjo un error al guardar los datos.`', async () => {
    const user = userEvent.setup();
    render(<ErrorAlGuardarConTextosGenericos />);
    await user.type(await screen.findByLabelText(/Ciudad/), 'Tandil');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(toast('Se produjo un error al guardar los datos.')).toHaveClass('bp6-intent-danger'));
  });

  it('places the server field errors (400 campos) under each field', async () => {
    const user = userEvent.setup();
    render(<ErrorEnCampo />);
    await screen.findByLabelText(/Nombre/);
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    const message = await screen.findByText('El país no es válido.');
    expect(message.closest('.bp6-form-group')).toContainElement(screen.getByLabelText(/País/));
  });

  it('a stale version (409) says so, shows the current values and reloads them on request', async () => {
    const user = userEvent.setup();
    render(<Conflicto />);
    await user.type(await screen.findByLabelText(/Ciudad/), 'Rivadavia');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Otro usuario modificó este registro mientras usted lo editaba. Revise los cambios antes de guardar.')).toBeInTheDocument();
    expect(within(dialog).getByText('Mar del Plata')).toBeInTheDocument();
    expect(within(dialog).getByText(/Beatriz Bancos/)).toBeInTheDocument();
    // Field by field: the user's Ciudad against the stored one, with a choice (the field's label names it).
    expect(within(dialog).getByRole('radiogroup', { name: 'Ciudad' })).toBeInTheDocument();
    expect(within(dialog).getByText('Rivadavia')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Ciudad/ })).toHaveValue('Rivadavia');
    await user.click(within(dialog).getByRole('button', { name: 'Recargar' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: /Localidad/ })).toHaveValue('Mar del Plata'));
    expect(screen.getByRole('textbox', { name: /Ciudad/ })).toHaveValue('');
  });

  it('shows the record history on the edit form', async () => {
    const user = userEvent.setup();
    render(<Edicion />);
    await user.click(await screen.findByRole('button', { name: /Historial/ }));
    expect(await screen.findByText('Alta del registro')).toBeInTheDocument();
    expect(screen.getByText('Beatriz Bancos')).toBeInTheDocument();
    expect(screen.getByText('03/05/2024', { exact: false })).toBeInTheDocument();
  });
});

const DRAFT_KEY = 'bo.draft.admin.banco.1';
const kept = () => JSON.parse(localStorage.getItem(DRAFT_KEY) ?? 'null') as { version: number; datos: Record<string, unknown> } | null;
// Blueprint's closing transition can take a while on a busy machine.
const dialogClosed = () => waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), { timeout: 3000 });

describe('FormScreen drafts (SHR-OP01 override)', () => {
  it('keeps the typed data in localStorage per user and record while the form is dirty', async () => {
    const user = userEvent.setup();
    render(<Edicion />);
    const city = await screen.findByLabelText(/Localidad/);
    expect(kept()).toBeNull();
    await user.clear(city);
    await user.type(city, 'Tandil');
    await waitFor(() => expect(kept()?.datos).toMatchObject({ localidad: 'Tandil', descripcion: 'Banco de la Nación Argentina' }));
    expect(kept()?.version).toBe(1);
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByTestId('location', {}, { timeout: 3000 })).toHaveTextContent('/herramientas/abm/bancos');
    expect(kept()).toBeNull();
  });

  it('offers the kept draft with its time; "Recuperar" fills the form and saves against its version', async () => {
    const user = userEvent.setup();
    render(<BorradorGuardado />);
    const dialog = await screen.findByRole('dialog');
    const { savedAt } = (BorradorGuardado.parameters.engine as EngineStoryParameters).drafts![DRAFT_KEY];
    expect(within(dialog).getByText('Datos sin guardar')).toBeInTheDocument();
    expect(
      within(dialog).getByText(`Hay cambios de este formulario que no se guardaron (${formatDateTime(savedAt)}). ¿Desea recuperarlos?`),
    ).toBeInTheDocument();
    expect(screen.getByLabelText(/Localidad/)).toHaveValue('Ciudad Autónoma de Buenos Aires');
    await user.click(within(dialog).getByRole('button', { name: 'Recuperar' }));
    await dialogClosed();
    expect(screen.getByLabelText(/Localidad/)).toHaveValue('Luján');
    await waitFor(() => expect(toast('Se recuperaron los datos que no había guardado.')).toHaveClass('bp6-intent-success'));
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByTestId('location', {}, { timeout: 3000 })).toHaveTextContent('/herramientas/abm/bancos');
    expect(lastFakeServer().calls.find((c) => c.method === 'PUT')?.body).toMatchObject({ version: 1, datos: { localidad: 'Luján', ciudad: 'Luján' } });
    expect(kept()).toBeNull();
  });

  it('"Descartar" keeps the loaded data and forgets the draft', async () => {
    const user = userEvent.setup();
    render(<BorradorGuardado />);
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Descartar' }));
    await dialogClosed();
    expect(screen.getByLabelText(/Localidad/)).toHaveValue('Ciudad Autónoma de Buenos Aires');
    expect(kept()).toBeNull();
  });

  it('a draft kept before someone else saved meets the conflict instead of overwriting', async () => {
    const user = userEvent.setup();
    render(<BorradorDeVersionAnterior />);
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Recuperar' }));
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    // The conflict text is both in a toast and in the conflict dialog: take the dialog's.
    const dialog = await waitFor(() => {
      const found = screen
        .getAllByText(/Otro usuario modificó este registro/)
        .map((node) => node.closest('[role="dialog"]'))
        .find(Boolean);
      expect(found).toBeTruthy();
      return found as HTMLElement;
    });
    expect(lastFakeServer().calls.find((c) => c.method === 'PUT')?.body).toMatchObject({ version: 1 });
    await user.click(within(dialog).getByRole('button', { name: /Recargar/ }));
    await waitFor(() => expect(screen.getByLabelText(/Localidad/)).toHaveValue('Ciudad Autónoma de Buenos Aires'));
    expect(screen.getByLabelText(/Provincia/)).toHaveValue('Córdoba');
    expect(kept()).toBeNull();
  });

  it('a read-only form neither offers nor keeps drafts', async () => {
    localStorage.setItem('bo.draft.staff.banco.1', JSON.stringify({ savedAt: new Date().toISOString(), version: 1, datos: { localidad: 'Luján' } }));
    render(<SoloLectura />);
    expect(await screen.findByLabelText(/Nombre/)).toBeDisabled();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByLabelText(/Localidad/)).toHaveValue('Ciudad Autónoma de Buenos Aires');
  });

  it('leaving a dirty form asks first: "Seguir editando" stays, "Salir sin guardar" leaves and forgets the draft', async () => {
    const user = userEvent.setup();
    render(<Edicion />);
    await user.type(await screen.findByLabelText(/Ciudad/), 'Tandil');
    await user.click(screen.getByRole('button', { name: 'Volver' }));
    let dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Cambios sin guardar')).toBeInTheDocument();
    expect(within(dialog).getByText('Si sale del formulario perderá los cambios que no guardó. ¿Desea salir igualmente?')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Seguir editando' }));
    await dialogClosed();
    expect(screen.queryByTestId('location')).not.toBeInTheDocument();
    expect(screen.getByLabelText(/Ciudad/)).toHaveValue('Tandil');
    await user.click(screen.getByRole('button', { name: 'Volver' }));
    dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Salir sin guardar' }));
    expect(await screen.findByTestId('location', {}, { timeout: 3000 })).toHaveTextContent('/herramientas/abm/bancos');
    expect(kept()).toBeNull();
  });

  it('a clean form leaves without asking', async () => {
    const user = userEvent.setup();
    render(<Edicion />);
    await screen.findByLabelText(/Nombre/);
    await user.click(screen.getByRole('button', { name: 'Volver' }));
    expect(await screen.findByTestId('location', {}, { timeout: 3000 })).toHaveTextContent('/herramientas/abm/bancos');
  });

  it('closing the tab on a dirty form asks the browser to confirm', async () => {
    const user = userEvent.setup();
    render(<Edicion />);
    const clean = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(clean);
    expect(clean.defaultPrevented).toBe(false);
    await user.type(await screen.findByLabelText(/Ciudad/), 'Tandil');
    const dirty = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(dirty);
    expect(dirty.defaultPrevented).toBe(true);
  });
});
