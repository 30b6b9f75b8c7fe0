import { describe, expect, it } from 'vitest';
import { extensionOf, isAcceptableFileName, parseExtensionList, resolveUploadTarget, storedExtension } from './uploadPolicy';

describe('resolveUploadTarget (WID-01, WID-04…06)', () => {
  it('CST-71 CST-74 needs app 17 and puts files in `general` by default', () => {
    expect(resolveUploadTarget({ app: '17' })).toMatchObject({ prefijo: 'archivo', carpeta: 'general' });
    expect(resolveUploadTarget({ app: '18' })).toBe('app');
    expect(resolveUploadTarget({})).toBe('app');
  });

  it('CST-72 CST-73 narrows a logo upload to jpg, png, gif and jpeg', () => {
    expect(resolveUploadTarget({ app: '17', prefijo: 'logo', carpeta: 'logos' })).toEqual({
      prefijo: 'logo',
      carpeta: 'logos',
      allowed: ['jpg', 'jpeg', 'png', 'gif'],
    });
    expect(resolveUploadTarget({ app: '17', carpeta: 'logos', extensiones: 'png,pdf' })).toMatchObject({ allowed: ['png'] });
  });

  it('WID-05 intersects the field’s extension list with the server’s', () => {
    expect(resolveUploadTarget({ app: '17', extensiones: 'PDF, .jpg ,exe' })).toMatchObject({ allowed: ['pdf', 'jpg'] });
    expect(resolveUploadTarget({ app: '17', extensiones: 'pdf;jpg' })).toBe('extensionList');
  });

  it('refuses prefixes and folders that are not safe path segments', () => {
    for (const carpeta of ['..', '../x', 'a b', 'A', 'x'.repeat(41), 'a/b']) expect(resolveUploadTarget({ app: '17', carpeta })).toBe('folder');
  });
});

describe('file names and extensions', () => {
  it('accepts ordinary names up to 255 characters and refuses paths, control and direction characters', () => {
    expect(isAcceptableFileName('Presupuesto año 2026 "final".pdf')).toBe(true);
    expect(isAcceptableFileName(`${'x'.repeat(251)}.pdf`)).toBe(true);
    for (const name of [`${'x'.repeat(252)}.pdf`, '../a.pdf', 'a\\b.pdf', 'a\u0000.pdf', 'a\nb.pdf', 'a\u202eb.pdf', '..', '.', '  ']) {
      expect(isAcceptableFileName(name), JSON.stringify(name)).toBe(false);
    }
  });

  it('reads the extension after the last dot, stores jpeg as jpg and parses extension lists', () => {
    expect(extensionOf('a.tar.PDF')).toBe('pdf');
    expect(extensionOf('.pdf')).toBe('');
    expect(extensionOf('sin-extension')).toBe('');
    expect(storedExtension('JPEG')).toBe('jpg');
    expect(parseExtensionList(' .PDF,jpg,,pdf ')).toEqual(['pdf', 'jpg']);
    expect(parseExtensionList(',')).toBeNull();
  });
});
