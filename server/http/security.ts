/**
 * Security headers (helmet) with a strict Content-Security-Policy: scripts only from our origin and
 * no eval (the browser's validators are precompiled at build time), no framing, no plugins.
 *
 * helmet's middleware is built once, at start-up, and applied to every response by one hook: the
 * Fastify plugin (@fastify/helmet) rebuilt it on every request (parsing the whole configuration
 * again, about 7 % of a short list request's JavaScript; docs/benchmarks.md). Same headers.
 */
import helmet from 'helmet';
import type { FastifyInstance } from 'fastify';

export const contentSecurityPolicy = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  // Blueprint positions popovers with inline style attributes; no inline <style> or script is used.
  'style-src': ["'self'", "'unsafe-inline'"],
  // blob: a picture the app fetched with its token and shows from a local URL (the account's logo).
  'img-src': ["'self'", 'data:', 'blob:'],
  'font-src': ["'self'", 'data:'],
  'connect-src': ["'self'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
  'base-uri': ["'self'"],
  'object-src': ["'none'"],
};

/** HSTS when the server is reached over https: a year, subdomains included. */
export const strictTransportSecurity = { maxAge: 31_536_000, includeSubDomains: true };

export async function installSecurityHeaders(app: FastifyInstance, { https = false }: { https?: boolean } = {}): Promise<void> {
  const headers = helmet({
    contentSecurityPolicy: { useDefaults: false, directives: { ...contentSecurityPolicy, 'upgrade-insecure-requests': null } as never },
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: 'no-referrer' },
    // Over plain http (local demo) HSTS would lock the browser out of http://localhost for a year.
    strictTransportSecurity: https ? strictTransportSecurity : false,
  });
  app.addHook('onRequest', (request, reply, done) => headers(request.raw, reply.raw, (error?: unknown) => done(error as Error | undefined)));
}

/**
 * The headers helmet sets that govern a document (what it may load, frame, open, refer), and that
 * a script, a stylesheet or a font ignores: a hashed JS/CSS/font asset is sent without them (each
 * file of the first download carried ≈ 0.6 KB of them, decision 115). Kept on such an
 * asset: its type, encoding, Vary, caching, ETag, `X-Content-Type-Options: nosniff` (a script or
 * stylesheet with the wrong type is refused) and `Cross-Origin-Resource-Policy` (no other site
 * may embed it). Documents, SVG (which can open as a document), the API and everything else keep
 * the whole set with the strict Content-Security-Policy.
 */
export const documentOnlyHeaders = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'cross-origin-embedder-policy',
  'origin-agent-cluster',
  'referrer-policy',
  'strict-transport-security',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
] as const;

/** Files that never render as a document: scripts, stylesheets, fonts. */
export const subresourceFile = /\.(js|mjs|css|woff2?)$/;
