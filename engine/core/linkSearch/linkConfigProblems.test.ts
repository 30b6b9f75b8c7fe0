import { describe, expect, it } from 'vitest';
import { shippedScreenConfig } from '../../../app/modules/eagerScreenConfig';
import type { ScreensConfig } from '../screenConfig';
import { validateScreenConfig } from '../validateScreenConfig';
import { linkAnnotationProblems } from './linkAnnotationProblems';

const shipped = () => shippedScreenConfig() as unknown as Record<string, any>;
const fields = new Map([['banco', new Set(['descripcion', 'cuit', 'localidad'])]]);
const ctx = { schemas: new Set(['banco']), fields };
const withLink = (link: Record<string, unknown>) => ({
  ...shipped(),
  links: {
    cuenta: {
      module: 'banco',
      noun: { singular: 'cuenta', plural: 'cuentas', gender: 'f' },
      columns: [{ field: 'descripcion', label: 'Nombre' }],
      cap: 100,
      ...link,
    },
  },
});
// Only the links block is under test: the fake context knows a few banco fields, not the whole shipped config.
const problems = (config: unknown) =>
  validateScreenConfig(config, ctx)
    .map((p) => `${p.path}: ${p.message}`)
    .filter((p) => p.startsWith('/links'));

describe('links block of screens.config.json (LNK-07…14, LNK-OP05)', () => {
  it('BAC-09 the shipped config declares the kinds whose module exists (banks for bank accounts)', () => {
    expect(Object.keys(shipped().links)).toContain('banco');
  });

  it('a valid kind passes', () => {
    expect(problems(withLink({ minLength: 3 }))).toEqual([]);
    const { links: _links, ...withoutLinks } = shipped();
    expect(problems(withLink({ minLength: 3 }))).toEqual(problems(withoutLinks));
  });

  it('a key that is not a kind noun needs a noun, which must be one', () => {
    const link = { module: 'banco', columns: [{ field: 'descripcion', label: 'Nombre' }], cap: 100 };
    expect(problems({ ...shipped(), links: { cliente: link } })).toEqual(["/links/cliente: 'cliente' no es un tipo de vínculo: declare su 'noun'"]);
    expect(problems({ ...shipped(), links: { cuenta: shipped().links.cuenta, cuentabanco: { ...link, noun: 'cuenta' } } })).toEqual([]);
    expect(problems({ ...shipped(), links: { cuentabanco: { ...link, noun: 'cliente' } } }).join('\n')).toMatch(/\/links\/cuentabanco\/noun/);
  });

  it('LNK-OP05 a cap over 100 is refused', () => {
    expect(problems(withLink({ cap: 500 })).join('\n')).toMatch(/\/links\/cuenta\/cap/);
  });

  it('a missing module, column field or fixed filter fails with its JSON path', () => {
    expect(problems(withLink({ module: 'cuentas' }))).toEqual(["/links/cuenta/module: no existe el módulo 'cuentas'"]);
    expect(problems(withLink({ columns: [{ field: 'razonSocial', label: 'Nombre' }] }))).toEqual([
      "/links/cuenta/columns/0/field: el campo 'razonSocial' no existe en el esquema",
    ]);
    expect(problems(withLink({ filters: { cuenta: '9238' } }))).toEqual(["/links/cuenta/filters/cuenta: el módulo 'banco' no declara el filtro 'cuenta'"]);
  });

  it('x-link annotations must name a declared kind and existing fields', () => {
    const config = withLink({}) as unknown as ScreensConfig;
    const fieldsOf = (m: string) => fields.get(m);
    const link = (value: unknown) => ({ cuenta: { type: 'integer', 'x-link': value }, tipo: { type: 'string' } });
    expect(linkAnnotationProblems('prueba', link({ kind: 'contacto' }), config, fieldsOf)).toEqual([
      "schemas/prueba#/properties/cuenta/x-link/kind: el tipo de vínculo 'contacto' no está declarado en links",
    ]);
    expect(
      linkAnnotationProblems(
        'prueba',
        link({ kind: 'cuenta', prefill: [{ from: 'mail', to: 'email', when: { field: 'tipo', equals: 'Mail' } }] }),
        config,
        fieldsOf,
      ),
    ).toEqual([
      "schemas/prueba#/properties/cuenta/x-link/prefill/0/to: el campo 'email' no existe en el esquema",
      "schemas/prueba#/properties/cuenta/x-link/prefill/0/from: el campo 'mail' no existe en 'banco'",
    ]);
  });

  it('LNK-16 the values a record created from the field starts with must be fields of the kind’s module', () => {
    const config = withLink({}) as unknown as ScreensConfig;
    const fieldsOf = (m: string) => fields.get(m);
    const link = (value: unknown) => ({ cuenta: { type: 'integer', 'x-link': value } });
    expect(linkAnnotationProblems('prueba', link({ kind: 'cuenta', create: { values: { localidad: 'Tandil' } }, view: true }), config, fieldsOf)).toEqual([]);
    expect(linkAnnotationProblems('prueba', link({ kind: 'cuenta', create: { values: { estado: 'Prospect' } } }), config, fieldsOf)).toEqual([
      "schemas/prueba#/properties/cuenta/x-link/create/values/estado: el campo 'estado' no existe en 'banco'",
    ]);
  });
});
