/**
 * Issue 8 defect 4: a combo column of a list exports the option's description, not its code
 * (`AR` → `Argentina`), a list of codes as its descriptions; on a module written by the generator's
 * own builders (schema folder and config entries of `npm run new-module`).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Papa from 'papaparse';
import { loadLookups } from '../../server/registry/loadLookups';
import { moduleConfigFile } from '../../scripts/newModule/configEntries';
import { parseFieldSpec } from '../../scripts/newModule/fieldSpec';
import type { ModuleSpec } from '../../scripts/newModule/moduleSpec';
import { schemaFolderFiles } from '../../scripts/newModule/schemaFiles';
import { startTestApp, type TestApp } from './helpers/testApp';
import { temporaryDir } from '../support/temporaryDir';

/** The product's lookups: the generic ones and those of every module folder. */
const lookups = loadLookups();

const ctx = { comboOptions: (combo: string) => lookups[combo] ?? [] };
const spec: ModuleSpec = {
  name: 'pruebacombo',
  title: 'Prueba de combos',
  plural: 'Pruebas de combos',
  route: '/pruebas-combos',
  roles: [],
  fields: ['nombre:string:Nombre', 'pais:combo:paises:País', 'destinos:combos:paises:Destinos'].map((f) => parseFieldSpec(f, ctx)),
};

let t: TestApp;
beforeAll(async () => {
  const root = temporaryDir('bo-combos-');
  mkdirSync(join(root, spec.name));
  // The rules file is left out: its relative import only resolves inside the repository.
  for (const [path, text] of schemaFolderFiles(spec, ctx))
    if (path.endsWith('.json')) writeFileSync(join(root, spec.name, path.split('/').pop()!), text.replace(/"x-rules": \[[^\]]*\],?/, ''));
  t = await startTestApp({
    extraSchemasDirs: [root],
    config: (config) => {
      const part = moduleConfigFile(spec, []);
      config.modules[spec.name] = part.module;
      config.screens.push(...part.screens);
      config.menu.push(...part.menu);
      // The list shows the array field too (the generator leaves arrays out of the columns).
      config.screens.find((s: { id: string }) => s.id === 'pruebacombo.lista').columns.push({ field: 'destinos', label: 'Destinos' });
    },
  });
  const created = await t.as('admin', {
    method: 'POST',
    url: `/api/modulos/${spec.name}`,
    payload: { datos: { nombre: 'Uno', pais: 'AR', destinos: ['BR', 'CL'] } },
  });
  expect(created.statusCode).toBe(201);
}, 300_000);
afterAll(async () => {
  await t?.close();
});

describe('combo columns (issue 8 defect 4)', () => {
  it('export the option descriptions, a list of codes joined by commas', async () => {
    const res = await t.as('admin', { method: 'GET', url: `/api/modulos/${spec.name}/exportar/csv` });
    expect(res.statusCode).toBe(200);
    const [header, row] = Papa.parse<string[]>(res.body.replace(/^\uFEFF/, ''), { skipEmptyLines: true }).data;
    expect(header).toEqual(['Nombre', 'País', 'Destinos']);
    expect(row).toEqual(['Uno', 'Argentina', 'Brasil, Chile']);
  });
});
