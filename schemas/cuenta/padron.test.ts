import { describe, expect, it } from 'vitest';
import type { RecordData, ValidationContext } from '../../engine/core/validators';
import { JURISDICCION_CABA, padron } from './cuenta.rules';

/** Runs the rule with a register answering `reply` (or failing) and records what it did to the form. */
async function run(record: RecordData, reply: unknown) {
  const fills: Array<{ values: RecordData; overwrite?: boolean }> = [];
  const notices: string[] = [];
  const asked: string[] = [];
  const ctx: ValidationContext = {
    mode: 'create',
    module: 'cuenta',
    ports: {
      exists: async () => false,
      today: () => new Date(),
      read: async <T>(path: string) => {
        asked.push(path);
        if (reply instanceof Error) throw reply;
        return reply as T;
      },
    },
    form: { fill: (values, options) => fills.push({ values, overwrite: options?.overwrite }), notice: (intent, key) => notices.push(`${intent}:${key}`) },
  };
  const issues = await padron.validate(record, ctx);
  return { issues, fills, notices, asked };
}

describe('account tax register look-up in the form', () => {
  it('ACC-68 ACC-OP12 asks on exactly 11 digits and prefills the empty fields, the CABA row of an AGIP CUIT and validoDocumento', async () => {
    expect((await run({ documento: '3071234560' }, null)).asked).toEqual([]);
    const done = await run(
      { documento: '30712345601', razonSocial: 'Escrita' },
      { success: true, agip: true, data: { tipo: 'EMP', razonSocial: 'Agencia Demo', condicionIva: '_1' } },
    );
    expect(done.asked).toEqual(['cuentas/padron/30712345601']);
    expect(done.issues).toEqual([]);
    expect(done.fills).toEqual([
      // Only the empty fields: the razón social the user typed stays.
      { values: { condicionIva: '_1', colIngresosBrutos: [{ jurisdiccion: JURISDICCION_CABA, coeficiente: 1, tipo: 'local' }] }, overwrite: true },
      { values: { validoDocumento: true }, overwrite: true },
    ]);
  });

  it('ACC-69 ACC-71 ACC-OP11 an unknown CUIT unmarks the document; a failed call says the spec error and holds nothing', async () => {
    const unknown = await run({ documento: '20999999999', validoDocumento: true }, { success: false, data: null, agip: false });
    expect(unknown.fills).toEqual([{ values: { validoDocumento: false }, overwrite: true }]);
    expect(unknown.notices).toEqual([]);
    const failed = await run({ documento: '20999999999', validoDocumento: true }, new Error('502'));
    expect(failed.issues).toEqual([]);
    expect(failed.notices).toEqual(['danger:cuenta.verificacionError']);
    expect(failed.fills).toEqual([{ values: { validoDocumento: false }, overwrite: true }]);
  });

  it('ACC-13 does nothing on the server (no read port): the write check asks the register there', async () => {
    const ctx: ValidationContext = { mode: 'create', module: 'cuenta', ports: { exists: async () => false, today: () => new Date() } };
    expect(await padron.validate({ documento: '30712345601' }, ctx)).toEqual([]);
  });
});
