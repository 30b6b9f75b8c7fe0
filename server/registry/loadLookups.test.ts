import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadLookups, readLookups } from './loadLookups';
import { genericLookups } from '../seed/lookups';
import { temporaryDir } from '../../tests/support/temporaryDir';

/** A folder of modules, each with the given `<m>.lookups.json` text. */
function modulesWith(files: Record<string, string>): { root: string; modules: { name: string; folder: string }[] } {
  const root = temporaryDir('lookups-');
  const modules = Object.entries(files).map(([name, text]) => {
    const folder = join(root, name);
    mkdirSync(folder);
    writeFileSync(join(folder, `${name}.lookups.json`), text);
    return { name, folder };
  });
  return { root, modules };
}

describe('module lookups (schemas/<m>/<m>.lookups.json)', () => {
  it('every combo the product names is defined once: the generic ones and each module folder’s', () => {
    const lookups = loadLookups();
    for (const combo of Object.keys(genericLookups)) expect(lookups[combo]).toBe(genericLookups[combo]);
    expect(lookups.cuentaTipos).toEqual([
      { codigo: 'PAR', descripcion: 'Persona' },
      { codigo: 'EMP', descripcion: 'Empresa' },
    ]);
    expect(lookups.estadosProveedor.map((o) => o.codigo)).toEqual(['1', '2', '3']);
    expect(Object.keys(lookups)).not.toContain('$comment');
  });

  it('a module’s combos join the generic ones, options in file order, extra kept', () => {
    const { modules } = modulesWith({
      hotel: JSON.stringify({ $comment: 'nota', categorias: [{ codigo: 'B', descripcion: 'Boutique', extra: { estrellas: 4 } }] }),
    });
    const { lookups, problems } = readLookups(modules);
    expect(problems).toEqual([]);
    expect(lookups.categorias).toEqual([{ codigo: 'B', descripcion: 'Boutique', extra: { estrellas: 4 } }]);
    expect(lookups.paises).toBe(genericLookups.paises);
  });

  it('a combo defined by two modules, or by a module and the generic seed, is one line naming both files and the fix', () => {
    const { modules } = modulesWith({
      alfa: JSON.stringify({ tipos: [{ codigo: '1', descripcion: 'Uno' }] }),
      beta: JSON.stringify({ tipos: [{ codigo: '2', descripcion: 'Dos' }], paises: [{ codigo: 'AR', descripcion: 'Argentina' }] }),
    });
    const { problems } = readLookups(modules);
    expect(problems).toHaveLength(2);
    expect(problems[0]).toMatch(
      /beta\.lookups\.json#\/tipos: el combo 'tipos' ya está definido en .*alfa\.lookups\.json; cámbiele el nombre o déjelo en un solo lugar/,
    );
    expect(problems[1]).toMatch(/beta\.lookups\.json#\/paises: el combo 'paises' ya está definido en server\/seed\/lookups\.ts;/);
  });

  it('a file that is not JSON, or options of the wrong shape, are one line each with the pointer', () => {
    const { root, modules } = modulesWith({
      roto: '{ "tipos": [ }',
      malo: JSON.stringify({
        sinLista: {},
        sinCodigo: [{ descripcion: 'x' }],
        repetido: [
          { codigo: 'A', descripcion: 'a' },
          { codigo: 'A', descripcion: 'b' },
        ],
      }),
    });
    const { problems } = readLookups(modules);
    expect(problems).toHaveLength(4);
    expect(problems[0]).toMatch(/roto\.lookups\.json.*: no es un JSON válido/);
    expect(problems[1]).toMatch(/malo\.lookups\.json#\/sinLista: debe ser una lista de opciones/);
    expect(problems[2]).toMatch(/malo\.lookups\.json#\/sinCodigo\/0: cada opción necesita "codigo"/);
    expect(problems[3]).toMatch(/malo\.lookups\.json#\/repetido\/1\/codigo: el código 'A' ya está en este combo/);
    expect(() => loadLookups(root)).toThrow(/roto\.lookups\.json/);
  });
});
