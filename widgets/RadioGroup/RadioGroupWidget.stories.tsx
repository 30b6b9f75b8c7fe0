/** RadioGroup: single choices with `"x-widget": "radio"` (enum + ui:enumNames, oneOf, boolean). */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { t } from '../../engine/core/messages';
import { WidgetStoryForm, type StorySchema } from '../../stories/support/WidgetStoryForm';
import './index';

const schema: StorySchema = {
  type: 'object',
  required: ['clase'],
  properties: {
    clase: { type: 'string', title: 'Clase', 'x-widget': 'radio', enum: ['Y', 'W', 'J', 'F'] },
    canal: {
      type: 'string',
      title: 'Canal de venta',
      'x-widget': 'radio',
      oneOf: [
        { const: 'web', title: 'Web' },
        { const: 'agencia', title: 'Agencia' },
        { const: 'telefono', title: 'Teléfono' },
      ],
    },
    pasaporteVigente: { type: 'boolean', title: 'Pasaporte vigente', 'x-widget': 'radio' },
  },
};
const uiSchema = { clase: { 'ui:enumNames': ['Económica', 'Premium', 'Ejecutiva', 'Primera'] } };
const filled = { clase: 'J', canal: 'agencia', pasaporteVigente: true };

const meta = {
  title: 'Widgets/RadioGroup',
  component: WidgetStoryForm,
  args: { schema, uiSchema },
} satisfies Meta<typeof WidgetStoryForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing chosen. */
export const Vacio: Story = {};

/** Every group with a choice. */
export const Completo: Story = { args: { formData: filled } };

/** A required choice missing. */
export const ConError: Story = { args: { formData: { canal: 'web' }, errors: { clase: t('validation.required', { field: 'Clase' }) } } };

/** Read-only form. */
export const SoloLectura: Story = { args: { formData: filled, readonly: true } };

/** Disabled form. */
export const Deshabilitado: Story = { args: { formData: filled, disabled: true } };
