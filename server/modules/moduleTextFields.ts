/**
 * How a module's routes name the fields of a request that holds text the database cannot store
 * (server/http/textSafety.ts): a record field by its label (the schema's `title`, nested fields
 * too) and multi-line where its ui schema says `textarea`; a list filter by the label the list
 * shows; the exists check's `valor` by the label of the field it checks.
 */
import { filterParams } from '../../engine/core/listFilters';
import type { FilterConfig } from '../../engine/core/screenConfig';
import type { RegisteredModule } from '../../engine/core/schemaRegistry';
import { textFieldAt } from '../../engine/core/text/textFieldAt';
import type { TextFields } from '../http/textSafety';

export function moduleTextFields(module: RegisteredModule, filters: readonly FilterConfig[]): TextFields {
  const filterLabels = new Map(filters.flatMap((filter) => filterParams(filter).map((param) => [param, filter.label] as const)));
  const recordPath = (part: string, path: readonly (string | number)[]) => (part === 'body' && path[0] === 'datos' ? path.slice(1) : null);
  return {
    label(part, path, request) {
      const field = recordPath(part, path);
      if (field) return textFieldAt(module.schema, module.ui, field).label;
      if (part !== 'query') return undefined;
      if (path[0] === 'valor') {
        const campo = (request.query as { campo?: unknown } | undefined)?.campo;
        return typeof campo === 'string' && Object.hasOwn(module.labels, campo) ? module.labels[campo] : undefined;
      }
      return filterLabels.get(String(path[0]));
    },
    multiline(part, path) {
      const field = recordPath(part, path);
      return field !== null && textFieldAt(module.schema, module.ui, field).multiline;
    },
    fieldPath: (part, path) => (recordPath(part, path) ?? path).join('.'),
  };
}
