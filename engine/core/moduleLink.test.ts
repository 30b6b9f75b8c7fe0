import { describe, expect, it } from 'vitest';
import { moduleLinkAttribute, moduleLinkSelector } from './moduleLink';

describe('module links of a page (decision 168)', () => {
  it("names a module folder on its chunk's preload link, and finds that link by the same name", () => {
    expect(moduleLinkAttribute('banco')).toBe(' data-modulo="banco"');
    expect(moduleLinkSelector('banco')).toBe('link[rel="modulepreload"][data-modulo="banco"]');
    expect(moduleLinkSelector('sintetico_7-b')).toBe('link[rel="modulepreload"][data-modulo="sintetico_7-b"]');
  });

  it('a name that could break the attribute or the selector is never linked', () => {
    for (const name of ['', 'a"b', 'a b', 'a]b', '../x']) {
      expect(moduleLinkAttribute(name), name).toBe('');
      expect(moduleLinkSelector(name), name).toBeNull();
    }
  });
});
