import { describe, expect, it } from 'vitest';
import { shippedScreenConfig } from '../../../app/modules/eagerScreenConfig';
import { linkKindNames, nounKindOf, nounOfLink } from './linkKinds';
import { linkNotice, linkNoticeText, type LinkNoticeName } from './linkNotices';

// Every string of every kind, pinned (LNK-OP01 with the LNK-OP02 override; docs/decisions.md).
const expected: Record<string, Record<LinkNoticeName, string>> = {
  contacto: {
    minLength: 'Debe ingresar al menos tres caracteres en la búsqueda de contacto',
    searchError: 'Se produjo un error al buscar el contacto.',
    noResults: 'No se encontraron contactos.',
    duplicate: 'Ya existe un contacto',
    nothingSelected: 'Debe seleccionar un contacto',
  },
  oportunidad: {
    minLength: 'Debe ingresar al menos tres caracteres en la búsqueda de oportunidad',
    searchError: 'Se produjo un error al buscar la oportunidad.',
    noResults: 'No se encontraron oportunidades para esta búsqueda.',
    duplicate: 'Ya existe una oportunidad',
    nothingSelected: 'Debe seleccionar una oportunidad',
  },
  proveedor: {
    minLength: 'Debe ingresar al menos tres caracteres en la búsqueda de proveedor',
    searchError: 'Se produjo un error al buscar el proveedor.',
    noResults: 'No se encontraron proveedores para esta búsqueda.',
    duplicate: 'Ya existe un proveedor',
    nothingSelected: 'Debe seleccionar un proveedor',
  },
  cuenta: {
    minLength: 'Debe ingresar al menos tres caracteres en la búsqueda de cuenta',
    searchError: 'Se produjo un error al buscar la cuenta.',
    noResults: 'No se encontraron cuentas para esta búsqueda.',
    duplicate: 'Ya existe una cuenta',
    nothingSelected: 'Debe seleccionar una cuenta',
  },
  hallazgo: {
    minLength: 'Debe ingresar al menos tres caracteres en la búsqueda de hallazgo',
    searchError: 'Se produjo un error al buscar el hallazgo.',
    noResults: 'No se encontraron hallazgos para esta búsqueda.',
    duplicate: 'Ya existe un hallazgo',
    nothingSelected: 'Debe seleccionar un hallazgo',
  },
  caso: {
    minLength: 'Debe ingresar al menos tres caracteres en la búsqueda de caso',
    searchError: 'Se produjo un error al buscar el caso.',
    noResults: 'No se encontraron casos para esta búsqueda.',
    duplicate: 'Ya existe un caso',
    nothingSelected: 'Debe seleccionar un caso',
  },
  actividad: {
    minLength: 'Debe ingresar al menos tres caracteres en la búsqueda de actividad',
    searchError: 'Se produjo un error al buscar la actividad.',
    noResults: 'No se encontraron actividades para esta búsqueda.',
    duplicate: 'Ya existe una actividad',
    nothingSelected: 'Debe seleccionar una actividad',
  },
  accion: {
    minLength: 'Debe ingresar al menos tres caracteres en la búsqueda de accion',
    searchError: 'Se produjo un error al buscar la accion.',
    noResults: 'No se encontraron acciones para esta búsqueda.',
    duplicate: 'Ya existe una accion',
    nothingSelected: 'Debe seleccionar una accion',
  },
  equipo: {
    minLength: 'Debe ingresar al menos tres caracteres en la búsqueda de equipo',
    searchError: 'Se produjo un error al buscar el equipo.',
    noResults: 'No se encontraron equipos para esta búsqueda.',
    duplicate: 'Ya existe un equipo',
    nothingSelected: 'Debe seleccionar un equipo',
  },
  personal: {
    minLength: 'Debe ingresar al menos tres caracteres en la búsqueda de personal',
    searchError: 'Se produjo un error al buscar el personal.',
    noResults: 'No se encontraron personales para esta búsqueda.',
    duplicate: 'Ya existe un personal',
    nothingSelected: 'Debe seleccionar un personal',
  },
  vendedor: {
    minLength: 'Debe ingresar al menos tres caracteres en la búsqueda de vendedor',
    searchError: 'Se produjo un error al buscar el vendedor.',
    noResults: 'No se encontraron vendedores para esta búsqueda.',
    duplicate: 'Ya existe un vendedor',
    nothingSelected: 'Debe seleccionar un vendedor',
  },
  banco: {
    minLength: 'Debe ingresar al menos tres caracteres en la búsqueda de banco',
    searchError: 'Se produjo un error al buscar el banco.',
    noResults: 'No se encontraron bancos para esta búsqueda.',
    duplicate: 'Ya existe un banco',
    nothingSelected: 'Debe seleccionar un banco',
  },
};

const intents: Record<LinkNoticeName, 'warning' | 'danger'> = {
  minLength: 'warning',
  searchError: 'danger',
  noResults: 'warning',
  duplicate: 'danger',
  nothingSelected: 'danger',
};

