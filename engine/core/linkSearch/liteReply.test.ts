import { describe, expect, it } from 'vitest';
import { liteDatos, liteFields } from './liteReply';

const links = {
  contacto: { module: 'contacto', columns: [{ field: 'mostrarNombre', label: 'Nombre' }, { field: 'documento', label: 'Documento' }], cap: 100 },
  pasajero: { module: 'contacto', noun: 'contacto', columns: [{ field: 'mostrarNombre', label: 'Nombre' }, { field: 'email', label: 'Email' }], cap: 100 },
  cuenta: { module: 'cuenta', columns: [{ field: 'mostrarNombre', label: 'Nombre' }], cap: 100 },
};

describe('the light list reply (CON-08 lite)', () => {
  it('CON-08 takes the columns of every link modal that searches the module, once each', () => {
    expect(liteFields(links, 'contacto')).toEqual(['mostrarNombre', 'documento', 'email']);
    expect(liteFields(links, 'banco')).toEqual([]);
    expect(liteFields(undefined, 'contacto')).toEqual([]);
  });

  it('CON-08 keeps only those fields of a record', () => {
    expect(liteDatos({ mostrarNombre: 'Pérez, Ana', documento: '30111222', notas: [{ archivo: 'x' }], cuenta: 4 }, ['mostrarNombre', 'documento', 'email'])).toEqual({ mostrarNombre: 'Pérez, Ana', documento: '30111222' });
  });
});
