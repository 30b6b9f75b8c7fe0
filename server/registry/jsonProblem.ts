/** One line for a JSON file that does not parse: the file, the line and column, what is wrong and the fix. */
import { isAbsolute, relative } from 'node:path';

/** A file as a developer knows it: relative to the project when inside it, else as it is. */
export function shownPath(file: string): string {
  const inside = relative(process.cwd(), file);
  return inside && !inside.startsWith('..') && !isAbsolute(inside) ? inside : file;
}

/** Node's JSON.parse messages give a character position; a developer's editor wants a line and column. */
export function jsonProblem(file: string, text: string, error: Error): string {
  const match = /position (\d+)/.exec(error.message);
  const lineMatch = /line (\d+) column (\d+)/.exec(error.message);
  let where = '';
  if (lineMatch) where = ` (línea ${lineMatch[1]}, columna ${lineMatch[2]})`;
  else if (match) {
    const before = text.slice(0, Number(match[1]));
    const line = before.split('\n').length;
    where = ` (línea ${line}, columna ${before.length - before.lastIndexOf('\n')})`;
  }
  const reason = error.message.replace(/\s*in JSON at position \d+.*$/s, '').replace(/^JSON\.parse: /, '');
  return `${file}${where}: no es un JSON válido (${reason}); corrija la sintaxis (comas, comillas, llaves)`;
}
