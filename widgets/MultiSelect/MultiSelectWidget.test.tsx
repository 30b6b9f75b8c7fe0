import { composeStories } from '@storybook/react-vite';
import { configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import '../../stories/support/portableStories';
import { seriousA11yProblems } from '../../tests/support/axe';
import * as stories from './MultiSelectWidget.stories';

const { Vacio, Completo, Todos, ConError, SoloLectura, Deshabilitado, Cargando, FallaCombo } = composeStories(stories);
const control = () => screen.getByRole('button', { name: /^Canales de venta/ });
const stored = () => JSON.parse(screen.getByTestId('stored').textContent ?? '{}') as Record<string, unknown>;
const clickOption = async (user: ReturnType<typeof userEvent.setup>, name: string) => {
  const option = await screen.findByRole('option', { name });
  // The option's link fills its row: a click lands on its text.
  await user.click(within(option).getByText(name));
};

// Typing re-renders Blueprint's calendar on every key: slow in jsdom on a busy machine.
const TYPING = { timeout: 30_000 };
// Blueprint and rjsf re-render after each pick: give findBy/waitFor room on a loaded machine.
configure({ asyncUtilTimeout: 5_000 });

describe('MultiSelect widget', () => {
  it('WID-20 labels: Seleccionar, the single choice, {n} seleccionados, Todos', TYPING, async () => {
    const user = userEvent.setup({ delay: null });
    render(<Vacio />);
    await waitFor(() => expect(control()).toHaveTextContent('Seleccionar'));
    await user.click(control());
    await clickOption(user, 'Web');
    await waitFor(() => expect(control()).toHaveTextContent('Web'));
    await clickOption(user, 'Mostrador');
    await waitFor(() => expect(stored()).toEqual({ canales: ['WEB', 'MOS'] }));
    await waitFor(() => expect(control()).toHaveTextContent('2 seleccionados'));
    await clickOption(user, 'Teléfono');
    await waitFor(() => expect(stored()).toEqual({ canales: ['WEB', 'TEL', 'MOS'] }));
    await waitFor(() => expect(control()).toHaveTextContent('Todos'));
    expect(screen.getByRole('option', { name: 'Teléfono' })).toHaveAttribute('aria-selected', 'true');
    await clickOption(user, 'Web');
    await waitFor(() => expect(stored()).toEqual({ canales: ['TEL', 'MOS'] }));
  });

  it('WID-19 / WID-20 the list is at most 200 px high, searchable with Buscar..., and usable with arrows and Enter', TYPING, async () => {
    const user = userEvent.setup({ delay: null });
    render(<Vacio />);
    await waitFor(() => expect(control()).toBeEnabled());
    control().focus();
    await user.keyboard('{Enter}');
    const list = await screen.findByRole('listbox', { name: 'Canales de venta' });
    expect(list).toHaveStyle({ maxHeight: '200px', overflowY: 'auto' });
    const search = screen.getByPlaceholderText('Buscar...');
    await waitFor(() => expect(search).toHaveFocus());
    await user.keyboard('{ArrowDown}{Enter}');
    await user.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(stored()).toEqual({ canales: ['TEL', 'MOS'] }));
    await waitFor(() => expect(control()).toHaveTextContent('2 seleccionados'));
    await user.type(search, 'tele');
    expect(
      within(list)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Teléfono']);
  });

  it('WID-20 a required array with minItems (rjsf fills it with an empty item) shows Seleccionar and stores only the picks', TYPING, async () => {
    const user = userEvent.setup({ delay: null });
    const base = Vacio.args.schema!;
    const canales = { ...(base.properties!.canales as object), minItems: 1 };
    render(<Vacio schema={{ ...base, required: ['canales'], properties: { canales } }} />);
    await waitFor(() => expect(control()).toHaveTextContent('Seleccionar'));
    await user.click(control());
    await clickOption(user, 'Web');
    await waitFor(() => expect(stored()).toEqual({ canales: ['WEB'] }));
    await waitFor(() => expect(control()).toHaveTextContent('Web'));
  });

  it('shows stored selections', async () => {
    const { unmount } = render(<Completo />);
    await waitFor(() => expect(control()).toHaveTextContent('2 seleccionados'));
    unmount();
    render(<Todos />);
    await waitFor(() => expect(control()).toHaveTextContent('Todos'));
  });

  it('shows the field error; read-only and disabled cannot be opened', async () => {
    const first = render(<ConError />);
    expect(screen.getByRole('alert')).toHaveTextContent('El campo Canales de venta es obligatorio.');
    expect(control()).toHaveAttribute('aria-invalid', 'true');
    first.unmount();
    const second = render(<SoloLectura />);
    await waitFor(() => expect(control()).toHaveTextContent('2 seleccionados'));
    expect(control()).toBeDisabled();
    second.unmount();
    render(<Deshabilitado />);
    await waitFor(() => expect(control()).toHaveTextContent('2 seleccionados'));
    expect(control()).toBeDisabled();
  });

  it('loading: spinner and disabled; failed: the combo error and one danger notification', async () => {
    const first = render(<Cargando />);
    expect(control()).toBeDisabled();
    await waitFor(() => expect(control()).toHaveTextContent('Cargando...'));
    first.unmount();
    render(<FallaCombo />);
    const message = 'Se produjo un error al cargar los combos';
    await waitFor(() => expect(screen.getAllByText(message)).toHaveLength(2));
    expect(screen.getAllByText(message).some((el) => el.closest('.bp6-toast.bp6-intent-danger'))).toBe(true);
  });

  it.each(Object.entries({ Vacio, Completo, Todos, ConError, SoloLectura, Deshabilitado, Cargando, FallaCombo }))(
    '%s has no serious accessibility problem',
    async (_name, Story) => {
      const { container } = render(<Story />);
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(await seriousA11yProblems(container)).toEqual([]);
    },
  );

  it('the open list has no serious accessibility problem', TYPING, async () => {
    const user = userEvent.setup({ delay: null });
    render(<Completo />);
    await waitFor(() => expect(control()).toHaveTextContent('2 seleccionados'));
    await user.click(control());
    await screen.findByRole('listbox');
    expect(await seriousA11yProblems(document.body)).toEqual([]);
  });
});
