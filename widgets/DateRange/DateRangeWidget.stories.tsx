/** DateRange picked by `x-widget: "dateRange"` on an object `{ desde, hasta }`, in every state. */
import type { RJSFSchema } from '@rjsf/utils';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { t } from '../../engine/core/messages';
import { fieldError, WidgetStoryForm, type WidgetStoryFormProps } from '../../stories/support/WidgetStoryForm';
import './index';

const schema: RJSFSchema = {
  type: 'object',
  title: 'Período',
  properties: {
    viaje: {
      type: 'object',
      title: 'Fechas del viaje',
      'x-widget': 'dateRange',
      properties: {
        desde: { type: 'string', format: 'date', title: 'Desde' },
        hasta: { type: 'string', format: 'date', title: 'Hasta' },
      },
    },
  },
} as RJSFSchema;
const error = fieldError('viaje.hasta', t('date.invalid'));

const meta = {
  title: 'Widgets/DateRange',
  component: WidgetStoryForm,
  args: { schema },
} satisfies Meta<WidgetStoryFormProps>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No period yet. */
export const Vacio: Story = {};

/** A stored period. */
export const Completo: Story = { args: { formData: { viaje: { desde: '2026-03-05', hasta: '2026-03-12' } } } };

/** An error on one of the dates, shown under the field. */
export const ConError: Story = { args: { formData: { viaje: { desde: '2026-03-05', hasta: '2026-03-12' } }, extraErrors: error } };

/** Read-only. */
export const SoloLectura: Story = { args: { formData: { viaje: { desde: '2026-03-05', hasta: '2026-03-12' } }, readonly: true } };

/** Disabled. */
export const Deshabilitado: Story = { args: { formData: { viaje: { desde: '2026-03-05', hasta: '2026-03-12' } }, disabled: true } };
