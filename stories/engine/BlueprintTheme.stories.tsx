/** Our rjsf theme on Blueprint (the engine's form), on a sample schema with every basic widget. */
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import type { Meta, StoryObj } from '@storybook/react-vite';
import '../../app/modules/registerWidgets';
import { EngineForm } from '../../engine/react/form/EngineForm';
import { ajvOptionsOverrides } from '../../engine/react/validation/ajvOptions';
import { customizeValidator } from '@rjsf/validator-ajv8';
import { spanishErrors } from '../../engine/react/validation/transformErrors';

const schema: RJSFSchema = {
  type: 'object',
  required: ['nombre', 'tipo'],
  properties: {
    nombre: { type: 'string', title: 'Nombre', maxLength: 40 },
    tipo: { type: 'string', title: 'Tipo', enum: ['A', 'B'] },
    canal: {
      type: 'string',
      title: 'Canal',
      oneOf: [
        { const: 'web', title: 'Web' },
        { const: 'tel', title: 'Teléfono' },
      ],
    },
    vigente: { type: 'boolean', title: 'Vigente' },
    activo: { type: 'boolean', title: 'Activo', 'x-widget': 'switch' } as RJSFSchema,
    importe: { type: 'number', title: 'Importe', minimum: 0 },
    observaciones: { type: 'string', title: 'Observaciones' },
  },
};
const uiSchema: UiSchema = {
  'ui:layout': [
    { title: 'Datos', fields: ['nombre', 'tipo', 'canal', 'importe'] },
    { title: 'Otros', fields: ['vigente', 'activo', 'observaciones'] },
  ],
  observaciones: { 'ui:widget': 'textarea', 'ui:help': 'Texto libre.' },
};
const validator = customizeValidator({ ajvOptionsOverrides });
const labelOf = (path: string) => (schema.properties?.[path] as { title?: string } | undefined)?.title ?? path;

function Sample({ disabled = false }: { disabled?: boolean }) {
  return (
    <div className="bo-page" style={{ padding: 24 }}>
      <EngineForm
        schema={schema}
        uiSchema={uiSchema}
        validator={validator}
        transformErrors={spanishErrors(labelOf)}
        disabled={disabled}
        className="bo-record-form"
      />
    </div>
  );
}

const meta = { title: 'Engine/Theme', render: () => <Sample /> } satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every basic widget. */
export const Widgets: Story = {};

/** Disabled (read-only forms). */
export const Deshabilitado: Story = { render: () => <Sample disabled /> };
