import { Classes } from '@blueprintjs/core';
import { composeStories } from '@storybook/react-vite';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import '../support/portableStories';
import { seriousA11yProblems } from '../../tests/support/axe';
import { lastFakeServer } from '../support/EngineHarness';
import * as stories from './RelatedRecords.stories';

const { NotasDelRegistro, NotaRechazada, RegistroSoloLectura, RegistroNuevo } = composeStories(stories);

/** Opens the tab "Seguimiento" and waits for its panel to settle. */
async function openNotes() {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('tab', { name: /^Seguimiento/ }));
  const panel = screen.getByRole('tabpanel');
  await waitFor(() => expect(panel.querySelector(`.${Classes.SPINNER}`)).toBeNull());
  return { user, panel };
}
const subjects = (panel: HTMLElement) =>
  within(panel)
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0].textContent);
const notesCalls = () => lastFakeServer().calls.filter((c) => c.path === '/api/modulos/pruebanota' && c.method === 'GET');

describe('related-records panel (ui:tabs related; ACC-38, CST-18)', () => {
  it('CST-18 lists the record’s notes 10 per page, newest first, asking the API by the link field', async () => {
    render(<NotasDelRegistro />);
    const { user, panel } = await openNotes();
    expect(await within(panel).findByText('12 resultados')).toBeInTheDocument();
    expect(subjects(panel)).toEqual(['Nota 12', 'Nota 11', 'Nota 10', 'Nota 09', 'Nota 08', 'Nota 07', 'Nota 06', 'Nota 05', 'Nota 04', 'Nota 03']);
    expect(within(panel).getByText('Página 1 de 2')).toBeInTheDocument();
    expect(notesCalls().at(-1)?.params).toMatchObject({ prueba: '5', limit: '10', offset: '0', orden: 'fecha', dir: 'desc' });
    await user.click(within(panel).getByRole('button', { name: 'Página siguiente' }));
    await waitFor(() => expect(subjects(panel)).toEqual(['Nota 02', 'Nota 01']));
    expect(within(panel).getByText('Página 2 de 2')).toBeInTheDocument();
  });

  it('sorts by a column on the server', async () => {
    render(<NotasDelRegistro />);
    const { user, panel } = await openNotes();
    await within(panel).findByText('12 resultados');
    await user.click(within(panel).getByRole('button', { name: 'Asunto' }));
    await waitFor(() => expect(subjects(panel)[0]).toBe('Nota 01'));
    expect(notesCalls().at(-1)?.params).toMatchObject({ orden: 'asunto', dir: 'asc' });
    expect(within(panel).getByRole('columnheader', { name: 'Asunto' })).toHaveAttribute('aria-sort', 'ascending');
  });

  it('ACC-38 "Nuevo" opens the note form linked to the record; the saved note is listed', async () => {
    render(<NotasDelRegistro />);
    const { user, panel } = await openNotes();
    await within(panel).findByText('12 resultados');
    await user.click(within(panel).getByRole('button', { name: 'Nuevo' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nuevo: Nota de prueba' });
    // The link to the record is set and cannot be changed.
    await waitFor(() => expect(within(dialog).getByRole('textbox', { name: /^Prueba/ })).toHaveValue('Cuenta con notas'));
    expect(within(dialog).queryByRole('button', { name: 'Buscar' })).toBeNull();
    await user.type(within(dialog).getByRole('textbox', { name: /^Asunto/ }), 'Llamar al cliente');
    await user.click(within(dialog).getByRole('button', { name: 'Aceptar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText('Se guardó correctamente la nota de prueba.')).toBeInTheDocument();
    const post = lastFakeServer().calls.find((c) => c.method === 'POST' && c.path === '/api/modulos/pruebanota');
    expect((post?.body as { datos: Record<string, unknown> }).datos).toMatchObject({ prueba: 5, asunto: 'Llamar al cliente' });
    // The list refreshes: 13 notes, the new one (no date) last in the date order.
    expect(await within(panel).findByText('13 resultados')).toBeInTheDocument();
    await user.click(within(panel).getByRole('button', { name: 'Asunto' }));
    await waitFor(() => expect(subjects(panel)[0]).toBe('Llamar al cliente'));
  });

  it('a required field left empty keeps the dialog open and sends nothing', async () => {
    render(<NotasDelRegistro />);
    const { user, panel } = await openNotes();
    await within(panel).findByText('12 resultados');
    await user.click(within(panel).getByRole('button', { name: 'Nuevo' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nuevo: Nota de prueba' });
    await user.click(within(dialog).getByRole('button', { name: 'Aceptar' }));
    expect(await within(dialog).findByText('Debe completar los campos obligatorios')).toBeInTheDocument();
    expect(lastFakeServer().calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('a save the server refuses keeps the dialog open, the typed values and the server’s message under the field', async () => {
    render(<NotaRechazada />);
    const { user, panel } = await openNotes();
    await within(panel).findByText('12 resultados');
    await user.click(within(panel).getByRole('button', { name: 'Nuevo' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nuevo: Nota de prueba' });
    await user.type(within(dialog).getByRole('textbox', { name: /^Asunto/ }), 'Repetida');
    await user.click(within(dialog).getByRole('button', { name: 'Aceptar' }));
    expect(await screen.findByText('Se produjo un error al guardar la nota de prueba.')).toBeInTheDocument();
    expect(await within(dialog).findByText('Ya existe una nota con ese asunto.')).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: /^Asunto/ })).toHaveValue('Repetida');
    expect(within(panel).getByText('12 resultados')).toBeInTheDocument();
  });

  it('a row opens its note in the form dialog; the change is saved with its version and listed', async () => {
    render(<NotasDelRegistro />);
    const { user, panel } = await openNotes();
    await within(panel).findByText('12 resultados');
    await user.click(within(panel).getByRole('button', { name: 'Nota 12' }));
    const dialog = await screen.findByRole('dialog', { name: 'Editar: Nota de prueba' });
    const asunto = within(dialog).getByRole('textbox', { name: /^Asunto/ });
    expect(asunto).toHaveValue('Nota 12');
    await user.clear(asunto);
    await user.type(asunto, 'Nota 12 revisada');
    await user.click(within(dialog).getByRole('button', { name: 'Aceptar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const put = lastFakeServer().calls.find((c) => c.method === 'PUT');
    expect(put?.path).toBe('/api/modulos/pruebanota/12');
    expect(put?.body).toMatchObject({ version: 1, datos: { prueba: 5, asunto: 'Nota 12 revisada' } });
    await waitFor(() => expect(subjects(panel)[0]).toBe('Nota 12 revisada'));
  });

  it('a read-only record lists its notes read-only: no "Nuevo", a row opens the note read-only', async () => {
    render(<RegistroSoloLectura />);
    const { user, panel } = await openNotes();
    expect(await within(panel).findByText('1 resultado')).toBeInTheDocument();
    expect(within(panel).queryByRole('button', { name: 'Nuevo' })).toBeNull();
    await user.click(within(panel).getByRole('button', { name: 'Nota de la inactiva' }));
    const dialog = await screen.findByRole('dialog', { name: /Vista previa/ });
    expect(within(dialog).getByRole('textbox', { name: /^Asunto/ })).toHaveAttribute('readonly');
    expect(within(dialog).queryByRole('button', { name: 'Aceptar' })).toBeNull();
  });

  it('a record being created says to save it first and asks nothing', async () => {
    render(<RegistroNuevo />);
    await openNotes();
    expect(screen.getByText('Guarde el registro para ver y agregar sus registros vinculados.')).toBeInTheDocument();
    expect(notesCalls()).toEqual([]);
  });

  it.each(Object.entries({ NotasDelRegistro, RegistroSoloLectura, RegistroNuevo }))('%s has no serious accessibility problem', async (_name, Story) => {
    const { container } = render(<Story />);
    const { panel } = await openNotes();
    if (_name !== 'RegistroNuevo') await within(panel).findByRole('table');
    expect(await seriousA11yProblems(container)).toEqual([]);
  });

  it('the open note dialog has no serious accessibility problem', async () => {
    render(<NotasDelRegistro />);
    const { user, panel } = await openNotes();
    await within(panel).findByText('12 resultados');
    await user.click(within(panel).getByRole('button', { name: 'Nuevo' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nuevo: Nota de prueba' });
    await waitFor(() => expect(within(dialog).getByRole('textbox', { name: /^Prueba/ })).toHaveValue('Cuenta con notas'));
    expect(await seriousA11yProblems(dialog)).toEqual([]);
  });
});
