/**
 * The harness of every widget story: a real rjsf Form with our Blueprint theme where the widget is
 * picked by the schema annotation through the ranked testers (as RecordForm does, registered
 * fields included), lookups come from an in-memory fake, and the stored form data is shown in
 * `data-testid="stored"` so tests and e2e can assert what would be saved.
 */
import { useFormDataStore } from '../../engine/react/form/formDataStore';
import { EngineForm } from '../../engine/react/form/EngineForm';
import { ErrorSchemaBuilder, type ErrorSchema, type RJSFSchema, type UiSchema } from '@rjsf/utils';
import { customizeValidator } from '@rjsf/validator-ajv8';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import type { JsonSchemaProperty } from '../../engine/core/schemaRegistry';
import { toFieldErrorSchema } from '../../engine/react/form/fieldErrors';
import { createApiClient } from '../../engine/react/api/ApiClient';
import { ApiClientProvider } from '../../engine/react/api/ApiClientProvider';
import { NotificationProvider } from '../../engine/react/notifications/NotificationProvider';
import { ajvOptionsOverrides } from '../../engine/react/validation/ajvOptions';
import { spanishErrors } from '../../engine/react/validation/transformErrors';
import { createFakeLookupServer, type FakeLookupOptions, type FakeLookupServer } from './fakeLookupServer';

/** An object schema whose properties carry the annotations under test (`x-mask`, `x-widget`…). */
export interface StorySchema {
  readonly type: 'object';
  readonly title?: string;
  readonly required?: readonly string[];
  readonly properties: Readonly<Record<string, JsonSchemaProperty>>;
}

export interface WidgetStoryFormProps {
  readonly schema: RJSFSchema | StorySchema;
  readonly uiSchema?: UiSchema;
  readonly formData?: Record<string, unknown>;
  readonly formContext?: Record<string, unknown>;
  readonly extraErrors?: ErrorSchema;
  /** Messages shown under fields, by field name (the "error" state). */
  readonly errors?: Readonly<Record<string, string>>;
  readonly disabled?: boolean;
  readonly readonly?: boolean;
  readonly lookups?: FakeLookupOptions;
}

const validator = customizeValidator({ ajvOptionsOverrides });
let current: FakeLookupServer | null = null;

/** The fake lookups server of the story rendered last (tests count its calls). */
export function lastLookupServer(): FakeLookupServer {
  if (!current) throw new Error('Ninguna historia creó un servicio de combos simulado');
  return current;
}

/** An error schema with `message` at a dotted `path` (`viaje.hasta`), for error stories. */
export function fieldError(path: string, message: string): ErrorSchema {
  return new ErrorSchemaBuilder().addErrors(message, path.split('.')).ErrorSchema;
}

/** The form, its providers and the stored-data probe. */
export function WidgetStoryForm({
  schema: storySchema,
  uiSchema = {},
  formData = {},
  formContext,
  extraErrors: givenErrors,
  errors,
  disabled,
  readonly,
  lookups,
}: WidgetStoryFormProps) {
  const schema = storySchema as RJSFSchema;
  const extraErrors = useMemo(
    () => givenErrors ?? (errors ? toFieldErrorSchema(Object.entries(errors).map(([path, message]) => ({ path, message }))) : undefined),
    [givenErrors, errors],
  );
  const [data, setData] = useState<Record<string, unknown>>(formData);
  // As RecordForm: widgets that read other fields get the data through a stable store.
  const formStore = useFormDataStore(data);
  const context = useMemo(() => ({ ...formContext, formStore }), [formContext, formStore]);
  const { queryClient, api } = useMemo(() => {
    current = createFakeLookupServer(lookups);
    return {
      queryClient: new QueryClient({ defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } } }),
      api: createApiClient(current.transport),
    };
  }, [lookups]);
  const labelOf = (path: string) => (schema.properties?.[path.replace(/^\./, '').split('.')[0]] as { title?: string } | undefined)?.title ?? path;
  return (
    <QueryClientProvider client={queryClient}>
      <NotificationProvider>
        <ApiClientProvider client={api}>
          <main className="bo-page" style={{ padding: 24, maxWidth: 720 }}>
            {schema.title && <h1 className="bp6-heading">{schema.title}</h1>}
            <EngineForm
              className="bo-record-form"
              schema={schema}
              uiSchema={uiSchema}
              formData={data}
              formContext={context}
              validator={validator}
              transformErrors={spanishErrors(labelOf)}
              extraErrors={extraErrors}
              disabled={disabled}
              readonly={readonly}
              onChange={(e) => setData(e.formData ?? {})}
            />
            <pre data-testid="stored" aria-label="Datos guardados">
              {JSON.stringify(data)}
            </pre>
          </main>
        </ApiClientProvider>
      </NotificationProvider>
    </QueryClientProvider>
  );
}
