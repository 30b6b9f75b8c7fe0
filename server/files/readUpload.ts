/**
 * Reads a multipart upload (WID-01): the form fields and the files of `archivo[]`, each file
 * buffered up to the size limit. Limit and format failures become Spanish 4xx answers before
 * anything is stored.
 */
import type { FastifyRequest } from 'fastify';
import { t } from '../../engine/core/messages';
import { HttpError } from '../http/httpError';
import { isAcceptableFileName } from './uploadPolicy';

export interface UploadLimits {
  /** Largest file in bytes. */
  readonly maxFileBytes: number;
  /** Most files in one request. */
  readonly maxFiles: number;
}

export interface IncomingFile {
  /** The original name as the browser sent it (directory parts kept, to be checked). */
  readonly filename: string;
  readonly bytes: Buffer;
}

export interface IncomingUpload {
  readonly fields: Readonly<Record<string, string>>;
  readonly files: readonly IncomingFile[];
}

/** Form fields of the upload (WID-01, WID-05). */
export const UPLOAD_FIELDS = ['app', 'prefijo', 'carpeta', 'extensiones'] as const;
/** File fields: `archivo[]` as the spec names it, `archivo` accepted too. */
export const FILE_FIELDS = ['archivo[]', 'archivo'] as const;

/** Options for @fastify/multipart: our limits, and file names as sent (busboy would strip paths). */
export function multipartOptions(limits: UploadLimits) {
  return {
    preservePath: true,
    throwFileSizeLimit: true,
    limits: {
      fileSize: limits.maxFileBytes,
      files: limits.maxFiles,
      fields: 20,
      fieldSize: 2000,
      fieldNameSize: 100,
      parts: limits.maxFiles + 20,
      headerPairs: 50,
    },
  };
}

const megabytes = (bytes: number) => String(Math.round((bytes / (1024 * 1024)) * 100) / 100);

function limitError(error: unknown, limits: UploadLimits): HttpError | null {
  const code = (error as { code?: string })?.code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') {
    const name = (error as { part?: { filename?: string } }).part?.filename ?? '';
    return new HttpError(413, 'archivo_muy_grande', t('upload.tooLarge', { name: isAcceptableFileName(name) ? name : '', max: megabytes(limits.maxFileBytes) }).replace(/\s{2,}/g, ' '));
  }
  if (code === 'FST_FILES_LIMIT') return new HttpError(400, 'demasiados_archivos', t('upload.tooMany', { max: limits.maxFiles }));
  if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT' || code === 'FST_PROTO_VIOLATION') {
    return new HttpError(400, 'solicitud_invalida', t('api.badRequest'));
  }
  return null;
}

/** Every field and file of the request; throws an HttpError for limits, unknown fields or malformed bodies. */
export async function readUpload(request: FastifyRequest, limits: UploadLimits): Promise<IncomingUpload> {
  if (!request.isMultipart()) throw new HttpError(415, 'tipo_no_soportado', t('api.unsupportedMedia'));
  const fields: Record<string, string> = {};
  const files: IncomingFile[] = [];
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (!(FILE_FIELDS as readonly string[]).includes(part.fieldname)) {
          part.file.resume();
          throw new HttpError(400, 'campo_desconocido', t('upload.unknownField', { field: part.fieldname.slice(0, 40) }));
        }
        files.push({ filename: part.filename ?? '', bytes: await part.toBuffer() });
      } else {
        if (!(UPLOAD_FIELDS as readonly string[]).includes(part.fieldname)) {
          throw new HttpError(400, 'campo_desconocido', t('upload.unknownField', { field: part.fieldname.slice(0, 40) }));
        }
        fields[part.fieldname] = String(part.value);
      }
    }
  } catch (error) {
    if (error instanceof HttpError) throw error;
    const mapped = limitError(error, limits);
    if (mapped) throw mapped;
    // Anything else the parser throws is a malformed body (truncated parts, bad boundaries).
    request.log.info({ err: error }, 'subida malformada');
    throw new HttpError(400, 'solicitud_invalida', t('api.badRequest'));
  }
  return { fields, files };
}
