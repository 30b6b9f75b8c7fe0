/**
 * The combos a module's form reads (the legacy `<module>ComboFormulario` calls, BNK-08, NOT-10):
 * every `x-combo` of its fields, of array items and of link-list item fields, once each, in field order.
 */
import { comboOf } from '../format/comboDisplay';

type Property = Readonly<Record<string, unknown>>;

/** Combo names of a schema's fields (nested item schemas included). */
export function formCombos(schema: { readonly properties?: Readonly<Record<string, Property>> }): string[] {
  const found = new Set<string>();
  const visit = (properties: Readonly<Record<string, Property>> | undefined) => {
    for (const property of Object.values(properties ?? {})) {
      const combo = comboOf(property);
      if (combo) found.add(combo);
      const items = property.items as Property | undefined;
      if (items && typeof items === 'object') visit(items.properties as Readonly<Record<string, Property>> | undefined);
      visit(property.properties as Readonly<Record<string, Property>> | undefined);
    }
  };
  visit(schema.properties);
  return [...found];
}
