/** CardNumber (WID-17, CRD-08, CRD-OP03): picked by `"x-mask": "numeroTarjeta"` over the generic MaskedText. */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { t } from '../../engine/core/messages';
import '../MaskedText/index';
import { WidgetStoryForm, type StorySchema } from '../../stories/support/WidgetStoryForm';
import './index';

const schema: StorySchema = {
  type: 'object',
  required: ['numero'],
  properties: {
    numero: { type: 'string', title: 'Número de tarjeta', 'x-mask': 'numeroTarjeta', minLength: 15, maxLength: 19 },
  },
};
const filled = { numero: '4111111111111234' };

const meta = {
  title: 'Widgets/CardNumber',
  component: WidgetStoryForm,
  args: { schema },
} satisfies Meta<typeof WidgetStoryForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No number yet: type one. */
export const Vacio: Story = {};

/** A saved number, masked but for its last four digits. */
export const Completo: Story = { args: { formData: filled } };

/** A user allowed to see cards (`ui:options.reveal`). */
export const Revelado: Story = { args: { formData: filled, uiSchema: { numero: { 'ui:options': { reveal: true } } } } };

/** A number too short. */
export const ConError: Story = {
  args: { formData: { numero: '4111' }, errors: { numero: t('validation.minLength', { field: 'Número de tarjeta', limit: 15 }) } },
};

/** Read-only: masked. */
export const SoloLectura: Story = { args: { formData: filled, readonly: true } };

/** Disabled: masked. */
export const Deshabilitado: Story = { args: { formData: filled, disabled: true } };
