/**
 * A mail template's placeholders (`{{nombre}}`) filled on the server (decision 151). Every value is
 * HTML-escaped in the body, so a name typed by a user cannot add markup, links or scripts to a
 * message; the subject is a header, so its values lose their line breaks instead. A placeholder
 * without a value is the caller's mistake and throws: a message never goes out half-filled.
 */

/** What a template holds: its subject and its HTML body, each with placeholders. */
export interface MailTemplateText {
  readonly subject: string;
  readonly body: string;
}

/** A rendered message: subject, HTML body and its plain-text twin. */
export interface RenderedMail {
  readonly subject: string;
  readonly html: string;
  readonly text: string;
}

export type MailValues = Readonly<Record<string, string | number | null | undefined>>;

const PLACEHOLDER = /\{\{\s*([A-Za-z][A-Za-z0-9_]*)\s*\}\}/g;

const HTML_ESCAPES: Readonly<Record<string, string>> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** `value` safe inside HTML text and attribute values. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]);
}

/** The names of the placeholders `text` uses. */
export function placeholdersOf(text: string): string[] {
  return [...new Set([...text.matchAll(PLACEHOLDER)].map((m) => m[1]))];
}

function fill(text: string, values: MailValues, encode: (value: string) => string, template: string): string {
  return text.replace(PLACEHOLDER, (_, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`La plantilla de mensaje '${template}' usa {{${name}}} y no recibió su valor`);
    return encode(value === null ? '' : String(value));
  });
}

/** The plain-text twin of a rendered HTML body: links as "text (address)", paragraphs and breaks as new lines, tags dropped. */
export function textOfHtml(html: string): string {
  return html
    .replace(/<a\s[^>]*href="([^"]*)"[^>]*>([\s\S]*?)<\/a>/gi, (_, href: string, label: string) => `${label} (${href})`)
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/(p|div|h[1-6]|li|tr)>/gi, '\n')
    .replace(/<[^>]+>/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** `template` (named `name`, for the error) filled with `values`. */
export function renderTemplate(name: string, template: MailTemplateText, values: MailValues): RenderedMail {
  const subject = fill(template.subject, values, (v) => v.replace(/[\r\n]+/g, ' '), name).trim();
  const html = fill(template.body, values, escapeHtml, name);
  return { subject, html, text: textOfHtml(html) };
}
