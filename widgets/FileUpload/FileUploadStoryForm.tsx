/**
 * Story harness for FileUpload: a form like stories/support/WidgetStoryForm (the engine's form,
 * EngineForm) inside an ApiClientProvider whose fake transport answers
 * `POST /api/archivos` as the story says: stored, failing with the server's Spanish message, or
 * never finishing (the "uploading" state). It also answers `GET /api/archivos/<id>/datos` (a saved file's name) and `GET /api/archivos/<id>` (the download
 * button) with the bytes uploaded under that id, or 404 with the server's message for an id it
 * never stored. Saves that reach rjsf's onSubmit show in `data-testid="saved"`.
 */
import { EngineForm } from '../../engine/react/form/EngineForm';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { customizeValidator } from '@rjsf/validator-ajv8';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { createApiClient, type ApiRequest } from '../../engine/react/api/ApiClient';
import { ApiClientProvider } from '../../engine/react/api/ApiClientProvider';
import type { JsonSchemaProperty } from '../../engine/core/schemaRegistry';
import { t } from '../../engine/core/messages';
import { toFieldErrorSchema } from '../../engine/react/form/fieldErrors';
import { ajvOptionsOverrides } from '../../engine/react/validation/ajvOptions';
import { spanishErrors } from '../../engine/react/validation/transformErrors';

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
  /** Called with the data of a save that rjsf accepted. */
  readonly onSubmit?: (data: unknown) => void;
}

const validator = customizeValidator({ ajvOptionsOverrides });

/** The form of a widget story. */
function WidgetStoryForm({ schema, uiSchema = {}, formData, errors, disabled, readonly, onSubmit }: WidgetStoryFormProps) {
  const rjsfSchema = schema as unknown as RJSFSchema;
  const extraErrors = useMemo(() => (errors ? toFieldErrorSchema(Object.entries(errors).map(([path, message]) => ({ path, message }))) : undefined), [errors]);
  const labelOf = (path: string) => schema.properties[path]?.title ?? path;
  const [stored, setStored] = useState<unknown>(formData ?? {});
  return (
    <div className="bo-page" style={{ padding: 24, maxWidth: 720 }}>
      <EngineForm
        className="bo-record-form"
        schema={rjsfSchema}
        uiSchema={uiSchema}
        validator={validator}
        formData={formData}
        transformErrors={spanishErrors(labelOf)}
        extraErrors={extraErrors}
        disabled={disabled}
        readonly={readonly}
        onChange={(event) => setStored(event.formData)}
        onSubmit={(event) => onSubmit?.(event.formData)}
      />
      <p>
        Datos guardados: <code data-testid="stored">{JSON.stringify(stored ?? {})}</code>
      </p>
    </div>
  );
}

export type FakeUploadMode = 'ok' | 'error' | 'pending';

export interface FileUploadStoryFormProps extends WidgetStoryFormProps {
  /** How the fake server answers uploads; `ok` by default. */
  readonly upload?: FakeUploadMode;
  /** The server's message when `upload` is `error`. */
  readonly serverMessage?: string;
}

/** Requests the fake server received (tests read the multipart fields). */
export const receivedUploads: ApiRequest[] = [];

/** Files the fake server stored, by id (downloads answer with them). */
const storedFiles = new Map<string, File>();
const DOWNLOAD_PATH = /^\/api\/archivos\/([^/]+)$/;
const DESCRIPTION_PATH = /^\/api\/archivos\/([^/]+)\/datos$/;
/** What the fake server says of the files the stories start with (a saved record's files). */
export const savedFileNames: Readonly<Record<string, string>> = { '7': 'contrato-2026.pdf', '8': 'logo-agencia.png' };

let nextId = 41;

/** The stories' stored logo (`GET /api/logos/8`): a 1×1 PNG. */
const LOGO_PNG = Uint8Array.from(atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII='), (c) => c.charCodeAt(0));

/** The form, its fake API and the saved-data probe. */
export function FileUploadStoryForm({
  upload = 'ok',
  serverMessage = 'El contenido del archivo no corresponde a su extensión.',
  ...form
}: FileUploadStoryFormProps) {
  const [saved, setSaved] = useState<string>('');
  const [queryClient] = useState(() => new QueryClient({ defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } } }));
  const api = useMemo(
    () =>
      createApiClient(async (request) => {
        if (request.method === 'GET' && request.path === '/api/logos/8') return { status: 200, body: new Blob([LOGO_PNG], { type: 'image/png' }) };
        const described = request.method === 'GET' ? DESCRIPTION_PATH.exec(request.path) : null;
        if (described) {
          const id = decodeURIComponent(described[1]);
          const nombre = savedFileNames[id] ?? storedFiles.get(id)?.name;
          return nombre
            ? { status: 200, body: { datos: { id, nombre, url: `/api/archivos/${id}` } } }
            : { status: 404, body: { error: { codigo: 'no_encontrado', mensaje: t('upload.notFound') } } };
        }
        const download = request.method === 'GET' ? DOWNLOAD_PATH.exec(request.path) : null;
        if (download) {
          const kept = storedFiles.get(decodeURIComponent(download[1]));
          return kept ? { status: 200, body: kept } : { status: 404, body: { error: { codigo: 'no_encontrado', mensaje: t('upload.notFound') } } };
        }
        receivedUploads.push(request);
        const file = request.body instanceof FormData ? request.body.get('archivo[]') : null;
        const nombre = file instanceof File ? file.name : 'archivo';
        request.onUploadProgress?.(0.4);
        if (upload === 'pending') return new Promise(() => undefined);
        await new Promise((resolve) => setTimeout(resolve, 10));
        request.onUploadProgress?.(1);
        if (upload === 'error') return { status: 415, body: { error: { codigo: 'archivo_invalido', mensaje: serverMessage } } };
        const id = String(nextId++);
        if (file instanceof File) storedFiles.set(id, file);
        return {
          status: 201,
          body: {
            datos: [{ id, nombre, tipo: file instanceof File ? file.type : '', tamano: file instanceof File ? file.size : 0, url: `/api/archivos/${id}` }],
          },
        };
      }),
    [upload, serverMessage],
  );
  return (
    <QueryClientProvider client={queryClient}>
      <ApiClientProvider client={api}>
        <WidgetStoryForm {...form} onSubmit={(data) => setSaved(JSON.stringify(data))} />
        <p>
          Guardado: <code data-testid="saved">{saved}</code>
        </p>
      </ApiClientProvider>
    </QueryClientProvider>
  );
}
