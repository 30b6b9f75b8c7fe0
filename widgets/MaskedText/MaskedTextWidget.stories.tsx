/** MaskedText (WID-07…14): one field per registered text mask, picked by `x-mask` alone. */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { t } from '../../engine/core/messages';
import { cuitMessageKeys } from '../../engine/core/rules/cuitRule';
import './index';
import { WidgetStoryForm, type StorySchema } from '../../stories/support/WidgetStoryForm';

const schema: StorySchema = {
  type: 'object',
  required: ['cuit'],
  properties: {
    cuit: { type: 'string', title: 'CUIT', 'x-mask': 'cuit' },
    documento: { type: 'string', title: 'Número de documento', 'x-mask': 'documento' },
    telefono: { type: 'string', title: 'Teléfono', 'x-mask': 'telefono' },
    ruta: { type: 'string', title: 'Ruta', 'x-mask': 'ruta' },
    importe: { type: 'string', title: 'Importe', 'x-mask': 'moneda' },
    legajo: { type: 'string', title: 'Legajo', 'x-mask': 'numero' },
  },
};

const filled = { cuit: '20123456786', documento: '12345678', telefono: '1147891234', ruta: 'EZEMADBCN', importe: '1234567.89', legajo: '00123' };

const meta = {
  title: 'Widgets/MaskedText',
  component: WidgetStoryForm,
  args: { schema },
} satisfies Meta<typeof WidgetStoryForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every mask, empty: type into them. */
export const Vacio: Story = {};

/** Stored values shown formatted. */
export const Completo: Story = { args: { formData: filled } };

/** A CUIT with a wrong check digit, flagged by the CUIT rule's message (the widget does not validate). */
export const ConError: Story = { args: { formData: { ...filled, cuit: '20123456780' }, errors: { cuit: t(cuitMessageKeys.checkDigit) } } };

/** Read-only form. */
export const SoloLectura: Story = { args: { formData: filled, readonly: true } };

/** Disabled form. */
export const Deshabilitado: Story = { args: { formData: filled, disabled: true } };
