/**
 * Compression of API responses (@fastify/compress): brotli or gzip as the client accepts, above
 * 1 KiB, brotli at quality 4 (per request: quality 11 costs ~30× the CPU for a few % fewer bytes).
 * Built assets are not compressed here: they are served precompressed (server/client/serveClient.ts),
 * already carry a Content-Encoding and are skipped. Streamed exports stay streamed (the
 * compressor is itself a stream; XLSX is a zip and is not compressible, so it passes untouched).
 */
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import { constants } from 'node:zlib';

/** Smaller bodies are sent as they are: the encoding would cost more than it saves. */
export const COMPRESS_THRESHOLD_BYTES = 1024;

export async function installCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, {
    globalCompression: true,
    // Request bodies are decoded by server/http/bodyDecoding.ts (with its size limit), not here.
    globalDecompression: false,
    threshold: COMPRESS_THRESHOLD_BYTES,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
    zlibOptions: { level: 6 },
  });
}
