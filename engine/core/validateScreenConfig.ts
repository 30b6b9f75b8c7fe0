/**
 * Validates screens.config.json: shape against the meta-schema, then the references between its
 * parts (modules, screens, messages, schemas). Every problem names the JSON path that holds it.
 */
import Ajv, { type ErrorObject } from 'ajv';
import { guardWordProblems } from './accessCatalogue';
import { hasMessage } from './messages';
import { linkConfigProblems } from './linkSearch/linkConfigProblems';
import { routeParams } from './form/routePrefill';
import { screenConfigSchema } from './screenConfigSchema';
import { engineOwnedFields } from './systemFields';
import type { ScreenConfig, ScreensConfig, MenuEntry } from './screenConfig';
import { unknownFixedParams } from './routeScreens/listScreenAt';

export interface ConfigProblem {
  readonly path: string;
  readonly message: string;
}

export interface ConfigContext {
  /** Module folders known to the schema registry. */
  readonly schemas: ReadonlySet<string>;
  /** Field names per schema, to check columns, filters and sorts. */
  readonly fields?: ReadonlyMap<string, ReadonlySet<string>>;
  /** Per schema, the fields annotated `x-combo` (a combo or multi filter compares one of them); checked only when given. */
  readonly comboFields?: ReadonlyMap<string, ReadonlySet<string>>;
  /** Registered custom screen components; checked only when given (the browser knows them). */
  readonly components?: ReadonlySet<string>;
}

let compiled: ReturnType<Ajv['compile']> | undefined;

function shapeProblems(config: unknown): ConfigProblem[] {
  compiled ??= new Ajv({ allErrors: true, strict: false }).compile(screenConfigSchema);
  return compiled(config) ? [] : schemaErrorProblems((compiled.errors ?? []) as ErrorObject[]);
}

/** The problems of a failed meta-schema validation, one per JSON path (also for the root and module config files). */
export function schemaErrorProblems(errors: readonly ErrorObject[]): ConfigProblem[] {
  // oneOf reports a failure per branch: keep the deepest paths, they point at the real culprit.
  const depth = (e: ErrorObject) => e.instancePath.split('/').length;
  const deepest = Math.max(...errors.map(depth));
  const chosen = errors.filter((e) => depth(e) === deepest && e.keyword !== 'oneOf');
  return (chosen.length ? chosen : errors).map((e) => ({
    path: e.instancePath || '/',
    message: `${e.message ?? 'valor inválido'}${e.params && 'additionalProperty' in e.params ? ` (${String(e.params.additionalProperty)})` : ''}`,
  }));
}

