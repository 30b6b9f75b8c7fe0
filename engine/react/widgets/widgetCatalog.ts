/**
 * The widgets forms can use: the theme's own plus every widget registered by `widgets/<Name>/`,
 * each with the ranked tester that lets a schema annotation pick it (engine/core/widgetTesters).
 */
import type { Field, RegistryFieldsType, RegistryWidgetsType, Widget } from '@rjsf/utils';
import { WidgetTesterRegistry, type Tester } from '../../core/widgetTesters';
import { widgets as themeWidgets } from '../theme/blueprintTheme';

const testers = new WidgetTesterRegistry();
const registered: Record<string, Widget> = {};
const fields: Record<string, Field> = {};

/** Registers a widget by name, optionally with the tester that picks it from the schema; twice throws. */
export function registerWidget(name: string, component: Widget, tester?: Tester): void {
  if (name in registered || name in fields || name in themeWidgets) throw new Error(`El widget '${name}' ya está registrado`);
  registered[name] = component;
  if (tester) testers.register(name, tester);
}

/** Every widget by name, for rjsf's `widgets` prop. */
export function allWidgets(): RegistryWidgetsType {
  return { ...themeWidgets, ...registered };
}

/** The testers of the registered widgets. */
export function widgetTesters(): WidgetTesterRegistry {
  return testers;
}

/** Registers an rjsf field (a control that writes more than its own value, e.g. the address picker) with its tester. */
export function registerField(name: string, component: Field, tester?: Tester): void {
  if (name in registered || name in fields || name in themeWidgets) throw new Error(`El widget '${name}' ya está registrado`);
  fields[name] = component;
  if (tester) testers.register(name, tester);
}

/** Every registered field by name, for rjsf's `fields` prop. */
export function allFields(): RegistryFieldsType {
  return { ...fields };
}

/** Names registered as fields: assignWidgets sets `ui:field` for them. */
export function fieldNames(): ReadonlySet<string> {
  return new Set(Object.keys(fields));
}
