/** The mask a field names: `ui:options.mask` or the schema's `x-mask`. */
import type { RJSFSchema } from '@rjsf/utils';

export function maskNameOf(schema: RJSFSchema, options: Readonly<Record<string, unknown>>): string | undefined {
  const named = options.mask ?? (schema as Record<string, unknown>)['x-mask'];
  return typeof named === 'string' ? named : undefined;
}
