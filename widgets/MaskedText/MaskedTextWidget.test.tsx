import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import '../../stories/support/portableStories';
import { seriousA11yProblems } from '../../tests/support/axe';
import * as stories from './MaskedTextWidget.stories';

const { Vacio, Completo, ConError, SoloLectura, Deshabilitado } = composeStories(stories);
const stored = () => JSON.parse(screen.getByTestId('stored').textContent ?? '{}') as Record<string, unknown>;
const box = (label: string) => screen.getByRole('textbox', { name: label }) as HTMLInputElement;

describe('MaskedText widget', () => {
  it('is picked by x-mask for every text mask, with the label shown once', () => {
    render(<Vacio />);
    const masks = { CUIT: 'cuit', 'Número de documento': 'documento', Teléfono: 'telefono', Ruta: 'ruta', Importe: 'moneda', Legajo: 'numero' };
    for (const [label, mask] of Object.entries(masks)) {
      expect(box(label)).toHaveAttribute('data-widget', 'maskedText');
      expect(box(label)).toHaveAttribute('data-mask', mask);
      expect(screen.getAllByText(label)).toHaveLength(1);
    }
    expect(box('CUIT')).toHaveAttribute('inputmode', 'numeric');
    expect(box('Importe')).toHaveAttribute('inputmode', 'decimal');
    expect(box('Teléfono')).toHaveAttribute('inputmode', 'tel');
    expect(box('CUIT')).toHaveAttribute('placeholder', 'XX-XXXXXXXX-X');
  });

  it('shows stored values formatted', () => {
    render(<Completo />);
    expect(box('CUIT')).toHaveValue('20-12345678-6');
    expect(box('Número de documento')).toHaveValue('12.345.678');
    expect(box('Teléfono')).toHaveValue('(11) 4789-1234');
    expect(box('Ruta')).toHaveValue('EZE-MAD-BCN');
    // WID-12 WID-OP05: money reads one way everywhere, thousands commas and a decimal dot (issue 21-1).
    expect(box('Importe')).toHaveValue('1,234,567.89');
    expect(box('Legajo')).toHaveValue('00123');
  });

  it('WID-12 21-1 an amount reads the same with and without the focus (1,234.56)', async () => {
    const user = userEvent.setup();
    render(<Vacio />);
    await user.type(box('Importe'), '1234.56');
    expect(box('Importe')).toHaveValue('1234.56');
    await user.tab();
    expect(box('Importe')).toHaveValue('1,234.56');
    await user.click(box('Importe'));
    expect(box('Importe')).toHaveValue('1,234.56');
    expect(stored().importe).toBe('1234.56');
  });

  it('21-1 WID-OP05 typing 1500,50 stores 1500.5 (never 150050) and shows 1,500.50 focused and blurred', async () => {
    const user = userEvent.setup();
    render(<Vacio />);
    await user.type(box('Importe'), '1500,50');
    expect(Number(stored().importe)).toBe(1500.5);
    await user.tab();
    expect(box('Importe')).toHaveValue('1,500.50');
    await user.click(box('Importe'));
    expect(box('Importe')).toHaveValue('1,500.50');
    expect(Number(stored().importe)).toBe(1500.5);
  });

  it('21-1 a comma that groups no thousands (1500,505) is kept as typed, not read as 1,500,505', async () => {
    const user = userEvent.setup();
    render(<Vacio />);
    await user.type(box('Importe'), '1500,505');
    await user.tab();
    expect(box('Importe')).toHaveValue('1500,505');
    expect(stored().importe).toBe('1500,505');
  });

  it('WID-12 an empty amount shows no placeholder: no 0.00 that reads like a value', () => {
    render(<Vacio />);
    expect(box('Importe')).toHaveValue('');
    expect(box('Importe')).not.toHaveAttribute('placeholder');
  });

  it('formats a CUIT while typing and stores its digits, keeping the focus', async () => {
    const user = userEvent.setup();
    render(<Vacio />);
    await user.type(box('CUIT'), '20123456786');
    expect(box('CUIT')).toHaveValue('20-12345678-6');
    expect(box('CUIT')).toHaveFocus();
    expect(stored().cuit).toBe('20123456786');
  });

  it('inserts a digit where the caret is, not at the end', async () => {
    const user = userEvent.setup();
    render(<Vacio />);
    await user.type(box('CUIT'), '2012345');
    expect(box('CUIT')).toHaveValue('20-12345');
    await user.keyboard('{ArrowLeft}{ArrowLeft}{ArrowLeft}9');
    expect(box('CUIT')).toHaveValue('20-129345');
    expect(box('CUIT').selectionStart).toBe(6);
    expect(stored().cuit).toBe('20129345');
  });

  it('refuses what the mask does not accept', async () => {
    const user = userEvent.setup();
    render(<Vacio />);
    await user.type(box('CUIT'), '2O1x');
    expect(box('CUIT')).toHaveValue('21');
    await user.type(box('Importe'), '1234.567');
    expect(box('Importe')).toHaveValue('1234.56');
    expect(stored().importe).toBe('1234.56');
    await user.type(box('Legajo'), '12a3');
    expect(box('Legajo')).toHaveValue('123');
  });

  it('Backspace right after a separator deletes the digit before it', async () => {
    const user = userEvent.setup();
    render(<Vacio />);
    await user.type(box('Número de documento'), '12345');
    expect(box('Número de documento')).toHaveValue('12.345');
    await user.keyboard('{ArrowLeft}{ArrowLeft}{ArrowLeft}{Backspace}');
    expect(box('Número de documento')).toHaveValue('1.345');
    expect(box('Número de documento').selectionStart).toBe(1);
  });

  it('formats a phone on blur, upper-cases a route while typing', async () => {
    const user = userEvent.setup();
    render(<Vacio />);
    await user.type(box('Teléfono'), '1147891234');
    expect(box('Teléfono')).toHaveValue('1147891234');
    await user.tab();
    expect(box('Teléfono')).toHaveValue('(11) 4789-1234');
    expect(stored().telefono).toBe('1147891234');
    await user.type(box('Ruta'), 'ezemad');
    expect(box('Ruta')).toHaveValue('EZE-MAD');
    expect(stored().ruta).toBe('EZEMAD');
  });

  it('stores nothing when cleared, so required applies', async () => {
    const user = userEvent.setup();
    render(<Completo />);
    await user.clear(box('CUIT'));
    expect(stored().cuit).toBeUndefined();
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('El campo CUIT es obligatorio.')).toBeInTheDocument();
  });

  it('shows the CUIT rule message under the field', () => {
    render(<ConError />);
    expect(box('CUIT')).toHaveValue('20-12345678-0');
    expect(box('CUIT')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('alert')).toHaveTextContent('El CUIT ingresado no es válido: el dígito verificador no corresponde.');
  });

  it('read-only fields show the value formatted and cannot be edited', async () => {
    const user = userEvent.setup();
    render(<SoloLectura />);
    expect(box('CUIT')).toHaveAttribute('readonly');
    expect(box('CUIT')).not.toHaveAttribute('placeholder');
    await user.type(box('CUIT'), '9');
    expect(box('CUIT')).toHaveValue('20-12345678-6');
    expect(stored().cuit).toBe('20123456786');
    // WID-12 WID-OP05: one convention, editable or not (issue 21-1).
    expect(box('Importe')).toHaveValue('1,234,567.89');
  });

  it('disabled fields show the value formatted and are disabled; money as everywhere (1,234,567.89)', () => {
    render(<Deshabilitado />);
    expect(box('Importe')).toHaveValue('1,234,567.89');
    for (const input of screen.getAllByRole('textbox')) expect(input).toBeDisabled();
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
