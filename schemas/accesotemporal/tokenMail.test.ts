import { describe, expect, it } from 'vitest';
import { shownExpiry, tokenMailValues } from './tokenMail';

describe('the token message', () => {
  it('TOK-04 says when the access expires, in Argentina, as people write it', () => {
    expect(shownExpiry(new Date('2026-12-06T03:23:00Z'))).toBe('06/12/2026 a las 00:23');
    expect(shownExpiry(new Date('2026-12-06T18:05:00Z'))).toBe('06/12/2026 a las 15:05');
  });

  it('TOK-04 TOK-OP02 names the opportunity only when the token is bound to one', () => {
    const facts = {
      nombre: 'Ana',
      remitente: 'Sergio Staff',
      cuenta: 'Agencia Demo',
      enlace: 'http://x/inicio?token=t',
      vence: new Date('2026-12-06T03:23:00Z'),
    };
    expect(tokenMailValues({ ...facts, tool: 'cargaPax', oportunidad: null })).toMatchObject({ motivo: 'Gestión - Contactos', detalle: '' });
    expect(tokenMailValues({ ...facts, tool: 'devolucionIva', oportunidad: 'Brasil' })).toMatchObject({
      motivo: 'Devolución de IVA',
      detalle: ', oportunidad Brasil',
    });
  });
});
