import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import '../../stories/support/portableStories';
import { seriousA11yProblems } from '../../tests/support/axe';
import * as stories from './SwitchWidget.stories';

const { Vacio, Completo, ConError, SoloLectura, Deshabilitado } = composeStories(stories);
const stored = () => JSON.parse(screen.getByTestId('stored').textContent ?? '{}') as Record<string, unknown>;
const toggle = (name: string) => screen.getByRole('switch', { name });

describe('Switch widget', () => {
  it('is picked by x-widget switch on a boolean, labelled once', () => {
    render(<Vacio />);
    expect(toggle('Vigente')).toHaveAttribute('data-widget', 'switch');
    expect(toggle('Vigente').closest('label')).toHaveClass('bp6-switch');
    expect(toggle('Vigente')).not.toBeChecked();
    expect(screen.getAllByText('Vigente')).toHaveLength(1);
  });

  it('shows the stored state', () => {
    render(<Completo />);
    expect(toggle('Vigente')).toBeChecked();
    expect(toggle('Enviar notificaciones')).not.toBeChecked();
  });

  it('stores true/false, by mouse and with the space bar', async () => {
    const user = userEvent.setup();
    render(<Vacio />);
    await user.click(toggle('Vigente'));
    expect(stored().vigente).toBe(true);
    await user.tab();
    expect(toggle('Enviar notificaciones')).toHaveFocus();
    await user.keyboard(' ');
    expect(stored().notificar).toBe(true);
    await user.click(toggle('Vigente'));
    expect(stored().vigente).toBe(false);
  });

  it('shows the error under the switch', () => {
    render(<ConError />);
    expect(screen.getByRole('alert')).toHaveTextContent('El campo Enviar notificaciones no es válido.');
    expect(toggle('Enviar notificaciones')).toHaveAttribute('aria-invalid', 'true');
  });

  it('read-only switches cannot be changed', async () => {
    const user = userEvent.setup();
    render(<SoloLectura />);
    await user.click(toggle('Vigente'));
    expect(toggle('Vigente')).toBeChecked();
    expect(stored().vigente).toBe(true);
  });

  it('disabled switches are disabled', () => {
    render(<Deshabilitado />);
    expect(toggle('Vigente')).toBeDisabled();
    expect(toggle('Enviar notificaciones')).toBeDisabled();
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
