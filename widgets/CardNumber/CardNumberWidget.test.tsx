import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import '../../stories/support/portableStories';
import { seriousA11yProblems } from '../../tests/support/axe';
import * as stories from './CardNumberWidget.stories';

const { Vacio, Completo, Revelado, ConError, SoloLectura, Deshabilitado } = composeStories(stories);
const stored = () => JSON.parse(screen.getByTestId('stored').textContent ?? '{}') as Record<string, unknown>;
const box = () => screen.getByRole('textbox', { name: 'Número de tarjeta' }) as HTMLInputElement;

describe('CardNumber widget', () => {
  it('is picked by x-mask numeroTarjeta over MaskedText', () => {
    render(<Vacio />);
    expect(box()).toHaveAttribute('data-widget', 'cardNumber');
    expect(box()).toHaveAttribute('inputmode', 'numeric');
    expect(screen.getAllByText('Número de tarjeta')).toHaveLength(1);
  });

  it('masks a saved number but its last four digits', () => {
    render(<Completo />);
    expect(box()).toHaveValue('XXXX-XXXX-XXXX-1234');
  });

  it('shows the whole number when reveal is set', () => {
    render(<Revelado />);
    expect(box()).toHaveValue('4111-1111-1111-1234');
  });

  it('21 shows the number being typed in groups of four, stores digits, and keeps it readable after leaving the field (until saved)', async () => {
    const user = userEvent.setup();
    render(<Vacio />);
    await user.type(box(), '4111111111111234');
    expect(box()).toHaveValue('4111-1111-1111-1234');
    expect(box()).toHaveFocus();
    expect(stored().numero).toBe('4111111111111234');
    await user.tab();
    expect(box()).not.toHaveFocus();
    expect(box()).toHaveValue('4111-1111-1111-1234');
  });

  it('21 a saved number the user only looked at stays masked after leaving the field', async () => {
    const user = userEvent.setup();
    render(<Completo />);
    await user.click(box());
    await user.tab();
    expect(box()).toHaveValue('XXXX-XXXX-XXXX-1234');
  });

  it('shows the full number while editing a saved one, with the caret where it was put', async () => {
    const user = userEvent.setup();
    render(<Completo />);
    await user.click(box());
    expect(box()).toHaveValue('4111-1111-1111-1234');
    await user.keyboard('{End}{ArrowLeft}{ArrowLeft}{Backspace}');
    expect(box()).toHaveValue('4111-1111-1111-134');
    expect(box().selectionStart).toBe(16);
    expect(stored().numero).toBe('411111111111134');
  });

  it('refuses letters and a twentieth digit', async () => {
    const user = userEvent.setup();
    render(<Vacio />);
    await user.type(box(), '4a5');
    expect(box()).toHaveValue('45');
    await user.type(box(), '12345678901234567890');
    expect(stored().numero).toBe('4512345678901234567');
  });

  it('shows the error under the field', () => {
    render(<ConError />);
    expect(box()).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('alert')).toHaveTextContent('El campo Número de tarjeta debe tener al menos 15 caracteres.');
  });

  it('read-only and disabled numbers stay masked, even when focused', async () => {
    const user = userEvent.setup();
    render(<SoloLectura />);
    await user.click(box());
    expect(box()).toHaveValue('XXXX-XXXX-XXXX-1234');
    expect(box()).toHaveAttribute('readonly');
  });

  it('disabled numbers are masked and disabled', () => {
    render(<Deshabilitado />);
    expect(box()).toHaveValue('XXXX-XXXX-XXXX-1234');
    expect(box()).toBeDisabled();
  });

  it.each([
    ['Vacio', Vacio],
    ['Completo', Completo],
    ['Revelado', Revelado],
    ['ConError', ConError],
    ['SoloLectura', SoloLectura],
    ['Deshabilitado', Deshabilitado],
  ])('story %s has no serious accessibility problem', async (_name, Story) => {
    const { container } = render(<Story />);
    expect(await seriousA11yProblems(container)).toEqual([]);
  });
});
