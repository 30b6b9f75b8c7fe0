/**
 * SHR-26 says what the server does internally is out of scope [D1§7]: the client may rely on the
 * API's published contract and on nothing else. Checked here as a behaviour: every call the
 * browser code makes (engine, app and widgets; tests and stories aside) is an operation, path and
 * method, that the server's OpenAPI document publishes. The calls are built the way the client
 * builds them (engine/react/data/moduleApi.ts and the other path helpers) for every module, screen,
 * lookup and link kind of the shipped config; each literal `/api/…` path of the client sources must
 * be published too; and a source file that starts calling the API without being listed here fails
 * the test, so that its calls are added.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { computedSpecs } from '../../engine/core/computed/computedFields';
import type { JsonSchemaProperty } from '../../engine/core/moduleSchema';
import type { MenuEntry } from '../../engine/core/screenConfig';
import { transitionPath } from '../../engine/core/transitions';
import { moduleApi } from '../../engine/react/data/moduleApi';
import { lookupPath } from '../../engine/react/data/useLookup';
import { fileDescriptionPath } from '../../engine/react/data/useFileDescription';
import { exportPath } from '../../engine/react/list/useListExport';
import { rowActionPath } from '../../engine/react/list/useRowActions';
import { SUGGESTIONS_PATH } from '../../widgets/AddressPicker/useAddressSuggestions';
import { logoUrl } from '../../widgets/FileUpload/LogoPreview';
import { downloadUrl, UPLOAD_PATH } from '../../widgets/FileUpload/uploadTarget';
import { startTestApp, type TestApp } from './helpers/testApp';

let t: TestApp;
let published: Record<string, Record<string, { parameters?: Array<{ in: string; name: string; schema?: { type?: string } }> }>>;
beforeAll(async () => {
  t = await startTestApp();
  published = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json().paths;
});
afterAll(async () => {
  await t?.close();
});

type Method = 'get' | 'post' | 'put' | 'delete';
interface Call {
  readonly method: Method;
  readonly path: string;
}

const ROOT = join(__dirname, '..', '..');
const SAMPLE_ID = 7;

/**
 * Whether `method path` is a published operation: its path matches a document path, each `{param}`
 * one segment of the parameter's type (an integer id takes digits only, so `/existe` is not `/{id}`).
 */
function isPublished({ method, path }: Call): boolean {
  const bare = path.split('?')[0];
  return Object.entries(published).some(([template, item]) => {
    const operation = item[method];
    if (!operation) return false;
    const names: string[] = [];
    const pattern = template.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{([^}]+)\}/g, (_, name: string) => {
      names.push(name);
      const type = operation.parameters?.find((p) => p.in === 'path' && p.name === name)?.schema?.type;
      return type === 'integer' ? '([0-9]+)' : '([^/]+)';
    });
    return new RegExp(`^${pattern}$`).test(bare);
  });
}

/** Every lookup a schema names (`x-combo`, nested properties and array items included). */
function combosOf(properties: Readonly<Record<string, JsonSchemaProperty>> | undefined): string[] {
  return Object.values(properties ?? {}).flatMap((p) => {
    const items = p.items as { 'x-combo'?: string; properties?: Record<string, JsonSchemaProperty> } | undefined;
    return [
      ...(typeof p['x-combo'] === 'string' ? [p['x-combo']] : []),
      ...(typeof items?.['x-combo'] === 'string' ? [items['x-combo']] : []),
      ...combosOf(p.properties as Record<string, JsonSchemaProperty> | undefined),
      ...combosOf(items?.properties),
    ];
  });
}

/** Every field of a schema marked `x-encrypted` (the reveal call, CRD-09). */
const encryptedFields = (properties: Readonly<Record<string, JsonSchemaProperty>>) =>
  Object.entries(properties)
    .filter(([, p]) => p['x-encrypted'])
    .map(([f]) => f);

