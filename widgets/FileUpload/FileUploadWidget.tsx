/**
 * FileUpload (WID-01…06, WID-OP03): a Blueprint FileInput that uploads the chosen file at once
 * (multipart `archivo[]`, `app` = 17, `prefijo`, `carpeta`, `extensiones`) through
 * `ApiClient.upload`, with a ProgressBar while it runs. The field stores the stored file's id; a
 * download link with the file's uploaded name (asked of the server after a reload) and a "Quitar"
 * button replace the input. `"x-widget": "logo"`
 * is the logo variant (jpg, png, gif, jpeg; prefijo `logo`, carpeta `logos`), which shows the logo's picture.
 *
 * The upload-error flag (WID-03): a failed upload keeps the previous value, shows the server's
 * Spanish message under the field and reports `upload.failed` to rjsf as the field's error
 * (`onChange(value, { __errors })`, shown by the FieldTemplate). rjsf's submit validation does not
 * see widget errors, so while an upload failed or is running the widget also stops the form's
 * submit event before rjsf gets it: saving is blocked until the user uploads again or removes the file.
 */
import { Button, FileInput, Intent, ProgressBar } from '@blueprintjs/core';
import '../../engine/react/theme/blueprintLater.css';
import { errorId, type WidgetProps } from '@rjsf/utils';
import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { t } from '../../engine/core/messages';
import type { JsonSchemaProperty } from '../../engine/core/schemaRegistry';
import { useApiClient } from '../../engine/react/api/ApiClientProvider';
import { isApiError } from '../../engine/react/api/ApiError';
import { useFileDescription } from '../../engine/react/data/useFileDescription';
import { LogoPreview } from './LogoPreview';
import { acceptsFile, downloadUrl, firstUploaded, UPLOAD_PATH, uploadBody, uploadTargetOf } from './uploadTarget';

/** The widget's registry name. */
export const FILE_UPLOAD_WIDGET = 'fileUpload';

type Phase = { readonly kind: 'idle' } | { readonly kind: 'uploading'; readonly name: string; readonly progress: number } | { readonly kind: 'failed' };

