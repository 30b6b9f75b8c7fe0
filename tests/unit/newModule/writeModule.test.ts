/** `npm run new-module` on a temporary copy of schemas/ and screens.config.json: what it writes (one folder and its tests) and what it refuses. */
import { cpSync, existsSync, readFileSync, symlinkSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { check, resolveConfig } from 'prettier';
import { describe, expect, it } from 'vitest';
import { loadLookups } from '../../../server/registry/loadLookups';
import { parseFieldSpec } from '../../../scripts/newModule/fieldSpec';
import type { ModuleSpec } from '../../../scripts/newModule/moduleSpec';
import { writeModule } from '../../../scripts/new-module';
import { loadScreenConfig } from '../../../server/registry/loadScreenConfig';
import { temporaryDir } from '../../support/temporaryDir';

/** The merged screen config of the copy (its root and its modules' config files). */
const mergedConfig = (root: string) =>
  loadScreenConfig({ configFile: join(root, 'screens.config.json'), schemasDirs: [join(root, 'schemas')] }) as unknown as Record<string, any>;

/** The product's lookups: the generic ones and those of every module folder. */
const lookups = loadLookups();

function copyOfRepo(): string {
  const root = temporaryDir('bo-nuevo-');
  cpSync('schemas', join(root, 'schemas'), { recursive: true });
  cpSync('screens.config.json', join(root, 'screens.config.json'));
  cpSync('.prettierrc.json', join(root, '.prettierrc.json'));
  symlinkSync(resolve('engine'), join(root, 'engine')); // what the modules' rules import
  return root;
}

const ctx = { comboOptions: (combo: string) => lookups[combo] ?? [], linkKinds: () => ['cuenta'] };
const spec = (over: Partial<ModuleSpec> = {}): ModuleSpec => ({
  name: 'aerolinea',
  title: 'Aerolínea',
  plural: 'Aerolíneas',
  route: '/aerolineas',
  roles: ['ROLE_AT'],
  fields: ['nombre:string:Nombre', 'pais:combo:paises:País:required', 'alta:date:Fecha de alta'].map((f) => parseFieldSpec(f, ctx)),
  menuGroup: 'Herramientas',
  ...over,
});

describe('new-module writing a module', () => {
  it('writes the module folder, its tests and story and its config entries, which pass the start-up checks and the format check', async () => {
    const root = copyOfRepo();
    const written = await writeModule(root, spec());
    expect(written).toEqual([
      'schemas/aerolinea/aerolinea.schema.json',
      'schemas/aerolinea/aerolinea.ui.json',
      'schemas/aerolinea/aerolinea.messages.json',
      'schemas/aerolinea/aerolinea.rules.ts',
      'schemas/aerolinea/aerolinea.config.json',
      'tests/api/aerolinea.test.ts',
      'tests/dom/aerolinea.test.tsx',
      'stories/modules/aerolinea.stories.tsx',
      'schemas/aerolinea/aerolinea.d.ts',
    ]);
    const config = mergedConfig(root);
    expect(config.modules.aerolinea.access.write).toEqual({ anyOf: [{ role: 'ROLE_ADMINISTRADOR' }, { role: 'ROLE_AT' }] });
    expect(config.menu.find((m: { label: string }) => m.label === 'Herramientas').children).toContainEqual({
      label: 'Aerolíneas',
      screen: 'aerolinea.lista',
      icon: 'th-list',
    });
    const schema = JSON.parse(readFileSync(join(root, 'schemas/aerolinea/aerolinea.schema.json'), 'utf8'));
    expect(schema.required).toEqual(['nombre', 'pais']);
    expect(schema['x-rules']).toEqual(['aerolinea.nombreNoNumerico']);
    expect(readFileSync(join(root, 'schemas/aerolinea/aerolinea.d.ts'), 'utf8')).toContain('export interface Aerolinea');
    // The TypeScript it writes is formatted as npm test's format check wants it.
    for (const path of written.filter((p) => /\.tsx?$/.test(p) && !p.endsWith('.d.ts'))) {
      const file = join(root, path);
      expect(await check(readFileSync(file, 'utf8'), { ...(await resolveConfig(file)), filepath: file }), path).toBe(true);
    }
  });

  it("writes each field's two samples as its examples, a range, a link and a default, and the generated tests read the examples", async () => {
    const root = copyOfRepo();
    const fields = [
      'nombre:string:Nombre',
      'estrellas:integer:1-5:Estrellas:required',
      'cuenta:link:cuenta:Cuenta',
      'activo:switch:Activo:required,default=true',
    ];
    const written = await writeModule(root, spec({ fields: fields.map((f) => parseFieldSpec(f, ctx)) }));
    const schema = JSON.parse(readFileSync(join(root, 'schemas/aerolinea/aerolinea.schema.json'), 'utf8'));
    expect(schema.properties.nombre.examples).toEqual(['Registro de prueba', 'Registro editado']);
    expect(schema.properties.estrellas).toMatchObject({ type: 'integer', minimum: 1, maximum: 5, examples: [1, 5] });
    expect(schema.properties.cuenta).toEqual({ type: 'integer', title: 'Cuenta', minimum: 1, 'x-link': { kind: 'cuenta' } });
    expect(schema.properties.activo).toMatchObject({ type: 'boolean', 'x-widget': 'switch', default: true, examples: [true, false] });
    for (const path of written.filter((p) => p.startsWith('tests/') || p.startsWith('stories/'))) {
      const text = readFileSync(join(root, path), 'utf8');
      expect(text, path).toContain("import schema from '../../schemas/aerolinea/aerolinea.schema.json';");
      expect(text, path).toContain('moduleExamples(schema)');
      expect(text, path).not.toContain('Registro de prueba');
    }
    // The switch starts at its default: the UI test clicks it only when that is not the example.
    expect(readFileSync(join(root, 'tests/dom/aerolinea.test.tsx'), 'utf8')).toContain("if (box.checked !== created['activo']) await user.click(box);");
  });

  it('20 --read-roles: roles that read the module but do not write it', async () => {
    const root = copyOfRepo();
    await writeModule(root, spec({ readRoles: ['ROLE_CUENTAS'] }));
    const config = mergedConfig(root);
    expect(config.modules.aerolinea.access.read).toEqual({ anyOf: [{ role: 'ROLE_ADMINISTRADOR' }, { role: 'ROLE_AT' }, { role: 'ROLE_CUENTAS' }] });
    expect(config.modules.aerolinea.access.write).toEqual({ anyOf: [{ role: 'ROLE_ADMINISTRADOR' }, { role: 'ROLE_AT' }] });
  });

  it('refuses a module name or a route that exists, and writes nothing', async () => {
    const root = copyOfRepo();
    const before = readFileSync(join(root, 'screens.config.json'), 'utf8');
    await expect(writeModule(root, spec({ name: 'banco' }))).rejects.toThrow('Ya existe la carpeta schemas/banco.');
    await expect(writeModule(root, spec({ route: '/herramientas/abm/bancos' }))).rejects.toThrow(
      `Ya existe la ruta "/herramientas/abm/bancos" en ${join(root, 'schemas/banco/banco.config.json')}.`,
    );
    expect(readFileSync(join(root, 'screens.config.json'), 'utf8')).toBe(before);
    expect(existsSync(join(root, 'schemas/aerolinea'))).toBe(false);
  });
});
