/**
 * Uploads and downloads (WID-01…06). `POST /api/archivos` takes a multipart upload (`archivo[]`,
 * `app` = 17, `prefijo`, `carpeta`, `extensiones`), checks every file (size, count, name,
 * extension and content) before storing any, and answers `{ datos: [{ id, nombre, tipo, tamano,
 * url }] }`. `GET /api/archivos/:id` sends the file to those allowed to see it (see fileAccess).
 * Multipart parsing is registered here only: the rest of the API stays JSON.
 */
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { t } from '../../engine/core/messages';
import type { ScreensConfig } from '../../engine/core/screenConfig';
import { requireUser } from '../auth/authenticate';
import { readEnv } from '../config/env';
import type { Database } from '../db/schema';
import { HttpError } from '../http/httpError';
import { contentDisposition } from '../http/contentDisposition';
import { canDownload } from './fileAccess';
import type { FileStorage } from './fileStorage';
import { createLocalFileStorage } from './localFileStorage';
import { multipartOptions, readUpload, type IncomingFile } from './readUpload';
import { contentMatchesExtension } from './sniffContent';
import { storageKeyOf, storeUploads, type CheckedFile, type StoredFile } from './storeUploads';
import { extensionOf, isAcceptableFileName, resolveUploadTarget, type UploadTarget } from './uploadPolicy';

export interface FileRoutesOptions {
  readonly db: Kysely<Database>;
  readonly config: ScreensConfig;
  /** Storage adapter (default: the local directory `dir`). */
  readonly storage?: FileStorage;
  /** Local directory of the default adapter (default FILES_DIR, else DATA_DIR/files). */
  readonly dir?: string;
  /** Largest file in bytes (default UPLOAD_MAX_MB, else 10 MiB). */
  readonly maxFileBytes?: number;
  /** Most files per upload (default 10). */
  readonly maxFiles?: number;
}

const fieldProblems = { app: 'upload.app', folder: 'upload.folder', extensionList: 'upload.extensionList' } as const;

/** The upload's files, each checked; throws the first problem found, before anything is stored. */
async function checkFiles(files: readonly IncomingFile[], target: UploadTarget): Promise<CheckedFile[]> {
  if (files.length === 0) throw new HttpError(400, 'sin_archivo', t('upload.noFile'));
  const checked: CheckedFile[] = [];
  for (const file of files) {
    const name = file.filename;
    if (!isAcceptableFileName(name)) throw new HttpError(400, 'nombre_invalido', t('upload.badName'));
    const extension = extensionOf(name);
    if (!target.allowed.includes(extension)) {
      throw new HttpError(400, 'extension_no_permitida', t('upload.extension', { name, allowed: target.allowed.join(', ') || '—' }));
    }
    if (file.bytes.length === 0) throw new HttpError(400, 'archivo_vacio', t('upload.empty', { name }));
    if (!(await contentMatchesExtension(extension, file.bytes))) throw new HttpError(400, 'contenido_no_coincide', t('upload.content', { name }));
    checked.push({ originalName: name, extension, bytes: file.bytes });
  }
  return checked;
}

/** What the browser gets for a stored file. */
function describe(file: StoredFile) {
  return { id: file.id, nombre: file.original_name, tipo: file.mime, tamano: file.size, url: `/api/archivos/${file.id}` };
}

const fileSchema = {
  type: 'object',
  properties: { id: { type: 'string' }, nombre: { type: 'string' }, tipo: { type: 'string' }, tamano: { type: 'integer' }, url: { type: 'string' } },
} as const;

/** Registers multipart parsing (for these routes only) and the upload and download routes. */
export async function fileRoutes(app: FastifyInstance, options: FileRoutesOptions): Promise<void> {
  const env = options.dir === undefined || options.maxFileBytes === undefined ? readEnv() : undefined;
  const storage = options.storage ?? createLocalFileStorage(options.dir ?? env!.filesDir);
  const limits = { maxFileBytes: options.maxFileBytes ?? env!.uploadMaxBytes, maxFiles: options.maxFiles ?? 10 };
  await app.register(multipart, multipartOptions(limits));

  app.post(
    '/api/archivos',
    {
      schema: {
        tags: ['Archivos'],
        summary: 'Sube uno o más archivos (multipart: archivo[], app=17, prefijo, carpeta, extensiones)',
        consumes: ['multipart/form-data'],
        response: { 201: { type: 'object', properties: { datos: { type: 'array', items: fileSchema } } } },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const upload = await readUpload(request, limits);
      const target = resolveUploadTarget(upload.fields);
      if (typeof target === 'string') throw new HttpError(400, 'subida_invalida', t(fieldProblems[target]));
      const files = await checkFiles(upload.files, target);
      const stored = await storeUploads(options.db, storage, user.userId, target, files);
      return reply.status(201).send({ datos: stored.map(describe) });
    },
  );

  app.get(
    '/api/archivos/:id',
    {
      schema: {
        tags: ['Archivos'],
        summary: 'Descarga un archivo',
        params: { type: 'object', required: ['id'], additionalProperties: false, properties: { id: { type: 'string', format: 'uuid' } } },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const { id } = request.params as { id: string };
      const file = await options.db.selectFrom('files').selectAll().where('id', '=', id).executeTakeFirst();
      // Not allowed and not there look the same: a 404 does not reveal that the file exists.
      if (!file || !(await canDownload(options.db, options.config, user, file))) throw new HttpError(404, 'no_encontrado', t('upload.notFound'));
      const stream = await storage.get(storageKeyOf(file));
      if (!stream) throw new HttpError(404, 'no_encontrado', t('upload.notFound'));
      return reply
        .header('Content-Type', file.mime)
        .header('Content-Length', file.size)
        .header('Content-Disposition', contentDisposition(file.original_name))
        .header('X-Content-Type-Options', 'nosniff')
        .header('Cache-Control', 'private, no-store')
        .header('Content-Security-Policy', "default-src 'none'; sandbox")
        .send(stream);
    },
  );
}
