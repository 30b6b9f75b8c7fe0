import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { asciiFallbackName, contentDisposition, encodeRfc8187 } from './contentDisposition';

describe('contentDisposition (RFC 6266, RFC 8187)', () => {
  it('gives an ASCII fallback and the exact UTF-8 name percent-encoded', () => {
    expect(contentDisposition('Presupuesto año 2026 "final".pdf')).toBe(
      `attachment; filename="Presupuesto ano 2026 _final_.pdf"; filename*=UTF-8''Presupuesto%20a%C3%B1o%202026%20%22final%22.pdf`,
    );
    expect(contentDisposition("l'été (1)*.pdf")).toBe(`attachment; filename="l'ete (1)*.pdf"; filename*=UTF-8''l%27%C3%A9t%C3%A9%20%281%29%2A.pdf`);
  });

  it('never lets a quote, backslash, percent sign or non-ASCII character into the fallback', () => {
    expect(asciiFallbackName('100% \\ "x" 北京.txt')).toBe('100_ _ _x_ __.txt');
    expect(asciiFallbackName('北京')).toBe('__');
    expect(asciiFallbackName('   ')).toBe('archivo');
    fc.assert(fc.property(fc.string(), (name) => /^[\x20-\x7e]+$/.test(asciiFallbackName(name)) && !/["\\%]/.test(asciiFallbackName(name))));
  });

  it('encodes only what RFC 8187 does not allow, and decodes back to the name', () => {
    fc.assert(fc.property(fc.string(), (name) => /^[A-Za-z0-9!#$&+\-.^_`|~%]*$/.test(encodeRfc8187(name))));
    fc.assert(fc.property(fc.string({ unit: 'grapheme' }), (name) => decodeURIComponent(encodeRfc8187(name)) === name));
    expect(encodeRfc8187('a\uD800b')).toBe('a%EF%BF%BDb');
  });

  it('never throws and gives a header-safe value for any name: lone surrogates, line breaks, quotes', () => {
    expect(contentDisposition('informe\uDC00.csv')).toBe(`attachment; filename="informe_.csv"; filename*=UTF-8''informe%EF%BF%BD.csv`);
    expect(contentDisposition('a\r\nSet-Cookie: x=1.txt')).toBe(
      `attachment; filename="a__Set-Cookie: x=1.txt"; filename*=UTF-8''a%0D%0ASet-Cookie%3A%20x%3D1.txt`,
    );
    const anyCodeUnits = fc.array(fc.integer({ min: 0, max: 0xffff })).map((units) => String.fromCharCode(...units));
    fc.assert(
      fc.property(fc.oneof(anyCodeUnits, fc.string({ unit: 'binary' })), (name) => {
        expect(contentDisposition(name)).toMatch(/^attachment; filename="[\x20\x21\x23-\x5b\x5d-\x7e]+"; filename\*=UTF-8''[A-Za-z0-9!#$&+\-.^_`|~%]*$/);
      }),
    );
  });
});
