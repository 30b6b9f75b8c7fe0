/**
 * Linked records on the server (x-link; LNK-07…14): a create or update may only link records that
 * exist in the kind's module and that the user could find through the link search — the target
 * module's read guard, its record scope (ROL-06) and the kind's fixed filters (LNK-14). Otherwise
 * a Spanish problem in the request's one 400 (writeRequest.ts) and nothing written. A check of the module's create and update routes. At start-up every x-link
 * annotation must name a declared kind and existing fields (linkAnnotationProblems).
 */
import { canAccess } from '../../engine/core/permissions';
import type { Kysely } from 'kysely';
import { linkedProperties, type LinkAnnotation } from '../../engine/core/linkSearch/linkAnnotation';
import { linkedRecordAllowed } from '../../engine/core/linkSearch/linkOptionFilter';
import { linkAnnotationProblems } from '../../engine/core/linkSearch/linkAnnotationProblems';
import { relatedPanelProblems } from '../../engine/core/related/relatedPanelProblems';
import { linkedIdsOf } from '../../engine/core/linkSearch/linkSelection';
import { t } from '../../engine/core/messages';
import type { ScreensConfig } from '../../engine/core/screenConfig';
import type { RegisteredModule, SchemaRegistry } from '../../engine/core/schemaRegistry';
import type { RequestUser } from '../auth/principal';
import type { Database } from '../db/schema';
import { applyFilters } from './recordQueries';
import { recordScopeOf } from '../../engine/core/recordScope';
import { reportProblem, type WriteCheck } from './writeRequest';

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
    const found = await options.db.selectFrom('records').select('id').where('module', '=', schema).where('id', 'in', [...ids]).execute();
    return new Set(found.map((row) => Number(row.id))).size === new Set(ids).size;
  }
  const query = applyFilters(options.db.selectFrom('records'), { module: schema, list: target.list, values: link.filters ?? {}, scope: recordScopeOf(user, target.recordScope) });
  const found = await query.select('records.id').where('records.id', 'in', [...ids]).execute();
  return new Set(found.map((row) => Number(row.id))).size === new Set(ids).size;
}

/** True when the linked records (found already) pass the field's filter for the values being written (x-link.filter). */
async function allAllowed(options: Options, link: LinkAnnotation, ids: readonly number[], datos: Readonly<Record<string, unknown>>): Promise<boolean> {
  const rows = await options.db.selectFrom('records').select('data').where('records.id', 'in', [...ids]).execute();
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

/** The write check of the module's links (its annotations checked first, at start-up); null when it has none. */
export function linkedRecordCheck(options: Options): WriteCheck | null {
  assertLinkAnnotations(options);
  const links = linkedProperties(options.module.schema.properties);
  if (!links.length) return null;
  const moduleConfig = Object.values(options.appConfig.modules).find((m) => m.schema === options.module.name);
  return async (request, write) => {
    const { datos } = write.body;
    // A user under the record scope links their own account in the owner field (the server set it, whatever they sent).
    const scope = recordScopeOf(write.user, moduleConfig?.recordScope);
    for (const { field, link } of links) {
      if (write.invalid.has(field)) continue;
      if (scope.kind === 'account' && field === moduleConfig?.recordScope?.ownerField) continue;
      // A token's account and opportunity are the server's, set from the token (COP-OP02): not searched for.
      if (scope.kind === 'token' && (field === moduleConfig?.recordScope?.ownerField || field in scope.match)) continue;
      const ids = linkedIdsOf(datos[field]);
      if (!ids.length) continue;
      if (!(await allFindable(options, link.kind, ids, write.user, link.owner === true))) {
        // Answered with the request's other problems (writeRequest.ts).
        reportProblem(request, { path: field, mensaje: t('link.notFound', { campo: options.module.labels[field] ?? field }) });
      } else if (link.filter && !(await allAllowed(options, link, ids, datos))) {
        // A record the field's filter leaves out for the form's values (x-link.filter, CRD-16): as a combo option that is not one.
        reportProblem(request, { path: field, mensaje: t('lookup.invalidValue', { campo: options.module.labels[field] ?? field }) });
      }
    }
  };
}
