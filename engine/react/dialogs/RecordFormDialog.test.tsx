import { composeStories } from '@storybook/react-vite';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import '../../../stories/support/portableStories';
import { lastFakeServer } from '../../../stories/support/EngineHarness';
import { seriousA11yProblems } from '../../../tests/support/axe';
import * as stories from './RecordFormDialog.stories';

const { EditarConHistorial, Nuevo, RespuestaInesperadaAlGuardar } = composeStories(stories);
const toast = (text: string) =>
  screen
    .getAllByText(text)
    .map((el) => el.closest('.bp6-toast'))
    .find(Boolean);
const historyCalls = () => lastFakeServer().calls.filter((call) => call.path.endsWith('/historial'));

describe('RecordFormDialog', () => {
  it('editing a saved record shows its history under the fields, collapsed, loaded when opened: who, when, which fields', async () => {
    const user = userEvent.setup();
    render(<EditarConHistorial />);
    await user.click(screen.getByRole('button', { name: 'Abrir banco' }));
    const dialog = await screen.findByRole('dialog', { name: 'Banco' });
    expect(within(dialog).getByLabelText(/^Nombre/)).toHaveValue('Banco de la Nación Argentina');
    const toggle = within(dialog).getByRole('button', { name: 'Historial' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(historyCalls()).toHaveLength(0);

    await user.click(toggle);
    const table = await within(dialog).findByRole('table');
    expect(historyCalls()[0].path).toBe('/api/modulos/banco/1/historial');
    expect(within(table).getByText('Beatriz Bancos')).toBeInTheDocument();
    expect(within(table).getByText('Nombre')).toBeInTheDocument();
    expect(within(table).getByText('Banco Nacion')).toBeInTheDocument();
    expect(within(table).getByText('Alta del registro')).toBeInTheDocument();
    expect(within(table).getAllByText(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/)).toHaveLength(2);
    // The history sits above the dialog's actions, and opening it submits nothing.
    expect(toggle.compareDocumentPosition(within(dialog).getByRole('button', { name: 'Aceptar' })) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(lastFakeServer().calls.filter((call) => call.method === 'PUT')).toHaveLength(0);
    expect(await seriousA11yProblems(dialog)).toEqual([]);
  });

  it('the history stays open while the user types, and the record still saves', async () => {
    const user = userEvent.setup();
    render(<EditarConHistorial />);
    await user.click(screen.getByRole('button', { name: 'Abrir banco' }));
    const dialog = await screen.findByRole('dialog', { name: 'Banco' });
    await user.click(within(dialog).getByRole('button', { name: 'Historial' }));
    await within(dialog).findByText('Alta del registro');
    await user.type(within(dialog).getByLabelText(/^Nombre/), ' S.A.');
    expect(within(dialog).getByRole('button', { name: 'Historial' })).toHaveAttribute('aria-expanded', 'true');
    expect(within(dialog).getByText('Alta del registro')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Aceptar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByTestId('guardado')).toHaveTextContent('Banco de la Nación Argentina S.A.');
  });

  it('a new record has no history yet', async () => {
    const user = userEvent.setup();
    render(<Nuevo />);
    await user.click(screen.getByRole('button', { name: 'Nuevo banco' }));
    const dialog = await screen.findByRole('dialog', { name: 'Banco' });
    expect(within(dialog).getByLabelText(/^Nombre/)).toHaveValue('');
    expect(within(dialog).queryByRole('button', { name: 'Historial' })).not.toBeInTheDocument();
  });

  it('SHR-OP04 a save answer that is not the stored record shows the module save error followed by `error #ATGF01`; the dialog stays open with the typed data', async () => {
    const user = userEvent.setup();
    render(<RespuestaInesperadaAlGuardar />);
    await user.click(screen.getByRole('button', { name: 'Abrir banco' }));
    const dialog = await screen.findByRole('dialog', { name: 'Banco' });
    await user.type(within(dialog).getByLabelText(/^Nombre/), ' S.A.');
    await user.click(within(dialog).getByRole('button', { name: 'Aceptar' }));
    await waitFor(() => expect(toast('Se produjo un error al guardar el banco error #ATGF01')).toHaveClass('bp6-intent-danger'));
    expect(screen.getByRole('dialog', { name: 'Banco' })).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/^Nombre/)).toHaveValue('Banco de la Nación Argentina S.A.');
    expect(screen.getByTestId('guardado')).toHaveTextContent('');
  });
});