/** The calls the client builds from the shipped config and modules, as its helpers build them. */
function clientCalls(): Call[] {
  const { config, registry } = t;
  const calls: Call[] = [
    // Session and identity (app/auth, app/main.tsx, IdleWatcher).
    { method: 'get', path: '/api/sesion' },
    { method: 'get', path: '/api/config' },
    { method: 'get', path: '/api/usuario' },
    { method: 'get', path: '/api/permisos/usuario' },
    { method: 'get', path: '/api/imLoggedIn' },
    // The combos administration's screens (schemas/valorcombo/screens, useApiList and its form).
    { method: 'get', path: '/api/admin/modulos' },
    { method: 'get', path: '/api/admin/combos' },
    { method: 'get', path: '/api/admin/modulos/oportunidad' },
    { method: 'get', path: '/api/admin/modulos/oportunidad/combos' },
    { method: 'get', path: '/api/admin/modulos/oportunidad/combos/origenesOportunidad/valores' },
    { method: 'post', path: '/api/admin/modulos/oportunidad/combos/origenesOportunidad/valores' },
    { method: 'get', path: '/api/admin/modulos/oportunidad/combos/origenesOportunidad/valores/7' },
    { method: 'put', path: '/api/admin/modulos/oportunidad/combos/origenesOportunidad/valores/7' },
    { method: 'post', path: '/api/admin/modulos/oportunidad/combos/origenesOportunidad/valores/7/alternar' },
    { method: 'get', path: '/api/public/config' },
    { method: 'get', path: '/api/token/verificaAutorizacion/abc123' },
    // Files, logos, address suggestions (widgets).
    { method: 'post', path: UPLOAD_PATH },
    { method: 'get', path: downloadUrl('f1') },
    { method: 'get', path: fileDescriptionPath('f1') },
    { method: 'get', path: logoUrl('predeterminado') },
    { method: 'get', path: SUGGESTIONS_PATH },
  ];
  for (const [name, module] of Object.entries(config.modules)) {
    const schema = registry.get(module.schema).schema;
    calls.push(
      { method: 'get', path: moduleApi.list(name) },
      { method: 'post', path: moduleApi.list(name) },
      { method: 'get', path: moduleApi.record(name, SAMPLE_ID) },
      { method: 'put', path: moduleApi.record(name, SAMPLE_ID) },
      { method: 'get', path: moduleApi.history(name, SAMPLE_ID) },
      { method: 'get', path: moduleApi.exists(name) },
      { method: 'post', path: moduleApi.matches(name) },
      { method: 'get', path: exportPath(name, 'csv', {}) },
      { method: 'get', path: exportPath(name, 'xlsx', {}) },
    );
    if (Object.keys(computedSpecs(schema)).length) calls.push({ method: 'post', path: moduleApi.compute(name) });
    for (const field of encryptedFields(schema.properties)) calls.push({ method: 'post', path: moduleApi.reveal(name, SAMPLE_ID, field) });
    // Removal from a parent's list and its undo (useDeleteRecord, useRelatedRemoval), where the module allows it.
    if (module.delete)
      calls.push({ method: 'delete', path: moduleApi.record(name, SAMPLE_ID) }, { method: 'post', path: `${moduleApi.record(name, SAMPLE_ID)}/vigente` });
    for (const combo of combosOf(schema.properties)) calls.push({ method: 'get', path: lookupPath(combo) });
    for (const filter of module.list.filters)
      if ('combo' in filter && typeof filter.combo === 'string') calls.push({ method: 'get', path: lookupPath(filter.combo) });
    // TransitionAction: a record transition's POST (SUP-17, SUP-18).
    for (const transition of module.transitions ?? []) calls.push({ method: 'post', path: transitionPath(name, transition).replace(':id', String(SAMPLE_ID)) });
  }
  // MenuCount: a menu entry's count (SUP-16).
  const counts = (entries: readonly MenuEntry[]): string[] =>
    entries.flatMap((entry) => [...(entry.count ? [entry.count] : []), ...counts(entry.children ?? [])]);
  for (const path of counts(config.menu)) calls.push({ method: 'get', path });
  for (const screen of config.screens) {
    if (screen.kind === 'list') {
      for (const action of screen.rowActions ?? [])
        if (action.kind === 'toggle' || action.kind === 'annul') calls.push({ method: 'post', path: rowActionPath(screen.module, SAMPLE_ID, action) });
    }
    if (screen.kind === 'form') {
      // useRecordActions: a form's annul action.
      for (const action of screen.actions ?? [])
        if (action.kind === 'annul')
          calls.push({ method: 'post', path: `${moduleApi.record(screen.module, SAMPLE_ID)}/anular/${encodeURIComponent(action.field)}` });
    }
  }
  // A link kind's "Nuevo" creates through its createPath (useSaveRecord, LNK-16).
  for (const link of Object.values(config.links ?? {})) if (link.createPath) calls.push({ method: 'post', path: link.createPath });
  // The rules' `ports.read` (useRecordRules: `/api/<path>`), read from the modules' rule files.
  for (const module of registry.list()) {
    if (!module.folder) continue;
    const rules = join(ROOT, module.folder, `${module.name}.rules.ts`);
    let source = '';
    try {
      source = readFileSync(rules, 'utf8');
    } catch {
      continue;
    }
    for (const match of source.matchAll(/path: \(\w+\) => `([^`]+)`/g))
      calls.push({ method: 'get', path: `/api/${match[1].replace(/\$\{[^}]+\}/g, '20301112220')}` });
  }
  return calls;
}

/** The client's source files (engine, app, widgets), tests and stories aside. */
function clientSources(): string[] {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir)) {
      const path = join(dir, entry);
      if (statSync(path).isDirectory()) walk(path);
      else if (/\.tsx?$/.test(entry) && !/\.(test|stories)\.tsx?$/.test(entry) && !/Story[A-Za-z]*\.tsx?$/.test(entry)) files.push(path);
    }
  };
  for (const dir of ['engine', 'app', 'widgets']) walk(join(ROOT, dir));
  return files;
}

/** Files whose `/api/…${x}` templates are prefixes that other helpers complete (moduleApi's base, the rules' `ports.read`). */
const PATH_BUILDERS = new Set(['engine/react/data/moduleApi.ts', 'engine/react/form/useRecordRules.ts']);

/**
 * The files that call the API, each with what it calls (built above). A new one fails the test
 * until its calls are added to clientCalls().
 */
const CALLERS = new Set([
  'app/auth/loadPrincipal.ts', // /api/usuario, /api/permisos/usuario, /api/sesion
  'app/auth/firstScreenCall.ts', // the first list call (moduleApi.list), unless the session's answer carried its page
  'app/auth/publicConfig.ts', // /api/public/config
  'app/auth/tokenAccess.ts', // /api/token/verificaAutorizacion/{token}
  'app/main.tsx', // /api/sesion and the first list call (moduleApi.list)
  'app/SignedInApp.tsx', // /api/config: the whole screen config after an outlined start (decision 169)
  'app/screens/home/homeApi.ts', // Home: /api/inicio/cuentas, /api/inicio/accesos/{cuenta}, /api/inicio/pie (HOM-14, HOM-16, HOM-17)
  'engine/react/api/ApiClient.ts', // the client itself
  'engine/react/api/fetchTransport.ts', // the transport
  'engine/react/api/earlyCalls.ts', // the entry's early calls
  'engine/react/data/useDeleteRecord.ts',
  'engine/react/data/useFileDescription.ts',
  'engine/react/data/useLookup.ts',
  'engine/react/data/useModuleList.ts',
  'engine/react/data/useModuleRecord.ts',
  'engine/react/data/useRecordHistory.ts',
  'engine/react/data/useSaveRecord.ts',
  'engine/react/form/useComputedFields.ts',
  'engine/react/form/useRecordActions.ts',
  'engine/react/form/useRecordRules.ts',
  'engine/react/form/useRevealField.ts',
  'engine/react/linkSearch/useLinkSearch.ts',
  'engine/react/list/useApiList.ts', // the path its screen gives (the combos administration's, listed in clientCalls)
  'engine/react/list/useListExport.ts',
  'engine/react/list/useRowActions.ts',
  'engine/react/related/useRelatedRemoval.ts',
  'engine/react/session/IdleWatcher.tsx',
  'engine/react/shell/MenuCount.tsx',
  'engine/react/transitions/TransitionAction.tsx',
  'widgets/AddressPicker/useAddressSuggestions.ts',
  'widgets/FileUpload/FileUploadWidget.tsx',
  'widgets/FileUpload/LogoPreview.tsx',
]);

describe('SHR-26 the client relies on the published API contract only', () => {
  it('SHR-26 every call the client builds for the shipped modules, screens, lookups and link kinds is a published operation', () => {
    const calls = clientCalls();
    expect(calls.length).toBeGreaterThan(100);
    const unpublished = [...new Set(calls.filter((call) => !isPublished(call)).map((c) => `${c.method.toUpperCase()} ${c.path}`))];
    expect(unpublished).toEqual([]);
  });

  it("SHR-26 every literal /api/… path in the client sources is a published path (a path builder's prefix, a published prefix)", () => {
    const literals = clientSources().flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/['`](\/api\/[A-Za-z0-9_.\-/${}()]*)['`]/g)].map((m) => ({ file: relative(ROOT, file), template: m[1] })),
    );
    expect(literals.length).toBeGreaterThan(5);
    const unpublished = literals.filter(({ file, template }) => {
      const prefix = PATH_BUILDERS.has(file) && /\$\{[^}]+\}$/.test(template) ? template.replace(/\$\{[^}]+\}$/, '') : undefined;
      if (prefix !== undefined) return !Object.keys(published).some((path) => path.startsWith(prefix) && path.length > prefix.length);
      const path = template.replace(/\$\{[^}]+\}/g, String(SAMPLE_ID));
      return !(['get', 'post', 'put', 'delete'] as const).some((method) => isPublished({ method, path }));
    });
    expect(unpublished).toEqual([]);
  });

  it('SHR-26 the check refuses what is not published: an unknown path, a word where an id goes, a method the path lacks', () => {
    expect(isPublished({ method: 'get', path: '/api/modulos/contacto/7' })).toBe(true);
    expect(isPublished({ method: 'get', path: '/api/no-existe' })).toBe(false);
    expect(isPublished({ method: 'get', path: '/api/modulos/contacto/abc' })).toBe(false);
    expect(isPublished({ method: 'delete', path: '/api/modulos/contacto/7' })).toBe(false);
    expect(isPublished({ method: 'get', path: '/api/modulos/no-es-un-modulo' })).toBe(false);
  });

  it('SHR-26 every client source that calls the API is one whose calls are checked here', () => {
    const calling = clientSources()
      .filter((file) => /\bapi\s*\.\s*(get|post|put|delete|patch|upload|download|request)\s*[<(]|\bfetch\(|startEarlyCall\(/.test(readFileSync(file, 'utf8')))
      .map((file) => relative(ROOT, file));
    expect(calling.filter((file) => !CALLERS.has(file))).toEqual([]);
  });
});
