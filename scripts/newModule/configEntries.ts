/**
 * The new module's entries in `screens.config.json`: the module (access, list, messages), its list
 * and form screens and a menu entry. Refuses a module name, screen id or route already taken.
 */
import { fieldKinds } from './fieldKinds';
import { nameFieldOf, ADMIN_ROLE, type ModuleSpec } from './moduleSpec';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- screens.config.json read and written as plain JSON
type Config = { modules: Record<string, unknown>; screens: Array<Record<string, any>>; menu: Array<Record<string, any>> };

export const listScreenId = (spec: ModuleSpec) => `${spec.name}.lista`;
export const formScreenId = (spec: ModuleSpec) => `${spec.name}.formulario`;
export const formPaths = (spec: ModuleSpec) => ({ create: `${spec.route}/nuevo`, edit: `${spec.route}/editar/:id` });

/** Every path a screen of the config answers at. */
function screenPaths(screen: Record<string, unknown>): string[] {
  return [screen.path, ...Object.values((screen.paths as Record<string, unknown> | undefined) ?? {})].filter((p): p is string => typeof p === 'string');
}

/** Spanish reasons the config cannot take the module (empty: it can). */
export function configConflicts(config: Config, spec: ModuleSpec): string[] {
  const problems: string[] = [];
  if (spec.name in config.modules) problems.push(`Ya existe el módulo "${spec.name}" en screens.config.json.`);
  const ids = new Set(config.screens.map((s) => s.id));
  for (const id of [listScreenId(spec), formScreenId(spec)]) if (ids.has(id)) problems.push(`Ya existe la pantalla "${id}" en screens.config.json.`);
  const taken = new Set(config.screens.flatMap(screenPaths));
  for (const path of [spec.route, ...Object.values(formPaths(spec))]) if (taken.has(path)) problems.push(`Ya existe la ruta "${path}" en screens.config.json.`);
  return problems;
}

/** Columns of the list: the name field (a link, sortable) and up to three more short fields. */
function columns(spec: ModuleSpec) {
  const nameField = nameFieldOf(spec);
  const others = spec.fields.filter((f) => f !== nameField && f.kind !== 'text' && f.kind !== 'combos').slice(0, 3);
  return [{ field: nameField.name, label: nameField.label, sortable: true }, ...others.map((f) => ({ field: f.name, label: f.label }))];
}

/** Adds the module's entries to a parsed config (mutates it); call `configConflicts` first. */
export function addModuleConfig(config: Config, spec: ModuleSpec): void {
  const nameField = nameFieldOf(spec);
  const guardOf = (roles: readonly string[]) => ({ anyOf: [...new Set([ADMIN_ROLE, ...roles])].map((role) => ({ role })) });
  const guard = guardOf(spec.roles);
  const searchable = spec.fields.some((f) => f === nameField || (f.search && fieldKinds[f.kind].searchable));
  config.modules[spec.name] = {
    schema: spec.name,
    title: spec.plural,
    access: { read: guardOf([...spec.roles, ...(spec.readRoles ?? [])]), write: guard },
    list: {
      filters: searchable ? [{ name: 'texto', kind: 'text', label: 'Buscar', minLength: 3 }] : [],
      requireFilter: false,
      cap: 1000,
      defaultSort: { field: nameField.name, direction: 'asc' },
      sortable: [nameField.name],
    },
    messages: { listError: `${spec.name}.listError`, loadError: `${spec.name}.loadError` },
  };
  config.screens.push(
    {
      id: listScreenId(spec),
      kind: 'list',
      path: spec.route,
      module: spec.name,
      title: spec.plural,
      pageSize: 25,
      form: formScreenId(spec),
      columns: columns(spec),
    },
    { id: formScreenId(spec), kind: 'form', module: spec.name, title: spec.title, paths: formPaths(spec), afterSave: { navigate: listScreenId(spec) } },
  );
  const entry = { label: spec.plural, screen: listScreenId(spec), icon: 'th-list' };
  if (!spec.menuGroup) {
    config.menu.push(entry);
    return;
  }
  const group = config.menu.find((item) => item.label === spec.menuGroup && Array.isArray(item.children));
  if (group) group.children.push(entry);
  else config.menu.push({ label: spec.menuGroup, icon: 'folder-close', children: [entry] });
}
