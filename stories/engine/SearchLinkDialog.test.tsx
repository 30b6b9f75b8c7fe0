import { composeStories } from '@storybook/react-vite';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import '../support/portableStories';
import { seriousA11yProblems } from '../../tests/support/axe';
import { lastFakeServer } from '../support/EngineHarness';
import * as stories from './SearchLinkDialog.stories';

const { Simple, Multiple, ConVinculados, SinResultados, ErrorDeBusqueda, Equipos } = composeStories(stories);
const listCalls = () => lastFakeServer().calls.filter((c) => c.method === 'GET' && c.path === '/api/modulos/pruebacontacto');
const confirmed = () => JSON.parse(screen.getByTestId('confirmed').textContent ?? '[]') as number[];
const toast = (text: string) => screen.findByText(text, { selector: '.bp6-toast *' });

async function search(text: string, title = 'Buscar contacto') {
  const user = userEvent.setup();
  const dialog = await screen.findByRole('dialog', { name: title });
  const box = within(dialog).getByLabelText('Texto de búsqueda');
  await user.clear(box);
  if (text) await user.type(box, text);
  await user.click(within(dialog).getByRole('button', { name: 'Buscar' }));
  return { user, dialog };
}

describe('SearchLinkDialog (LNK-07…28)', () => {
  it('LNK-23 a short search shows the kind’s warning and makes no call', async () => {
    render(<Simple />);
    await search('an');
    expect(await toast('Debe ingresar al menos tres caracteres en la búsqueda de contacto')).toBeInTheDocument();
    expect(listCalls()).toHaveLength(0);
  });

  it('LNK-08 / LNK-OP05 searches the kind’s module with its fixed filters and cap, shows the columns, picks one and confirms', async () => {
    const { container } = render(<Simple />);
    const { user, dialog } = await search('ana');
    const table = await within(dialog).findByRole('table', { name: 'Resultados de la búsqueda' });
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Selección', 'Nombre', 'Documento', 'Cuenta']);
    expect(within(table).getByRole('cell', { name: '20123456' })).toBeInTheDocument();
    expect(listCalls()[0].params).toMatchObject({ texto: 'ana', vigente: 'true', limit: '100', offset: '0' });
    expect(await seriousA11yProblems(container.ownerDocument.body)).toEqual([]);
    await user.click(within(table).getByRole('radio', { name: 'Seleccionar Ana Pérez' }));
    await user.click(within(dialog).getByRole('button', { name: 'Aceptar' }));
    await waitFor(() => expect(confirmed()).toEqual([1]));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('LNK-OP05 single selection keeps one record: picking another replaces it', async () => {
    render(<Simple />);
    const { user, dialog } = await search('agencia');
    await user.click(await within(dialog).findByRole('radio', { name: 'Seleccionar Ana Pérez' }));
    await user.click(within(dialog).getByRole('radio', { name: 'Seleccionar Andrés Gómez' }));
    expect(within(dialog).getByRole('radio', { name: 'Seleccionar Ana Pérez' })).not.toBeChecked();
    await user.click(within(dialog).getByRole('button', { name: 'Aceptar' }));
    await waitFor(() => expect(confirmed()).toEqual([2]));
  });

  it('LNK-28 confirming with nothing selected is refused', async () => {
    render(<Simple />);
    const { user, dialog } = await search('ana');
    await within(dialog).findByRole('table');
    await user.click(within(dialog).getByRole('button', { name: 'Aceptar' }));
    expect(await toast('Debe seleccionar un contacto')).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(confirmed()).toEqual([]);
  });

  it('LNK-OP05 multiple selection hands over every checked record', async () => {
    const { container } = render(<Multiple />);
    const { user, dialog } = await search('agencia');
    await user.click(await within(dialog).findByRole('checkbox', { name: 'Seleccionar Ana Pérez' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'Seleccionar Beatriz Ruiz' }));
    expect(await seriousA11yProblems(container.ownerDocument.body)).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Aceptar' }));
    await waitFor(() => expect(confirmed()).toEqual([1, 3]));
  });

  it('LNK-27 a record already linked is refused', async () => {
    render(<ConVinculados />);
    const { user, dialog } = await search('agencia');
    await user.click(await within(dialog).findByRole('checkbox', { name: 'Seleccionar Ana Pérez' }));
    await user.click(within(dialog).getByRole('button', { name: 'Aceptar' }));
    expect(await toast('Ya existe un contacto')).toBeInTheDocument();
    expect(confirmed()).toEqual([]);
  });

  it('LNK-26 no results shows the contact text', async () => {
    render(<SinResultados />);
    await search('zzz');
    expect(await toast('No se encontraron contactos.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('LNK-24 a failing search shows the contact error (danger)', async () => {
    render(<ErrorDeBusqueda />);
    await search('ana');
    const message = await toast('Se produjo un error al buscar el contacto.');
    expect(message.closest('.bp6-toast')).toHaveClass('bp6-intent-danger');
  });

  it('Cancelar closes without handing anything over', async () => {
    const user = userEvent.setup();
    render(<Simple />);
    const dialog = await screen.findByRole('dialog', { name: 'Buscar contacto' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(confirmed()).toEqual([]);
  });

  it('LNK-13 the team kind has no minimum: an empty search lists every team', async () => {
    render(<Equipos />);
    const { dialog } = await search('', 'Buscar equipo');
    const table = await within(dialog).findByRole('table');
    expect(within(table).getAllByRole('checkbox')).toHaveLength(3);
    expect(listCalls()[0].params).not.toHaveProperty('texto');
  });
});
