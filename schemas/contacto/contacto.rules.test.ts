import { describe, expect, it } from 'vitest';
import { companyEmailRefused, emailDomain } from './contacto.rules';

const company = { domain: 'viajesdemo.com.ar', account: 9238 };

describe('contact e-mail in the company domain (CON-29, CON-OP01)', () => {
  it('CON-29 refuses the company domain, in any case, for a contact of another account', () => {
    expect(companyEmailRefused('ana@viajesdemo.com.ar', 501, company)).toBe(true);
    expect(companyEmailRefused('Ana@ViajesDemo.COM.ar', 501, company)).toBe(true);
    expect(companyEmailRefused('ana@viajesdemo.com.ar', undefined, company)).toBe(true);
  });

  it('CON-29 accepts it for the company own account, and any other domain', () => {
    expect(companyEmailRefused('ana@viajesdemo.com.ar', 9238, company)).toBe(false);
    expect(companyEmailRefused('ana@otraviajesdemo.com.ar', 501, company)).toBe(false);
    expect(companyEmailRefused('ana@gmail.com', 501, company)).toBe(false);
  });

  it('CON-OP01 refuses nothing while no domain is configured, and everyone when no own account is', () => {
    expect(companyEmailRefused('ana@viajesdemo.com.ar', 501, undefined)).toBe(false);
    expect(companyEmailRefused('ana@viajesdemo.com.ar', 9238, { domain: 'viajesdemo.com.ar' })).toBe(true);
  });

  it('reads the domain after the last @', () => {
    expect(emailDomain('"a@b"@Dominio.com ')).toBe('dominio.com');
    expect(emailDomain('sin-arroba')).toBe('');
    expect(emailDomain(42)).toBe('');
  });
});
