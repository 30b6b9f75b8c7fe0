/**
 * The field a record is known by, shown beside a form's title (`Contacto · Suárez, Marta`): the
 * first column of a link kind that searches the module (the name people pick it by in the
 * search-and-link dialog: an account's or contact's `mostrarNombre`, a bank's `descripcion`), else
 * its first searchable field that is derived from others (a composed display name), else its first
 * searchable field.
 */
import type { ScreensConfig } from './screenConfig';

interface NamedModule {
  readonly searchFields: readonly string[];
  readonly schema: { readonly properties?: Readonly<Record<string, unknown>> };
}

export function recordNameField(config: Pick<ScreensConfig, 'links'>, configModule: string, module: NamedModule): string | undefined {
  const kind = Object.values(config.links ?? {}).find((link) => link.module === configModule && link.columns.length > 0);
  if (kind) return kind.columns[0]!.field;
  const derived = module.searchFields.find((field) => {
    const property = module.schema.properties?.[field] as { 'x-derived'?: unknown } | undefined;
    return property?.['x-derived'] !== undefined;
  });
  return derived ?? module.searchFields[0];
}
