import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import '../../stories/support/portableStories';
import { seriousA11yProblems } from '../../tests/support/axe';
import * as stories from './RadioGroupWidget.stories';

const { Vacio, Completo, ConError, SoloLectura, Deshabilitado } = composeStories(stories);
const stored = () => JSON.parse(screen.getByTestId('stored').textContent ?? '{}') as Record<string, unknown>;
const group = (name: string) => screen.getByRole('radiogroup', { name });

describe('RadioGroup widget', () => {
  it('is picked by x-widget radio, with labels from enumNames, oneOf titles and Sí/No', () => {
    render(<Vacio />);
    for (const name of ['Clase', 'Canal de venta', 'Pasaporte vigente']) expect(group(name)).toHaveAttribute('data-widget', 'radio');
    expect(
      within(group('Clase'))
        .getAllByRole('radio')
        .map((r) => r.closest('label')?.textContent),
    ).toEqual(['Económica', 'Premium', 'Ejecutiva', 'Primera']);
    expect(within(group('Canal de venta')).getByRole('radio', { name: 'Agencia' })).not.toBeChecked();
    expect(
      within(group('Pasaporte vigente'))
        .getAllByRole('radio')
        .map((r) => r.closest('label')?.textContent),
    ).toEqual(['Sí', 'No']);
    for (const label of ['Clase', 'Canal de venta', 'Pasaporte vigente']) expect(screen.getAllByText(label)).toHaveLength(1);
  });

  it('shows the stored choice', () => {
    render(<Completo />);
    expect(screen.getByRole('radio', { name: 'Ejecutiva' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Agencia' })).toBeChecked();
    expect(within(group('Pasaporte vigente')).getByRole('radio', { name: 'Sí' })).toBeChecked();
  });

  it('stores the chosen value, by mouse and with the arrow keys', async () => {
    const user = userEvent.setup();
    render(<Vacio />);
    await user.click(screen.getByRole('radio', { name: 'Premium' }));
    expect(stored().clase).toBe('W');
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('radio', { name: 'Ejecutiva' })).toBeChecked();
    expect(stored().clase).toBe('J');
    await user.click(within(group('Pasaporte vigente')).getByRole('radio', { name: 'No' }));
    expect(stored().pasaporteVigente).toBe(false);
    await user.click(screen.getByRole('radio', { name: 'Teléfono' }));
    expect(stored().canal).toBe('telefono');
  });

  it('shows the error under the group', () => {
    render(<ConError />);
    expect(screen.getByRole('alert')).toHaveTextContent('El campo Clase es obligatorio.');
    expect(group('Clase')).toHaveAttribute('aria-describedby', expect.stringContaining('root_clase__error'));
  });

  it('read-only groups cannot be changed', async () => {
    const user = userEvent.setup();
    render(<SoloLectura />);
    await user.click(screen.getByRole('radio', { name: 'Primera' }));
    expect(screen.getByRole('radio', { name: 'Ejecutiva' })).toBeChecked();
    expect(stored().clase).toBe('J');
  });

  it('disabled groups are disabled', () => {
    render(<Deshabilitado />);
    for (const radio of screen.getAllByRole('radio')) expect(radio).toBeDisabled();
  });

  it.each([
    ['Vacio', Vacio],
    ['Completo', Completo],
    ['ConError', ConError],
    ['SoloLectura', SoloLectura],
    ['Deshabilitado', Deshabilitado],
  ])('story %s has no serious accessibility problem', async (_name, Story) => {
    const { container } = render(<Story />);
    expect(await seriousA11yProblems(container)).toEqual([]);
  });
});
