import { describe, expect, it } from 'vitest';
import { isListShape, isRecordShape, withUnexpectedShapeCode } from './responseShape';

const record = { id: 1, version: 2, vigente: true, datos: { descripcion: 'Banco' }, creadoEn: '', creadoPor: '', modificadoEn: '', modificadoPor: '' };
const page = { datos: [record], total: 1, extras: { cap: 100, capReached: false } };

describe('response shapes (SHR-11, SHR-OP04)', () => {
  it('a record needs integer id and version and object datos', () => {
    expect(isRecordShape(record)).toBe(true);
    for (const bad of [
      null,
      'texto',
      [],
      {},
      { ...record, id: '1' },
      { ...record, version: 1.5 },
      { ...record, datos: [] },
      { ...record, datos: null },
      { error: { mensaje: 'x' } },
    ]) {
      expect(isRecordShape(bad), JSON.stringify(bad)).toBe(false);
    }
  });

  it('a list page needs records in datos, a count in total and the cap in extras', () => {
    expect(isListShape(page)).toBe(true);
    expect(isListShape({ ...page, datos: [], total: 0 })).toBe(true);
    for (const bad of [
      null,
      [],
      { datos: [] },
      { ...page, datos: 'x' },
      { ...page, total: -1 },
      { ...page, total: '1' },
      { ...page, extras: undefined },
      { ...page, extras: { cap: 100 } },
      { ...page, datos: [{ id: 1 }] },
    ]) {
      expect(isListShape(bad), JSON.stringify(bad)).toBe(false);
    }
  });

  it('SHR-OP04 appends `error #ATGF01` to a form error and `error #ATGRL01` to a list error', () => {
    expect(withUnexpectedShapeCode('Se produjo un error obtener los datos del banco.', 'form')).toBe(
      'Se produjo un error obtener los datos del banco. error #ATGF01',
    );
    expect(withUnexpectedShapeCode('Se produjo un error al realizar la búsqueda, vuelva a intentarlo.', 'list')).toBe(
      'Se produjo un error al realizar la búsqueda, vuelva a intentarlo. error #ATGRL01',
    );
  });
});
