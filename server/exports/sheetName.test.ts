import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { sheetNameOf } from './sheetName';

describe('sheetNameOf', () => {
  it('keeps a plain title and replaces what a spreadsheet refuses', () => {
    expect(sheetNameOf('Bancos')).toBe('Bancos');
    expect(sheetNameOf('Ventas 1/2 [año]: ¿*?')).toBe('Ventas 1_2 _año__ ¿__');
    expect(sheetNameOf("'Cuentas'")).toBe('Cuentas');
    expect(sheetNameOf('a\uD800b\r\n')).toBe('a_b__');
  });

  it('cuts at 31 characters without splitting a character, and is never blank', () => {
    expect(sheetNameOf('x'.repeat(40))).toBe('x'.repeat(31));
    expect(sheetNameOf(`${'x'.repeat(30)}😀`)).toBe('x'.repeat(30));
    expect(sheetNameOf('   ')).toBe('Hoja1');
    expect(sheetNameOf("''")).toBe('Hoja1');
  });

  it('property: any title gives 1 to 31 code units, none refused, no apostrophe or space at the ends', () => {
    const anyCodeUnits = fc.array(fc.integer({ min: 0, max: 0xffff })).map((units) => String.fromCharCode(...units));
    fc.assert(
      fc.property(fc.oneof(fc.string(), anyCodeUnits), (title) => {
        const name = sheetNameOf(title);
        expect(name.length).toBeGreaterThan(0);
        expect(name.length).toBeLessThanOrEqual(31);
        expect(name).not.toMatch(/[*?:\\/[\]\u0000-\u001f\u007f]|^['\s]|['\s]$/);
        expect(name).not.toMatch(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/);
      }),
    );
  });
});
