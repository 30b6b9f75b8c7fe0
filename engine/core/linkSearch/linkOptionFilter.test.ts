import { describe, expect, it } from 'vitest';
import { linkedRecordAllowed } from './linkOptionFilter';

const link = { filter: { filter: 'bancosPorTarjeta', field: 'prestadora', on: 'descripcion' } };
const bank = (descripcion: string) => ({ descripcion, pais: 'Argentina' });

describe('linkedRecordAllowed (x-link.filter)', () => {
  it('CRD-16 a card brand filters the banks of the banco module by name: Visa drops Amex Directo, MasterCard also Hipotecario, Amex keeps its seven', () => {
    expect(linkedRecordAllowed(link, bank('Amex Directo'), { prestadora: 'VISA' })).toBe(false);
    expect(linkedRecordAllowed(link, bank('Banco Hipotecario'), { prestadora: 'VISA' })).toBe(true);
    expect(linkedRecordAllowed(link, bank('Banco Hipotecario'), { prestadora: 'MASTERCARD' })).toBe(false);
    expect(linkedRecordAllowed(link, bank('Citibank'), { prestadora: 'AMEX' })).toBe(true);
    expect(linkedRecordAllowed(link, bank('Banco de la Nación Argentina'), { prestadora: 'AMEX' })).toBe(false);
  });
  it('CRD-16 with no brand yet, or no filter declared, every record may be linked', () => {
    expect(linkedRecordAllowed(link, bank('Amex Directo'), {})).toBe(true);
    expect(linkedRecordAllowed({}, bank('Amex Directo'), { prestadora: 'VISA' })).toBe(true);
  });
});
