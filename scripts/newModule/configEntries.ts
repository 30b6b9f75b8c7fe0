/**
 * The new module's config file `schemas/<m>/<m>.config.json`: the module (access, list, messages),
 * its list and form screens and a menu entry (in a group of the root screens.config.json when
 * `--menu` names one). Refuses a module name, screen id or route the merged config already has.
 */
import { fieldKinds } from './fieldKinds';
import { nameFieldOf, ADMIN_ROLE, type ModuleSpec } from './moduleSpec';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the config files read and written as plain JSON
type Json = Record<string, any>;
/** The merged (effective) screen config. */
type Config = { modules: Record<string, unknown>; screens: Json[] };

export const listScreenId = (spec: ModuleSpec) => `${spec.name}.lista`;
export const formScreenId = (spec: ModuleSpec) => `${spec.name}.formulario`;
export const formPaths = (spec: ModuleSpec) => ({ create: `${spec.route}/nuevo`, edit: `${spec.route}/editar/:id` });

/** Every path a screen of the config answers at. */
function screenPaths(screen: Record<string, unknown>): string[] {
  return [screen.path, ...Object.values((screen.paths as Record<string, unknown> | undefined) ?? {})].filter((p): p is string => typeof p === 'string');
}

/**
 * Spanish reasons the merged config cannot take the module (empty: it can); `origin` gives the file
 * and pointer a path of the merged config came from (mergeScreenConfig), so a reason names the file.
 */
export function configConflicts(config: Config, spec: ModuleSpec, origin: (path: string) => string): string[] {
  const fileOf = (path: string) => origin(path).replace(/#.*$/, '');
  const problems: string[] = [];
  if (spec.name in config.modules) problems.push(`Ya existe el módulo "${spec.name}" en ${fileOf(`/modules/${spec.name}`)}.`);
  config.screens.forEach((screen, i) => {
    if ([listScreenId(spec), formScreenId(spec)].includes(screen.id)) problems.push(`Ya existe la pantalla "${screen.id}" en ${fileOf(`/screens/${i}`)}.`);
    const taken = screenPaths(screen);
    for (const path of [spec.route, ...Object.values(formPaths(spec))])
      if (taken.includes(path)) problems.push(`Ya existe la ruta "${path}" en ${fileOf(`/screens/${i}`)}.`);
  });
  return problems;
}

/** Columns of the list: the name field (a link, sortable) and up to three more short fields. */
function columns(spec: ModuleSpec) {
  const nameField = nameFieldOf(spec);
  const others = spec.fields.filter((f) => f !== nameField && f.kind !== 'text' && f.kind !== 'combos').slice(0, 3);
  return [{ field: nameField.name, label: nameField.label, sortable: true }, ...others.map((f) => ({ field: f.name, label: f.label }))];
}

/**
 * The module's config file; `rootMenu` is the root's menu, whose group `--menu` names by label or id
 * (a group the root does not have becomes the module's own top-level group). Call `configConflicts` first.
 */
export function moduleConfigFile(spec: ModuleSpec, rootMenu: readonly Json[]): Json {
  const nameField = nameFieldOf(spec);
  const guardOf = (roles: readonly string[]) => ({ anyOf: [...new Set([ADMIN_ROLE, ...roles])].map((role) => ({ role })) });
  const guard = guardOf(spec.roles);
  const searchable = spec.fields.some((f) => f === nameField || (f.search && fieldKinds[f.kind].searchable));
  const module = {
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
  const screens = [
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
  ];
  const entry = { label: spec.plural, screen: listScreenId(spec), icon: 'th-list' };
  const wanted = spec.menuGroup?.toLocaleLowerCase('es');
  const group =
    wanted &&
    rootMenu.find(
      (item) => typeof item.group === 'string' && [item.group.toLocaleLowerCase('es'), String(item.label).toLocaleLowerCase('es')].includes(wanted),
    );
  const menu = !spec.menuGroup ? [entry] : group ? [{ ...entry, group: group.group }] : [{ label: spec.menuGroup, icon: 'folder-close', children: [entry] }];
  return { module, screens, menu };
}
