/**
 * The two static files of the identity pages, served from memory: the stylesheet and the script
 * that submits the logout confirmation form. They are files, not inline blocks, because the
 * Content-Security-Policy allows scripts and styles only from our origin.
 */
import type { FastifyInstance } from 'fastify';

/** Where the identity pages find their assets (outside /oauth/v2/, which belongs to the provider). */
export const ASSET_PATHS = {
  stylesheet: '/oauth/assets/login.css',
  autoSubmitScript: '/oauth/assets/autosubmit.js',
} as const;

const stylesheet = `*,*::before,*::after{box-sizing:border-box}
html{font-size:16px}
body{margin:0;min-height:100vh;display:flex;align-items:center;justify-content:center;padding:24px;
  background:#f5f8fa;color:#1c2127;font-family:-apple-system,BlinkMacSystemFont,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif;line-height:1.45}
.card{width:100%;max-width:380px;background:#fff;border-radius:8px;padding:32px 32px 28px;
  box-shadow:0 0 0 1px rgba(17,20,24,.1),0 4px 16px rgba(17,20,24,.12)}
.brand{margin:0 0 4px;font-size:.8rem;font-weight:600;letter-spacing:.08em;text-transform:uppercase;color:#2d72d2}
h1{margin:0 0 8px;font-size:1.5rem;font-weight:600}
.intro{margin:0 0 20px;color:#5f6b7c;font-size:.95rem}
form{margin:0}
label{display:block;margin:16px 0 6px;font-size:.9rem;font-weight:600}
input[type=text],input[type=password]{display:block;width:100%;height:40px;padding:0 12px;font:inherit;color:inherit;
  border:1px solid #c5cbd3;border-radius:4px;background:#fff}
input[type=text]:focus,input[type=password]:focus{outline:2px solid #2d72d2;outline-offset:0;border-color:#2d72d2}
button{display:block;width:100%;height:40px;margin-top:24px;border:0;border-radius:4px;background:#2d72d2;color:#fff;
  font:inherit;font-weight:600;cursor:pointer}
button:hover{background:#215db0}
button:focus-visible{outline:2px solid #1c2127;outline-offset:2px}
.error{margin:0 0 4px;padding:10px 12px;border-radius:4px;background:#fbe8e8;color:#ac2f33;font-size:.9rem;border:1px solid #f0b8b9}
.note{margin:16px 0 0;color:#5f6b7c;font-size:.85rem}
.note code{font-family:ui-monospace,SFMono-Regular,Menlo,monospace}
a{color:#2d72d2}
`;

// Submits the provider's logout form as soon as the page is parsed: logging out is one step for the
// user, and the form (with its one-time xsrf value) still protects against cross-site logout.
const autoSubmitScript = `'use strict';
(function () {
  var form = document.getElementById('op.logoutForm');
  if (form) form.submit();
})();
`;

/** Registers GET routes for the stylesheet and the auto-submit script. */
export function registerAssetRoutes(app: FastifyInstance, headers: Record<string, string>): void {
  const serve = (path: string, type: string, body: string) =>
    app.get(path, async (_request, reply) => reply.headers(headers).header('cache-control', 'public, max-age=3600').type(type).send(body));
  serve(ASSET_PATHS.stylesheet, 'text/css; charset=utf-8', stylesheet);
  serve(ASSET_PATHS.autoSubmitScript, 'text/javascript; charset=utf-8', autoSubmitScript);
}
