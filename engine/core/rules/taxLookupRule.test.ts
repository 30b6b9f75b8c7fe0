import { describe, expect, it } from 'vitest';
import type { RecordData, ValidationContext } from '../validators';
import { taxLookupRule } from './taxLookupRule';

const rule = taxLookupRule({
  name: 'prueba.padron',
  applies: (documento) => /^\d{7,}$/.test(documento),
  path: (documento) => `prueba/padron/${documento}`,
  errorKey: 'prueba.verificarError',
  fill: (reply) => ({ nombre: reply.data?.nombre }),
});

/** Runs the rule with a register answering `reply` (or failing) and records what it did to the form. */
async function run(record: RecordData, reply: unknown, aborted = false, tested = rule) {
  const fills: Array<{ values: RecordData; overwrite?: boolean }> = [];
  const notices: string[] = [];
  const asked: string[] = [];
  const controller = new AbortController();
  const ctx: ValidationContext = {
    mode: 'create',
    module: 'prueba',
    signal: controller.signal,
    ports: {
      exists: async () => false,
      today: () => new Date(),
      read: async <T>(path: string) => {
        asked.push(path);
        if (aborted) controller.abort();
        if (reply instanceof Error) throw reply;
        return reply as T;
      },
    },
    form: { fill: (values, options) => fills.push({ values, overwrite: options?.overwrite }), notice: (intent, key) => notices.push(`${intent}:${key}`) },
  };
  const issues = await tested.validate(record, ctx);
  return { issues, fills, notices, asked };
}

describe('taxLookupRule', () => {
  it('CON-35 asks only about documents it applies to (7 digits or more here) and unmarks a shorter one', async () => {
    const short = await run({ documento: '123456', validoDocumento: true }, null);
    expect(short.asked).toEqual([]);
    expect(short.fills).toEqual([{ values: { validoDocumento: false }, overwrite: true }]);
    expect((await run({ documento: '1234567' }, { success: false, data: null })).asked).toEqual(['prueba/padron/1234567']);
  });

  it('CON-35 a known document prefills the empty fields and marks the flag; an unknown one unmarks it', async () => {
    const known = await run({ documento: '30111222' }, { success: true, data: { nombre: 'Laura' } });
    expect(known.fills).toEqual([
      { values: { nombre: 'Laura' }, overwrite: true },
      { values: { validoDocumento: true }, overwrite: true },
    ]);
    expect(known.issues).toEqual([]);
    const unknown = await run({ documento: '30111222', validoDocumento: true }, { success: false, data: null });
    expect(unknown.fills).toEqual([{ values: { validoDocumento: false }, overwrite: true }]);
    expect(unknown.notices).toEqual([]);
  });

  it('CON-31 CON-OP11 a failed call unmarks the document and says the error as a notice; no issue holds the save', async () => {
    const failed = await run({ documento: '30111222', validoDocumento: true }, new Error('502'));
    expect(failed.issues).toEqual([]);
    expect(failed.notices).toEqual(['danger:prueba.verificarError']);
    expect(failed.fills).toEqual([{ values: { validoDocumento: false }, overwrite: true }]);
  });

  it('CON-OP11 with confirmOnFailure a failed call is also a doubt that asks to confirm the save (not a refusal)', async () => {
    const confirming = taxLookupRule({
      name: 'prueba.padronConfirma',
      applies: () => true,
      path: (d) => `prueba/padron/${d}`,
      errorKey: 'prueba.verificarError',
      confirmOnFailure: true,
    });
    const failed = await run({ documento: '30111222' }, new Error('502'), false, confirming);
    expect(failed.issues).toEqual([{ path: 'documento', key: 'prueba.verificarError', confirm: true }]);
    expect(failed.notices).toEqual(['danger:prueba.verificarError']);
    expect((await run({ documento: '30111222' }, { success: false, data: null }, false, confirming)).issues).toEqual([]);
    expect((await run({ documento: '30111222' }, new Error('502'), true, confirming)).issues).toEqual([]);
  });

  it('an answer that arrives after the document changed again does nothing; on the server (no read port) nothing happens', async () => {
    const late = await run({ documento: '30111222' }, new Error('502'), true);
    expect(late.notices).toEqual([]);
    expect(late.fills).toEqual([]);
    const server: ValidationContext = { mode: 'create', module: 'prueba', ports: { exists: async () => false, today: () => new Date() } };
    expect(await rule.validate({ documento: '30111222' }, server)).toEqual([]);
  });

  it('ACC-68 issue 21: an unknown CUIT clears the name the previous look-up filled, never what the user typed', async () => {
    const fills: Array<{ values: RecordData; overwrite?: boolean }> = [];
    const replies: Record<string, unknown> = {
      'prueba/padron/30712345604': { success: true, data: { nombre: 'Viajes Sur S.A.' } },
      'prueba/padron/30999999990': { success: true, data: { nombre: 'Otra S.A.' } },
    };
    const ctx: ValidationContext = {
      mode: 'create',
      module: 'prueba',
      ports: { exists: async () => false, today: () => new Date(), read: async <T>(path: string) => (replies[path] ?? { success: false, data: null }) as T },
      form: { fill: (values, options) => fills.push({ values, overwrite: options?.overwrite }), notice: () => undefined },
    };
    await rule.validate({ documento: '30712345604' }, ctx);
    expect(fills[0]).toEqual({ values: { nombre: 'Viajes Sur S.A.' }, overwrite: true });
    fills.length = 0;
    // Another known CUIT: its name replaces the looked-up one.
    await rule.validate({ documento: '30999999990', nombre: 'Viajes Sur S.A.', validoDocumento: true }, ctx);
    expect(fills[0]).toEqual({ values: { nombre: 'Otra S.A.' }, overwrite: true });
    fills.length = 0;
    // An unknown CUIT: the looked-up name is cleared and the flag unmarked.
    await rule.validate({ documento: '30111111118', nombre: 'Otra S.A.', validoDocumento: true }, ctx);
    expect(fills).toEqual([
      { values: { nombre: undefined }, overwrite: true },
      { values: { validoDocumento: false }, overwrite: true },
    ]);
    fills.length = 0;
    // A name the user typed after a look-up stays when the CUIT changes to an unknown one.
    await rule.validate({ documento: '30712345604' }, ctx);
    fills.length = 0;
    await rule.validate({ documento: '30111111118', nombre: 'Tecleado por mí', validoDocumento: true }, ctx);
    expect(fills).toEqual([{ values: { validoDocumento: false }, overwrite: true }]);
  });
});
