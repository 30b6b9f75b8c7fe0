import { describe, expect, it } from 'vitest';
import { oneOwnerRule, ownersOf } from './oneOwnerRule';

const rule = oneOwnerRule({ name: 'x.padre', fields: ['cuenta', 'proveedor', 'contacto'], key: 'x.padre' });
const run = (record: Record<string, unknown>) => rule.validate(record, {} as never);

describe('one owner (NOT-02, CRD-03, BAC-05, FEE-07)', () => {
  it('NOT-02 CRD-03 exactly one of account, supplier or contact', () => {
    expect(run({ cuenta: 1 })).toEqual([]);
    expect(run({ proveedor: 2 })).toEqual([]);
    expect(run({ contacto: 3 })).toEqual([]);
  });

  it('BAC-05 FEE-07 none or two owners are one issue, on the first set field or the first field', () => {
    expect(run({})).toEqual([{ path: 'cuenta', key: 'x.padre' }]);
    expect(run({ cuenta: null, proveedor: '' })).toEqual([{ path: 'cuenta', key: 'x.padre' }]);
    expect(run({ proveedor: 2, contacto: 3 })).toEqual([{ path: 'proveedor', key: 'x.padre' }]);
    expect(ownersOf({ cuenta: 1, contacto: 3 }, ['cuenta', 'proveedor', 'contacto'])).toEqual(['cuenta', 'contacto']);
  });
});