describe('link modal messages per kind (LNK-23…28, LNK-OP01, LNK-OP02 override)', () => {
  // The words of a module's kind are declared with its link (its config file), the others' in the engine's table.
  const links = shippedScreenConfig().links ?? {};

  it('LNK-07 the table and the shipped modules’ links cover the eleven kinds and banks (BAC-09), each once', () => {
    // A kind may be searched by more than one link (the staff of account 9238 as `personalinterno`, named
    // `noun: 'personal'`); its words are declared once, by the table or by one link.
    const covered = new Set([...linkKindNames, ...Object.entries(links).map(([key, link]) => nounKindOf(key, link))]);
    expect([...covered].sort()).toEqual(Object.keys(expected).sort());
    const wordsDeclared = [...linkKindNames, ...Object.entries(links).flatMap(([key, link]) => (typeof link.noun === 'object' ? [key] : []))];
    expect(new Set(wordsDeclared).size).toBe(wordsDeclared.length);
  });

  for (const kind of Object.keys(expected)) {
    it(`LNK-23…28 ${kind}: every text and intent`, () => {
      for (const name of Object.keys(intents) as LinkNoticeName[]) {
        const notice = linkNotice(kind, name, nounOfLink(kind, links[kind], links));
        expect(linkNoticeText(notice)).toBe(expected[kind][name]);
        expect(notice.intent).toBe(intents[name]);
      }
    });
  }

  it('an unknown kind fails loudly', () => {
    expect(() => linkNotice('cliente', 'duplicate')).toThrow(/cliente/);
  });
});

describe('a link keyed other than by its noun', () => {
  it('LNK-OP01 speaks with its noun: `cuentaprueba` with noun cuenta says cuenta', () => {
    const link = { noun: 'cuenta' };
    const kind = nounKindOf('cuentaprueba', link);
    expect(linkNoticeText(linkNotice(kind, 'nothingSelected', nounOfLink('cuentaprueba', link, shippedScreenConfig().links)))).toBe(
      'Debe seleccionar una cuenta',
    );
    expect(nounKindOf('banco', {})).toBe('banco');
  });
});

describe('20 a link that declares its own words', () => {
  it('LNK-OP01 speaks with them: a hotel kind needs no entry in the engine', () => {
    const link = { noun: { singular: 'hotel', plural: 'hoteles', gender: 'm' as const } };
    const noun = nounOfLink('hotel', link);
    expect(linkNoticeText(linkNotice('hotel', 'searchError', noun))).toBe('Se produjo un error al buscar el hotel.');
    expect(linkNoticeText(linkNotice('hotel', 'noResults', noun))).toBe('No se encontraron hoteles para esta búsqueda.');
    expect(linkNoticeText(linkNotice('hotel', 'nothingSelected', noun))).toBe('Debe seleccionar un hotel');
    const feminine = nounOfLink('excursion', { noun: { singular: 'excursión', plural: 'excursiones', gender: 'f' } });
    expect(linkNoticeText(linkNotice('excursion', 'duplicate', feminine))).toBe('Ya existe una excursión');
    // A kind of the table keeps its words; a noun naming another kind takes that one's (the table's or its declared link's).
    expect(nounOfLink('equipoprueba', { noun: 'equipo' }).plural).toBe('equipos');
    expect(nounOfLink('cuentaprueba', { noun: 'cuenta' }, shippedScreenConfig().links).plural).toBe('cuentas');
    expect(() => nounOfLink('cuentaprueba', { noun: 'cuenta' })).toThrow("Tipo de vínculo desconocido: 'cuenta'");
  });
});

describe('a link that declares its notices in full (links.<kind>.notices)', () => {
  it('LNK-24 LNK-26 says them instead of the frames, the other notices worded with its noun', () => {
    const link = { noun: { singular: 'hotel', plural: 'hoteles', gender: 'm' as const }, notices: { noResults: 'No se encontraron hoteles.' } };
    const noun = nounOfLink('hotel', link);
    expect(linkNoticeText(linkNotice('hotel', 'noResults', noun))).toBe('No se encontraron hoteles.');
    expect(linkNoticeText(linkNotice('hotel', 'searchError', noun))).toBe('Se produjo un error al buscar el hotel.');
    expect(linkNotice('hotel', 'noResults', noun).intent).toBe('warning');
  });

  it('LNK-OP02 a link naming the contact kind as its noun says the contact texts as given', () => {
    const links = shippedScreenConfig().links;
    const noun = nounOfLink('contactoprueba', { noun: 'contacto' }, links);
    expect(linkNoticeText(linkNotice('contacto', 'searchError', noun))).toBe('Se produjo un error al buscar el contacto.');
    expect(linkNoticeText(linkNotice('contacto', 'noResults', noun))).toBe('No se encontraron contactos.');
  });
});
