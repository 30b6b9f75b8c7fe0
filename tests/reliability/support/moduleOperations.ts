/**
 * Every operation of a module's API as the OpenAPI document lists it (generated from the registered
 * routes, so a route added to the generic module API is in the matrix with no new test code), with
 * its path parameters filled for a given record and a body a client would send.
 */
import type { InjectOptions } from 'fastify';
import type { TestApp } from '../../api/helpers/testApp';
import type { ModuleUnderTest, StoredRecord } from './moduleCatalog';

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';

export interface Operation {
  readonly method: Method;
  /** The documented path, e.g. `/api/modulos/banco/{id}/vigente`. */
  readonly path: string;
  /** Whether it reads (GET) or writes. */
  readonly writes: boolean;
  /** Whether it names one record (`{id}`). */
  readonly forRecord: boolean;
  /** The `{campo}` of a row action, when the path has one. */
  readonly campo?: string;
  /** The `{formato}` of an export. */
  readonly formato?: string;
}

interface OpenApiDocument {
  readonly paths: Readonly<Record<string, Readonly<Record<string, unknown>>>>;
}

/** The module's documented operations; a row action path once per field its list screens declare for it. */
export function operationsOf(t: TestApp, m: ModuleUnderTest): Operation[] {
  const doc = t.app.swagger() as unknown as OpenApiDocument;
  const operations: Operation[] = [];
  for (const [path, item] of Object.entries(doc.paths)) {
    if (path !== m.base && !path.startsWith(`${m.base}/`)) continue;
    for (const method of Object.keys(item).map((k) => k.toUpperCase() as Method)) {
      // The link modals' search (`/buscar`, LNK-12) is a read sent as a POST.
      const base = { method, path, writes: method !== 'GET' && !path.endsWith('/buscar'), forRecord: path.includes('{id}') };
      if (path.includes('{formato}')) {
        for (const formato of ['csv', 'xlsx']) operations.push({ ...base, formato });
        continue;
      }
      if (!path.includes('{campo}')) {
        operations.push(base);
        continue;
      }
      const kind = path.includes('/anular/') ? 'annul' : 'toggle';
      const fields = new Set(
        t.config.screens.flatMap((s) =>
          s.kind === 'list' && s.module === m.name ? (s.rowActions ?? []).flatMap((a) => (a.kind === kind ? [a.field] : [])) : [],
        ),
      );
      // An undeclared field too: the server must refuse it, never act on it.
      for (const campo of [...fields, 'noDeclarado']) operations.push({ ...base, campo });
    }
  }
  return operations;
}

/** The request of an operation on `record` (its current version read from the database). */
export async function requestOf(
  t: TestApp,
  m: ModuleUnderTest,
  op: Operation,
  record: StoredRecord,
  createDatos: Record<string, unknown>,
): Promise<InjectOptions> {
  const url = op.path
    .replace('{id}', String(record.id))
    .replace('{campo}', op.campo ?? '')
    .replace('{formato}', op.formato ?? '');
  const row = await t.db.selectFrom('records').select(['version', 'data']).where('id', '=', record.id).executeTakeFirst();
  const version = Number(row?.version ?? record.version);
  if (op.method === 'GET') return { method: 'GET', url: url.endsWith('/existe') ? `${url}?campo=${firstTextField(m)}&valor=x` : url };
  if (op.method === 'PUT') return { method: 'PUT', url, payload: { version, datos: { ...((row?.data as Record<string, unknown>) ?? record.datos) } } };
  if (op.forRecord) return { method: op.method, url, payload: { version } };
  if (url.endsWith('/buscar')) return { method: op.method, url, payload: { busqueda: {} } };
  // The duplicate-combination port asks about the new record's scalar values, as the form does.
  if (url.endsWith('/coincide')) {
    const valores = Object.fromEntries(
      Object.entries(createDatos)
        .filter(([, v]) => ['string', 'number', 'boolean'].includes(typeof v))
        .slice(0, 20),
    );
    return { method: op.method, url, payload: { valores } };
  }
  return { method: op.method, url, payload: { datos: createDatos } };
}

function firstTextField(m: ModuleUnderTest): string {
  return Object.entries(m.module.schema.properties).find(([, p]) => p.type === 'string')?.[0] ?? 'nombre';
}
