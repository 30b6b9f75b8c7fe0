import { afterEach, describe, expect, it, vi } from 'vitest';
import { findLoaderFiles, pageLink, type ModuleLoaderFile } from './moduleLoaderFiles';

const file = (name: string) => ({ schema: { $id: name }, validators: async () => ({}) }) as unknown as ModuleLoaderFile;

afterEach(() => document.head.querySelectorAll('link').forEach((link) => link.remove()));

describe("a module's loader file (decision 168: the entry holds no list of the modules)", () => {
  it('a module the page names is imported from its link, without the map of every module', async () => {
    const importUrl = vi.fn(async (url: string) => file(url));
    const map = vi.fn(async () => new Map([['banco', async () => file('del mapa')]]));
    const find = findLoaderFiles({ linked: (name) => (name === 'banco' ? '/assets/banco-1.js' : null), importUrl, map });
    expect((await find('banco'))?.schema).toEqual({ $id: '/assets/banco-1.js' });
    expect(map).not.toHaveBeenCalled();
  });

  it('any other module comes from the map, downloaded once; a name the map lacks has none', async () => {
    const map = vi.fn(async () => new Map([['cuenta', async () => file('cuenta')]]));
    const find = findLoaderFiles({ linked: () => null, importUrl: vi.fn(), map });
    expect((await find('cuenta'))?.schema).toEqual({ $id: 'cuenta' });
    expect(await find('nadie')).toBeUndefined();
    expect(map).toHaveBeenCalledTimes(1);
  });

  it('a failed download of the map is tried again on the next call (offline for a moment)', async () => {
    let fail = true;
    const map = vi.fn(async () => {
      if (fail) throw new Error('Failed to fetch');
      return new Map([['nota', async () => file('nota')]]);
    });
    const find = findLoaderFiles({ linked: () => null, importUrl: vi.fn(), map });
    await expect(find('nota')).rejects.toThrow('Failed to fetch');
    fail = false;
    expect((await find('nota'))?.schema).toEqual({ $id: 'nota' });
  });

  it("reads a module's URL from the page's preload link that names it (server/client/routePreloads.ts)", () => {
    document.head.insertAdjacentHTML(
      'beforeend',
      '<link rel="modulepreload" crossorigin href="/assets/ListScreen-1.js"><link rel="modulepreload" crossorigin href="/assets/banco-1.js" data-modulo="banco">',
    );
    expect(pageLink('banco')).toBe(`${window.location.origin}/assets/banco-1.js`);
    expect(pageLink('cuenta')).toBeNull();
    expect(pageLink('a"]')).toBeNull();
  });
});
