import { describe, expect, it } from 'vitest';
import { uploadedFileIds, uploadValues } from './uploadedFileIds';

const A = '3f2b9c1e-8d4a-4b6f-9e21-0c5d7a8b9f10';
const B = '7a1c2d3e-4f50-4617-8293-a4b5c6d7e8f9';
const schema = {
  properties: {
    archivo: { type: 'string', 'x-widget': 'upload' },
    logo: { type: 'string', 'x-widget': 'logo' },
    nombre: { type: 'string' },
    archivos: { type: 'array', items: { type: 'object', properties: { archivo: { type: 'string', 'x-widget': 'upload' }, nombre: { type: 'string' } } } },
  },
};

describe('uploadedFileIds', () => {
  it('NOT-05 finds the file ids of upload fields, top level and in list rows', () => {
    expect(uploadedFileIds(schema, { archivo: A, nombre: B, archivos: [{ archivo: B }, { archivo: A }] })).toEqual([A, B]);
    expect(uploadedFileIds(schema, { logo: B.toUpperCase() })).toEqual([B]);
  });
  it('ignores values that are not stored-file ids', () => {
    expect(uploadedFileIds(schema, { archivo: '../../etc/passwd', archivos: [null, 'x', { archivo: 42 }] })).toEqual([]);
  });
});

describe('uploadValues', () => {
  const nested = {
    properties: {
      ...schema.properties,
      datos: { type: 'object', properties: { adjunto: { type: 'string', 'x-widget': 'upload' } } },
      notas: { type: 'array', 'x-link-list': {}, items: { type: 'object', properties: { archivo: { type: 'string', 'x-widget': 'upload' } } } },
    },
  };
  it('19-7 finds every upload value with its path, nested objects and rows included, whether or not it names a file', () => {
    const found = uploadValues(nested, {
      archivo: 'no-such-file',
      datos: { adjunto: A },
      archivos: [{ archivo: '' }, { archivo: B }],
      notas: [{ archivo: 'x' }],
    });
    expect(found.map((f) => [f.path, f.value])).toEqual([
      ['archivo', 'no-such-file'],
      ['archivos.1.archivo', B],
      ['datos.adjunto', A],
      ['notas.0.archivo', 'x'],
    ]);
    expect(uploadedFileIds(nested, { datos: { adjunto: A } })).toEqual([A]);
  });
  it('19-7 leaves out the rows of a link list marked for deletion (they are not stored)', () => {
    expect(uploadValues(nested, { notas: [{ archivo: A, eliminar: true }, { archivo: B }] }).map((f) => f.path)).toEqual(['notas.1.archivo']);
  });
});
