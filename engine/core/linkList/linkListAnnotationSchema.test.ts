/** The `x-link-list` annotation's shape, as ajv checks it in every schema that carries it. */
import Ajv from 'ajv';
import { describe, expect, it } from 'vitest';
import { addAnnotationKeywords } from '../annotations';

const ajv = addAnnotationKeywords(new Ajv({ strict: true, strictTypes: false, strictRequired: false }));
/** True when ajv compiles a list carrying `annotation` (a keyword's value is checked against its meta-schema when compiled). */
function accepts(annotation: unknown): boolean {
  try {
    ajv.compile({ type: 'array', 'x-link-list': annotation, items: { type: 'object' } });
    return true;
  } catch {
    return false;
  }
}

describe('x-link-list annotation schema', () => {
  it('ACC-39 / CRD-14 accepts a pageSize from 1 to 100 and refuses any other', () => {
    expect(accepts({ pageSize: 10 })).toBe(true);
    expect(accepts({ pageSize: 1 })).toBe(true);
    for (const bad of [0, 101, 2.5, '10']) expect(accepts({ pageSize: bad })).toBe(false);
  });

  it('BAC-04 accepts field columns and computed columns (display over fields, with a label)', () => {
    expect(
      accepts({ columns: ['tipo', { field: 'banco', label: 'Entidad' }, { label: 'Nombre', display: 'bankAccountName', from: ['cuenta', 'moneda'] }] }),
    ).toBe(true);
    expect(accepts({ columns: [{ label: 'Nombre', display: 'bankAccountName' }] })).toBe(false);
    expect(accepts({ columns: [{ display: 'bankAccountName', from: ['cuenta'] }] })).toBe(false);
    expect(accepts({ columns: [{ field: 'banco', width: 3 }] })).toBe(false);
    expect(accepts({ columns: [7] })).toBe(false);
  });
});
