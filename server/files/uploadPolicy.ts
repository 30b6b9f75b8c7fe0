/**
 * What an upload may be (WID-01…06): the `app` id (CST-71), folder and prefix (CST-73, CST-74),
 * the extensions the server accepts with the content each must have, the logo variant (CST-72),
 * the field's own extension list (WID-05) and what an original file name may contain.
 */

/** Upload `app` id (CST-71). */
export const UPLOAD_APP = '17';
/** Generic upload folder (CST-74, WID-06). */
export const DEFAULT_FOLDER = 'general';
/** Prefix when none is sent. */
export const DEFAULT_PREFIX = 'archivo';
/** Logo prefix and folder (CST-73, WID-04). */
export const LOGO_PREFIX = 'logo';
export const LOGO_FOLDER = 'logos';
/** Logo extensions (CST-72, WID-04). */
export const LOGO_EXTENSIONS: readonly string[] = ['jpg', 'png', 'gif', 'jpeg'];

export interface ExtensionRule {
  /** Content-Type stored and sent on download. */
  readonly mime: string;
  /** What content sniffing must find (`file-type` ext), or `text` for plain text (no signature). */
  readonly content: string;
}

/** Every extension the server accepts, with the content it must have. */
export const SERVER_EXTENSIONS: Readonly<Record<string, ExtensionRule>> = {
  pdf: { mime: 'application/pdf', content: 'pdf' },
  jpg: { mime: 'image/jpeg', content: 'jpg' },
  jpeg: { mime: 'image/jpeg', content: 'jpg' },
  png: { mime: 'image/png', content: 'png' },
  gif: { mime: 'image/gif', content: 'gif' },
  doc: { mime: 'application/msword', content: 'cfb' },
  xls: { mime: 'application/vnd.ms-excel', content: 'cfb' },
  docx: { mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', content: 'docx' },
  xlsx: { mime: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', content: 'xlsx' },
  txt: { mime: 'text/plain; charset=utf-8', content: 'text' },
  csv: { mime: 'text/csv; charset=utf-8', content: 'text' },
};

/** Prefix and folder names: they become a storage path segment. */
export const SAFE_SEGMENT = /^[a-z0-9_-]{1,40}$/;

export const MAX_NAME_LENGTH = 255;

/** `.PDF` → `pdf`. */
export function normalizeExtension(extension: string): string {
  return extension.trim().replace(/^\./, '').toLowerCase();
}

/** The stored extension (`jpeg` is stored as `jpg`). */
export function storedExtension(extension: string): string {
  const ext = normalizeExtension(extension);
  return ext === 'jpeg' ? 'jpg' : ext;
}

/** Lower-case extension after the last dot, or '' when there is none. */
export function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? normalizeExtension(name.slice(dot + 1)) : '';
}

/** The field's comma-separated extension list (WID-05); null when malformed. */
export function parseExtensionList(list: string): string[] | null {
  const items = list.split(',').map(normalizeExtension).filter(Boolean);
  if (items.length === 0 || items.some((ext) => !/^[a-z0-9]{1,10}$/.test(ext))) return null;
  return [...new Set(items)];
}

/**
 * True when an original file name can be kept as the download name: not blank, at most 255
 * characters, no path separators, NUL, control or text-direction characters, not `.` or `..`.
 */
export function isAcceptableFileName(name: unknown): name is string {
  // A part sent without a filename (`-F 'archivo[]=hola;type=…'`) has none at all.
  if (typeof name !== 'string' || !name.trim() || name.length > MAX_NAME_LENGTH || name === '.' || name === '..') return false;
  return !/[/\\\u0000-\u001f\u007f\u200e\u200f\u202a-\u202e\u2066-\u2069]/.test(name);
}

export interface UploadTarget {
  readonly prefijo: string;
  readonly carpeta: string;
  /** Extensions accepted for this upload, in the server's order. */
  readonly allowed: readonly string[];
}

export type UploadFieldProblem = 'app' | 'folder' | 'extensionList';

/**
 * The target of an upload from its form fields: `app` must be 17, prefix and folder safe names
 * (folder `general` by default), accepted extensions = server ∩ field list ∩ logo list when the
 * logo prefix or folder is used.
 */
export function resolveUploadTarget(fields: Readonly<Record<string, string | undefined>>): UploadTarget | UploadFieldProblem {
  if (fields.app?.trim() !== UPLOAD_APP) return 'app';
  const prefijo = fields.prefijo?.trim() || DEFAULT_PREFIX;
  const carpeta = fields.carpeta?.trim() || DEFAULT_FOLDER;
  if (!SAFE_SEGMENT.test(prefijo) || !SAFE_SEGMENT.test(carpeta)) return 'folder';
  let allowed = Object.keys(SERVER_EXTENSIONS);
  if (fields.extensiones !== undefined && fields.extensiones.trim() !== '') {
    const list = parseExtensionList(fields.extensiones);
    if (!list) return 'extensionList';
    allowed = allowed.filter((ext) => list.includes(ext));
  }
  if (prefijo === LOGO_PREFIX || carpeta === LOGO_FOLDER) allowed = allowed.filter((ext) => LOGO_EXTENSIONS.includes(ext));
  return { prefijo, carpeta, allowed };
}
