/** MultiSelect picked by an array with `x-combo`, inside a real form, in every state. */
import type { RJSFSchema } from '@rjsf/utils';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { t } from '../../engine/core/messages';
import { fieldError, WidgetStoryForm, type WidgetStoryFormProps } from '../../stories/support/WidgetStoryForm';
import './index';

const schema: RJSFSchema = {
  type: 'object',
  title: 'Datos del viaje',
  properties: {
    canales: { type: 'array', title: 'Canales de venta', 'x-combo': 'canales', items: { type: 'string' }, uniqueItems: true },
  },
} as RJSFSchema;
const error = fieldError('canales', t('validation.required', { field: 'Canales de venta' }));

const meta = {
  title: 'Widgets/MultiSelect',
  component: WidgetStoryForm,
  args: { schema },
} satisfies Meta<WidgetStoryFormProps>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing chosen: `Seleccionar`. */
export const Vacio: Story = {};

/** Two of three chosen: `2 seleccionados`. */
export const Completo: Story = { args: { formData: { canales: ['WEB', 'MOS'] } } };

/** Every option chosen: `Todos`. */
export const Todos: Story = { args: { formData: { canales: ['WEB', 'TEL', 'MOS'] } } };

/** With an error under the field. */
export const ConError: Story = { args: { extraErrors: error } };

/** Read-only. */
export const SoloLectura: Story = { args: { formData: { canales: ['WEB', 'MOS'] }, readonly: true } };

/** Disabled. */
export const Deshabilitado: Story = { args: { formData: { canales: ['WEB', 'MOS'] }, disabled: true } };

/** The combo is still loading. */
export const Cargando: Story = { args: { lookups: { pending: ['canales'] } } };

/** The combo failed. */
export const FallaCombo: Story = { args: { lookups: { failing: ['canales'] } } };
