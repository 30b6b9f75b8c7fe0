/** ComboSelect picked by `x-combo`, inside a real form, in every state including lookup loading and failure. */
import type { RJSFSchema } from '@rjsf/utils';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { t } from '../../engine/core/messages';
import { fieldError, WidgetStoryForm, type WidgetStoryFormProps } from '../../stories/support/WidgetStoryForm';
import './index';

const schema: RJSFSchema = {
  type: 'object',
  title: 'Datos del viaje',
  required: ['pais'],
  properties: {
    pais: { type: 'string', title: 'País', 'x-combo': 'paises' },
  },
} as RJSFSchema;
const error = fieldError('pais', t('validation.required', { field: 'País' }));

const meta = {
  title: 'Widgets/ComboSelect',
  component: WidgetStoryForm,
  args: { schema },
} satisfies Meta<WidgetStoryFormProps>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing chosen: `Seleccionar`. */
export const Vacio: Story = {};

/** A stored code shown by its description. */
export const Completo: Story = { args: { formData: { pais: '04' } } };

/** With an error under the field. */
export const ConError: Story = { args: { extraErrors: error } };

/** Read-only. */
export const SoloLectura: Story = { args: { formData: { pais: '04' }, readonly: true } };

/** Disabled. */
export const Deshabilitado: Story = { args: { formData: { pais: '04' }, disabled: true } };

/** The combo is still loading: spinner, disabled. */
export const Cargando: Story = { args: { lookups: { pending: ['paises'] } } };

/** The combo failed: the error under the field and one danger notification. */
export const FallaCombo: Story = { args: { lookups: { failing: ['paises'] } } };

/** Options filtered by another field (`x-combo-filter`): document types by person type. */
export const FiltradoPorOtroCampo: Story = {
  args: {
    schema: {
      type: 'object',
      title: 'Documento',
      properties: {
        tipoPersona: { type: 'string', title: 'Tipo de persona', enum: ['PAR', 'EMP'] },
        tipoDocumento: {
          type: 'string',
          title: 'Tipo de documento',
          'x-combo': 'documentos',
          'x-combo-filter': [{ extra: 'tiposPersona', field: 'tipoPersona' }],
        },
      },
    } as RJSFSchema,
    formData: { tipoPersona: 'EMP' },
    lookups: {
      combos: {
        documentos: [
          { codigo: 'DNI', descripcion: 'DNI', extra: { tiposPersona: ['PAR'] } },
          { codigo: 'CUIT', descripcion: 'CUIT', extra: { tiposPersona: ['PAR', 'EMP'] } },
          { codigo: 'PAS', descripcion: 'Pasaporte', extra: { tiposPersona: ['PAR'] } },
        ],
      },
    },
  },
};
