import { describe, expect, it } from 'vitest';
import { loadModuleSeeds, seedOrder, type LoadedSeed } from './moduleSeed';
import { moduleFolderNames } from '../registry/loadModules';

const run = async () => undefined;
const seeds = (after: Record<string, string[]>): LoadedSeed[] => Object.entries(after).map(([module, names]) => ({ module, seed: { after: names, run } }));

describe('module demo seeds (schemas/<m>/<m>.seed.ts)', () => {
  it('a seed runs after those it names in after, otherwise in the given order; a name without a seed imposes nothing', () => {
    const order = seedOrder(seeds({ banco: [], contacto: ['cuenta'], cuenta: [], nota: ['cuenta', 'proveedor', 'ausente'], proveedor: [] }));
    expect(order.map((s) => s.module)).toEqual(['banco', 'cuenta', 'contacto', 'proveedor', 'nota']);
  });

  it('a cycle of after is one line naming the file, the cycle and the fix', () => {
    expect(() => seedOrder(seeds({ alfa: ['beta'], beta: ['gama'], gama: ['alfa'] }))).toThrow(
      "schemas/alfa/alfa.seed.ts: 'after' forma un ciclo (alfa → beta → gama → alfa); quite una de esas dependencias",
    );
  });

  it('the product’s seeds: every record one refers to is written before it', async () => {
    const loaded = await loadModuleSeeds(moduleFolderNames('schemas').map((name) => ({ name, folder: `schemas/${name}` })));
    const order = loaded.map((s) => s.module);
    for (const { module, seed } of loaded) for (const first of seed.after ?? []) expect(order.indexOf(first)).toBeLessThan(order.indexOf(module));
    expect(order).toEqual([
      'banco',
      'equipotrabajo',
      'cuenta',
      'contacto',
      'oportunidad',
      'contactooportunidad',
      'proveedor',
      'cuentabancaria',
      'nota',
      'permiso',
      'servicefee',
      'tarjeta',
      'vendedorcomercial',
    ]);
  });
});
