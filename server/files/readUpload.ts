/**
 * Reads a multipart upload (WID-01): the form fields, and the files of `archivo[]` streamed to
 * staged files as they arrive, never held in memory. The size limit is enforced while streaming;
 * each file's size, SHA-256, first bytes (for content sniffing) and plain-text check are
 * computed on the way. Limit and format failures become Spanish 4xx answers, and every staged
 * file is discarded, before anything is stored.
 */
import { createHash } from 'node:crypto';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FastifyRequest } from 'fastify';
import { t } from '../../engine/core/messages';
import { HttpError } from '../http/httpError';
import type { FileStorage, StagedFile } from './fileStorage';
import { isAcceptableFileName } from './uploadPolicy';

export interface UploadLimits {
  /** Largest file in bytes. */
  readonly maxFileBytes: number;
  /** Most files in one request. */
  readonly maxFiles: number;
}

/** Bytes kept from the start of each file for content sniffing (OOXML's first entry included). */
export const SNIFF_BYTES = 64 * 1024;

export interface IncomingFile {
  /** The original name as the browser sent it ('' when the part had none). */
  readonly filename: string;
  readonly size: number;
  readonly sha256: string;
  /** The first SNIFF_BYTES bytes. */
  readonly head: Buffer;
  /** Valid UTF-8 with no NUL byte (what a `txt` or `csv` must be). */
  readonly plainText: boolean;
  readonly staged: StagedFile;
}

export interface IncomingUpload {
  readonly fields: Readonly<Record<string, string>>;
  readonly files: readonly IncomingFile[];
  /** Removes every staged file not yet committed. */
  discard(): Promise<void>;
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
    return new HttpError(
      413,
      'archivo_muy_grande',
      t('upload.tooLarge', { name: isAcceptableFileName(name) ? name : '', max: megabytes(limits.maxFileBytes) }).replace(/\s{2,}/g, ' '),
    );
  }
  if (code === 'FST_FILES_LIMIT') return new HttpError(400, 'demasiados_archivos', t('upload.tooMany', { max: limits.maxFiles }));
  if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT' || code === 'FST_PROTO_VIOLATION') {
    return new HttpError(400, 'solicitud_invalida', t('api.badRequest'));
  }
  return null;
}

/** Streams one file part into a staged file, measuring it on the way. */
async function receiveFile(filename: string, source: NodeJS.ReadableStream, staged: StagedFile, limits: UploadLimits) {
  const hash = createHash('sha256');
  const decoder = new TextDecoder('utf-8', { fatal: true });
  const headChunks: Buffer[] = [];
  let headLength = 0;
  let size = 0;
  let plainText = true;
  const measure = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      size += chunk.length;
      // Belt and braces: busboy stops at the limit too, but never write a byte past it.
      if (size > limits.maxFileBytes) return callback(Object.assign(new Error('archivo muy grande'), { code: 'FST_REQ_FILE_TOO_LARGE', part: { filename } }));
      hash.update(chunk);
      if (headLength < SNIFF_BYTES) {
        const take = chunk.subarray(0, SNIFF_BYTES - headLength);
        headChunks.push(take);
        headLength += take.length;
      }
      if (plainText) {
        if (chunk.includes(0)) plainText = false;
        else {
          try {
            decoder.decode(chunk, { stream: true });
          } catch {
            plainText = false;
          }
        }
      }
      callback(null, chunk);
    },
  });
  await pipeline(source, measure, staged.stream);
  if (plainText) {
    try {
      decoder.decode();
    } catch {
      plainText = false;
    }
  }
  return { filename, size, sha256: hash.digest('hex'), head: Buffer.concat(headChunks), plainText, staged };
}

/** Every field and file of the request; throws an HttpError for limits, unknown fields or malformed bodies. */
export async function readUpload(request: FastifyRequest, limits: UploadLimits, storage: FileStorage): Promise<IncomingUpload> {
  if (!request.isMultipart()) throw new HttpError(415, 'tipo_no_soportado', t('api.unsupportedMedia'));
  const fields: Record<string, string> = {};
  const files: IncomingFile[] = [];
  const staged: StagedFile[] = [];
  const discard = async () => {
    await Promise.allSettled(staged.map((file) => file.discard()));
  };
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (!(FILE_FIELDS as readonly string[]).includes(part.fieldname)) {
          part.file.resume();
          throw new HttpError(400, 'campo_desconocido', t('upload.unknownField', { field: part.fieldname.slice(0, 40) }));
        }
        const file = await storage.stage();
        staged.push(file);
        files.push(await receiveFile(part.filename ?? '', part.file, file, limits));
      } else {
        if (!(UPLOAD_FIELDS as readonly string[]).includes(part.fieldname)) {
          throw new HttpError(400, 'campo_desconocido', t('upload.unknownField', { field: part.fieldname.slice(0, 40) }));
        }
        fields[part.fieldname] = String(part.value);
      }
    }
  } catch (error) {
    await discard();
    if (error instanceof HttpError) throw error;
    const mapped = limitError(error, limits);
    if (mapped) throw mapped;
    // Anything else the parser throws is a malformed body (truncated parts, bad boundaries).
    request.log.info({ err: error }, 'subida malformada');
    throw new HttpError(400, 'solicitud_invalida', t('api.badRequest'));
  }
  return { fields, files, discard };
}