/** rjsf widget for upload fields: the value is the stored file's id (string). */
export function FileUploadWidget(props: WidgetProps) {
  const { id, value, disabled, readonly, autofocus, rawErrors, schema, options, onChange } = props;
  const api = useApiClient();
  const target = uploadTargetOf(schema as JsonSchemaProperty, options);
  const fileId = typeof value === 'string' && value ? value : typeof value === 'number' ? String(value) : undefined;
  const [phase, setPhase] = useState<Phase>({ kind: 'idle' });
  /** The widget's own message: the server's reason of a failure, a refused extension, or a blocked save. */
  const [message, setMessage] = useState<string>();
  const [names, setNames] = useState<Readonly<Record<string, string>>>({});
  const root = useRef<HTMLDivElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const blocking = useRef<Phase['kind']>('idle');
  blocking.current = phase.kind;
  const mounted = useRef(true);
  useEffect(() => () => void (mounted.current = false), []);

  // Saving is blocked while an upload runs or after one failed (WID-03, WID-OP03).
  useEffect(() => {
    const form = root.current?.closest('form');
    if (!form) return;
    const guard = (event: SubmitEvent) => {
      if (blocking.current === 'idle') return;
      event.preventDefault();
      event.stopImmediatePropagation();
      setMessage((current) => (blocking.current === 'uploading' ? t('upload.inProgress') : (current ?? t('upload.failed'))));
      input.current?.focus();
    };
    form.addEventListener('submit', guard, true);
    return () => form.removeEventListener('submit', guard, true);
  }, []);

  const inactive = disabled || readonly;
  // A saved record's file: its uploaded name comes from the server (the field keeps only the id).
  const described = useFileDescription(fileId, !!fileId && fileId in names);
  const name = fileId ? (names[fileId] ?? described.data?.nombre ?? (described.isPending ? t('link.loading') : t('upload.stored', { id: fileId }))) : undefined;
  const messageId = `${id}__upload`;
  const invalid = phase.kind === 'failed' || !!message || !!rawErrors?.length;

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.currentTarget.files?.[0];
    event.currentTarget.value = '';
    if (!file || inactive || phase.kind === 'uploading') return;
    if (!acceptsFile(target, file.name)) {
      setMessage(t('upload.extension', { name: file.name, allowed: target.extensions.join(', ') }));
      return;
    }
    setMessage(undefined);
    setPhase({ kind: 'uploading', name: file.name, progress: 0 });
    try {
      const answer = await api.upload(UPLOAD_PATH, uploadBody(file, target), (progress) => {
        if (mounted.current) setPhase((p) => (p.kind === 'uploading' ? { ...p, progress } : p));
      });
      const stored = firstUploaded(answer);
      if (!stored) throw new Error('respuesta sin archivo');
      if (!mounted.current) return;
      setNames((n) => ({ ...n, [stored.id]: stored.nombre }));
      setPhase({ kind: 'idle' });
      onChange(stored.id);
    } catch (error) {
      if (!mounted.current) return;
      setPhase({ kind: 'failed' });
      setMessage(isApiError(error) && error.mensaje ? error.mensaje : undefined);
      onChange(fileId, { __errors: [t('upload.failed')] } as never);
    }
  };

  const remove = () => {
    setPhase({ kind: 'idle' });
    setMessage(undefined);
    onChange(undefined);
  };

  // A plain link would not carry the bearer token: the file is fetched through the API client and
  // handed to the browser as a local object URL.
  const download = async () => {
    if (!fileId) return;
    try {
      const blob = await api.download(downloadUrl(fileId));
      const url = URL.createObjectURL(blob);
      const anchor = document.createElement('a');
      anchor.href = url;
      anchor.download = name ?? fileId;
      anchor.click();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
    } catch (error) {
      setMessage((error as Error).message || t('upload.failed'));
    }
  };
  const preview = target.logo && fileId && phase.kind !== 'uploading' ? <LogoPreview id={fileId} /> : null;
  const link = fileId ? (
    <Button
      variant="minimal"
      size="small"
      icon="download"
      text={name}
      aria-label={t('upload.download', { name: name ?? fileId })}
      data-testid="upload-link"
      onClick={() => void download()}
    />
  ) : null;

  if (inactive) {
    return (
      <div ref={root} id={id} className="bo-upload" data-widget={FILE_UPLOAD_WIDGET} data-variant={target.logo ? 'logo' : 'upload'}>
        {preview}
        {link ?? <span className="bp6-text-muted">—</span>}
      </div>
    );
  }

  return (
    <div ref={root} className="bo-upload" data-widget={FILE_UPLOAD_WIDGET} data-variant={target.logo ? 'logo' : 'upload'}>
      {preview}
      {fileId && phase.kind !== 'uploading' ? (
        <div className="bo-upload-file" style={{ display: 'flex', gap: 8, alignItems: 'center', marginBottom: 6 }}>
          {link}
          <Button
            size="small"
            variant="minimal"
            icon="cross"
            intent={Intent.DANGER}
            text={t('upload.remove')}
            aria-label={t('upload.removeFile', { name: name ?? fileId })}
            onClick={remove}
          />
        </div>
      ) : null}
      <FileInput
        fill
        text={phase.kind === 'uploading' ? phase.name : t('upload.choose')}
        hasSelection={phase.kind === 'uploading'}
        buttonText={t('upload.browse')}
        disabled={phase.kind === 'uploading'}
        inputProps={{
          id,
          ref: input,
          accept: target.extensions.length ? target.extensions.map((e) => `.${e}`).join(',') : undefined,
          autoFocus: autofocus,
          'aria-invalid': invalid || undefined,
          'aria-describedby': message ? messageId : rawErrors?.length ? errorId(id) : undefined,
        }}
        onInputChange={(event) => void choose(event)}
      />
      {phase.kind === 'uploading' && (
        <ProgressBar intent={Intent.PRIMARY} value={phase.progress} aria-label={t('upload.uploading', { name: phase.name })} style={{ marginTop: 6 }} />
      )}
      {message && (
        <div id={messageId} role="alert" className="bp6-form-helper-text bo-upload-message" style={{ color: 'var(--bo-danger, #cd4246)' }}>
          {message}
        </div>
      )}
    </div>
  );
}
