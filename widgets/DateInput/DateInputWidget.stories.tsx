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

const activitySchema: RJSFSchema = {
  type: 'object',
  title: 'Actividad',
  properties: {
    inicio: { type: 'string', format: 'date-time', title: 'Inicio' },
    fin: { type: 'string', format: 'date-time', title: 'Fin' },
  },
};

/** ACT-17 / CST-51: a new activity starts now and ends 5 minutes after its start (`base: "inicio"`), following the start until the end is touched. */
export const DefaultDesdeOtroCampo: Story = {
  args: {
    schema: activitySchema,
    uiSchema: { inicio: { 'ui:options': { default: {} } }, fin: { 'ui:options': { default: { minutes: 5 }, base: 'inicio' } } },
    formContext: { mode: 'create', now: new Date(2026, 2, 12, 9, 0) },
  },
};

const followUpSchema: RJSFSchema = {
  type: 'object',
  title: 'Seguimiento',
  properties: {
    fechaOut: { type: 'string', format: 'date', title: 'Fecha de regreso' },
    fechaCierre: { type: 'string', format: 'date', title: 'Fecha de cierre' },
    llamada: { type: 'string', format: 'date-time', title: 'Llamada de seguimiento' },
  },
};

/** OPP-35 / OPP-OP05 / CST-47: the follow-up call at 10:00 on the out date, else on the close date. */
export const DefaultALasDiez: Story = {
  args: {
    schema: followUpSchema,
    formData: { fechaCierre: '2026-04-30', fechaOut: '2026-04-10' },
    uiSchema: { llamada: { 'ui:options': { default: { at: '10:00' }, base: ['fechaOut', 'fechaCierre'] } } },
    formContext: { mode: 'create', now: new Date(2026, 2, 12, 9, 0) },
  },
};
