/**
 * Story harness for widget stories: a real rjsf Form with our Blueprint theme whose widgets are
 * picked by the registered testers from the schema's annotations (as RecordForm does), with the
 * stored form data shown under it so that stories and e2e can read what a field stores.
 * Field errors (the "error" state) come in as `errors` by field and are placed by rjsf.
 */
import Form from '@rjsf/core';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { customizeValidator } from '@rjsf/validator-ajv8';
import { useMemo, useState } from 'react';
import type { JsonSchemaProperty, ModuleSchema } from '../../engine/core/schemaRegistry';
import { assignWidgets } from '../../engine/core/widgetTesters';
import { toFieldErrorSchema } from '../../engine/react/form/fieldErrors';
import { templates } from '../../engine/react/theme/blueprintTheme';
import { translateString } from '../../engine/react/theme/translateString';
import { ajvOptionsOverrides } from '../../engine/react/validation/ajvOptions';
import { spanishErrors } from '../../engine/react/validation/transformErrors';
import { allWidgets, widgetTesters } from '../../engine/react/widgets/widgetCatalog';

/** An object schema whose properties carry the annotations under test (`x-mask`, `x-widget`…). */
export interface StorySchema {
  readonly type: 'object';
  readonly required?: readonly string[];
  readonly properties: Readonly<Record<string, JsonSchemaProperty>>;
}

export interface WidgetStoryFormProps {
  readonly schema: StorySchema;
  readonly uiSchema?: UiSchema;
  readonly formData?: Record<string, unknown>;
  /** Messages shown under fields, by field name. */
  readonly errors?: Readonly<Record<string, string>>;
  readonly disabled?: boolean;
  readonly readonly?: boolean;
}

const validator = customizeValidator({ ajvOptionsOverrides });

/** The form of a widget story. */
export function WidgetStoryForm({ schema, uiSchema = {}, formData, errors, disabled, readonly }: WidgetStoryFormProps) {
  const ui = useMemo(() => assignWidgets({ $id: 'historia', ...schema } as unknown as ModuleSchema, uiSchema, widgetTesters()) as UiSchema, [schema, uiSchema]);
  const rjsfSchema = schema as unknown as RJSFSchema;
  const widgets = useMemo(() => allWidgets(), []);
  const extraErrors = useMemo(() => (errors ? toFieldErrorSchema(Object.entries(errors).map(([path, message]) => ({ path, message }))) : undefined), [errors]);
  const labelOf = (path: string) => schema.properties[path]?.title ?? path;
  const [stored, setStored] = useState<unknown>(formData ?? {});
  return (
    <div className="bo-page" style={{ padding: 24, maxWidth: 720 }}>
      <Form
        className="bo-record-form"
        schema={rjsfSchema}
        uiSchema={ui}
        validator={validator}
        formData={formData}
        templates={templates}
        widgets={widgets}
        translateString={translateString}
        transformErrors={spanishErrors(labelOf)}
        extraErrors={extraErrors}
        showErrorList={false}
        noHtml5Validate
        disabled={disabled}
        readonly={readonly}
        onChange={(event) => setStored(event.formData)}
      />
      <p>
        Datos guardados: <code data-testid="stored">{JSON.stringify(stored ?? {})}</code>
      </p>
    </div>
  );
}
