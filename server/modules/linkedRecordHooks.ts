/**
 * Linked records on the server (x-link; LNK-07…14): a create or update may only link records that
 * exist in the kind's module and that the user could find through the link search — the target
 * module's read guard, its record scope (ROL-06) and the kind's fixed filters (LNK-14) — at every
 * depth: a link in a row or nested object, and each row a search link list adds (`hijos`;
 * engine/core/linkSearch/linkValues.ts). A parent link (`x-link.acyclic`) may
 * not form a cycle (parentCycle.ts). Otherwise a Spanish problem at the value's path in the
 * request's one 400 (writeRequest.ts) and nothing written. A check of the module's create and
 * update routes. At start-up every x-link annotation must name a declared kind and existing fields
 * (linkAnnotationProblems), and an acyclic one a kind of the module itself.
 */
import { canAccess } from '../../engine/core/permissions';
import type { Kysely } from 'kysely';
import { linkedProperties, type LinkAnnotation } from '../../engine/core/linkSearch/linkAnnotation';
import { linkedRecordAllowed } from '../../engine/core/linkSearch/linkOptionFilter';
import { linkAnnotationProblems } from '../../engine/core/linkSearch/linkAnnotationProblems';
import { relatedPanelProblems } from '../../engine/core/related/relatedPanelProblems';
import { isLinking, linkValues } from '../../engine/core/linkSearch/linkValues';
import { declaresAnnotated } from '../../engine/core/schemaValues/annotatedValues';
import { fieldLabeler } from '../../engine/core/fieldLabels';
import { t } from '../../engine/core/messages';
import type { ScreensConfig } from '../../engine/core/screenConfig';
import type { RegisteredModule, SchemaRegistry } from '../../engine/core/schemaRegistry';
import type { RequestUser } from '../auth/principal';
import type { Database } from '../db/schema';
import { applyFilters } from './recordQueries';
import { recordScopeOf } from '../../engine/core/recordScope';
import { reportProblem, type WriteCheck } from './writeRequest';
import { MAX_PARENT_DEPTH, parentChainProblem } from './parentCycle';

interface Options {
  readonly db: Kysely<Database>;
  readonly registry: SchemaRegistry;
  readonly appConfig: ScreensConfig;
  readonly module: RegisteredModule;
}

/** The largest record id a link may name: `records.id` is a bigserial, and ids travel as JSON numbers. */
const MAX_RECORD_ID = Number.MAX_SAFE_INTEGER;

/**
 * True when every id is a record of the kind's module that `user` could find with the link search;
 * for an owner link (`x-link.owner`, set by the parent's screen), a record of that module at all.
 */
async function allFindable(options: Options, kind: string, ids: readonly number[], user: RequestUser, owner = false): Promise<boolean> {
  const link = options.appConfig.links?.[kind];
  const target = link && options.appConfig.modules[link.module];
  if (!link || !target || (!owner && !canAccess(user, target.access.read))) return false;
  // A record id is a positive safe integer: anything else names no record (and must not reach the query, where it would fail).
  if (ids.some((id) => !Number.isInteger(id) || id < 1 || id > MAX_RECORD_ID)) return false;
  const schema = options.registry.get(target.schema).name;
  if (owner) {
    const found = await options.db
      .selectFrom('records')
      .select('id')
      .where('module', '=', schema)
      .where('id', 'in', [...ids])
      .execute();
    return new Set(found.map((row) => Number(row.id))).size === new Set(ids).size;
  }
  const query = applyFilters(options.db.selectFrom('records'), {
    module: schema,
    list: target.list,
    values: link.filters ?? {},
    scope: recordScopeOf(user, target.recordScope),
  });
  const found = await query
    .select('records.id')
    .where('records.id', 'in', [...ids])
    .execute();
  return new Set(found.map((row) => Number(row.id))).size === new Set(ids).size;
}

/** True when the linked records (found already) pass the field's filter for the values being written (x-link.filter). */
async function allAllowed(options: Options, link: LinkAnnotation, ids: readonly number[], datos: Readonly<Record<string, unknown>>): Promise<boolean> {
  const rows = await options.db
    .selectFrom('records')
    .select('data')
    .where('records.id', 'in', [...ids])
    .execute();
  return rows.every((row) => linkedRecordAllowed(link, row.data as Record<string, unknown>, datos));
}

/**
 * Throws when the module's x-link annotations reference unknown kinds or fields, or its
 * related-records panels (`ui:tabs` `related`, the links seen from the other side) are unsound (start-up).
 */
