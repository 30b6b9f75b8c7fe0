import { describe, expect, it } from 'vitest';
import type { Issue, ValidationContext } from '../validators';
import { uniqueRules } from './uniqueRules';

const schema = {
  type: 'object' as const,
  properties: {
    documento: { type: 'string', title: 'Documento', 'x-unique': { message: 'documentoDuplicado', checkMessage: 'verificarError' } },
    codigo: { type: 'string', title: 'Código', 'x-unique': true },
  },
};

/** The rule of `field` run against a server whose check answers `taken` or fails; what it said as notices. */
async function run(field: string, taken: boolean | Error, browser = true) {
  const notices: string[] = [];
  const ctx: ValidationContext = {
    mode: 'create',
    module: 'contacto',
    ports: {
      exists: async () => {
        if (taken instanceof Error) throw taken;
        return taken;
      },
      today: () => new Date(),
    },
    ...(browser ? { form: { fill: () => undefined, notice: (intent: string, key: string) => void notices.push(`${intent}:${key}`) } } : {}),
  };
  const rule = uniqueRules('contacto', schema as never).find((r) => r.name === `unique.contacto.${field}`)!;
  const value: { issues?: Issue[]; error?: unknown } = await Promise.resolve(rule.validate({ [field]: '30111222' }, ctx)).then(
    (issues) => ({ issues }),
    (error: unknown) => ({ error }),
  );
  return { ...value, notices };
}

describe('x-unique rules', () => {
  it('CON-30 a value another record holds is refused with the module message', async () => {
    expect((await run('documento', true)).issues).toEqual([{ path: 'documento', key: 'contacto.documentoDuplicado', args: { field: 'Documento' } }]);
    expect((await run('documento', false)).issues).toEqual([]);
  });

  it('CON-31 CON-OP11 a failed check with a checkMessage says it and asks to confirm the save (a doubt, not a refusal)', async () => {
    const failed = await run('documento', new Error('500'));
    expect(failed.issues).toEqual([{ path: 'documento', key: 'contacto.verificarError', confirm: true }]);
    expect(failed.notices).toEqual(['danger:contacto.verificarError']);
  });

  it('a failed check without a checkMessage, or on the server, throws as before', async () => {
    expect((await run('codigo', new Error('500'))).error).toBeInstanceOf(Error);
    expect((await run('documento', new Error('500'), false)).error).toBeInstanceOf(Error);
  });

  it("20 a per-unique field asks with its record's scope and runs again when the scope changes", async () => {
    const perSchema = {
      type: 'object' as const,
      properties: { numero: { type: 'string', title: 'Número', 'x-unique': { per: 'hotel' } }, hotel: { type: 'integer' } },
    };
    const asked: unknown[][] = [];
    const ctx: ValidationContext = {
      mode: 'edit',
      module: 'habitacion',
      recordId: 7,
      ports: { exists: async (...args) => (asked.push(args), false), today: () => new Date() },
    };
    const [rule] = uniqueRules('habitacion', perSchema as never);
    expect(rule.fields).toEqual(['numero', 'hotel']);
    await rule.validate({ numero: '101', hotel: 3, otro: 'x' }, ctx);
    expect(asked).toEqual([['habitacion', 'numero', '101', 7, { hotel: 3 }]]);
  });
});
