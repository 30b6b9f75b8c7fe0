import { describe, expect, it } from 'vitest';
import { loadGazetteerPlaces, stateDisplayName } from './loadGazetteerPlaces';

describe('loadGazetteerPlaces (country-state-city + i18n-iso-countries)', () => {
  const { cities, provinces } = loadGazetteerPlaces();

  it('CST-41 files the AR city Buenos Aires as `Ciudad Autonoma de Buenos Aires`, typed also as CABA or Capital Federal', () => {
    const caba = cities.filter((p) => p.paisCodigo === 'AR' && p.nombre === 'Ciudad Autonoma de Buenos Aires');
    expect(caba).toHaveLength(1);
    expect(caba[0]).toMatchObject({ provincia: 'Ciudad Autonoma de Buenos Aires', pais: 'Argentina' });
    expect(caba[0].alias).toEqual(expect.arrayContaining(['Buenos Aires', 'CABA', 'Capital Federal']));
  });

  it('names countries in Spanish, keeps the 24 Argentine jurisdictions and leaves administrative areas out of the cities', () => {
    expect(cities.find((p) => p.nombre === 'Montevideo' && p.paisCodigo === 'UY')).toMatchObject({ pais: 'Uruguay', provincia: 'Montevideo' });
    expect(cities.find((p) => p.paisCodigo === 'BR')?.pais).toBe('Brasil');
    expect(provinces.filter((p) => p.paisCodigo === 'AR')).toHaveLength(24);
    expect(cities.some((p) => /^Departamento de /.test(p.nombre))).toBe(false);
    expect(cities.every((p) => Number.isFinite(p.latitud) && Number.isFinite(p.longitud))).toBe(true);
  });

  it('drops the English suffix of state names', () => {
    expect(stateDisplayName('Montevideo Department')).toBe('Montevideo');
    expect(stateDisplayName('Burgos Province')).toBe('Burgos');
    expect(stateDisplayName('Mendoza')).toBe('Mendoza');
  });
});
