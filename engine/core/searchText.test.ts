import { describe, expect, it } from 'vitest';
import { buildSearchText, normalizeSearchText } from './searchText';

describe('search text', () => {
  it('ignores case, accents and repeated spaces', () => {
    expect(normalizeSearchText('  Banco   de CÓRDOBA ')).toBe('banco de cordoba');
    expect(normalizeSearchText('Ñandú')).toBe('nandu');
  });

  it('joins the x-search fields of a record, skipping empty ones', () => {
    expect(buildSearchText({ descripcion: 'Banco Galicia', pais: 'Argentina', localidad: '', otro: 'no' }, ['descripcion', 'localidad', 'pais'])).toBe(
      'banco galicia argentina',
    );
  });
});
