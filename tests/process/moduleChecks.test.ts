/**
 * Issue 8, defect 5: a broken module stops `npm start` (before the client build) and `npm run check`
 * with one line per problem naming the file, the JSON pointer and the fix; a sound tree checks OK.
 */
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, readdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { NEW_MODULE, newModuleConfigFile, writeNewModuleFolder } from '../support/newModuleFiles';
import { freePort, startServerProcess } from './serverProcesses';
import { temporaryDir } from '../support/temporaryDir';

/** The product's module folders. */
const SHIPPED = readdirSync('schemas', { withFileTypes: true })
  .filter((e) => e.isDirectory())
  .map((e) => e.name);

/** A schemas folder with the product's modules and the new module (its config file in its folder), and the root config. */
function tree(): { schemas: string; config: string; folder: string } {
  const schemas = writeNewModuleFolder();
  for (const module of SHIPPED) symlinkSync(resolve('schemas', module), join(schemas, module));
  writeFileSync(join(schemas, NEW_MODULE, `${NEW_MODULE}.config.json`), JSON.stringify(newModuleConfigFile()));
  const file = join(temporaryDir('bo-check-'), 'screens.config.json');
  copyFileSync('screens.config.json', file);
  return { schemas, config: file, folder: join(schemas, NEW_MODULE) };
}

const runCheck = (env: Record<string, string>) =>
  spawnSync(process.execPath, ['--import', 'tsx', 'scripts/check.ts'], { env: { ...process.env, ...env }, encoding: 'utf8', timeout: 120_000 });

const edit = (file: string, change: (json: any) => void) => {
  const json = JSON.parse(readFileSync(file, 'utf8'));
  change(json);
  writeFileSync(file, JSON.stringify(json, null, 2));
};

describe('module checks at start-up and in npm run check', () => {
  it('npm run check: a sound tree is one OK line and exit 0', () => {
    const { schemas, config } = tree();
    const result = runCheck({ SCHEMAS_DIR: schemas, SCREENS_CONFIG: config });
    expect(result.status, result.stderr).toBe(0);
    expect(result.stdout.trim()).toMatch(new RegExp(`^OK: ${SHIPPED.length + 1} módulos y screens\\.config\\.json sin problemas \\(\\d+ ms\\)\\.$`));
  });

  it('npm run check: every broken file at once, one line each with the file, the pointer and the fix; exit 1', () => {
    const { schemas, config, folder } = tree();
    const base = join(folder, NEW_MODULE);
    edit(`${base}.schema.json`, (schema) => {
      schema.properties.pais = { type: 'string', title: 'País', 'x-combo': 'pais' };
      schema.required = ['razonSocial', 'razon'];
    });
    edit(`${base}.ui.json`, (ui) => {
      ui['ui:order'] = ['razonSocial', 'cuit'];
      ui['ui:layout'][0].fields.push('fax');
    });
    mkdirSync(join(schemas, 'roto'));
    writeFileSync(join(schemas, 'roto', 'roto.schema.json'), '{\n  "title": "Roto",\n}\n');
    const result = runCheck({ SCHEMAS_DIR: schemas, SCREENS_CONFIG: config });
    expect(result.status).toBe(1);
    const lines = result.stderr.trim().split('\n');
    expect(lines).toEqual(
      expect.arrayContaining([
        `${join(schemas, 'roto', 'roto.schema.json')} (línea 3, columna 1): no es un JSON válido (Expected double-quoted property name); corrija la sintaxis (comas, comillas, llaves)`,
        expect.stringMatching(/proveedorlocal\.schema\.json#\/required\/1: 'razon' no es un campo de ese objeto/),
        expect.stringMatching(/proveedorlocal\.schema\.json#\/properties\/pais\/x-combo: el combo 'pais' no existe; use uno de .*paises/),
        expect.stringMatching(/proveedorlocal\.ui\.json#\/ui:order: faltan 'email', 'alta', .*termine la lista con "\*"$/),
        expect.stringMatching(/proveedorlocal\.ui\.json#\/ui:layout\/0\/fields\/7: el campo 'fax' no existe en el esquema/),
      ]),
    );
    expect(result.stderr).not.toMatch(/\n\s+at /); // no stack
  });

  it("npm run check: a module's config file is checked against its meta-schema, then merged and cross-checked, each line naming that file and pointer", () => {
    const { schemas, config, folder } = tree();
    const file = join(folder, `${NEW_MODULE}.config.json`);
    edit(file, (json) => (json.screens[0].pageSize = -3));
    const shape = runCheck({ SCHEMAS_DIR: schemas, SCREENS_CONFIG: config });
    expect(shape.status).toBe(1);
    expect(shape.stderr.trim().split('\n')).toContain(`${file}#/screens/0/pageSize: must be >= 1`);

    edit(file, (json) => {
      json.screens[0].pageSize = 25;
      json.screens[0].columns.push({ field: 'fax', label: 'Fax' });
      json.menu[0].group = 'herramientas';
    });
    const merged = runCheck({ SCHEMAS_DIR: schemas, SCREENS_CONFIG: config });
    expect(merged.status).toBe(1);
    expect(merged.stderr).toMatch(new RegExp(`${file.replace(/[.]/g, '\\.')}#/screens/0/columns/2/field: `));

    edit(file, (json) => {
      json.screens[0].columns.pop();
      json.screens[0].id = 'bancos.lista';
      json.screens[1].paths.create = '/herramientas/abm/bancos/nuevo';
      json.links = { banco: { module: NEW_MODULE, columns: [{ field: 'razonSocial', label: 'Razón social' }], cap: 100 } };
    });
    const conflicts = runCheck({ SCHEMAS_DIR: schemas, SCREENS_CONFIG: config });
    expect(conflicts.status).toBe(1);
    const banco = join(schemas, 'banco', 'banco.config.json');
    expect(conflicts.stderr.trim().split('\n')).toEqual(
      expect.arrayContaining([
        `${file}#/screens/0/id: la pantalla 'bancos.lista' ya está en ${banco}#/screens/0; use otro id`,
        `${file}#/screens/1/paths/create: la ruta /herramientas/abm/bancos/nuevo ya está en ${banco}#/screens/1/paths/create; use otra ruta`,
        `${file}#/links/banco: el tipo de vínculo 'banco' ya está en ${banco}#/links/banco; use otro nombre`,
      ]),
    );
  });

  it('npm start stops on a broken module with the same lines, before building the client', async () => {
    const { schemas, config, folder } = tree();
    edit(join(folder, `${NEW_MODULE}.schema.json`), (schema) => (schema.properties.idCrm = { type: 'string' }));
    const server = startServerProcess({
      SCHEMAS_DIR: schemas,
      SCREENS_CONFIG: config,
      BUILD_CLIENT: '1',
      DATA_DIR: join(schemas, 'data'),
      PORT: String(await freePort()),
    });
    expect(await server.exited).toBe(1);
    expect(server.output()).toMatch(/proveedorlocal\.schema\.json#\/properties\/idCrm: 'idCrm' es un campo del sistema/);
    expect(server.output()).not.toContain('Compilando la aplicación web');
  });
});
