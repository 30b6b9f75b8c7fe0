/**
 * Uploads and downloads (WID-01…06). `POST /api/archivos` takes a multipart upload (`archivo[]`,
 * `app` = 17, `prefijo`, `carpeta`, `extensiones`) streamed to staged files, checks every file
 * (size, count, name, extension and content) before storing any, within the user's quota and
 * parallel-upload cap, and answers `{ datos: [{ id, nombre, tipo, tamano,
 * url }] }`. `GET /api/archivos/:id` sends the file to those allowed to see it (see fileAccess).
 * Multipart parsing is registered here only: the rest of the API stays JSON.
 */
import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { t } from '../../engine/core/messages';
import { requireUser } from '../auth/authenticate';
import { readEnv } from '../config/env';
import { HttpError } from '../http/httpError';
import { contentDisposition } from '../http/contentDisposition';
import { canDownload, isServedLogo } from './fileAccess';
import type { FileStorage } from './fileStorage';
import { createLocalFileStorage } from './localFileStorage';
import { multipartOptions, readUpload, type IncomingFile } from './readUpload';
import { contentMatchesExtension } from './sniffContent';
import { storageKeyOf, storeUploads, type CheckedFile, type StoredFile } from './storeUploads';
import { sweepOrphans } from './sweepOrphans';
import { DEFAULT_LOGO_SVG } from './defaultLogo';
import { BUILT_IN_LOGO } from '../config/settings';
import { routePlugin } from '../services/routePlugin';
import { extensionOf, isAcceptableFileName, resolveUploadTarget, type UploadTarget } from './uploadPolicy';

