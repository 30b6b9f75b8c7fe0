/**
 * `Content-Disposition` for every download the server sends, uploaded files and exports alike
 * (RFC 6266 with RFC 8187/5987 `filename*`): an ASCII fallback for old clients and the exact UTF-8
 * name, percent-encoded, for every current browser. It never throws, whatever the name holds (a
 * lone surrogate becomes U+FFFD), and its value is printable ASCII, so no name can break the header.
 */

/** The name reduced to printable ASCII: accents dropped, quotes, backslashes and `%` replaced. */
export function asciiFallbackName(name: string): string {
  const ascii = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]/g, '_')
    .replace(/["\\%]/g, '_')
    .trim();
  return ascii || 'archivo';
}

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** RFC 8187 `value-chars`: UTF-8 percent-encoded, only attr-chars left as they are (a lone surrogate becomes U+FFFD). */
export function encodeRfc8187(value: string): string {
  return encodeURIComponent(value.replace(LONE_SURROGATE, '\uFFFD')).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

/** `attachment; filename="…"; filename*=UTF-8''…` for the original file name. */
export function contentDisposition(name: string): string {
  return `attachment; filename="${asciiFallbackName(name)}"; filename*=UTF-8''${encodeRfc8187(name)}`;
}
