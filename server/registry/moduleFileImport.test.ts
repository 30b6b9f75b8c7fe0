import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { importModuleFiles } from './moduleFileImport';
import { loadModuleServers } from '../modules/moduleServer';
import { temporaryDir } from '../../tests/support/temporaryDir';

/** Module folders holding the given `<m>.server.ts` sources. */
function foldersWith(files: Record<string, string>) {
  const root = temporaryDir('module-files-');
  return Object.entries(files).map(([name, source]) => {
    const folder = join(root, name);
    mkdirSync(folder);
    writeFileSync(join(folder, `${name}.server.ts`), source);
    return { name, folder };
  });
}

describe('a module folder’s code files (<m>.server.ts, <m>.seed.ts), found by their name', () => {
  it('the product’s server extensions are those of the folders that have one', async () => {
    const servers = await loadModuleServers(['banco', 'contacto', 'cuenta', 'proveedor', 'tarjeta'].map((name) => ({ name, folder: `schemas/${name}` })));
    expect(servers.map((s) => s.module)).toEqual(['banco', 'contacto', 'cuenta', 'proveedor']);
    expect(servers.filter((s) => s.server.writeChecks).map((s) => s.module)).toEqual(['contacto', 'cuenta', 'proveedor']);
    for (const { server } of servers) expect(typeof server.routes).toBe('function');
  });

  it('a module without the file, or without a folder, adds nothing', async () => {
    expect(await importModuleFiles([{ name: 'tarjeta', folder: 'schemas/tarjeta' }, { name: 'suelto' }], 'server.ts', 'server')).toEqual([]);
  });

  it('a file that does not load, or lacks its export, is one line each naming the file and the fix', async () => {
    const modules = foldersWith({
      roto: "throw new Error('sin base');\nexport const server = {};\n",
      vacio: 'export const otro = {};\n',
      bueno: 'export const server = { writeChecks: () => [] };\n',
    });
    const error = await importModuleFiles(modules, 'server.ts', 'server').catch((e: Error) => e);
    const lines = (error as Error).message.split('\n');
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(/roto\/roto\.server\.ts: no se pudo cargar \(sin base\); corríjalo$/);
    expect(lines[1]).toMatch(/vacio\/vacio\.server\.ts: no exporta 'server'; agregue `export const server = \{ … \}` o quite el archivo$/);
  });
});
