/**
 * Where the form shows a field message (a server problem, a rule issue): at its own path, unless a
 * field above it is drawn as one control — a link list (`x-link-list`, its rows a table) or an array
 * with its own widget (`x-widget`, e.g. the IIBB grid) — whose rows have no fields of their own on
 * screen; there the message goes under that control. So a server 400 at `colIngresosBrutos.3.jurisdiccion`
 * or `hijos.0` lands on the grid or the list, naming the field as the server did.
 */
import type { JsonSchemaProperty } from '../moduleSchema';

type Node = JsonSchemaProperty | undefined;

const drawnWhole = (node: Node) => !!node && (node['x-link-list'] !== undefined || (node.type === 'array' && typeof node['x-widget'] === 'string'));

/** The dotted path under which the form shows a message about `path` (`/a/b` and `a.b` both read). */
export function shownAt(schema: { readonly properties?: Readonly<Record<string, JsonSchemaProperty>> }, path: string): string {
  const segments = path.replace(/^[/.]/, '').split(/[/.]/).filter(Boolean);
  let node: Node = { type: 'object', properties: schema.properties };
  for (let i = 0; i < segments.length; i += 1) {
    if (i > 0 && drawnWhole(node)) return segments.slice(0, i).join('.');
    const segment = segments[i];
    const children = /^\d+$/.test(segment) ? node?.items : (node?.properties as Record<string, JsonSchemaProperty> | undefined)?.[segment];
    node = children as Node;
  }
  return segments.join('.');
}
