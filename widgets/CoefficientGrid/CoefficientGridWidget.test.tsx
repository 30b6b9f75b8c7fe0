import { composeStories } from '@storybook/react-vite';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import '../../stories/support/portableStories';
import { seriousA11yProblems } from '../../tests/support/axe';
import { coefficientGridTester } from './coefficientGridTester';
import * as stories from './CoefficientGridWidget.stories';

const { Vacio, Completo, ConError, SoloLectura, Deshabilitado } = composeStories(stories);
const stored = () => JSON.parse(screen.getByTestId('stored').textContent ?? '{}') as { coeficientes: Array<Record<string, unknown>> };

// Typing with user-event and axe runs are slow on a busy machine.
describe('CoefficientGrid (ACC-48…56, SUP-31…33)', { timeout: 20_000 }, () => {
  it('is picked for an array annotated "x-widget": "coefficients" with rank 5', () => {
    expect(coefficientGridTester({ type: 'array', 'x-widget': 'coefficients' }, { field: 'coeficientes', required: false })).toBe(5);
    expect(coefficientGridTester({ type: 'string', 'x-widget': 'coefficients' }, { field: 'x', required: false })).toBe(-1);
  });

  it('adds rows with the keyboard, shows the running total as you type and stores 4-decimal numbers', async () => {
    const user = userEvent.setup();
    const { container } = render(<Vacio />);
    expect(screen.getByText('No hay jurisdicciones cargadas.')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Total: 0,0000');
    screen.getByRole('button', { name: 'Agregar jurisdicción' }).focus();
    await user.keyboard('{Enter}');
    await screen.findByRole('option', { name: '901 - Ciudad Autónoma de Buenos Aires' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Jurisdicción 1' }), '901');
    await user.type(screen.getByRole('textbox', { name: 'Coeficiente 1' }), '0,25');
    expect(screen.getByRole('status')).toHaveTextContent('Total: 0,2500');
    // ACC-56: a fifth decimal and letters are not taken.
    await user.type(screen.getByRole('textbox', { name: 'Coeficiente 1' }), '556x');
    expect(screen.getByRole('textbox', { name: 'Coeficiente 1' })).toHaveValue('0,2555');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Tipo 1' }), 'local');
    expect(stored().coeficientes).toEqual([{ jurisdiccion: '901', coeficiente: 0.2555, tipo: 'local' }]);
    expect(await seriousA11yProblems(container)).toEqual([]);
  });

  it('ACC-55 SHR-06 21 does not take a jurisdiction twice and says so once, as a danger notification', async () => {
    const user = userEvent.setup();
    render(<Completo />);
    await screen.findAllByRole('option', { name: '913 - Mendoza' });
    await user.click(screen.getByRole('button', { name: 'Agregar jurisdicción' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Jurisdicción 4' }), '901');
    const said = await screen.findAllByText('Ya existe una configuración para esta jurisdicción');
    expect(said).toHaveLength(1);
    expect(said[0].closest('.bp6-toast')).toHaveClass('bp6-intent-danger');
    expect(screen.getByRole('combobox', { name: 'Jurisdicción 4' })).toHaveValue('');
  });

  it('ACC-54 an exempt row forces coefficient 0 and makes it read-only', async () => {
    const user = userEvent.setup();
    render(<Completo />);
    expect(screen.getByRole('status')).toHaveTextContent('Total: 1,0000');
    expect(screen.getByRole('textbox', { name: 'Coeficiente 3' })).toHaveAttribute('readonly');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Tipo 2' }), 'exento');
    expect(screen.getByRole('textbox', { name: 'Coeficiente 2' })).toHaveValue('0,0000');
    expect(screen.getByRole('status')).toHaveTextContent('Total: 0,5000');
    await user.click(screen.getByRole('button', { name: 'Quitar fila 3' }));
    expect(stored().coeficientes).toHaveLength(2);
  });

  it('21 ACC-54 an exempt coefficient looks read-only (the fixed-value style), a typed one does not', async () => {
    const user = userEvent.setup();
    render(<Completo />);
    const box = (n: number) => screen.getByRole('textbox', { name: `Coeficiente ${n}` }).closest('.bp6-input-group');
    expect(box(3)).toHaveClass('bo-input-fixed');
    expect(box(2)).not.toHaveClass('bo-input-fixed');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Tipo 2' }), 'exento');
    expect(box(2)).toHaveClass('bo-input-fixed');
  });

  it('ACC-54 marking a row exempt shows 0 even while its coefficient box still has the focus', async () => {
    const user = userEvent.setup();
    render(<Completo />);
    const coefficient = screen.getByRole('textbox', { name: 'Coeficiente 2' });
    await user.clear(coefficient);
    await user.type(coefficient, '0,4');
    expect(coefficient).toHaveFocus();
    // A choice that does not move the focus (assistive technology, a script): the type changes under the typed text.
    fireEvent.change(screen.getByRole('combobox', { name: 'Tipo 2' }), { target: { value: 'exento' } });
    expect(coefficient).toHaveValue('0,0000');
    expect(coefficient).toHaveAttribute('readonly');
    expect(screen.getByRole('status')).toHaveTextContent('Total: 0,5000');
  });

  it('shows the rule message under the grid', async () => {
    const { container } = render(<ConError />);
    expect(screen.getByText('La sumatoria de los coeficientes debe ser 1.')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Total: 0,7500');
    expect(await seriousA11yProblems(container)).toEqual([]);
  });

  it('read-only and disabled: no add or remove, controls locked', async () => {
    const { container, unmount } = render(<SoloLectura />);
    expect(screen.queryByRole('button', { name: 'Agregar jurisdicción' })).toBeNull();
    for (const select of screen.getAllByRole('combobox')) expect(select).toBeDisabled();
    expect(await seriousA11yProblems(container)).toEqual([]);
    unmount();
    render(<Deshabilitado />);
    const table = screen.getByRole('table', { name: 'Coeficientes IIBB' });
    for (const input of within(table).getAllByRole('textbox')) expect(input).toBeDisabled();
    expect(screen.queryByRole('button', { name: /Quitar/ })).toBeNull();
  });

  it.each(Object.entries({ Vacio, Completo, ConError, SoloLectura, Deshabilitado }))('%s has no serious accessibility problem', async (name, Story) => {
    const { container } = render(<Story />);
    // Rows show their jurisdiction once the lookup has answered: check the settled grid.
    if (name !== 'Vacio') await waitFor(() => expect(within(container).getAllByRole('option', { name: /^901 - / }).length).toBeGreaterThan(0));
    expect(await seriousA11yProblems(container)).toEqual([]);
  });
});
