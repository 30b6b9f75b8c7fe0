import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import '../../stories/support/portableStories';
import { seriousA11yProblems } from '../../tests/support/axe';
import * as stories from './ChecklistWidget.stories';

const { Vacio, Completo, ConError, SoloLectura, Deshabilitado } = composeStories(stories);
const stored = () => JSON.parse(screen.getByTestId('stored').textContent ?? '{}') as Record<string, unknown>;
const group = (name: string) => screen.getByRole('group', { name });

describe('Checklist widget', () => {
  it('is picked for unique enum items and for x-widget checklist, labels from enumNames and oneOf titles', () => {
    render(<Vacio />);
    expect(group('Servicios')).toHaveAttribute('data-widget', 'checklist');
    expect(group('Canales de contacto')).toHaveAttribute('data-widget', 'checklist');
    expect(
      within(group('Servicios'))
        .getAllByRole('checkbox')
        .map((box) => box.closest('label')?.textContent),
    ).toEqual(['Aéreo', 'Hotel', 'Traslado', 'Seguro de viaje']);
    expect(within(group('Canales de contacto')).getAllByRole('checkbox')).toHaveLength(3);
    expect(screen.getByRole('checkbox', { name: 'WhatsApp' })).not.toBeChecked();
    expect(screen.getAllByText('Servicios')).toHaveLength(1);
  });

  it('shows the stored choices checked', () => {
    render(<Completo />);
    expect(screen.getByRole('checkbox', { name: 'Aéreo' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Hotel' })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Seguro de viaje' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'WhatsApp' })).toBeChecked();
  });

  it('stores the checked values in the options order, by mouse and keyboard', async () => {
    const user = userEvent.setup();
    render(<Vacio />);
    await user.click(screen.getByRole('checkbox', { name: 'Traslado' }));
    await user.click(screen.getByRole('checkbox', { name: 'Aéreo' }));
    expect(stored().servicios).toEqual(['aereo', 'traslado']);
    await user.tab();
    expect(screen.getByRole('checkbox', { name: 'Hotel' })).toHaveFocus();
    await user.keyboard(' ');
    expect(stored().servicios).toEqual(['aereo', 'hotel', 'traslado']);
    await user.click(screen.getByRole('checkbox', { name: 'Aéreo' }));
    expect(stored().servicios).toEqual(['hotel', 'traslado']);
    await user.click(screen.getByRole('checkbox', { name: 'Correo electrónico' }));
    expect(stored().canales).toEqual(['email']);
  });

  it('shows the error under the list', () => {
    render(<ConError />);
    expect(screen.getByRole('alert')).toHaveTextContent('El campo Servicios es obligatorio.');
    expect(group('Servicios')).toHaveAttribute('aria-describedby', expect.stringContaining('root_servicios__error'));
  });

  it('read-only and disabled lists cannot be changed', async () => {
    const user = userEvent.setup();
    render(<SoloLectura />);
    await user.click(screen.getByRole('checkbox', { name: 'Hotel' }));
    expect(screen.getByRole('checkbox', { name: 'Hotel' })).not.toBeChecked();
    expect(stored().servicios).toEqual(['aereo', 'seguro']);
  });

  it('disabled lists are disabled', () => {
    render(<Deshabilitado />);
    for (const box of screen.getAllByRole('checkbox')) expect(box).toBeDisabled();
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
