import { describe, expect, it } from 'vitest';
import { NOT_APPLICABLE } from '../../engine/core/widgetTesters';
import { fileUploadTester } from './fileUploadTester';
import { acceptsFile, firstUploaded, uploadBody, uploadTargetOf } from './uploadTarget';

const ctx = { field: 'f', required: false };

describe('fileUploadTester', () => {
  it.each(['upload', 'logo'])('picks x-widget %s at rank 5', (widget) => {
    expect(fileUploadTester({ type: 'string', 'x-widget': widget }, ctx)).toBe(5);
  });

  it('ignores other widgets and plain fields', () => {
    expect(fileUploadTester({ type: 'string', 'x-widget': 'address' }, ctx)).toBe(NOT_APPLICABLE);
    expect(fileUploadTester({ type: 'string', 'x-extensions': ['pdf'] }, ctx)).toBe(NOT_APPLICABLE);
    expect(fileUploadTester({ type: 'string' }, ctx)).toBe(NOT_APPLICABLE);
  });
});

describe('uploadTarget', () => {
  it('WID-04 the logo variant: jpg, png, gif, jpeg into logo/logos, whatever the options say', () => {
    expect(uploadTargetOf({ type: 'string', 'x-widget': 'logo' }, { prefijo: 'x', carpeta: 'y' })).toEqual({
      logo: true,
      prefijo: 'logo',
      carpeta: 'logos',
      extensions: ['jpg', 'png', 'gif', 'jpeg'],
    });
  });

  it('WID-05/06 the generic uploader: x-extensions, ui:options prefijo and carpeta (default general)', () => {
    expect(uploadTargetOf({ type: 'string', 'x-widget': 'upload', 'x-extensions': ['PDF', '.doc'] }, {})).toEqual({
      logo: false,
      prefijo: '',
      carpeta: 'general',
      extensions: ['pdf', 'doc'],
    });
    expect(uploadTargetOf({ type: 'string', 'x-widget': 'upload' }, { prefijo: 'contrato', carpeta: 'contratos' })).toMatchObject({
      prefijo: 'contrato',
      carpeta: 'contratos',
      extensions: [],
    });
  });

  it('checks extensions case-insensitively; an empty list leaves it to the server', () => {
    const target = uploadTargetOf({ type: 'string', 'x-widget': 'logo' });
    expect(acceptsFile(target, 'Marca.PNG')).toBe(true);
    expect(acceptsFile(target, 'marca.pdf')).toBe(false);
    expect(acceptsFile(target, 'png')).toBe(false);
    expect(acceptsFile(uploadTargetOf({ type: 'string', 'x-widget': 'upload' }), 'x.exe')).toBe(true);
  });

  it('WID-01 builds archivo[], app=17, prefijo, carpeta, extensiones', () => {
    const file = new File(['x'], 'marca.png', { type: 'image/png' });
    const body = uploadBody(file, uploadTargetOf({ type: 'string', 'x-widget': 'logo' }));
    expect((body.get('archivo[]') as File).name).toBe('marca.png');
    expect(Object.fromEntries([...body.entries()].filter(([k]) => k !== 'archivo[]'))).toEqual({
      app: '17',
      prefijo: 'logo',
      carpeta: 'logos',
      extensiones: 'jpg,png,gif,jpeg',
    });
  });

  it('reads the first stored file of a 201 answer', () => {
    expect(firstUploaded({ datos: [{ id: 12, nombre: 'a.pdf', tipo: 'application/pdf', tamano: 3, url: '/api/archivos/12' }] })).toEqual({
      id: '12',
      nombre: 'a.pdf',
    });
    expect(firstUploaded({ datos: [] })).toBeUndefined();
    expect(firstUploaded(null)).toBeUndefined();
  });
});
