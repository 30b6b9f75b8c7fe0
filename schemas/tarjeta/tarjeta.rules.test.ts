import { describe, expect, it } from 'vitest';
import { expiryMonth, isExpired, rules } from './tarjeta.rules';

const today = new Date(2026, 10, 26); // 26/11/2026
const ports = (taken: boolean) => ({ exists: async () => taken, today: () => today });
const rule = (name: string) => rules.find((r) => r.name === name)!;

describe('card rules', () => {
  it('CRD-OP05 reads MM/AA expiries and nothing else', () => {
    expect(expiryMonth('11/26')).toBe(2026 * 12 + 10);
    expect(expiryMonth('13/26')).toBeUndefined();
    expect(expiryMonth('1/26')).toBeUndefined();
  });

  it('CRD-OP05 an expiry earlier than the current month is refused; this month and later are not', () => {
    expect(isExpired('10/26', today)).toBe(true);
    expect(isExpired('12/25', today)).toBe(true);
    expect(isExpired('11/26', today)).toBe(false);
    expect(isExpired('01/27', today)).toBe(false);
  });

  it('CRD-17 a number of 16 digits or more that exists is flagged until confirmed', async () => {
    const ctx = { mode: 'create' as const, module: 'tarjeta', ports: ports(true) };
    expect(await rule('tarjeta.duplicada').validate({ numero: '4111111111111111' }, ctx)).toEqual([{ path: 'numero', key: 'tarjeta.numeroDuplicado' }]);
    expect(await rule('tarjeta.duplicada').validate({ numero: '4111111111111111', confirmaDuplicado: true }, ctx)).toEqual([]);
  });

  it('CRD-17 a number shorter than 16 digits, or read back redacted, is not checked', async () => {
    const ctx = { mode: 'edit' as const, module: 'tarjeta', ports: ports(true) };
    expect(await rule('tarjeta.duplicada').validate({ numero: '378282246310005' }, ctx)).toEqual([]);
    expect(await rule('tarjeta.duplicada').validate({ numero: 'XXXXXXXXXXXX1111' }, ctx)).toEqual([]);
  });
});
