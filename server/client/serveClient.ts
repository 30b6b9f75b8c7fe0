/**
 * Serves the built single-page app from dist/client: hashed assets (`assets/`) cached for a year as
 * immutable (without an ETag or Accept-Ranges: nothing revalidates them), everything else (index.html, favicon) `no-cache` with an ETag (a 304 when unchanged);
 * each file in the brotli or gzip twin that the build wrote (scripts/vite/precompressPlugin.ts)
 * when the browser accepts it, with `Vary: Accept-Encoding`; a script, stylesheet or font without the
 * document-only security headers (server/http/security.ts `documentOnlyHeaders`). index.html answers every other
 * browser path (client-side routes), with preload links for the chunks of the route's screen when
 * the path opens one, each module's chunk named by its module (routePreloads.ts; built and
 * compressed once per screen); unknown API paths
 * get a JSON 404.
 */
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { existsSync, readFileSync } from 'node:fs';
import type { ServerResponse } from 'node:http';
import { join, sep } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { matchesEtag } from '../http/sendVersioned';
import { moduleChunkFiles, preloadFiles, screenAt, screenModules, screenSources, withPreloads, type BuildManifest } from './routePreloads';
import { createHash } from 'node:crypto';
import { t } from '../../engine/core/messages';
import { HttpError } from '../http/httpError';
import { compressible } from '../../scripts/vite/precompressPlugin';
import { documentOnlyHeaders, subresourceFile } from '../http/security';

const apiLike = /^\/(api|oauth|ingresar)(\/|$)/;

/** The caching policy of a built file (absolute path). */
export function cacheControlFor(clientDir: string, path: string): string {
  return path.startsWith(join(clientDir, 'assets') + sep) ? immutable : 'no-cache';
}

const immutable = 'public, max-age=31536000, immutable';

/** A page built once: its bytes in each encoding and its ETag. */
interface Page {
  readonly identity: Buffer;
  readonly br: Buffer;
  readonly gzip: Buffer;
  readonly etag: string;
}

function pageOf(html: string): Page {
  const identity = Buffer.from(html);
  return {
    identity,
    br: brotliCompressSync(identity, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
    gzip: gzipSync(identity, { level: 9 }),
    etag: `"${createHash('sha256').update(identity).digest('base64url').slice(0, 27)}"`,
  };
}

/** Serves the built client in `clientDir`; a screen's page preloads its code, found from the app's screen config and registry. */
export async function serveClient(app: FastifyInstance, clientDir: string): Promise<void> {
  const hasClient = existsSync(join(clientDir, 'index.html'));
  const manifestPath = join(clientDir, '.vite', 'manifest.json');
  const manifest = hasClient && existsSync(manifestPath) ? (JSON.parse(readFileSync(manifestPath, 'utf8')) as BuildManifest) : null;
  const indexHtml = manifest ? readFileSync(join(clientDir, 'index.html'), 'utf8') : '';
  // One page per screen, built on its first request.
  const pages = new Map<string, Page | null>();
  const pageFor = (path: string): Page | null => {
    if (!manifest) return null;
    const screen = screenAt(app.config, path);
    if (!screen) return null;
    if (!pages.has(screen.id)) {
      const files = preloadFiles(manifest, screenSources(app.config, app.registry, screen));
      const modules = moduleChunkFiles(manifest, screenModules(app.config, app.registry, screen));
      pages.set(screen.id, files.length ? pageOf(withPreloads(indexHtml, files, modules)) : null);
    }
    return pages.get(screen.id) ?? null;
  };
  if (hasClient) {
    // A hashed asset is cached as immutable: a browser never revalidates it nor asks for a range of
    // it, so its ETag and Accept-Ranges would be ≈ 55 bytes on the wire per file for nothing.
    app.addHook('onSend', async (_request, reply, payload) => {
      if (reply.getHeader('cache-control') === immutable) reply.removeHeader('etag').removeHeader('accept-ranges');
      return payload;
    });
    await app.register(fastifyStatic, {
      root: clientDir,
      wildcard: false,
      index: false,
      preCompressed: true,
      // send's own Cache-Control (max-age=0) would overwrite ours: setHeaders runs before send's headers.
      cacheControl: false,
      etag: true,
      lastModified: false,
      // The twins are served in place of their original, never by their own name; dot folders (.vite) are not served.
      globIgnore: ['**/*.br', '**/*.gz'],
      setHeaders(res, path) {
        const original = path.replace(/\.(br|gz)$/, '');
        res.setHeader('Cache-Control', cacheControlFor(clientDir, original));
        // `res` is the raw response (reply.raw), where helmet's onRequest hook set its headers.
        if (subresourceFile.test(original)) for (const name of documentOnlyHeaders) (res as unknown as ServerResponse).removeHeader(name);
        if (compressible.test(original)) res.setHeader('Vary', 'Accept-Encoding');
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0];
    if (hasClient && request.method === 'GET' && !apiLike.test(path) && !/\.[a-z0-9]+$/i.test(path)) {
      const page = pageFor(path);
      if (!page) return reply.sendFile('index.html');
      reply.header('Cache-Control', 'no-cache').header('ETag', page.etag).header('Vary', 'Accept-Encoding');
      if (matchesEtag(request.headers['if-none-match'], page.etag)) return reply.code(304).send();
      const accepted = String(request.headers['accept-encoding'] ?? '');
      const encoding = /\bbr\b/.test(accepted) ? 'br' : /\bgzip\b/.test(accepted) ? 'gzip' : null;
      if (encoding) reply.header('Content-Encoding', encoding);
      return reply
        .code(200)
        .type('text/html; charset=utf-8')
        .send(encoding ? page[encoding] : page.identity);
    }
    return reply.status(404).send(new HttpError(404, 'no_encontrado', t('api.notFound')).toBody());
  });
}
