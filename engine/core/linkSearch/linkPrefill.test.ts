import { describe, expect, it } from 'vitest';
import type { LinkAnnotation } from './linkAnnotation';
import { failedLinkChecks, prefillWrites } from './linkPrefill';

const contacto: LinkAnnotation = {
  kind: 'contacto',
  prefill: [
    { from: 'telefono', to: 'telefono', when: { field: 'tipo', equals: 'Calls' }, onlyIfEmpty: true },
    { from: 'email', to: 'email', when: { field: 'tipo', equals: ['Mail'] }, onlyIfEmpty: true },
  ],
  checks: [{ check: 'sameAccount', field: 'cuenta', linkedField: 'cuenta' }],
};
const linked = { telefono: '011 4444-5555', email: 'ana@ejemplo.com', cuenta: 'Agencia Sur' };

describe('link prefill rules (LNK-32…34)', () => {
  it('LNK-32 a Calls record gets the phone of the linked contact when its phone is empty', () => {
    expect(prefillWrites(contacto, linked, { tipo: 'Calls' })).toEqual([{ field: 'telefono', value: '011 4444-5555' }]);
    expect(prefillWrites(contacto, linked, { tipo: 'Calls', telefono: '' })).toEqual([{ field: 'telefono', value: '011 4444-5555' }]);
  });

  it('LNK-32 a Mail record gets the e-mail; a filled field is kept', () => {
    expect(prefillWrites(contacto, linked, { tipo: 'Mail' })).toEqual([{ field: 'email', value: 'ana@ejemplo.com' }]);
    expect(prefillWrites(contacto, linked, { tipo: 'Mail', email: 'otro@ejemplo.com' })).toEqual([]);
  });

  it('LNK-32 other types and empty linked values fill nothing', () => {
    expect(prefillWrites(contacto, linked, { tipo: 'Otro' })).toEqual([]);
    expect(prefillWrites(contacto, { telefono: '' }, { tipo: 'Calls' })).toEqual([]);
  });

  it('LNK-33 a rule without condition fills the empty field', () => {
    expect(prefillWrites({ kind: 'cuenta', prefill: [{ from: 'email', to: 'emailCuenta', onlyIfEmpty: true }] }, linked, {})).toEqual([
      { field: 'emailCuenta', value: 'ana@ejemplo.com' },
    ]);
  });

  it('LNK-34 different accounts fail the declared check; an empty side does not', () => {
    expect(failedLinkChecks(contacto, linked, { cuenta: 'Agencia Norte' })).toEqual(['link.accountsMismatch']);
    expect(failedLinkChecks(contacto, linked, { cuenta: 'Agencia Sur' })).toEqual([]);
    expect(failedLinkChecks(contacto, linked, {})).toEqual([]);
  });
});