export interface FileRoutesOptions {
  /** Storage adapter (default: the local directory `dir`). */
  readonly storage?: FileStorage;
  /** Local directory of the default adapter (default FILES_DIR, else DATA_DIR/files). */
  readonly dir?: string;
  /** Largest file in bytes (default UPLOAD_MAX_MB, else 10 MiB). */
  readonly maxFileBytes?: number;
  /** Most files per upload (default 10). */
  readonly maxFiles?: number;
  /** Total bytes of one user's files (default UPLOAD_QUOTA_MB, else 500 MiB). */
  readonly quotaBytes?: number;
  /** Uploads one user may run at once in this process (default UPLOAD_MAX_PARALLEL, else 2). */
  readonly maxParallel?: number;
  /** How often the orphan sweep runs after the one at start-up (default 15 minutes). */
  readonly sweepIntervalMs?: number;
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
    if (file.size === 0) throw new HttpError(400, 'archivo_vacio', t('upload.empty', { name }));
    if (!(await contentMatchesExtension(extension, file.head, file.plainText)))
      throw new HttpError(400, 'contenido_no_coincide', t('upload.content', { name }));
    checked.push({ originalName: name, extension, size: file.size, sha256: file.sha256, staged: file.staged });
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

/** Uploads running per user in this process (the parallel cap). */
function uploadSlots(max: number) {
  const running = new Map<number, number>();
  return {
    take(userId: number): boolean {
      const now = running.get(userId) ?? 0;
      if (now >= max) return false;
      running.set(userId, now + 1);
      return true;
    },
    release(userId: number): void {
      const now = (running.get(userId) ?? 1) - 1;
      if (now <= 0) running.delete(userId);
      else running.set(userId, now);
    },
  };
}

/**
 * Registers multipart parsing (for these routes only), the upload and download routes, and the
 * orphan sweep (at start-up, then every `sweepIntervalMs`, stopped when the app closes).
 */
async function fileRoutesPlugin(app: FastifyInstance, options: FileRoutesOptions): Promise<void> {
  // A file attached to a record is read through the record (its guard, scope and field access: app.readAccess).
  const { db, registry, readAccess: access } = app;
  let env: ReturnType<typeof readEnv> | undefined;
  const fromEnv = () => (env ??= readEnv());
  const storage = options.storage ?? createLocalFileStorage(options.dir ?? fromEnv().filesDir);
  const limits = { maxFileBytes: options.maxFileBytes ?? fromEnv().uploadMaxBytes, maxFiles: options.maxFiles ?? 10 };
  const quotaBytes = options.quotaBytes ?? fromEnv().uploadQuotaBytes;
  const slots = uploadSlots(options.maxParallel ?? fromEnv().uploadMaxParallel);
  await app.register(multipart, multipartOptions(limits));

  const sweep = () =>
    sweepOrphans(db, storage)
      .then((result) => (result.staged || result.unlinked) && app.log.info(result, 'archivos huérfanos eliminados'))
      .catch((error: unknown) => app.log.error({ err: error }, 'no se pudieron barrer los archivos huérfanos'));
  let sweeping: Promise<unknown> = Promise.resolve();
  const timer = setInterval(() => (sweeping = sweep()), options.sweepIntervalMs ?? 15 * 60 * 1000);
  timer.unref();
  app.addHook('onReady', async () => {
    sweeping = sweep();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await sweeping;
  });

  app.post(
    '/api/archivos',
    {
      // A temporary token uploads its passengers' passport files (HOM-10, HOM-OP05); a file is read through the record it is attached to.
      config: { tokenMode: true },
      schema: {
        tags: ['Archivos'],
        summary: 'Sube uno o más archivos (multipart: archivo[], app=17, prefijo, carpeta, extensiones)',
        consumes: ['multipart/form-data'],
        response: { 201: { type: 'object', properties: { datos: { type: 'array', items: fileSchema } } } },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      // A user with no role may do nothing in the application, uploading included (SES-15); a token session has no roles and uploads its passport files.
      if (user.roles.length === 0 && !user.tokenMode) throw new HttpError(403, 'sin_permisos', t('session.noRoles'));
      if (!slots.take(user.userId)) throw new HttpError(429, 'subidas_en_curso', t('upload.busy'));
      try {
        const upload = await readUpload(request, limits, storage);
        try {
          const target = resolveUploadTarget(upload.fields);
          if (typeof target === 'string') throw new HttpError(400, 'subida_invalida', t(fieldProblems[target]));
          const files = await checkFiles(upload.files, target);
          const stored = await storeUploads(db, storage, user.userId, target, files, quotaBytes);
          return reply.status(201).send({ datos: stored.map(describe) });
        } finally {
          await upload.discard();
        }
      } finally {
        slots.release(user.userId);
      }
    },
  );

  // Logos (ACC-40, WID-04's logo variant): `logos/{id}` serves an uploaded logo (a file of the
  // `logos` folder, shown inline as an image) or, for the default identifier, the default logo. Any
  // user with a role may see a logo (it brands the agency's pages); no other file is served here:
  // only a logo field's file, or a new logo to its uploader (isServedLogo).
  // The default logo identifier (ACC-40: `LOGO_PREDETERMINADO`, server/config/settings.ts).
  const defaultLogo = app.settings.logoPredeterminado;
  app.withTypeProvider<JsonSchemaToTsProvider>().get(
    '/api/logos/:id',
    {
      schema: {
        tags: ['Archivos'],
        summary: 'Logo subido al campo de logo de un registro, o el logo predeterminado (ACC-40)',
        params: {
          type: 'object',
          required: ['id'],
          additionalProperties: false,
          properties: { id: { type: 'string', pattern: '^[A-Za-z0-9-]{1,64}$' } },
        } as const,
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      if (user.roles.length === 0) throw new HttpError(403, 'sin_permisos', t('session.noRoles'));
      const id = request.params.id === defaultLogo ? defaultLogo : request.params.id.toLowerCase();
      if (id === BUILT_IN_LOGO) {
        return reply
          .header('Content-Type', 'image/svg+xml')
          .header('X-Content-Type-Options', 'nosniff')
          .header('Cache-Control', 'private, max-age=3600')
          .header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox")
          .send(DEFAULT_LOGO_SVG);
      }
      const isUuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/.test(id);
      const file = isUuid ? await db.selectFrom('files').selectAll().where('id', '=', id).where('carpeta', '=', 'logos').executeTakeFirst() : undefined;
      const stream = file && (await isServedLogo(db, registry, user, file)) ? await storage.get(storageKeyOf(file)) : null;
      if (!file || !stream) throw new HttpError(404, 'no_encontrado', t('upload.logoNotFound'));
      return reply
        .header('Content-Type', file.mime)
        .header('Content-Length', file.size)
        .header('X-Content-Type-Options', 'nosniff')
        .header('Cache-Control', 'private, max-age=3600')
        .header('Content-Security-Policy', "default-src 'none'; sandbox")
        .send(stream);
    },
  );

  // What a saved record's file field shows after a reload: the uploaded file's own name (the
  // field stores only the id). Same access as the download: not allowed and not there are one 404.
  app.withTypeProvider<JsonSchemaToTsProvider>().get(
    '/api/archivos/:id/datos',
    {
      config: { tokenMode: true },
      schema: {
        tags: ['Archivos'],
        summary: 'Nombre, tipo y tamaño de un archivo subido',
        params: { type: 'object', required: ['id'], additionalProperties: false, properties: { id: { type: 'string', format: 'uuid' } } } as const,
        response: { 200: { type: 'object', properties: { datos: fileSchema } } },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const file = await db.selectFrom('files').selectAll().where('id', '=', request.params.id).executeTakeFirst();
      if (!file || !(await canDownload(access, user, file))) throw new HttpError(404, 'no_encontrado', t('upload.notFound'));
      return { datos: describe(file) };
    },
  );

  app.withTypeProvider<JsonSchemaToTsProvider>().get(
    '/api/archivos/:id',
    {
      config: { tokenMode: true },
      schema: {
        tags: ['Archivos'],
        summary: 'Descarga un archivo',
        params: { type: 'object', required: ['id'], additionalProperties: false, properties: { id: { type: 'string', format: 'uuid' } } } as const,
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const { id } = request.params;
      const file = await db.selectFrom('files').selectAll().where('id', '=', id).executeTakeFirst();
      // Not allowed and not there look the same: a 404 does not reveal that the file exists.
      if (!file || !(await canDownload(access, user, file))) throw new HttpError(404, 'no_encontrado', t('upload.notFound'));
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

/** The upload, download and logo routes, reading the database, the registry, the settings and the record read access. */
export const fileRoutes = routePlugin('fileRoutes', ['db', 'registry', 'settings', 'recordAccess'], fileRoutesPlugin);
