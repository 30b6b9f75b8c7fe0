/** The address picker in each state: empty, filled, error, read-only and disabled. */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { createPlaceIndex } from '../../engine/core/address/placeIndex';
import { suggestAddresses } from '../../engine/core/address/suggestAddresses';
import { testPlaces } from '../../engine/core/address/testPlaces';
import { t } from '../../engine/core/messages';
import { AddressPickerStory } from '../../stories/support/AddressPickerStory';

const [corrientes] = suggestAddresses({ texto: 'Av. Corrientes 1234 CABA' }, createPlaceIndex(testPlaces));
const { id, paisCodigo: _code, ...fields } = corrientes;
const picked = { ...fields, direccionId: id };

const meta = { title: 'Widgets/AddressPicker', component: AddressPickerStory } satisfies Meta<typeof AddressPickerStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing picked yet. */
export const Vacio: Story = { args: {} };

/** An address picked from a suggestion. */
export const Completo: Story = { args: { formData: picked } };

/** Typed or edited after picking: the LNK-OP03 alert under the field. */
export const ConError: Story = { args: { formData: { ...picked, numero: '1235' }, error: t('address.notPicked') } };

/** Read-only form. */
export const SoloLectura: Story = { args: { formData: picked, readonly: true } };

/** Disabled form (user without write access). */
export const Deshabilitado: Story = { args: { formData: picked, disabled: true } };

/** An account's main address (ACC-72, LNK-40): a pick outside AR presets the document type `_3` and the VAT condition `_5`. */
export const DireccionPrincipalDeCuenta: Story = { args: { mainAddress: true, formData: { tipoDocumento: '_1', condicionIva: '_1' } } };
