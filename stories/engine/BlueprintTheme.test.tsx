import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import '../support/portableStories';
import * as stories from './BlueprintTheme.stories';

const { Widgets, Deshabilitado } = composeStories(stories);

describe('Blueprint theme', () => {
  it('shows every label once: inputs, selects, checkbox, switch and textarea', () => {
    render(<Widgets />);
    for (const label of ['Nombre', 'Tipo', 'Canal', 'Vigente', 'Activo', 'Importe', 'Observaciones']) expect(screen.getAllByText(label)).toHaveLength(1);
    expect(screen.getByRole('checkbox', { name: 'Vigente' })).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Activo' }).closest('label')).toHaveClass('bp6-switch');
    expect(screen.getByRole('combobox', { name: /Tipo/ })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Teléfono' })).toBeInTheDocument();
    expect(screen.getByLabelText('Observaciones').tagName).toBe('TEXTAREA');
    expect(screen.getByText('Texto libre.')).toBeInTheDocument();
    expect(screen.getByText('Datos')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Guardar' })).toBeInTheDocument();
  });

  it('marks required fields and shows Spanish errors under the field', async () => {
    const user = userEvent.setup();
    render(<Widgets />);
    expect(screen.getAllByText('*')).toHaveLength(2);
    await user.type(screen.getByLabelText(/Importe/), '-5');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('El campo Importe debe ser mayor o igual a 0.')).toBeInTheDocument();
    expect(screen.getByText('El campo Nombre es obligatorio.')).toBeInTheDocument();
  });

  it('selects and checks', async () => {
    const user = userEvent.setup();
    render(<Widgets />);
    await user.selectOptions(screen.getByRole('combobox', { name: /Tipo/ }), 'B');
    expect(screen.getByRole('combobox', { name: /Tipo/ })).toHaveDisplayValue('B');
    await user.click(screen.getByRole('checkbox', { name: 'Vigente' }));
    expect(screen.getByRole('checkbox', { name: 'Vigente' })).toBeChecked();
  });

  it('disables every control when disabled', () => {
    render(<Deshabilitado />);
    for (const control of [
      ...screen.getAllByRole('textbox'),
      ...screen.getAllByRole('checkbox'),
      ...screen.getAllByRole('switch'),
      ...screen.getAllByRole('combobox'),
    ])
      expect(control).toBeDisabled();
  });
});