function assertLinkAnnotations({ registry, appConfig, module }: Options): void {
  const schemaOf = (configModule: string) => {
    const schema = appConfig.modules[configModule]?.schema;
    return schema && registry.has(schema) ? registry.get(schema).schema : undefined;
  };
  const fieldsOf = (configModule: string) => {
    const schema = appConfig.modules[configModule]?.schema;
    return schema && registry.has(schema) ? registry.fieldMap().get(schema) : undefined;
  };
  const problems = [
    ...linkAnnotationProblems(module.name, module.schema.properties, appConfig, fieldsOf),
    ...relatedPanelProblems(module.name, module.ui, appConfig, (m) => schemaOf(m)?.properties),
  ];
  if (problems.length) throw new Error(`Vínculos no válidos:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
}

/** The module's links that may not form a cycle (`x-link.acyclic`): each must link a record of the module itself (checked at start-up). */
function acyclicLinks({ appConfig, registry, module }: Options): Set<string> {
  const fields = new Set<string>();
  for (const { field, link } of linkedProperties(module.schema.properties)) {
    if (!link.acyclic) continue;
    const target = appConfig.links?.[link.kind]?.module;
    const schema = target ? appConfig.modules[target]?.schema : undefined;
    if (!schema || !registry.has(schema) || registry.get(schema).name !== module.name) {
      throw new Error(`Vínculos no válidos:\n  - ${module.name}.${field}: x-link.acyclic solo vale para un vínculo a un registro del mismo módulo`);
    }
    fields.add(field);
  }
  return fields;
}

/** The ids each link list of the stored record links (an update keeps them without searching for them again). */
async function storedRowLinks(options: Options, id: number): Promise<Map<string, Set<number>>> {
  const row = await options.db.selectFrom('records').select('data').where('id', '=', id).where('module', '=', options.module.name).executeTakeFirst();
  const stored = new Map<string, Set<number>>();
  for (const value of linkValues(options.module.schema, (row?.data ?? {}) as Record<string, unknown>)) {
    if (value.row) (stored.get(value.field) ?? stored.set(value.field, new Set()).get(value.field)!).add(value.ids[0]);
  }
  return stored;
}

/** The write check of the module's links at every depth (its annotations checked first, at start-up); null when it has none. */
export function linkedRecordCheck(options: Options): WriteCheck | null {
  assertLinkAnnotations(options);
  const acyclic = acyclicLinks(options);
  if (!declaresAnnotated(options.module.schema, isLinking)) return null;
  const moduleConfig = Object.values(options.appConfig.modules).find((m) => m.schema === options.module.name);
  const labelOf = fieldLabeler(options.module.schema);
  const label = (path: string) => (Object.hasOwn(options.module.labels, path) ? options.module.labels[path] : labelOf(path));
  return async (request, write) => {
    const { datos } = write.body;
    // A user under the record scope links their own account in the owner field (the server set it, whatever they sent).
    const scope = recordScopeOf(write.user, moduleConfig?.recordScope);
    const serverSet = (field: string) =>
      (scope.kind === 'account' && field === moduleConfig?.recordScope?.ownerField) ||
      // A token's account and opportunity are the server's, set from the token (COP-OP02): not searched for.
      (scope.kind === 'token' && (field === moduleConfig?.recordScope?.ownerField || field in scope.match));
    const values = linkValues(options.module.schema, datos).filter(
      (value) => !write.invalid.has(value.field) && !(value.path === value.field && serverSet(value.field)),
    );
    // The rows a link list already held were checked when stored: a record linked then and archived since does not hold the save.
    const stored =
      write.kind === 'update' && write.id !== undefined && values.some((value) => value.row)
        ? await storedRowLinks(options, write.id)
        : new Map<string, Set<number>>();
    for (const value of values) {
      const ids = value.row ? value.ids.filter((id) => !stored.get(value.field)?.has(id)) : value.ids;
      if (!ids.length) continue;
      const campo = label(value.labelPath);
      if (!(await allFindable(options, value.link.kind, ids, write.user, value.link.owner === true))) {
        // Answered with the request's other problems (writeRequest.ts).
        reportProblem(request, { path: value.path, mensaje: t('link.notFound', { campo }) });
      } else if (value.link.filter && !(await allAllowed(options, value.link, ids, value.holder))) {
        // A record the field's filter leaves out for the form's values (x-link.filter, CRD-16): as a combo option that is not one.
        reportProblem(request, { path: value.path, mensaje: t('lookup.invalidValue', { campo }) });
      } else if (write.id !== undefined && value.path === value.field && acyclic.has(value.field)) {
        // A parent link (x-link.acyclic): not the record itself, nor one below it in the stored chain of parents.
        const problem = await parentChainProblem(options.db, options.module.name, value.field, write.id, ids[0]);
        if (problem)
          reportProblem(request, { path: value.path, mensaje: t(problem === 'cycle' ? 'link.cycle' : 'link.chainTooLong', { campo, max: MAX_PARENT_DEPTH }) });
      }
    }
  };
}
