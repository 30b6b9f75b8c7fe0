/**
 * The engine's one rjsf form. Built once with rjsf's `withTheme` from our Blueprint theme (its
 * templates and widgets); each render adds every widget and field registered by `widgets/<Name>/`
 * and the widgets the ranked testers pick from the schema's annotations (`x-mask`, `format`,
 * `x-widget`; registered fields as `ui:field`), with the Spanish `translateString`. Record forms,
 * dialogs, previews and stories all render this form: none builds a `<Form>` of its own, so that
 * none can leave out a piece (as two stories once left out the registered fields).
 */
import { withTheme, type FormProps } from '@rjsf/core';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { useMemo } from 'react';
import type { ModuleSchema } from '../../core/schemaRegistry';
import { assignWidgets } from '../../core/widgetTesters';
import { blueprintTheme } from '../theme/blueprintTheme';
import { translateString } from '../theme/translateString';
import { allFields, allWidgets, fieldNames, widgetTesters } from '../widgets/widgetCatalog';
import type { FormContext } from './formContext';

type Data = Record<string, unknown>;

const ThemedForm = withTheme<Data, RJSFSchema, FormContext>(blueprintTheme);

/** rjsf's form props without what the engine supplies (theme, widgets, fields, translations). */
export type EngineFormProps = Omit<FormProps<Data, RJSFSchema, FormContext>, 'templates' | 'widgets' | 'fields' | 'translateString'>;

/** The ui schema with the widget (or field) each property's annotations pick, unless the ui schema names one. */
function pickedWidgets(schema: RJSFSchema, uiSchema: UiSchema): UiSchema {
  const properties = (schema.properties ?? {}) as ModuleSchema['properties'];
  return assignWidgets({ $id: schema.$id ?? 'formulario', properties, required: schema.required }, uiSchema, widgetTesters(), undefined, fieldNames()) as UiSchema;
}

/** The form (no HTML5 validation and no error list: messages go under each field). */
export function EngineForm({ schema, uiSchema, ...props }: EngineFormProps) {
  const ui = useMemo(() => pickedWidgets(schema, uiSchema ?? {}), [schema, uiSchema]);
  const widgets = useMemo(() => allWidgets(), []);
  const fields = useMemo(() => allFields(), []);
  return <ThemedForm showErrorList={false} noHtml5Validate {...props} schema={schema} uiSchema={ui} widgets={widgets} fields={fields} translateString={translateString} />;
}
