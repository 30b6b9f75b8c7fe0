import { describe, expect, it } from 'vitest';
import type { RecordData, ValidationContext } from '../../engine/core/validators';
import { perfilExterior, subdominio } from './cuenta.rules';

function context(taken: boolean) {
  const fills: RecordData[] = [];
  const notices: string[] = [];
  const ctx: ValidationContext = {
    mode: 'create',
    module: 'cuenta',
    ports: { exists: async () => taken, today: () => new Date() },
    form: { fill: (values) => fills.push(values), notice: (intent, key) => notices.push(`${intent}:${key}`) },
  };
  return { ctx, fills, notices };
}

describe('account form effects', () => {
  it('ACC-59 ACC-60 ACC-61 ACC-62 the subdomain becomes lower-case letters and a short or taken one is an issue under the field (the server refuses it too)', async () => {
    const short = context(false);
    expect(await subdominio.validate({ subdominio: 'Sur-1' }, short.ctx)).toEqual([{ path: 'subdominio', key: 'cuenta.subdominioCorto' }]);
    expect(short.fills).toEqual([{ subdominio: 'sur' }]);
    expect(short.notices).toEqual([]);
    const taken = context(true);
    expect(await subdominio.validate({ subdominio: 'agenciademo' }, taken.ctx)).toEqual([{ path: 'subdominio', key: 'cuenta.subdominioExistente' }]);
    expect(taken.notices).toEqual([]);
    const free = context(false);
    await subdominio.validate({ subdominio: 'viajesdelnorte' }, free.ctx);
    expect([...free.fills, ...free.notices]).toEqual([]);
    expect(subdominio.debounceMs).toBe(1500);
  });

  it('ACC-66 a profile 2 or 4 is cleared when the main address is abroad', async () => {
    const abroad = [{ tipo: 'legal', direccion: 'Av. 1, Montevideo', paisCodigo: 'UY', principal: true }];
    const cleared = context(false);
    await perfilExterior.validate({ perfil: '2', direcciones: abroad }, cleared.ctx);
    expect(cleared.fills).toEqual([{ perfil: undefined }]);
    const kept = context(false);
    await perfilExterior.validate({ perfil: '2', direcciones: [{ ...abroad[0], paisCodigo: 'AR' }] }, kept.ctx);
    await perfilExterior.validate({ perfil: '3', direcciones: abroad }, kept.ctx);
    expect(kept.fills).toEqual([]);
  });
});
