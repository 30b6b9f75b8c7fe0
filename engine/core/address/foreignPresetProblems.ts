/**
 * Start-up check of `ui:options.foreignTaxIdPreset` (ACC-72, LNK-40): it sits on the field that holds
 * the record's main address — an address picker (`x-widget: "address"`) or a link list of addresses
 * whose items keep `paisCodigo` (the principal row is the main address) — and the fields it presets
 * (`tipoDocumento`, `condicionIva`) must be siblings of that field. A bad declaration stops start-up
 * with its JSON path in the ui file.
 */
import { fieldUiOptions, isPlainObject, type SchemaNode } from '../form/fieldUiOptions';
import { COUNTRY_CODE_FIELD, FOREIGN_PRESET_FIELDS, FOREIGN_PRESET_OPTION } from './foreignTaxIdPreset';

/** Problems as `path: message` lines (empty when every declaration is sound). */
export function foreignPresetProblems(module: string, schema: SchemaNode, ui: Readonly<Record<string, unknown>>): string[] {
  const problems: string[] = [];
  for (const field of fieldUiOptions(module, schema, ui)) {
    if (!(FOREIGN_PRESET_OPTION in field.options)) continue;
    const at = `${field.at}/${FOREIGN_PRESET_OPTION}`;
    if (field.options[FOREIGN_PRESET_OPTION] !== true) problems.push(`${at}: debe ser true`);
    const items = field.schema.items;
    const isPicker = field.schema['x-widget'] === 'address';
    const isAddressList =
      field.schema.type === 'array' &&
      'x-link-list' in field.schema &&
      isPlainObject(items) &&
      isPlainObject(items.properties) &&
      COUNTRY_CODE_FIELD in items.properties;
    if (!isPicker && !isAddressList)
      problems.push(`${at}: va en un selector de direcciones ("x-widget": "address") o en una lista vinculada cuyos elementos tienen '${COUNTRY_CODE_FIELD}'`);
    const siblings = field.parent?.properties ?? {};
    for (const name of FOREIGN_PRESET_FIELDS) if (!(name in siblings)) problems.push(`${at}: el campo '${name}' no existe junto a la dirección`);
  }
  return problems;
}
