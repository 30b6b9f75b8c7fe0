/**
 * The options a checklist shows (WID-18): each needs a label and a value; an option missing either
 * is not rendered. Options come from rjsf (`enum` + `ui:enumNames`, or `oneOf` with `const` and
 * `title`), or from the items schema when rjsf did not compute them (a custom array widget).
 */
import { optionsList, type EnumOptionsType, type RJSFSchema, type UiSchema } from '@rjsf/utils';

/** The options worth a checkbox. */
export function checklistOptions(given: readonly EnumOptionsType[] | undefined, schema: RJSFSchema, uiSchema?: UiSchema): EnumOptionsType[] {
  const items = typeof schema.items === 'object' && !Array.isArray(schema.items) ? (schema.items as RJSFSchema) : undefined;
  const all = given ?? (items ? (optionsList(items, (uiSchema?.items ?? uiSchema) as UiSchema | undefined) ?? []) : []);
  return all.filter((option) => option.value !== undefined && option.value !== null && option.value !== '' && String(option.label ?? '').trim() !== '');
}

/** The selection after checking or unchecking `changed`, in the options' order; values not among the options are kept. */
export function toggleChecklistValue(selected: readonly unknown[], options: readonly EnumOptionsType[], changed: unknown, checked: boolean): unknown[] {
  const known = new Set(options.map((option) => option.value));
  const picked = options.filter((option) => (option.value === changed ? checked : selected.includes(option.value))).map((option) => option.value);
  return [...picked, ...selected.filter((value) => !known.has(value))];
}
