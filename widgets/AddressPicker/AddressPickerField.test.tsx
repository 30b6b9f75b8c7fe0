import { composeStories } from '@storybook/react-vite';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import '../../stories/support/portableStories';
import { pickedAddressRule } from '../../engine/core/address/pickedAddressRule';
import { seriousA11yProblems } from '../../tests/support/axe';
import { addressWrites } from './addressTargets';
import { addressPickerTester } from './addressPickerTester';
import * as stories from './AddressPickerField.stories';

const { Vacio, Completo, ConError, SoloLectura, Deshabilitado } = composeStories(stories);
const stored = () => JSON.parse(screen.getByTestId('stored').textContent ?? '{}') as Record<string, unknown>;
const rule = pickedAddressRule({ name: 'prueba.direccion' });

// Typing with user-event and axe runs are slow on a busy machine.
describe('AddressPicker (LNK-38, LNK-39, BNK-OP03)', { timeout: 20_000 }, () => {
  it('is picked by "x-widget": "address" with rank 5', () => {
    expect(addressPickerTester({ type: 'string', 'x-widget': 'address' }, { field: 'direccionCompleta', required: false })).toBe(5);
    expect(addressPickerTester({ type: 'string' }, { field: 'direccionCompleta', required: false })).toBe(-1);
  });

  it('asks for 3 characters, then suggests; the keyboard picks and fills every address field and the fingerprint', async () => {
    const user = userEvent.setup();
    const { container } = render(<Vacio />);
    const input = screen.getByRole('combobox', { name: 'Dirección' });
    await user.type(input, 'Av');
    expect(screen.getByRole('status')).toHaveTextContent('Escriba al menos 3 caracteres');
    await user.type(input, '. Corrientes 1234 CABA');
    const option = await screen.findByRole('option', { name: /Av\. Corrientes 1234, Ciudad Autonoma de Buenos Aires/ });
    expect(input).toHaveAttribute('aria-expanded', 'true');
    expect(option).toHaveAttribute('aria-selected', 'true');
    expect(await seriousA11yProblems(container)).toEqual([]);
    await user.keyboard('{ArrowDown}{ArrowUp}{Enter}');
    expect(input).toHaveValue('Av. Corrientes 1234, Ciudad Autonoma de Buenos Aires, Argentina');
    expect(screen.getByLabelText('Localidad')).toHaveValue('Ciudad Autonoma de Buenos Aires');
    expect(screen.getByLabelText('Provincia')).toHaveValue('Ciudad Autonoma de Buenos Aires');
    expect(screen.getByLabelText('Calle')).toHaveValue('Av. Corrientes');
    expect(screen.getByLabelText('Número')).toHaveValue('1234');
    const data = stored();
    expect(data.pais).toBe('Argentina');
    expect(data.latitud).toEqual(expect.any(Number));
    expect(data.direccionId).toMatch(/^v1\./);
    // The saved record passes the same rule the server runs.
    expect(rule.validate(data)).toEqual([]);
  });

  it('picks with the mouse too', async () => {
    const user = userEvent.setup();
    render(<Vacio />);
    await user.type(screen.getByRole('combobox', { name: 'Dirección' }), 'San Martín 55 Mendoza');
    await user.click(await screen.findByRole('option', { name: 'San Martín 55, Mendoza, Argentina' }));
    expect(stored().provincia).toBe('Mendoza');
    expect(rule.validate(stored())).toEqual([]);
  });

  it('typing only searches: Escape or leaving restores the saved address (LNK-38)', async () => {
    const user = userEvent.setup();
    render(<Completo />);
    const input = screen.getByRole('combobox', { name: 'Dirección' });
    const before = (input as HTMLInputElement).value;
    await user.clear(input);
    await user.type(input, 'Otra calle 1');
    await user.keyboard('{Escape}');
    expect(input).toHaveValue(before);
    await user.type(input, ' 2');
    await user.tab();
    expect(input).toHaveValue(before);
    expect(rule.validate(stored())).toEqual([]);
  });

  it('the clear button empties the whole address', async () => {
    const user = userEvent.setup();
    render(<Completo />);
    await user.click(screen.getByRole('button', { name: 'Borrar dirección' }));
    expect(screen.getByRole('combobox', { name: 'Dirección' })).toHaveValue('');
    await waitFor(() => expect(stored()).not.toHaveProperty('direccionId'));
    expect(stored()).not.toHaveProperty('localidad');
  });

  it('shows the LNK-OP03 alert under the field', async () => {
    const { container } = render(<ConError />);
    expect(screen.getByRole('alert')).toHaveTextContent('Seleccione la dirección de la lista de sugerencias y complete ciudad, provincia y país.');
    expect(await seriousA11yProblems(container)).toEqual([]);
  });

  it('read-only and disabled: shows the address, offers no search and no clear button', async () => {
    const user = userEvent.setup();
    const { container, unmount } = render(<SoloLectura />);
    const input = screen.getByRole('combobox', { name: 'Dirección' });
    expect(input).toHaveAttribute('readonly');
    expect(screen.queryByRole('button', { name: 'Borrar dirección' })).toBeNull();
    await user.type(input, 'abc');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(await seriousA11yProblems(container)).toEqual([]);
    unmount();
    render(<Deshabilitado />);
    expect(screen.getByRole('combobox', { name: 'Dirección' })).toBeDisabled();
    expect(screen.getByRole('combobox', { name: 'Dirección' })).toHaveValue('Av. Corrientes 1234, Ciudad Autonoma de Buenos Aires, Argentina');
  });
});

describe('addressWrites', () => {
  it('writes siblings of a flat field and children of an address object', () => {
    const flat = addressWrites({ path: ['direccionCompleta'], isObject: false }, null);
    expect(flat.map((w) => w.path.join('.'))).toContain('localidad');
    expect(flat.at(-1)).toEqual({ path: ['direccionId'], value: undefined });
    const nested = addressWrites({ path: ['direccion'], isObject: true, idField: 'id' }, null);
    expect(nested.at(-1)?.path).toEqual(['direccion', 'id']);
  });
});