function referenceProblems(config: ScreensConfig, ctx: ConfigContext): ConfigProblem[] {
  const problems: ConfigProblem[] = [];
  const screenIds = new Map<string, ScreenConfig>();
  const paths = new Set<string>();
  const viewTargets: Array<{ where: string; form: string }> = [];
  const fieldsOf = (module: string) => ctx.fields?.get(config.modules[module]?.schema ?? '');
  const addPath = (where: string, path: string) => {
    if (paths.has(path)) problems.push({ path: where, message: `la ruta ${path} está repetida` });
    paths.add(path);
  };

  for (const [name, module] of Object.entries(config.modules)) {
    const at = `/modules/${name}`;
    if (!ctx.schemas.has(module.schema)) problems.push({ path: `${at}/schema`, message: `no existe el esquema '${module.schema}' en schemas/` });
    for (const [key, messageKey] of Object.entries(module.messages)) {
      if (!hasMessage(messageKey)) problems.push({ path: `${at}/messages/${key}`, message: `mensaje desconocido '${messageKey}'` });
    }
    for (const key of [module.list.capMessage, ...module.list.filters.map((f) => f.minLengthMessage)]) {
      if (key && !hasMessage(key)) problems.push({ path: `${at}/list`, message: `mensaje desconocido '${key}'` });
    }
    const fields = fieldsOf(name);
    if (fields) {
      module.list.filters.forEach((filter, i) => {
        // A filter through a link compares a field of the linked module's schema.
        const compared = filter.via ? fieldsOf(filter.via.module) : fields;
        if (filter.kind !== 'text' && filter.kind !== 'flag' && compared && (!filter.field || !compared.has(filter.field))) {
          problems.push({ path: `${at}/list/filters/${i}/field`, message: `el campo '${filter.field ?? ''}' no existe en el esquema` });
        }
        // A combo filter compares a field that holds one of its codes; any other field would match its codes as plain text.
        const combos = ctx.comboFields?.get(config.modules[filter.via?.module ?? name]?.schema ?? '');
        if (
          (filter.kind === 'combo' || filter.kind === 'multi') &&
          !filter.codesAsText &&
          combos &&
          filter.field &&
          compared?.has(filter.field) &&
          !combos.has(filter.field)
        ) {
          problems.push({
            path: `${at}/list/filters/${i}/kind`,
            message: `el campo '${filter.field}' no es un combo (x-combo) ni una enumeración (enum, oneOf de const): declare el filtro como 'text' o 'numberRange', marque el campo con x-combo, o declare 'codesAsText: true' si el campo guarda los códigos del combo como texto`,
          });
        }
        if (filter.via && !config.modules[filter.via.module])
          problems.push({ path: `${at}/list/filters/${i}/via/module`, message: `no existe el módulo '${filter.via.module}'` });
        if (filter.via && !fields.has(filter.via.field))
          problems.push({ path: `${at}/list/filters/${i}/via/field`, message: `el campo '${filter.via.field}' no existe en el esquema` });
        const targetFields = filter.target ? fieldsOf(filter.target) : undefined;
        for (const key of ['parent', 'children'] as const) {
          const name = filter.hierarchy?.[key];
          if (name && targetFields && !targetFields.has(name))
            problems.push({
              path: `${at}/list/filters/${i}/hierarchy/${key}`,
              message: `el campo '${name}' no existe en el esquema de '${filter.target ?? ''}'`,
            });
        }
        const direct = filter.hierarchy?.direct;
        if (direct && !module.list.filters.some((f) => f.name === direct && f.kind === 'flag')) {
          problems.push({ path: `${at}/list/filters/${i}/hierarchy/direct`, message: `el módulo no declara el filtro '${direct}' de tipo flag` });
        }
      });
      module.list.filters.forEach((filter, i) => {
        if (filter.kind === 'link' && (!filter.target || !config.modules[filter.target])) {
          problems.push({ path: `${at}/list/filters/${i}/target`, message: `no existe el módulo '${filter.target ?? ''}'` });
        }
        if ((filter.kind === 'combo' || filter.kind === 'multi') && !filter.combo) {
          problems.push({ path: `${at}/list/filters/${i}/combo`, message: 'el filtro debe indicar su combo' });
        }
      });
      module.list.sortable.forEach((field, i) => {
        if (!fields.has(field)) problems.push({ path: `${at}/list/sortable/${i}`, message: `el campo '${field}' no existe en el esquema` });
      });
      const voided = module.list.hidesVoided;
      if (voided !== undefined && !module.list.filters.some((f) => f.name === voided && f.kind === 'boolean')) {
        problems.push({ path: `${at}/list/hidesVoided`, message: `el módulo no declara el filtro '${voided}' de tipo boolean` });
      }
      const ownerField = module.recordScope?.ownerField;
      if (ownerField && !fields.has(ownerField)) {
        problems.push({ path: `${at}/recordScope/ownerField`, message: `el campo '${ownerField}' no existe en el esquema` });
      }
      module.saveRoutes?.forEach((route, r) => {
        for (const field of Object.keys(route.values ?? {})) {
          if (!fields.has(field)) problems.push({ path: `${at}/saveRoutes/${r}/values/${field}`, message: `el campo '${field}' no existe en el esquema` });
        }
        route.fields?.forEach((field, f) => {
          if (!fields.has(field)) problems.push({ path: `${at}/saveRoutes/${r}/fields/${f}`, message: `el campo '${field}' no existe en el esquema` });
        });
        if (route.fields && route.mode !== 'create')
          problems.push({ path: `${at}/saveRoutes/${r}/fields`, message: 'solo un alta (mode create) toma una parte del registro' });
      });
    }
    module.saveRoutes?.forEach((route, r) => {
      addPath(`${at}/saveRoutes/${r}/path`, route.path);
      if (route.deniedMessage && !hasMessage(route.deniedMessage))
        problems.push({ path: `${at}/saveRoutes/${r}/deniedMessage`, message: `mensaje desconocido '${route.deniedMessage}'` });
    });
    // Record transitions (engine/core/transitions.ts): unique names, known messages, fields and screen.
    const transitionNames = new Set<string>();
    module.transitions?.forEach((transition, i) => {
      const where = `${at}/transitions/${i}`;
      if (transitionNames.has(transition.name)) problems.push({ path: `${where}/name`, message: `la transición '${transition.name}' está repetida` });
      transitionNames.add(transition.name);
      for (const key of ['label', 'confirmMessage', 'reasonLabel', 'doneMessage', 'errorMessage', 'deniedMessage', 'refusedMessage'] as const) {
        const messageKey = transition[key];
        if (messageKey && !hasMessage(messageKey)) problems.push({ path: `${where}/${key}`, message: `mensaje desconocido '${messageKey}'` });
      }
      const fields = fieldsOf(name);
      for (const field of [transition.from.field, ...Object.keys(transition.set), ...(transition.reason ? [transition.reason] : [])]) {
        if (fields && !fields.has(field)) problems.push({ path: where, message: `el campo '${field}' no existe en el esquema` });
      }
      if (transition.returnTo && !config.screens.some((screen) => screen.id === transition.returnTo))
        problems.push({ path: `${where}/returnTo`, message: `no existe la pantalla '${transition.returnTo}'` });
    });
  }
  for (const [kind, link] of Object.entries(config.links ?? {})) {
    if (!link.createPath) continue;
    const route = config.modules[link.module]?.saveRoutes?.find((r) => r.path === link.createPath);
    if (!route || route.mode !== 'create' || route.answer !== 'record') {
      problems.push({
        path: `/links/${kind}/createPath`,
        message: `'${link.createPath}' no es una saveRoute de alta (mode create, answer record) del módulo '${link.module}'`,
      });
    }
  }

  config.screens.forEach((screen, i) => {
    const at = `/screens/${i}`;
    if (screenIds.has(screen.id)) problems.push({ path: `${at}/id`, message: `la pantalla '${screen.id}' está repetida` });
    screenIds.set(screen.id, screen);
    if (screen.kind === 'form') {
      addPath(`${at}/paths/create`, screen.paths.create);
      addPath(`${at}/paths/edit`, screen.paths.edit);
      if (!screen.paths.edit.includes(':id')) problems.push({ path: `${at}/paths/edit`, message: 'la ruta de edición debe incluir :id' });
      if (screen.paths.view !== undefined) {
        addPath(`${at}/paths/view`, screen.paths.view);
        if (!screen.paths.view.includes(':id')) problems.push({ path: `${at}/paths/view`, message: 'la ruta de consulta debe incluir :id' });
      }
      screen.paths.createWith?.forEach((path, p) => {
        const where = `${at}/paths/createWith/${p}`;
        addPath(where, path);
        const params = routeParams(path);
        if (!params.length) problems.push({ path: where, message: 'la ruta de alta con datos debe incluir al menos un :campo' });
        const fields = fieldsOf(screen.module);
        for (const param of params) {
          if (engineOwnedFields.has(param) || (fields && !fields.has(param)))
            problems.push({ path: where, message: `el parámetro ':${param}' no es un campo del esquema` });
        }
      });
      // afterSave.returnTo (CON-OP02): a path of this app whose params every createWith path gives.
      const returnTo = screen.afterSave.returnTo;
      if (returnTo !== undefined) {
        const where = `${at}/afterSave/returnTo`;
        const given = screen.paths.createWith ?? [];
        if (!returnTo.startsWith('/') || returnTo.startsWith('//'))
          problems.push({ path: where, message: 'debe ser una ruta de la aplicación (empieza con /)' });
        if (!given.length) problems.push({ path: where, message: 'solo se usa con paths.createWith' });
        for (const param of routeParams(returnTo.split('?')[0])) {
          if (given.some((path) => !routeParams(path).includes(param)))
            problems.push({ path: where, message: `el parámetro ':${param}' no lo da toda ruta de paths.createWith` });
        }
      }
      screen.actions?.forEach((action, a) => {
        const fields = fieldsOf(screen.module);
        if (action.kind === 'transition') {
          if (!config.modules[screen.module]?.transitions?.some((tr) => tr.name === action.name))
            problems.push({ path: `${at}/actions/${a}/name`, message: `el módulo no declara la transición '${action.name}'` });
          return;
        }
        if (fields && !fields.has(action.field))
          problems.push({ path: `${at}/actions/${a}/field`, message: `el campo '${action.field}' no existe en el esquema` });
        if (action.message && !hasMessage(action.message))
          problems.push({ path: `${at}/actions/${a}/message`, message: `mensaje desconocido '${action.message}'` });
      });
    } else {
      addPath(`${at}/path`, screen.path);
      if (screen.kind === 'list' && screen.recordPath) addPath(`${at}/recordPath`, screen.recordPath);
    }
    if (screen.kind !== 'custom' && !config.modules[screen.module]) {
      problems.push({ path: `${at}/module`, message: `no existe el módulo '${screen.module}'` });
    }
    if (screen.kind === 'custom' && ctx.components && !ctx.components.has(screen.component)) {
      problems.push({ path: `${at}/component`, message: `no existe la pantalla registrada '${screen.component}'` });
    }
    if (screen.kind === 'list') {
      const fields = fieldsOf(screen.module);
      screen.columns.forEach((column, c) => {
        if (fields && !fields.has(column.field))
          problems.push({ path: `${at}/columns/${c}/field`, message: `el campo '${column.field}' no existe en el esquema` });
      });
      for (const key of ['capMessage', 'noResultsMessage', 'searchErrorMessage'] as const) {
        const messageKey = screen[key];
        if (messageKey && !hasMessage(messageKey)) problems.push({ path: `${at}/${key}`, message: `mensaje desconocido '${messageKey}'` });
      }
      for (const key of ['capMessage', 'emptyMessage'] as const) {
        const messageKey = screen.scoped?.[key];
        if (messageKey && !hasMessage(messageKey)) problems.push({ path: `${at}/scoped/${key}`, message: `mensaje desconocido '${messageKey}'` });
      }
      if (screen.scoped?.emptyMessage && !screen.form)
        problems.push({ path: `${at}/scoped/emptyMessage`, message: 'necesita el formulario de la pantalla (form)' });
      const filterNames = new Set((config.modules[screen.module]?.list.filters ?? []).map((f) => f.name));
      for (const name of Object.keys(screen.fixedFilters ?? {})) {
        if (config.modules[screen.module] && !filterNames.has(name))
          problems.push({ path: `${at}/fixedFilters/${name}`, message: `el módulo '${screen.module}' no declara el filtro '${name}'` });
      }
      // A fixed filter taken from the route (`:area`) names a param of the screen's path (ADM-11).
      for (const param of unknownFixedParams(screen)) {
        problems.push({ path: `${at}/fixedFilters`, message: `el parámetro ':${param}' no está en la ruta '${screen.path}'` });
      }
      (screen.rowActions ?? []).forEach((action, a) => {
        if ((action.kind === 'toggle' || action.kind === 'annul') && action.field !== 'vigente' && fields && !fields.has(action.field)) {
          problems.push({ path: `${at}/rowActions/${a}/field`, message: `el campo '${action.field}' no existe en el esquema` });
        }
        if (action.kind === 'open' && !screen.form) {
          problems.push({ path: `${at}/rowActions/${a}/kind`, message: 'la acción necesita el formulario de la pantalla (form)' });
        }
        if (action.kind === 'annul') {
          for (const key of ['confirmMessage', 'doneMessage', 'errorMessage'] as const) {
            const messageKey = action[key];
            if (messageKey && !hasMessage(messageKey)) problems.push({ path: `${at}/rowActions/${a}/${key}`, message: `mensaje desconocido '${messageKey}'` });
          }
        }
        if (action.kind === 'toggle') {
          for (const key of ['confirmMessage', 'deniedMessage'] as const) {
            const messageKey = action[key];
            if (messageKey && !hasMessage(messageKey)) problems.push({ path: `${at}/rowActions/${a}/${key}`, message: `mensaje desconocido '${messageKey}'` });
          }
        }
        if (action.kind === 'transition' && !config.modules[screen.module]?.transitions?.some((tr) => tr.name === action.name)) {
          problems.push({ path: `${at}/rowActions/${a}/name`, message: `el módulo no declara la transición '${action.name}'` });
        }
        // Opening read-only needs a form with a view path (checked once the screens are known, below).
        if (action.kind === 'open' && action.target === 'view' && screen.form) viewTargets.push({ where: `${at}/rowActions/${a}/target`, form: screen.form });
      });
    }
  });

  config.screens.forEach((screen, i) => {
    const refs: Array<[string, string | undefined]> =
      screen.kind === 'list'
        ? [[`/screens/${i}/form`, screen.form]]
        : screen.kind === 'form'
          ? [[`/screens/${i}/afterSave/navigate`, screen.afterSave.navigate]]
          : [];
    for (const [where, ref] of refs) {
      if (ref && !screenIds.has(ref)) problems.push({ path: where, message: `no existe la pantalla '${ref}'` });
    }
  });

  for (const { where, form } of viewTargets) {
    const target = screenIds.get(form);
    if (target?.kind === 'form' && !target.paths.view) problems.push({ path: where, message: `el formulario '${form}' no declara paths.view` });
  }

  // The after-save modal (form features): its message keys and the screens its actions open.
  config.screens.forEach((screen, i) => {
    if (screen.kind !== 'form' || !screen.afterSave.modal) return;
    const at = `/screens/${i}/afterSave/modal`;
    const { title, message, actions } = screen.afterSave.modal;
    for (const [where, key] of [[`${at}/title`, title], [`${at}/message`, message], ...actions.map((a, j) => [`${at}/actions/${j}/label`, a.label])]) {
      if (!hasMessage(key)) problems.push({ path: where, message: `mensaje desconocido '${key}'` });
    }
    actions.forEach((action, j) => {
      if (!screenIds.has(action.navigate)) problems.push({ path: `${at}/actions/${j}/navigate`, message: `no existe la pantalla '${action.navigate}'` });
    });
  });

  const walkMenu = (entries: readonly MenuEntry[], at: string) =>
    entries.forEach((entry, i) => {
      if (entry.screen && !screenIds.has(entry.screen)) problems.push({ path: `${at}/${i}/screen`, message: `no existe la pantalla '${entry.screen}'` });
      if (entry.children) walkMenu(entry.children, `${at}/${i}/children`);
    });
  walkMenu(config.menu, '/menu');
  problems.push(...linkConfigProblems(config, fieldsOf));
  // Guards name known roles only, and no unconfirmed area (ROL-05, ROL-OP02).
  problems.push(...guardWordProblems(config));

  if (![...screenIds.values()].some((s) => s.kind !== 'form' && s.path === config.defaultRoute)) {
    problems.push({ path: '/defaultRoute', message: `ninguna pantalla atiende la ruta ${config.defaultRoute}` });
  }
  return problems;
}

/** Returns every problem of the config; an empty list means it is valid. */
export function validateScreenConfig(config: unknown, ctx: ConfigContext): ConfigProblem[] {
  const shape = shapeProblems(config);
  return shape.length ? shape : referenceProblems(config as ScreensConfig, ctx);
}

/** Throws one error naming every problem's JSON path, or its file and pointer through `where` (used at start-up). */
export function assertScreenConfig(config: unknown, ctx: ConfigContext, where: (path: string) => string = (path) => path): ScreensConfig {
  const problems = validateScreenConfig(config, ctx);
  if (problems.length) {
    // `where` names the file and pointer a merged config's path came from (mergeScreenConfig's `origin`).
    const list = problems.map((p) => `  - ${where(p.path)}: ${p.message}`).join('\n');
    throw new Error(`screens.config.json no es válido:\n${list}`);
  }
  return config as ScreensConfig;
}
