/**
 * Security headers for everything the identity service answers. The provider's responses are
 * written by oidc-provider on the raw response (hijacked from Fastify), so the app-wide helmet
 * headers never reach them; the login pages get the same set so both look alike to a browser.
 */

/**
 * The header set. `formTargets` are the origins of the client's redirect URIs: browsers apply
 * `form-action` to the redirects that follow a form post too (login → /oauth/v2/auth → the app,
 * logout → the app), so an app served from another origin (a dev server) must be listed.
 */
export function identitySecurityHeaders(formTargets: readonly string[]): Record<string, string> {
  const formAction = ["'self'", ...new Set(formTargets)].join(' ');
  return {
    'content-security-policy': [
      "default-src 'self'",
      "script-src 'self'",
      "style-src 'self' 'unsafe-inline'",
      "img-src 'self' data:",
      `form-action ${formAction}`,
      "frame-ancestors 'none'",
      "base-uri 'self'",
      "object-src 'none'",
    ].join('; '),
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'no-referrer',
    'x-frame-options': 'DENY',
    'cross-origin-opener-policy': 'same-origin',
  };
}

/** The origins of a list of absolute URLs (invalid entries ignored). */
export function originsOf(urls: readonly string[]): string[] {
  const origins: string[] = [];
  for (const url of urls) {
    try {
      origins.push(new URL(url).origin);
    } catch {
      // A malformed URI is rejected by oidc-provider's client validation with a clearer message.
    }
  }
  return origins;
}
