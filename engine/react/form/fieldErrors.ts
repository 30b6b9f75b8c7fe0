/** Field messages (rule issues, server `campos`) as an rjsf ErrorSchema placed under each field. */
import type { ErrorSchema } from '@rjsf/utils';
import { shownAt } from '../../core/form/messagePlacement';
import type { JsonSchemaProperty } from '../../core/moduleSchema';

export interface FieldMessageAt {
  /** `descripcion`, `a.b`, `/a/b` (JSON pointer from the server) */
  readonly path: string;
  readonly message: string;
}

/** Normalises `/a/b` and `.a.b` to `a.b`. */
export function normalizeFieldPath(path: string): string {
  return path.replace(/^[/.]/, '').replace(/\//g, '.');
}

/**
 * Builds the nested ErrorSchema of the messages. With the record's `schema`, a message inside a
 * control drawn whole (a link list, the IIBB grid) goes under that control (messagePlacement.ts).
 */
export function toFieldErrorSchema(
  messages: readonly FieldMessageAt[],
  schema?: { readonly properties?: Readonly<Record<string, JsonSchemaProperty>> },
): ErrorSchema {
  const root: Record<string, unknown> = {};
  for (const { path, message } of messages) {
    let node = root;
    for (const segment of (schema ? shownAt(schema, path) : normalizeFieldPath(path)).split('.').filter(Boolean)) {
      node = (node[segment] ??= {}) as Record<string, unknown>;
    }
    const errors = ((node.__errors as string[] | undefined) ??= []);
    if (!errors.includes(message)) errors.push(message);
  }
  return root as ErrorSchema;
}
