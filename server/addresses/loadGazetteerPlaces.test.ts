import { describe, expect, it } from 'vitest';
import { createGazetteerSuggester } from './gazetteerSuggester';
import { loadGazetteerPlaces, stateDisplayName } from './loadGazetteerPlaces';

describe('loadGazetteerPlaces (country-state-city + i18n-iso-countries)', () => {
  const { cities, provinces } = loadGazetteerPlaces();

  it('CST-41 files the AR city Buenos Aires as `Ciudad Autónoma de Buenos Aires`, typed also as CABA or Capital Federal', () => {
    const caba = cities.filter((p) => p.paisCodigo === 'AR' && p.nombre === 'Ciudad Autónoma de Buenos Aires');
    expect(caba).toHaveLength(1);
    expect(caba[0]).toMatchObject({ provincia: 'Ciudad Autónoma de Buenos Aires', pais: 'Argentina' });
    expect(caba[0].alias).toEqual(expect.arrayContaining(['Buenos Aires', 'CABA', 'Capital Federal']));
  });

  it('names countries in Spanish, keeps the 24 Argentine jurisdictions and leaves administrative areas out of the cities', () => {
    expect(cities.find((p) => p.nombre === 'Montevideo' && p.paisCodigo === 'UY')).toMatchObject({ pais: 'Uruguay', provincia: 'Montevideo' });
    expect(cities.find((p) => p.paisCodigo === 'BR')?.pais).toBe('Brasil');
    expect(provinces.filter((p) => p.paisCodigo === 'AR')).toHaveLength(24);
    expect(cities.some((p) => /^Departamento de /.test(p.nombre))).toBe(false);
    expect(cities.every((p) => Number.isFinite(p.latitud) && Number.isFinite(p.longitud))).toBe(true);
  });

  it('gives the official Spanish names, with their accents, of the Argentine provinces and main localities', () => {
    const arProvinces = provinces.filter((p) => p.paisCodigo === 'AR').map((p) => p.nombre);
    expect(arProvinces).toEqual(expect.arrayContaining(['Ciudad Autónoma de Buenos Aires', 'Córdoba', 'Neuquén', 'Río Negro', 'Tucumán', 'Entre Ríos']));
    const ar = (nombre: string) => cities.filter((p) => p.paisCodigo === 'AR' && p.nombre === nombre);
    for (const nombre of [
      'Córdoba',
      'Neuquén',
      'San Miguel de Tucumán',
      'Paraná',
      'Río Cuarto',
      'Bahía Blanca',
      'Mar del Plata',
      'La Plata',
      'Villa General Güemes',
    ]) {
      expect(ar(nombre), nombre).not.toHaveLength(0);
    }
    expect(ar('Villa General Guemes')).toHaveLength(0);
    expect(ar('Bahía Blanca')[0]).toMatchObject({ provincia: 'Buenos Aires', pais: 'Argentina' });
    expect(ar('Balvanera')[0].provincia).toBe('Ciudad Autónoma de Buenos Aires');
  });

  it('LNK-35 suggestions keep the accents, and typing without them (n for ñ, a for á) still finds the place', async () => {
    const argentina = (p: { paisCodigo: string }) => p.paisCodigo === 'AR';
    const suggester = createGazetteerSuggester({ loadPlaces: () => ({ cities: cities.filter(argentina), provinces: provinces.filter(argentina) }) });
    const [neuquen] = await suggester.suggest({ texto: 'San Martin 100, Neuquen', pais: 'AR' });
    expect(neuquen).toMatchObject({ localidad: 'Neuquén', provincia: 'Neuquén', pais: 'Argentina' });
    expect(neuquen.direccionCompleta).toContain('Neuquén');
    const [anatuya] = await suggester.suggest({ texto: 'Belgrano 10, Anatuya', pais: 'AR' });
    expect(anatuya).toMatchObject({ localidad: 'Añatuya', provincia: 'Santiago del Estero' });
    const [caba] = await suggester.suggest({ texto: 'Florida 100, Ciudad Autonoma de Buenos Aires', pais: 'AR' });
    expect(caba).toMatchObject({ localidad: 'Ciudad Autónoma de Buenos Aires', provincia: 'Ciudad Autónoma de Buenos Aires' });
    const [bahia] = await suggester.suggest({ texto: 'Alsina 50, Bahia Blanca', pais: 'AR' });
    expect(bahia).toMatchObject({ localidad: 'Bahía Blanca', provincia: 'Buenos Aires' });
  });

  it('drops the English suffix of state names', () => {
    expect(stateDisplayName('Montevideo Department')).toBe('Montevideo');
    expect(stateDisplayName('Burgos Province')).toBe('Burgos');
    expect(stateDisplayName('Mendoza')).toBe('Mendoza');
  });
});
