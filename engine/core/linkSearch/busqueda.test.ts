import { describe, expect, it } from 'vitest';
import type { FilterConfig } from '../screenConfig';
import { busquedaQuery } from './busqueda';

const filters: FilterConfig[] = [
  { name: 'texto', kind: 'text', label: 'Buscar', minLength: 3 },
  { name: 'vigente', kind: 'boolean', label: 'Vigente', field: 'vigente' },
  { name: 'fecha', kind: 'dateRange', label: 'Fecha', field: 'fecha' },
  { name: 'contacto', kind: 'link', label: 'Contacto', field: 'contacto', target: 'pruebacontacto' },
  { name: 'cuenta', kind: 'link', label: 'Cuenta', field: 'cuenta', target: 'cuenta' },
];

describe('the legacy search payload (busqueda)', () => {
  it('LNK-06 / LNK-12 filtro and codigo search the text, contacto and cuenta their links, vigente, fechaMin/fechaMax the date range, limite the page', () => {
    expect(
      busquedaQuery(
        { filtro: 'excursión', contacto: 4, cuenta: 9, vigente: true, fechaMin: '2026-01-01', fechaMax: '2026-03-31', limite: 50, lite: true },
        { filters },
      ),
    ).toEqual({
      kind: 'list',
      params: { texto: 'excursión', contacto: '4', cuenta: '9', vigente: 'true', fechaDesde: '2026-01-01', fechaHasta: '2026-03-31', limit: '50' },
    });
    expect(busquedaQuery({ codigo: 'EXC-1' }, { filters })).toEqual({ kind: 'list', params: { texto: 'EXC-1' } });
    expect(busquedaQuery({ fechaMax: '2026-03-31' }, { filters })).toEqual({ kind: 'list', params: { fechaHasta: '2026-03-31' } });
    expect(busquedaQuery({}, { filters })).toEqual({ kind: 'list', params: {} });
  });

  it('LNK-12 an id asks for that one record', () => {
    expect(busquedaQuery({ id: 12 }, { filters })).toEqual({ kind: 'record', id: 12 });
  });

  it('LNK-06 a criterion the module cannot apply is reported, never dropped (vendedor, cuentaDirecto, a date range the list lacks)', () => {
    expect(busquedaQuery({ filtro: 'abc', vendedor: 3 }, { filters })).toEqual({ kind: 'unsupported', criterio: 'vendedor' });
    expect(busquedaQuery({ cuentaDirecto: true }, { filters })).toEqual({ kind: 'unsupported', criterio: 'cuentaDirecto' });
    expect(busquedaQuery({ fechaMin: '2026-01-01' }, { filters: filters.filter((f) => f.kind !== 'dateRange') })).toEqual({
      kind: 'unsupported',
      criterio: 'fechaMin',
    });
    expect(busquedaQuery({ filtro: 'abc' }, { filters: [] })).toEqual({ kind: 'unsupported', criterio: 'filtro' });
  });

  it("CON-08 vendedor is the seller's code (a combo filter through the account), carried as given", () => {
    const contactos = { filters: [...filters, { name: 'vendedor', kind: 'combo' as const, label: 'Vendedor', field: 'vendedor', combo: 'vendedores' }] };
    expect(busquedaQuery({ filtro: 'perez', vendedor: 'V04' }, contactos)).toEqual({ kind: 'list', params: { texto: 'perez', vendedor: 'V04' } });
  });

  it("CON-08 cuentaDirecto is the list's flag filter of that name, and lite its light reply where the module has one", () => {
    const contactos = { filters: [...filters, { name: 'cuentaDirecto', kind: 'flag' as const, label: 'Solo la cuenta' }] };
    expect(busquedaQuery({ cuenta: 9, cuentaDirecto: true, lite: true }, contactos, { lite: true })).toEqual({
      kind: 'list',
      params: { cuenta: '9', cuentaDirecto: 'true', lite: 'true' },
    });
    expect(busquedaQuery({ cuenta: 9, lite: true }, contactos)).toEqual({ kind: 'list', params: { cuenta: '9' } });
  });
});
