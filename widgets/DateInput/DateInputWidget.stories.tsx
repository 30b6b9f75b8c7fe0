/** DateInput picked by `format: "date"` / `"date-time"`, inside a real form, in every state. */
import type { RJSFSchema } from '@rjsf/utils';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { t } from '../../engine/core/messages';
import { fieldError, WidgetStoryForm, type WidgetStoryFormProps } from '../../stories/support/WidgetStoryForm';
import './index';

const schema: RJSFSchema = {
  type: 'object',
  title: 'Fechas',
  properties: {
    alta: { type: 'string', format: 'date', title: 'Fecha de alta' },
  },
};
const dateTimeSchema: RJSFSchema = {
  type: 'object',
  title: 'Fechas',
  properties: {
    inicio: { type: 'string', format: 'date-time', title: 'Inicio' },
  },
};
const error = fieldError('alta', t('date.invalid'));

const meta = {
  title: 'Widgets/DateInput',
  component: WidgetStoryForm,
  args: { schema },
} satisfies Meta<WidgetStoryFormProps>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No date yet: typing `dd/mm/aaaa` or picking from the calendar. */
export const Vacio: Story = {};

/** A stored `yyyy-MM-dd` shown as `dd/MM/yyyy`. */
export const Completo: Story = { args: { formData: { alta: '2026-03-05' } } };

/** A placeholder date (1800 or earlier) is shown blank (WID-15). */
export const FechaPlaceholder: Story = { args: { formData: { alta: '1800-01-01' } } };

/** With an error under the field. */
export const ConError: Story = { args: { formData: { alta: '2026-03-05' }, extraErrors: error } };

/** Read-only: the text, no calendar. */
export const SoloLectura: Story = { args: { formData: { alta: '2026-03-05' }, readonly: true } };

/** Disabled. */
export const Deshabilitado: Story = { args: { formData: { alta: '2026-03-05' }, disabled: true } };

/** `format: "date-time"`: date and time, stored as ISO with offset. */
export const FechaHora: Story = { args: { schema: dateTimeSchema, formData: { inicio: '2026-03-05T10:30:00-03:00' } } };

/** A new record fills the empty field with its relative default (`{ "days": -7 }`, CST-50). */
export const DefaultRelativo: Story = {
  args: {
    uiSchema: { alta: { 'ui:options': { default: { days: -7 } } } },
    formContext: { mode: 'create', now: new Date(2026, 2, 12, 9, 0) },
  },
};
