import { describe, expect, it } from 'vitest';
import { findUnstorableText, isStorableText } from './storableText';

describe('isStorableText', () => {
  it('accepts ordinary text, accents, emoji (a valid surrogate pair) and DEL', () => {
    for (const text of ['', 'Banco Nación', 'ñandú 😀', 'a\u007Fb', '\u00A0\u200B']) expect(isStorableText(text)).toBe(true);
  });
  it('refuses NUL and every other C0 control in a single-line value, tab, CR and LF included', () => {
    for (let code = 0; code < 0x20; code++) expect(isStorableText(`a${String.fromCharCode(code)}b`)).toBe(false);
  });
  it('19-8 refuses every C1 control (U+0080–U+009F, U+0085 the next-line mark among them), single- or multi-line', () => {
    for (let code = 0x80; code <= 0x9f; code++) {
      expect(isStorableText(`a${String.fromCharCode(code)}b`)).toBe(false);
      expect(isStorableText(`a${String.fromCharCode(code)}b`, true)).toBe(false);
    }
    expect(isStorableText('a\u00A0b')).toBe(true);
  });
  it('a multi-line value keeps tab, CR and LF and still refuses NUL and the other controls', () => {
    expect(isStorableText('uno\r\ndos\tcon tab\n', true)).toBe(true);
    for (const c of ['\u0000', '\u0001', '\u000B', '\u000C', '\u001B', '\u001F']) expect(isStorableText(`a${c}b`, true)).toBe(false);
  });
  it('refuses lone surrogates, high or low, at any position', () => {
    for (const text of ['\ud800', 'x\ud800', '\ud800x', '\udc00', 'x\udfffy', '\udc00\ud800']) expect(isStorableText(text)).toBe(false);
  });
});

describe('findUnstorableText', () => {
  it('finds the first bad string by its path, through objects and arrays', () => {
    expect(findUnstorableText({ datos: { a: 'ok', lista: [{ b: 'ok' }, { b: 'x\u0000' }] } })).toEqual(['datos', 'lista', 1, 'b']);
    expect(findUnstorableText({ datos: { a: 'ok', n: 1, b: true, c: null } })).toBeNull();
  });
  it('reports a bad object key at its own path', () => {
    expect(findUnstorableText({ datos: { 'x\u0000': 1 } })).toEqual(['datos', 'x\u0000']);
  });
  it('asks where line breaks are allowed', () => {
    const notas = (path: readonly (string | number)[]) => path.at(-1) === 'notas';
    expect(findUnstorableText({ notas: 'a\nb', titulo: 'c' }, notas)).toBeNull();
    expect(findUnstorableText({ notas: 'a\nb', titulo: 'c\nd' }, notas)).toEqual(['titulo']);
  });
  it('walks a very deep value without exhausting the stack', () => {
    let deep: unknown = 'x\u0000';
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(findUnstorableText(deep)).toHaveLength(100_000);
  });
});
