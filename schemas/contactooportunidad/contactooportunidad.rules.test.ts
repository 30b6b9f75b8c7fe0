import { describe, expect, it } from 'vitest';
import { CUIT_TYPES } from '../contacto/contacto.rules';
import type { FormEffects, RecordData, ValidationContext, ValidatorPorts } from '../../engine/core/validators';
import schema from './contactooportunidad.schema.json';
import contactSchema from '../contacto/contacto.schema.json';
import { rules } from './contactooportunidad.rules';

const company = { domain: 'viajesdemo.com.ar' };
const rule = (name: string) => rules.find((r) => r.name === `contactooportunidad.${name}`)!;
const form: FormEffects = { fill: () => {}, notice: () => {} };

/** A context whose `exists` port records its questions and answers from `held` (document → contact id). */
function context(held: Record<string, number>, over: Partial<ValidationContext> = {}) {
  const asked: Array<{ module: string; field: string; value: string; excludeId?: number }> = [];
  const ports: ValidatorPorts = {
    exists: async (module, field, value, excludeId) => {
      asked.push({ module, field, value, excludeId });
      return held[value] !== undefined && held[value] !== excludeId;
    },
    today: () => new Date('2025-01-01'),
  };
  return { asked, ctx: { mode: 'create', module: 'contactooportunidad', company, ports, ...over } as ValidationContext };
}
const run = async (name: string, record: RecordData, ctx: ValidationContext) => rule(name).validate(record, ctx);

describe('a passenger runs the contact rules (COP-04)', () => {
  it('COP-04 CON-29 a company-domain e-mail is refused with the contact message key', async () => {
    const { ctx } = context({});
    expect(await run('correoEmpresa', { email: 'ana@ViajesDemo.com.ar', cuenta: 17 }, ctx)).toEqual([
      { path: 'email', key: 'contacto.correoEmpresa', args: { dominio: 'viajesdemo.com.ar' } },
    ]);
    expect(await run('correoEmpresa', { email: 'ana@gmail.com', cuenta: 17 }, ctx)).toEqual([]);
  });

  it("COP-04 CON-30 a contact's document is refused unless the passenger links that contact; asked of the contact's unique document", async () => {
    const { ctx, asked } = context({ '27334445': 73 });
    expect(await run('documentoContacto', { documento: ' 27334445 ' }, ctx)).toEqual([{ path: 'documento', key: 'contacto.documentoDuplicado' }]);
    expect(asked[0]).toEqual({ module: 'contacto', field: 'documento', value: '27334445', excludeId: undefined });
    expect(await run('documentoContacto', { documento: '27334445', contacto: 73 }, ctx)).toEqual([]);
    expect(await run('documentoContacto', { documento: '27334445', contacto: 74 }, ctx)).toEqual([{ path: 'documento', key: 'contacto.documentoDuplicado' }]);
    expect(await run('documentoContacto', { documento: '30111222' }, ctx)).toEqual([]);
    expect(await run('documentoContacto', { documento: '' }, ctx)).toEqual([]);
  });

  it('COP-04 CON-30 the browser of a token session does not ask (the server answers on save); a browser that cannot ask says nothing; the server fails loudly', async () => {
    const token = context(
      { '27334445': 73 },
      { form, principal: { userId: 1, username: 'externo', roles: [], permissions: [], token: { cuenta: 16, oportunidad: 57 } } },
    );
    expect(await run('documentoContacto', { documento: '27334445' }, token.ctx)).toEqual([]);
    expect(token.asked).toEqual([]);
    const failing = (over: Partial<ValidationContext>) =>
      ({ ...context({}).ctx, ...over, ports: { exists: () => Promise.reject(new Error('403')), today: () => new Date() } }) as ValidationContext;
    expect(await run('documentoContacto', { documento: '27334445' }, failing({ form }))).toEqual([]);
    await expect(run('documentoContacto', { documento: '27334445' }, failing({}))).rejects.toThrow('403');
    // The server checks a token session's passenger like anyone's.
    const server = context({ '27334445': 73 }, { principal: token.ctx.principal });
    expect(await run('documentoContacto', { documento: '27334445' }, server.ctx)).toEqual([{ path: 'documento', key: 'contacto.documentoDuplicado' }]);
  });

  it('COP-04 CON-32 CON-33 the passport dates and the CUIT check digit say the contact messages', async () => {
    const { ctx } = context({});
    expect(await run('fechasPasaporte', { pasaporteEmision: '2024-05-01', pasaporteVencimiento: '2023-05-01' }, ctx)).toEqual([
      { path: 'pasaporteVencimiento', key: 'contacto.fechasPasaporte' },
    ]);
    expect((await run('cuitDocumento', { tipoDocumento: 'CUIT', documento: '20301112221' }, ctx)).map((i) => i.path)).toEqual(['documento']);
    expect(await run('cuitDocumento', { tipoDocumento: 'DNI', documento: '20301112221' }, ctx)).toEqual([]);
  });

  it("COP-04 CON-33 CON-OP06 the schema requires the number for exactly the contact's CUIT types", () => {
    const [conditional] = schema.allOf;
    expect(new Set(conditional.if.properties.tipoDocumento.enum)).toEqual(new Set(CUIT_TYPES));
    expect(conditional.then.required).toEqual(['documento']);
    expect(schema['x-rules']).toEqual(rules.map((r) => r.name));
  });

  it("COP-04 CON-05 the passenger's e-mail and document take the contact's shape (format, pattern, length, display mask)", () => {
    const shape = (p: Record<string, unknown>) => ({
      type: p.type,
      format: p.format,
      pattern: p.pattern,
      maxLength: p.maxLength,
      display: p['x-display'],
      combo: p['x-combo'],
    });
    for (const field of ['email', 'documento', 'tipoDocumento'] as const)
      expect(shape(schema.properties[field]), field).toEqual(shape(contactSchema.properties[field]));
  });
});
