/** Switch: on/off booleans with `"x-widget": "switch"`. */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { t } from '../../engine/core/messages';
import { WidgetStoryForm, type StorySchema } from '../../stories/support/WidgetStoryForm';
import './index';

const schema: StorySchema = {
  type: 'object',
  properties: {
    vigente: { type: 'boolean', title: 'Vigente', 'x-widget': 'switch' },
    notificar: { type: 'boolean', title: 'Enviar notificaciones', 'x-widget': 'switch' },
  },
};
const filled = { vigente: true, notificar: false };

const meta = {
  title: 'Widgets/Switch',
  component: WidgetStoryForm,
  args: { schema },
} satisfies Meta<typeof WidgetStoryForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Both off (no value yet). */
export const Vacio: Story = {};

/** One on, one off. */
export const Completo: Story = { args: { formData: filled } };

/** A message under a switch. */
export const ConError: Story = { args: { formData: filled, errors: { notificar: t('validation.generic', { field: 'Enviar notificaciones' }) } } };

/** Read-only form. */
export const SoloLectura: Story = { args: { formData: filled, readonly: true } };

/** Disabled form. */
export const Deshabilitado: Story = { args: { formData: filled, disabled: true } };
