import { composeStories } from '@storybook/react-vite';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import '../../stories/support/portableStories';
import { pickedAddressRule } from '../../engine/core/address/pickedAddressRule';
import { createPlaceIndex } from '../../engine/core/address/placeIndex';
import { suggestAddresses } from '../../engine/core/address/suggestAddresses';
import { testPlaces } from '../../engine/core/address/testPlaces';
import { seriousA11yProblems } from '../../tests/support/axe';
import { addressWrites, foreignPresetWrites } from './addressTargets';
import { siblingProperties } from './siblingProperties';
import { addressPickerTester } from './addressPickerTester';
import * as stories from './AddressPickerField.stories';

const { Vacio, Completo, ConError, SoloLectura, Deshabilitado, DireccionPrincipalDeCuenta } = composeStories(stories);
const stored = () => JSON.parse(screen.getByTestId('stored').textContent ?? '{}') as Record<string, unknown>;
const rule = pickedAddressRule({ name: 'prueba.direccion' });
const index = createPlaceIndex(testPlaces);
const [montevideo] = suggestAddresses({ texto: 'Zabala 1463, Montevideo, Uruguay' }, index);
const [corrientes] = suggestAddresses({ texto: 'Av. Corrientes 1234 CABA' }, index);

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
    const option = await screen.findByRole('option', { name: /Av\. Corrientes 1234, Ciudad Autónoma de Buenos Aires/ });
    expect(input).toHaveAttribute('aria-expanded', 'true');
    expect(option).toHaveAttribute('aria-selected', 'true');
    expect(await seriousA11yProblems(container)).toEqual([]);
    await user.keyboard('{ArrowDown}{ArrowUp}{Enter}');
    expect(input).toHaveValue('Av. Corrientes 1234, Ciudad Autónoma de Buenos Aires, Argentina');
    expect(screen.getByLabelText('Localidad')).toHaveValue('Ciudad Autónoma de Buenos Aires');
    expect(screen.getByLabelText('Provincia')).toHaveValue('Ciudad Autónoma de Buenos Aires');
    expect(screen.getByLabelText('Calle')).toHaveValue('Av. Corrientes');
    expect(screen.getByLabelText('Número')).toHaveValue('1234');
    const data = stored();
    expect(data.pais).toBe('Argentina');
    expect(data.latitud).toEqual(expect.any(Number));
    expect(data.direccionId).toMatch(/^v1\./);
    // A bank keeps no country code: nothing is written outside its schema.
    expect(data).not.toHaveProperty('paisCodigo');
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

  it('ACC-72 / LNK-40 on a main address, a pick outside AR stores its country code and presets tipoDocumento _3 and condicionIva _5', async () => {
    const user = userEvent.setup();
    render(<DireccionPrincipalDeCuenta />);
    await user.type(screen.getByRole('combobox', { name: 'Dirección' }), 'Zabala 1463, Montevideo, Uruguay');
    await user.click(await screen.findByRole('option', { name: 'Zabala 1463, Montevideo, Uruguay' }));
    expect(stored()).toMatchObject({ pais: 'Uruguay', paisCodigo: 'UY', tipoDocumento: '_3', condicionIva: '_5' });
    expect(screen.getByLabelText('Tipo de documento')).toHaveValue('_3');
    expect(rule.validate(stored())).toEqual([]);
  });

  it('ACC-72 / CST-39 on a main address, an Argentine pick stores AR and presets nothing', async () => {
    const user = userEvent.setup();
    render(<DireccionPrincipalDeCuenta />);
    await user.type(screen.getByRole('combobox', { name: 'Dirección' }), 'Av. Corrientes 1234 CABA');
    await user.click(await screen.findByRole('option', { name: /Av\. Corrientes 1234, Ciudad Autónoma de Buenos Aires/ }));
    expect(stored()).toMatchObject({ paisCodigo: 'AR', tipoDocumento: '_1', condicionIva: '_1' });
  });

  it('ACC-72 without foreignTaxIdPreset (a bank) a pick outside AR presets nothing', async () => {
    const user = userEvent.setup();
    render(<Vacio />);
    await user.type(screen.getByRole('combobox', { name: 'Dirección' }), 'Zabala 1463, Montevideo, Uruguay');
    await user.click(await screen.findByRole('option', { name: 'Zabala 1463, Montevideo, Uruguay' }));
    expect(stored().pais).toBe('Uruguay');
    expect(stored()).not.toHaveProperty('tipoDocumento');
    expect(stored()).not.toHaveProperty('condicionIva');
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
    expect(screen.getByRole('combobox', { name: 'Dirección' })).toHaveValue('Av. Corrientes 1234, Ciudad Autónoma de Buenos Aires, Argentina');
  });

  it.each(Object.entries({ Vacio, Completo, ConError, SoloLectura, Deshabilitado, DireccionPrincipalDeCuenta }))(
    '%s has no serious accessibility problem',
    async (_name, Story) => {
      const { container } = render(<Story />);
      expect(await seriousA11yProblems(container)).toEqual([]);
    },
  );
});

describe('addressWrites', () => {
  it('writes siblings of a flat field and children of an address object', () => {
    const flat = addressWrites({ path: ['direccionCompleta'], isObject: false }, null);
    expect(flat.map((w) => w.path.join('.'))).toContain('localidad');
    expect(flat.at(-1)).toEqual({ path: ['direccionId'], value: undefined });
    const nested = addressWrites({ path: ['direccion'], isObject: true, idField: 'id' }, null);
    expect(nested.at(-1)?.path).toEqual(['direccion', 'id']);
  });

  it('a flat picker holds the full address in its own field, whatever its name (a link list item’s `direccion`)', () => {
    const writes = addressWrites({ path: ['direccion'], isObject: false, countryCodeField: 'paisCodigo' }, montevideo);
    const at = (path: string) => writes.find((w) => w.path.join('.') === path)?.value;
    expect(at('direccion')).toBe('Zabala 1463, Montevideo, Uruguay');
    expect(at('direccionCompleta')).toBeUndefined();
    expect(at('localidad')).toBe('Montevideo');
    expect(at('paisCodigo')).toBe('UY');
    expect(at('direccionId')).toBe(montevideo.id);
  });

  it('ACC-72 the foreign preset writes siblings of the picker only for a pick outside AR', () => {
    expect(foreignPresetWrites(['direccionCompleta'], montevideo)).toEqual([
      { path: ['tipoDocumento'], value: '_3' },
      { path: ['condicionIva'], value: '_5' },
    ]);
    expect(foreignPresetWrites(['direccion', 'direccionCompleta'], montevideo)[0].path).toEqual(['direccion', 'tipoDocumento']);
    expect(foreignPresetWrites(['direccionCompleta'], corrientes)).toEqual([]);
    expect(foreignPresetWrites(['direccionCompleta'], null)).toEqual([]);
  });

  it('finds the picker’s siblings in the root schema by path (records and list items)', () => {
    const root = {
      type: 'object',
      properties: { direcciones: { type: 'array', items: { type: 'object', properties: { direccion: {}, paisCodigo: {} } } } },
    } as const;
    expect(Object.keys(siblingProperties(root, ['direcciones', 0, 'direccion']))).toEqual(['direccion', 'paisCodigo']);
    expect(Object.keys(siblingProperties(root, ['direcciones']))).toEqual(['direcciones']);
    expect(siblingProperties(root, ['otro', 'campo'])).toEqual({});
  });
});
