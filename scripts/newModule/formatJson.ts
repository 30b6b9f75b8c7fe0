/**
 * JSON as this repository writes its config by hand: a value on one line when it fits in the
 * width, else one member per line. Rewriting `screens.config.json` with it changes only what the
 * generator added (a unit test checks the shipped file is a fixed point).
 */
export const JSON_WIDTH = 140;

function inline(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(inline).join(', ')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value);
    return entries.length ? `{ ${entries.map(([key, v]) => `${JSON.stringify(key)}: ${inline(v)}`).join(', ')} }` : '{}';
  }
  return JSON.stringify(value);
}

function format(value: unknown, indent: string, prefix: string, width: number): string {
  const line = inline(value);
  if (value === null || typeof value !== 'object' || indent.length + prefix.length + line.length + 1 <= width) return line;
  const inner = `${indent}  `;
  if (Array.isArray(value)) return `[\n${value.map((v) => inner + format(v, inner, '', width)).join(',\n')}\n${indent}]`;
  const members = Object.entries(value).map(([key, v]) => `${inner}${JSON.stringify(key)}: ${format(v, inner, `${JSON.stringify(key)}: `, width)}`);
  return `{\n${members.join(',\n')}\n${indent}}`;
}

/** The file text (ends with a newline). */
export function formatJson(value: unknown, width = JSON_WIDTH): string {
  return `${format(value, '', '', width)}\n`;
}
