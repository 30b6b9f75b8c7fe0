/**
 * Request bodies are read as they are declared: `Content-Encoding` gzip, deflate or br is
 * decompressed (the decoded size still bounded by the route's body limit, so a small compressed
 * body cannot expand without end), and a JSON body in any charset the platform decodes
 * (`charset=utf-16`, `utf-16be`, `iso-8859-1`…; UTF-8 by default) is decoded strictly before it is
 * parsed. Another encoding or an unknown charset is a 415; bytes that are not what was declared, a 400.
 */
import { Transform, pipeline, type Readable } from 'node:stream';
import { createBrotliDecompress, createGunzip, createInflate } from 'node:zlib';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { t } from '../../engine/core/messages';
import { HttpError } from './httpError';

const decompressors: Record<string, () => Transform> = {
  gzip: createGunzip,
  'x-gzip': createGunzip,
  deflate: createInflate,
  br: createBrotliDecompress,
};

/** The stream of decoded bytes, failing with 413 past `limit` decoded bytes and 400 on corrupt data. */
function decoded(payload: Readable, encoding: string, limit: number): Readable & { receivedEncodedLength: number } {
  let decodedLength = 0;
  const bounded = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      decodedLength += chunk.length;
      if (decodedLength > limit) callback(new HttpError(413, 'muy_grande', t('api.tooLarge')));
      else callback(null, chunk);
    },
  }) as Transform & { receivedEncodedLength: number };
  bounded.receivedEncodedLength = 0;
  payload.on('data', (chunk: Buffer) => {
    bounded.receivedEncodedLength += chunk.length;
  });
  pipeline(payload, decompressors[encoding](), bounded, (error) => {
    if (error && !(error instanceof HttpError)) bounded.destroy(new HttpError(400, 'codificacion_invalida', t('api.badEncoding')));
  });
  return bounded;
}

/** The charset a JSON body declares (default UTF-8). */
const charsetOf = (request: FastifyRequest): string =>
  /;\s*charset\s*=\s*"?([^";\s]+)/i.exec(request.headers['content-type'] ?? '')?.[1]?.toLowerCase() ?? 'utf-8';

export function installBodyDecoding(app: FastifyInstance): void {
  app.addHook('preParsing', async (request, _reply, payload) => {
    const encoding = String(request.headers['content-encoding'] ?? 'identity')
      .trim()
      .toLowerCase();
    if (encoding === 'identity' || encoding === '') return payload;
    if (!decompressors[encoding]) throw new HttpError(415, 'codificacion_no_soportada', t('api.unsupportedEncoding'));
    return decoded(payload, encoding, request.routeOptions.bodyLimit ?? app.initialConfig.bodyLimit ?? 1024 * 1024);
  });

  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, body, done) => {
    let decoder: TextDecoder;
    try {
      decoder = new TextDecoder(charsetOf(request), { fatal: true });
    } catch {
      done(new HttpError(415, 'tipo_no_soportado', t('api.unsupportedMedia')), undefined);
      return;
    }
    let text: string;
    try {
      text = decoder.decode(body as Buffer);
    } catch {
      done(new HttpError(400, 'codificacion_invalida', t('api.badEncoding')), undefined);
      return;
    }
    parseJson(request, text, done);
  });
}
