/**
 * The single-link field in a real rjsf form over the fixture module's link fields (tipo, contacto,
 * telefono, email, cuenta; or the given ones, e.g. the assignee), with the form's data in
 * `formContext` as RecordForm passes it, and the stored data in `data-testid="stored"`. Rendered
 * inside EngineHarness (config `links`, fake API).
 */
import { EngineForm } from '../../engine/react/form/EngineForm';
import type { FormContext } from '../../engine/react/form/formContext';
import type { RJSFSchema } from '@rjsf/utils';
import { customizeValidator } from '@rjsf/validator-ajv8';
import { useMemo, useState } from 'react';
import { useModule } from '../../engine/react/engine/EngineProvider';
import { toFieldErrorSchema } from '../../engine/react/form/fieldErrors';
import { ajvOptionsOverrides } from '../../engine/react/validation/ajvOptions';
import '../../widgets/LinkField/index';

const contactFields = ['tipo', 'contacto', 'telefono', 'email', 'cuenta'];
const validator = customizeValidator({ ajvOptionsOverrides });

export interface LinkFieldStoryProps {
  readonly formData?: Record<string, unknown>;
  readonly readonly?: boolean;
  readonly disabled?: boolean;
  /** Messages shown under fields, by field name (the "error" state). */
  readonly errors?: Readonly<Record<string, string>>;
  /** The fixture's fields shown (default: the contact link and what it prefills). */
  readonly fields?: readonly string[];
  /** The page's heading. */
  readonly heading?: string;
}

/** The form. */
export function LinkFieldStory({ formData = {}, readonly, disabled, errors, fields = contactFields, heading = 'Vínculo a un contacto' }: LinkFieldStoryProps) {
  const { module } = useModule('prueba');
  const schema = useMemo(
    () => ({ type: 'object', properties: Object.fromEntries(fields.map((f) => [f, module.schema.properties[f]])) }) as RJSFSchema,
    [module, fields],
  );
  const [data, setData] = useState<Record<string, unknown>>(formData);
  const extraErrors = useMemo(() => (errors ? toFieldErrorSchema(Object.entries(errors).map(([path, message]) => ({ path, message }))) : undefined), [errors]);
  const formContext = useMemo((): FormContext => ({ mode: 'create', formData: data }), [data]);
  return (
    <main className="bo-page" style={{ padding: 24, maxWidth: 720 }}>
      <h1 className="bp6-heading">{heading}</h1>
      <EngineForm
        className="bo-record-form"
        schema={schema}
        uiSchema={{ 'ui:order': [...fields], 'ui:submitButtonOptions': { norender: true } }}
        formData={data}
        formContext={formContext}
        validator={validator}
        readonly={readonly}
        disabled={disabled}
        extraErrors={extraErrors}
        onChange={(e) => setData(e.formData ?? {})}
      />
      <pre data-testid="stored" aria-label="Datos guardados">
        {JSON.stringify(data)}
      </pre>
    </main>
  );
}
