import { describe, expect, it } from 'vitest';
import { uploadedFileIds } from './uploadedFileIds';

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
