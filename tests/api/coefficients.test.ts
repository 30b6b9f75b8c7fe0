/** The IIBB grid rules run on the server (ACC-48…56, SUP-31…33), on a fixture module that registers them. */
import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './helpers/testApp';

const ADMIN = { anyOf: [{ role: 'ROLE_ADMINISTRADOR' }] };
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({
    schemasDir: resolve('tests/fixtures/modules'),
    config: (config) => {
      config.modules = {
        iibbprueba: {
          schema: 'iibbprueba',
          title: 'Prueba IIBB',
          access: { read: ADMIN, write: ADMIN },
          list: { filters: [], requireFilter: false, cap: 1000, defaultSort: { field: 'nombre', direction: 'asc' }, sortable: ['nombre'] },
          messages: {
            listError: 'iibbprueba.listError',
            loadError: 'iibbprueba.loadError',
            saveSuccess: 'iibbprueba.saveSuccess',
            saveError: 'iibbprueba.saveError',
          },
        },
      };
      // Only the fixture module: the shipped modules' screens, menu entries and link kinds go too.
      config.screens = config.screens.filter((s: { module?: string }) => !s.module);
      const screens = new Set(config.screens.map((s: { id: string }) => s.id));
      config.menu = config.menu.filter((item: { children?: unknown; screen?: string }) => !item.children && (!item.screen || screens.has(item.screen)));
      config.links = {};
      // Without link kinds, no staff kind either (decision 161).
      delete config.company.staffLink;
    },
  });
});
afterAll(async () => {
  await t?.close();
});

const save = (datos: Record<string, unknown>) => t.as('admin', { method: 'POST', url: '/api/modulos/iibbprueba', payload: { datos } });
const row = (jurisdiccion: string, coeficiente: number, tipo = 'convenio') => ({ jurisdiccion, coeficiente, tipo });
const storedCount = async () => (await t.db.selectFrom('records').select('id').where('module', '=', 'iibbprueba').execute()).length;

describe('IIBB coefficient grid on the server', () => {
  it('ACC-51 saves rows adding up to exactly 1', async () => {
    const res = await save({ nombre: 'Suma uno', coeficientes: [row('901', 0.1), row('902', 0.2), row('913', 0.7)] });
    expect(res.statusCode).toBe(201);
  });

  it('ACC-51 / SUP-31 refuses a sum other than 1 with the Spanish message', async () => {
    const res = await save({ nombre: 'Suma corta', tipoInscripcionIibb: '2', coeficientes: [row('901', 0.5), row('902', 0.25)] });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.mensaje).toBe('La sumatoria de los coeficientes debe ser 1.');
    expect(res.json().error.campos).toEqual([{ path: 'coeficientes', mensaje: 'La sumatoria de los coeficientes debe ser 1.' }]);
  });

  it('ACC-55 refuses a repeated jurisdiction', async () => {
    const res = await save({ nombre: 'Repetida', coeficientes: [row('901', 0.5), row('901', 0.5)] });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.mensaje).toBe('Ya existe una configuración para esta jurisdicción');
  });

  it('ACC-52 / ACC-OP04 types 6 and 7 skip the sum; type 1 may sum 0', async () => {
    expect((await save({ nombre: 'Tipo seis', tipoInscripcionIibb: '6', coeficientes: [row('901', 0.4)] })).statusCode).toBe(201);
    expect((await save({ nombre: 'Tipo uno', tipoInscripcionIibb: '1', coeficientes: [row('901', 0, 'exento')] })).statusCode).toBe(201);
    expect((await save({ nombre: 'Tipo dos', tipoInscripcionIibb: '2', coeficientes: [row('901', 0, 'exento')] })).statusCode).toBe(400);
  });

  it('ACC-54 refuses an exempt row with a coefficient above 0, and stores nothing', async () => {
    const before = await storedCount();
    const res = await save({ nombre: 'Exenta con coeficiente', tipoInscripcionIibb: '2', coeficientes: [row('901', 0.5), row('902', 0.5, 'exento')] });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.campos).toEqual([{ path: 'coeficientes', mensaje: 'Una jurisdicción exenta debe tener coeficiente 0.' }]);
    expect(await storedCount()).toBe(before);
    expect((await save({ nombre: 'Exenta en cero', tipoInscripcionIibb: '2', coeficientes: [row('901', 1), row('902', 0, 'exento')] })).statusCode).toBe(201);
  });

  it('ACC-56 refuses a coefficient with a fifth decimal, and stores nothing; four decimals are stored', async () => {
    const before = await storedCount();
    const res = await save({ nombre: 'Cinco decimales', tipoInscripcionIibb: '6', coeficientes: [row('901', 0.12345)] });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.campos).toEqual([{ path: 'coeficientes', mensaje: 'El coeficiente admite hasta 4 decimales.' }]);
    expect(await storedCount()).toBe(before);
    const stored = await save({ nombre: 'Cuatro decimales', coeficientes: [row('901', 0.1234), row('902', 0.8766)] });
    expect(stored.statusCode).toBe(201);
    expect(stored.json().datos.coeficientes.map((r: { coeficiente: number }) => r.coeficiente)).toEqual([0.1234, 0.8766]);
  });

  it('ACC-48 / ACC-OP06 a row without type is refused with the missing-data message', async () => {
    const res = await save({ nombre: 'Sin tipo', coeficientes: [{ jurisdiccion: '901', coeficiente: 1 }] });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.mensaje).toBe('Faltan algunos datos obligatorios.');
  });
});
