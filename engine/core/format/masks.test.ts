import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { builtInMasks, createMaskRegistry, MaskRegistry, maskRegistry, type Mask } from './masks';
import { storedValueProblem } from './storedValueProblem';

const digits = (maxLength: number) => fc.string({ unit: fc.constantFrom(...'0123456789'), maxLength });
const anyText = fc.oneof(fc.string(), fc.string({ unit: 'binary' }));

/** Stored values each mask must round-trip. */
const storedValues: Record<string, fc.Arbitrary<string>> = {
  cbu: digits(22),
  cuit: digits(11),
  documento: digits(11),
  telefono: digits(15),
  ruta: fc.string({ unit: fc.constantFrom(...'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789'), maxLength: 12 }),
  codigo: fc.string({ unit: fc.constantFrom(...'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_'), maxLength: 12 }),
  minusculas: fc.string({ unit: fc.constantFrom(...'abcdefghijklmnopqrstuvwxyz'), maxLength: 20 }),
  // Money shows two decimals (`1,234.50`), so the stored values that round-trip as they are have two.
  moneda: fc.tuple(fc.nat(), fc.nat({ max: 99 })).map(([i, d]) => `${i}.${String(d).padStart(2, '0')}`),
  numero: digits(15),
  numeroTarjeta: digits(19),
};
/** What a stored value of each mask may contain. */
const storedShape: Record<string, RegExp> = {
  cbu: /^[0-9]*$/,
  cuit: /^[0-9]*$/,
  documento: /^[0-9]*$/,
  telefono: /^[0-9]*$/,
  ruta: /^[A-Z0-9]*$/,
  codigo: /^[A-Z0-9_]*$/,
  minusculas: /^[a-z]*$/,
  moneda: /^(-?(0|[1-9][0-9]*)(\.[0-9]{1,2})?)?$/,
  numero: /^[0-9]*$/,
  numeroTarjeta: /^[0-9]*$/,
};
const reveal = { reveal: true };

describe('mask registry', () => {
  it('WID-07…17 registers the masks schemas name in "x-mask"', () => {
    expect(maskRegistry.names()).toEqual(['cbu', 'codigo', 'cuit', 'documento', 'minusculas', 'moneda', 'numero', 'numeroTarjeta', 'ruta', 'telefono']);
    expect(maskRegistry.get('cuit').format('20123456786')).toBe('20-12345678-6');
    expect(maskRegistry.get('documento').format('12345678')).toBe('12.345.678');
    expect(maskRegistry.get('telefono').format('1147891234')).toBe('(11) 4789-1234');
    expect(maskRegistry.get('ruta').format('ezemad')).toBe('EZE-MAD');
    expect(maskRegistry.get('moneda').format(1234.5)).toBe('1,234.50');
    expect(maskRegistry.get('numero').format('0042')).toBe('0042');
  });

  it('CRD-OP03 the card mask hides digits unless asked to reveal them', () => {
    const tarjeta = maskRegistry.get('numeroTarjeta');
    expect(tarjeta.format('4111111111111234')).toBe('XXXX-XXXX-XXXX-1234');
    expect(tarjeta.format('4111111111111234', reveal)).toBe('4111-1111-1111-1234');
  });

  it('WID-12 / WID-13 refuse keystrokes the spec does not accept', () => {
    expect(maskRegistry.get('moneda').accepts?.('1,234.567')).toBe(false);
    expect(maskRegistry.get('numero').accepts?.('12a')).toBe(false);
    expect(maskRegistry.get('cuit').accepts?.('20-12345678-91')).toBe(false);
    expect(maskRegistry.get('cuit').accepts?.('20-12345678-9')).toBe(true);
    expect(maskRegistry.get('numeroTarjeta').accepts?.('4111-1111-1111-1111-1111')).toBe(false);
    expect(maskRegistry.get('telefono').accepts?.('+54 (11) 4789-1234')).toBe(true);
  });

  it('WID-10 21-1 the phone and money are formatted on blur (a typed `,5` may yet become `,500`); the others while typing', () => {
    expect(
      Object.entries(builtInMasks)
        .filter(([, m]) => !m.formatWhileTyping)
        .map(([n]) => n)
        .sort(),
    ).toEqual(['moneda', 'telefono']);
  });

  it('refuses a name registered twice and names an unknown one with who referenced it', () => {
    const registry = createMaskRegistry();
    const mask: Mask = { format: String, parse: String, formatWhileTyping: true };
    registry.register('iban', mask);
    expect(registry.get('iban')).toBe(mask);
    expect(() => registry.register('iban', mask)).toThrow("La máscara 'iban' ya está registrada");
    expect(() => registry.register('cuit', mask)).toThrow("La máscara 'cuit' ya está registrada");
    expect(() => registry.get('swift', 'schemas/cuenta/cuenta.schema.json#/properties/swift')).toThrow(
      "La máscara 'swift' referenciada en schemas/cuenta/cuenta.schema.json#/properties/swift no está registrada",
    );
    expect(() => new MaskRegistry().get('cuit')).toThrow("La máscara 'cuit' referenciada en el esquema no está registrada");
    expect(maskRegistry.has('iban')).toBe(false);
  });

  for (const name of Object.keys(builtInMasks)) {
    const mask = builtInMasks[name];

    it(`WID-14 property (${name}): parse(format(x)) returns the stored value`, () => {
      fc.assert(
        fc.property(storedValues[name], (x) => {
          expect(mask.parse(mask.format(x, reveal))).toBe(x);
        }),
      );
    });

    it(`WID-14 property (${name}): format is idempotent on formatted input and the display is accepted`, () => {
      fc.assert(
        fc.property(storedValues[name], (x) => {
          const shown = mask.format(x, reveal);
          expect(mask.format(mask.parse(shown), reveal)).toBe(shown);
          if (mask.accepts) expect(mask.accepts(shown)).toBe(true);
        }),
      );
    });

    it(`WID-14 21-1 property (${name}): any input stores only what the spec allows, or a value its rule refuses, and never throws`, () => {
      fc.assert(
        fc.property(anyText, (input) => {
          const stored = mask.parse(input);
          if (!storedShape[name].test(stored)) expect(storedValueProblem(mask, stored)).toBeDefined();
          expect(typeof mask.format(input)).toBe('string');
          expect(typeof (mask.accepts?.(input) ?? true)).toBe('boolean');
        }),
      );
    });
  }
});
