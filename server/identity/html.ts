/**
 * Server-rendered HTML for the identity pages: escaping and the shared page frame. The pages carry
 * no inline script or style (the Content-Security-Policy forbids them): styles come from
 * /oauth/assets/login.css and the one script from /oauth/assets/autosubmit.js.
 */
import { t } from '../../engine/core/messages';
import { ASSET_PATHS } from './assets';

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Escapes text for HTML element content and quoted attribute values. */
export function escapeHtml(value: unknown): string {
  return String(value ?? '').replace(/[&<>"']/g, (char) => ESCAPES[char]);
}

/** A trusted HTML fragment (already escaped or built from escaped parts). */
export interface Html {
  readonly html: string;
}

/** Marks a string as trusted HTML; only for fragments built here or by oidc-provider itself. */
export const trusted = (html: string): Html => ({ html });

export interface PageOptions {
  readonly title: string;
  /** The card's content, already escaped. */
  readonly content: Html;
  /** Adds the auto-submit script (logout confirmation). */
  readonly autoSubmit?: boolean;
}

/** The full document: a centred card under the product name. */
export function renderPage(options: PageOptions): string {
  const script = options.autoSubmit ? `\n<script src="${ASSET_PATHS.autoSubmitScript}" defer></script>` : '';
  return `<!DOCTYPE html>
<html lang="es">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(options.title)} · ${escapeHtml(t('login.productName'))}</title>
<link rel="icon" type="image/svg+xml" href="/favicon.svg">
<link rel="stylesheet" href="${ASSET_PATHS.stylesheet}">${script}
</head>
<body>
<main class="card">
<p class="brand">${escapeHtml(t('login.productName'))}</p>
${options.content.html}
</main>
</body>
</html>
`;
}
