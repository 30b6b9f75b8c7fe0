/**
 * The benchmarks' contact generator (bench/generateContacts.ts): valid, unique, realistic documents
 * and names, and records the contact schema accepts.
 */
import { describe, expect, it } from 'vitest';
import { DNI_BASE, cuilOf, femaleNames, generatedContacto, generatedDni, maleNames, surnames } from '../../bench/generateContacts';
import { isValidCuit } from '../../engine/core/format/cuitCheckDigit';
import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import contactoSchema from '../../schemas/contacto/contacto.schema.json';

describe('bench contact generator', () => {
  const sample = Array.from({ length: 5000 }, (_, i) => generatedContacto(i, 1 + (i % 7)));

  it('gives each contact a unique document: 8-digit DNIs in range, CUILs with a valid check digit', () => {
    const documents = new Set(sample.map((c) => c.documento));
    expect(documents.size).toBe(sample.length);
    for (const c of sample) {
      const documento = String(c.documento);
      if (c.tipoDocumento === 'DNI') {
        expect(documento).toMatch(/^[1-4][0-9]{7}$/);
        expect(Number(documento)).toBeGreaterThanOrEqual(DNI_BASE);
      } else {
        expect(c.tipoDocumento).toBe('CUIL');
        expect(isValidCuit(documento)).toBe(true);
        expect(documento.slice(0, 2)).toMatch(c.genero === 'F' ? /^2[37]$/ : /^2[03]$/);
      }
    }
    expect(sample.filter((c) => c.tipoDocumento === 'CUIL').length).toBe(500);
  });

  it('keeps DNIs unique far beyond a million contacts (a bijection of i)', () => {
    const seen = new Set<string>();
    for (let i = 0; i < 1_000_000; i++) seen.add(generatedDni(i));
    expect(seen.size).toBe(1_000_000);
    expect([...seen].every((dni) => /^[1-4][0-9]{7}$/.test(dni))).toBe(true);
  });

  it('uses AFIP prefix 23 when 20/27 give no check digit', () => {
    // 20-10000005-? computes to 10: no valid digit with 20.
    const cuil = cuilOf('10000005', false);
    expect(cuil.slice(0, 10)).toBe('2310000005');
    expect(isValidCuit(cuil)).toBe(true);
    expect(cuilOf('12345679', false)).toBe('20123456794');
  });

  it('mixes Argentine first names and surnames (accents kept) and derives the display name and a plain e-mail', () => {
    const pairs = new Set(sample.map((c) => `${c.nombre}|${c.apellido}`));
    expect(pairs.size).toBeGreaterThan(3000);
    for (const c of sample.slice(0, 200)) {
      expect(c.genero === 'F' ? femaleNames : maleNames).toContain(c.nombre);
      expect(surnames).toContain(c.apellido);
      expect(c.mostrarNombre).toBe(`${c.apellido}, ${c.nombre}`);
      expect(String(c.email)).toMatch(/^[a-z]+\.[a-z]+[0-9]*@[a-z.]+$/);
    }
    expect(sample.some((c) => /[áéíóúñü]/i.test(`${c.nombre}${c.apellido}`))).toBe(true);
  });

  it('is deterministic and valid against the contact schema', () => {
    expect(generatedContacto(123_456, 9)).toEqual(generatedContacto(123_456, 9));
    const ajv = new Ajv({ strict: false, allErrors: true });
    addFormats(ajv);
    const validate = ajv.compile(contactoSchema);
    for (const c of sample.slice(0, 500)) expect(validate(c) ? [] : validate.errors, JSON.stringify(c)).toEqual([]);
  });
});
