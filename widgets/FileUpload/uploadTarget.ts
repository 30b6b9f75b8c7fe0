/**
 * Where and what a field uploads (WID-01, WID-04…06; CST-71…74): the logo variant always sends
 * `prefijo` = `logo`, `carpeta` = `logos` and accepts jpg, png, gif, jpeg; the generic uploader
 * takes its extensions from the field's `x-extensions`, `prefijo` from `ui:options.prefijo` and
 * `carpeta` from `ui:options.carpeta` (default `general`).
 */
import type { JsonSchemaProperty } from '../../engine/core/schemaRegistry';

export const UPLOAD_APP = '17'; // CST-71
export const LOGO_EXTENSIONS: readonly string[] = ['jpg', 'png', 'gif', 'jpeg']; // CST-72
export const LOGO_PREFIX = 'logo'; // CST-73
export const LOGO_FOLDER = 'logos'; // CST-73
export const DEFAULT_FOLDER = 'general'; // CST-74
export const UPLOAD_PATH = '/api/archivos';

export interface UploadTarget {
  readonly logo: boolean;
  readonly prefijo: string;
  readonly carpeta: string;
  /** Lower-case extensions without dot; empty = whatever the server allows. */
  readonly extensions: readonly string[];
}

/** A stored file as the server answers it. */
export interface UploadedFile {
  readonly id: string;
  readonly nombre: string;
}

const clean = (ext: string) => ext.trim().replace(/^\./, '').toLowerCase();

/** The upload target of a field from its schema and ui options. */
export function uploadTargetOf(schema: JsonSchemaProperty, options: Readonly<Record<string, unknown>> = {}): UploadTarget {
  if (schema['x-widget'] === 'logo' || options.variante === 'logo')
    return { logo: true, prefijo: LOGO_PREFIX, carpeta: LOGO_FOLDER, extensions: LOGO_EXTENSIONS };
  const declared = schema['x-extensions'];
  const extensions = (Array.isArray(declared) ? declared : typeof declared === 'string' ? declared.split(',') : [])
    .filter((e): e is string => typeof e === 'string')
    .map(clean)
    .filter(Boolean);
  const text = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : undefined);
  return { logo: false, prefijo: text(options.prefijo) ?? '', carpeta: text(options.carpeta) ?? DEFAULT_FOLDER, extensions };
}

/** The file name's extension, lower case, or '' when it has none. */
export function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
}

/** True when the target accepts the file's extension (an empty list leaves it to the server). */
export function acceptsFile(target: UploadTarget, name: string): boolean {
  return target.extensions.length === 0 || target.extensions.includes(extensionOf(name));
}

/** The multipart body: `archivo[]`, `app`, `prefijo`, `carpeta` and, when known, `extensiones`. */
export function uploadBody(file: File, target: UploadTarget): FormData {
  const body = new FormData();
  body.append('archivo[]', file, file.name);
  body.append('app', UPLOAD_APP);
  body.append('prefijo', target.prefijo);
  body.append('carpeta', target.carpeta);
  if (target.extensions.length) body.append('extensiones', target.extensions.join(','));
  return body;
}

/** The first stored file of a 201 answer `{ datos: [{ id, nombre, … }] }`, or undefined. */
export function firstUploaded(body: unknown): UploadedFile | undefined {
  const datos = body && typeof body === 'object' ? (body as { datos?: unknown }).datos : undefined;
  const first: unknown = Array.isArray(datos) ? datos[0] : undefined;
  if (!first || typeof first !== 'object') return undefined;
  const { id, nombre } = first as { id?: unknown; nombre?: unknown };
  if ((typeof id !== 'string' && typeof id !== 'number') || String(id) === '') return undefined;
  return { id: String(id), nombre: typeof nombre === 'string' && nombre ? nombre : String(id) };
}

/** The download address of a stored file. */
export const downloadUrl = (id: string) => `${UPLOAD_PATH}/${encodeURIComponent(id)}`;
