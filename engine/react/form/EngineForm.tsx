/**
 * The engine's one rjsf form: `LeanForm` (rjsf's Form without the per-keystroke echo and defaults
 * walk, leanForm.ts) with our Blueprint theme (its templates and widgets, as rjsf's `withTheme` would
 * merge them, but built once so that the registry keeps its identity between renders); each render adds every widget and field registered by `widgets/<Name>/`
 * and the widgets the ranked testers pick from the schema's annotations (`x-mask`, `format`,
 * `x-widget`; registered fields as `ui:field`), with the Spanish `translateString`. Record forms,
 * dialogs, previews and stories all render this form: none builds a `<Form>` of its own, so that
 * none can leave out a piece (as two stories once left out the registered fields).
 */
import type { FormProps } from '@rjsf/core';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { useMemo } from 'react';
import type { ModuleSchema } from '../../core/schemaRegistry';
import { assignWidgets } from '../../core/widgetTesters';
import { blueprintTheme } from '../theme/blueprintTheme';
import { translateString } from '../theme/translateString';
import { allFields, allWidgets, fieldNames, widgetTesters } from '../widgets/widgetCatalog';
import type { FormContext } from './formContext';
import { LeanForm } from './leanForm';

type Data = Record<string, unknown>;

const templates = { ...blueprintTheme.templates, ButtonTemplates: { ...blueprintTheme.templates.ButtonTemplates } } as FormProps<
  Data,
  RJSFSchema,
  FormContext
>['templates'];

/** rjsf's form props without what the engine supplies (theme, widgets, fields, translations). */
export type EngineFormProps = Omit<FormProps<Data, RJSFSchema, FormContext>, 'templates' | 'widgets' | 'fields' | 'translateString' | 'ref'>;

/** The ui schema with the widget (or field) each property's annotations pick, unless the ui schema names one. */
function pickedWidgets(schema: RJSFSchema, uiSchema: UiSchema): UiSchema {
  const properties = (schema.properties ?? {}) as ModuleSchema['properties'];
  return assignWidgets(
    { $id: schema.$id ?? 'formulario', properties, required: schema.required },
    uiSchema,
    widgetTesters(),
    undefined,
    fieldNames(),
  ) as UiSchema;
}

/** The form (no HTML5 validation and no error list: messages go under each field). */
export function EngineForm({ schema, uiSchema, ...props }: EngineFormProps) {
  const ui = useMemo(() => pickedWidgets(schema, uiSchema ?? {}), [schema, uiSchema]);
  const widgets = useMemo(() => ({ ...blueprintTheme.widgets, ...allWidgets() }), []);
  const fields = useMemo(() => allFields(), []);
  return (
    <LeanForm<Data, RJSFSchema, FormContext>
      showErrorList={false}
      noHtml5Validate
      {...props}
      schema={schema}
      uiSchema={ui}
      templates={templates}
      widgets={widgets}
      fields={fields}
      translateString={translateString}
    />
  );
}
