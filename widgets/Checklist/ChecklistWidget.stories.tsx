/** Checklist (WID-18): arrays of enum strings as checkboxes, picked by the schema alone. */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { t } from '../../engine/core/messages';
import { WidgetStoryForm, type StorySchema } from '../../stories/support/WidgetStoryForm';
import './index';

const schema: StorySchema = {
  type: 'object',
  required: ['servicios'],
  properties: {
    // Unique enum items: picked without any annotation; labels from ui:enumNames.
    servicios: { type: 'array', title: 'Servicios', uniqueItems: true, items: { type: 'string', enum: ['aereo', 'hotel', 'traslado', 'seguro'] } },
    // `x-widget: checklist`, labels from oneOf const/title.
    canales: {
      type: 'array',
      title: 'Canales de contacto',
      'x-widget': 'checklist',
      items: {
        type: 'string',
        oneOf: [
          { const: 'email', title: 'Correo electrónico' },
          { const: 'telefono', title: 'Teléfono' },
          { const: 'whatsapp', title: 'WhatsApp' },
        ],
      },
    },
  },
};
const uiSchema = { servicios: { 'ui:enumNames': ['Aéreo', 'Hotel', 'Traslado', 'Seguro de viaje'] } };
const filled = { servicios: ['aereo', 'seguro'], canales: ['whatsapp'] };

const meta = {
  title: 'Widgets/Checklist',
  component: WidgetStoryForm,
  args: { schema, uiSchema },
} satisfies Meta<typeof WidgetStoryForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing checked. */
export const Vacio: Story = {};

/** Some options checked. */
export const Completo: Story = { args: { formData: filled } };

/** A required list left empty. */
export const ConError: Story = { args: { formData: { servicios: [] }, errors: { servicios: t('validation.required', { field: 'Servicios' }) } } };

/** Read-only form. */
export const SoloLectura: Story = { args: { formData: filled, readonly: true } };

/** Disabled form. */
export const Deshabilitado: Story = { args: { formData: filled, disabled: true } };
