import { composeStories } from '@storybook/react-vite';
import { configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import '../../stories/support/portableStories';
import { seriousA11yProblems } from '../../tests/support/axe';
import * as stories from './ComboSelectWidget.stories';
import { lastLookupServer } from '../../stories/support/WidgetStoryForm';

const { Vacio, Completo, ConError, SoloLectura, Deshabilitado, Cargando, FallaCombo, FiltradoPorOtroCampo } = composeStories(stories);
const control = () => screen.getByRole('button', { name: /^País/ });
const stored = () => JSON.parse(screen.getByTestId('stored').textContent ?? '{}') as Record<string, unknown>;

// Typing re-renders Blueprint's calendar on every key: slow in jsdom on a busy machine.
const TYPING = { timeout: 30_000 };
// Blueprint and rjsf re-render after each pick: give findBy/waitFor room on a loaded machine.
configure({ asyncUtilTimeout: 5_000 });

describe('ComboSelect widget', () => {
  it('WID-20 shows Seleccionar until the combo loads, and the label names the button', async () => {
    render(<Vacio />);
    await waitFor(() => expect(control()).toHaveTextContent('Seleccionar'));
    expect(control()).toHaveAccessibleName('País: Seleccionar');
    expect(lastLookupServer().calls.map((c) => c.path)).toEqual(['/api/combos/paises']);
  });

  it('WID-19 / WID-20 opens a list at most 200 px high with a Buscar... box, and a click stores the codigo', TYPING, async () => {
    const user = userEvent.setup({ delay: null });
    render(<Vacio />);
    await waitFor(() => expect(control()).toBeEnabled());
    await user.click(control());
    const search = await screen.findByPlaceholderText('Buscar...');
    const list = screen.getByRole('listbox', { name: 'País' });
    expect(list).toHaveStyle({ maxHeight: '200px', overflowY: 'auto' });
    expect(within(list).getAllByRole('option')).toHaveLength(12);
    await user.type(search, 'peru');
    expect(
      within(list)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Perú']);
    // The option's link fills its row: a click lands on its text.
    await user.click(within(within(list).getByRole('option', { name: 'Perú' })).getByText('Perú'));
    await waitFor(() => expect(stored()).toEqual({ pais: '10' }));
    await waitFor(() => expect(control()).toHaveTextContent('Perú'));
  });

  it('is usable with the keyboard: arrows and Enter choose, the choice is ticked', TYPING, async () => {
    const user = userEvent.setup({ delay: null });
    render(<Vacio />);
    await waitFor(() => expect(control()).toBeEnabled());
    control().focus();
    await user.keyboard('{ArrowDown}');
    const search = await screen.findByPlaceholderText('Buscar...');
    await waitFor(() => expect(search).toHaveFocus());
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await waitFor(() => expect(stored()).toEqual({ pais: '03' }));
    await waitFor(() => expect(control()).toHaveTextContent('Brasil'));
    await user.click(control());
    expect(await screen.findByRole('option', { name: 'Brasil' })).toHaveAttribute('aria-selected', 'true');
  });

  it('shows a stored code by its description', async () => {
    render(<Completo />);
    await waitFor(() => expect(control()).toHaveTextContent('Chile'));
  });

  it('shows the field error and marks the control invalid', async () => {
    render(<ConError />);
    expect(screen.getByRole('alert')).toHaveTextContent('El campo País es obligatorio.');
    expect(control()).toHaveAttribute('aria-invalid', 'true');
  });

  it('read-only and disabled cannot be opened', async () => {
    const { unmount } = render(<SoloLectura />);
    await waitFor(() => expect(control()).toHaveTextContent('Chile'));
    expect(control()).toBeDisabled();
    unmount();
    render(<Deshabilitado />);
    await waitFor(() => expect(control()).toHaveTextContent('Chile'));
    expect(control()).toBeDisabled();
  });

  it('while the combo loads: spinner, busy and disabled', () => {
    render(<Cargando />);
    const loadingControl = control();
    expect(loadingControl).toBeDisabled();
    expect(loadingControl).toHaveAttribute('aria-busy', 'true');
    expect(loadingControl).toHaveTextContent('Cargando...');
    expect(loadingControl.querySelector('.bp6-spinner')).not.toBeNull();
  });

  it('ACC-25 a failed combo says so under the field and notifies once (danger)', async () => {
    render(<FallaCombo />);
    const message = 'Se produjo un error al cargar los combos';
    await waitFor(() => expect(screen.getAllByText(message)).toHaveLength(2));
    const toast = screen.getAllByText(message).find((el) => el.closest('.bp6-toast'));
    expect(toast?.closest('.bp6-toast')).toHaveClass('bp6-intent-danger');
    expect(control()).toBeDisabled();
  });

  it.each(Object.entries({ Vacio, Completo, ConError, SoloLectura, Deshabilitado, Cargando, FallaCombo, FiltradoPorOtroCampo }))(
    '%s has no serious accessibility problem',
    async (name, Story) => {
      const { container } = render(<Story />);
      await new Promise((resolve) => setTimeout(resolve, 20));
      // The filtered combo is checked once its options have loaded (the button offers Seleccionar).
      if (name === 'FiltradoPorOtroCampo')
        await waitFor(() => expect(screen.getByRole('button', { name: /^Tipo de documento/ })).toHaveTextContent('Seleccionar'));
      expect(await seriousA11yProblems(container)).toEqual([]);
    },
  );

  it('the open list has no serious accessibility problem', TYPING, async () => {
    const user = userEvent.setup({ delay: null });
    render(<Completo />);
    await waitFor(() => expect(control()).toHaveTextContent('Chile'));
    await user.click(control());
    await screen.findByRole('listbox');
    expect(await seriousA11yProblems(document.body)).toEqual([]);
  });

  it('offers only the options the record allows (x-combo-filter), following the driving field', async () => {
    const user = userEvent.setup();
    render(<FiltradoPorOtroCampo />);
    const documento = () => screen.getByRole('button', { name: /^Tipo de documento/ });
    await waitFor(() => expect(documento()).toHaveTextContent('Seleccionar'));
    await user.click(documento());
    let list = await screen.findByRole('listbox');
    expect(
      within(list)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['CUIT']);
    await user.keyboard('{Escape}');
    await user.selectOptions(screen.getByRole('combobox', { name: /Tipo de persona/ }), 'PAR');
    await user.click(documento());
    list = await screen.findByRole('listbox');
    expect(
      within(list)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['DNI', 'CUIT', 'Pasaporte']);
  });
});
