/**
 * Related-records panels through the API (ui:tabs `related`; ACC-36, ACC-38, ACC-39, CST-18): the
 * generic list API filters any module by one of its link fields (`?<campo>=<id>`), paged and
 * sorted like every list, under the listed module's read guard and record scope. Driven on the
 * fixture notes (pruebanota.prueba → prueba).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixtureApp } from './helpers/fixtureApp';
import { withFixtureModules } from '../fixtures/fixtureModules';
import { accountOf } from './helpers/accountOf';
import { startTestApp, type TestApp } from './helpers/testApp';

let t: TestApp;
let owner: number;
let other: number;
const notes = '/api/modulos/pruebanota';

type ListBody = { datos: Array<{ datos: { asunto: string; prueba: number } }>; total: number };
const list = async (who: string, query: string) => t.as(who, { method: 'GET', url: `${notes}?${query}` });
const subjects = (body: ListBody) => body.datos.map((r) => r.datos.asunto);

beforeAll(async () => {
  t = await startTestApp(fixtureApp);
  const create = async (module: string, datos: Record<string, unknown>) => {
    const res = await t.as('admin', { method: 'POST', url: `/api/modulos/${module}`, payload: { datos } });
    expect(res.statusCode).toBe(201);
    return res.json().id as number;
  };
  const agencia = await accountOf(t, 'externo');
  owner = await create('prueba', { nombre: 'Cuenta con notas' });
  other = await create('prueba', { nombre: 'Otra cuenta' });
  // 12 notes of the owner (8 of the external user's account, 4 of another), one of another record.
  for (let n = 1; n <= 12; n++) {
    await create('pruebanota', {
      prueba: owner,
      asunto: `Nota ${String(n).padStart(2, '0')}`,
      fecha: `2026-01-${String(n).padStart(2, '0')}`,
      cuenta: n <= 8 ? agencia : 'otra-agencia',
    });
  }
  await create('pruebanota', { prueba: other, asunto: 'Nota de otra cuenta', fecha: '2026-02-01', cuenta: agencia });
});
afterAll(async () => {
  await t?.close();
});

describe('generic filter by link field (related-records panels)', () => {
  it('CST-18 lists the records linked to one record, 10 per page, in the module order, with the total', async () => {
    const first = await list('admin', `prueba=${owner}&orden=fecha&dir=desc&limit=10&offset=0`);
    expect(first.statusCode).toBe(200);
    const body = first.json() as ListBody;
    expect(body.total).toBe(12);
    expect(subjects(body)).toEqual(['Nota 12', 'Nota 11', 'Nota 10', 'Nota 09', 'Nota 08', 'Nota 07', 'Nota 06', 'Nota 05', 'Nota 04', 'Nota 03']);
    expect(body.datos.every((r) => r.datos.prueba === owner)).toBe(true);
    const second = (await list('admin', `prueba=${owner}&orden=fecha&dir=desc&limit=10&offset=10`)).json() as ListBody;
    expect(subjects(second)).toEqual(['Nota 02', 'Nota 01']);
  });

  it('sorts by a sortable column and combines with the declared filters', async () => {
    const sorted = (await list('admin', `prueba=${owner}&orden=asunto&dir=asc&limit=3`)).json() as ListBody;
    expect(subjects(sorted)).toEqual(['Nota 01', 'Nota 02', 'Nota 03']);
    const searched = (await list('admin', `prueba=${other}&texto=otra`)).json() as ListBody;
    expect(subjects(searched)).toEqual(['Nota de otra cuenta']);
    expect((await list('admin', `prueba=${other}&texto=nota 05`)).json().total).toBe(0);
  });

  it('a link id that is not a number is refused with a Spanish message (400, not 500)', async () => {
    const res = await list('admin', 'prueba=abc');
    expect(res.statusCode).toBe(400);
    expect(res.json().error.mensaje).toBe('El registro elegido en el filtro Prueba no es válido.');
  });

  it('only link fields filter: another field in the query is refused (400)', async () => {
    const res = await list('admin', 'asunto=Nota%2001');
    expect(res.statusCode).toBe(400);
    expect(res.json().error.mensaje).toBe('La solicitud no es válida.');
  });

  it('ROL-07 the listed module’s read guard applies: a user without it gets 403', async () => {
    const res = await list('sinpermisos', `prueba=${owner}`);
    expect(res.statusCode).toBe(403);
    expect(res.json().error.mensaje).toBe('No tiene permisos para acceder a este módulo');
  });

  it('ROL-06 the listed module’s record scope applies: an external user gets only their account’s linked records, counted right', async () => {
    const res = await list('externo', `prueba=${owner}&orden=fecha&dir=asc&limit=10`);
    expect(res.statusCode).toBe(200);
    const body = res.json() as ListBody;
    expect(body.total).toBe(8);
    expect(subjects(body)).toEqual(['Nota 01', 'Nota 02', 'Nota 03', 'Nota 04', 'Nota 05', 'Nota 06', 'Nota 07', 'Nota 08']);
  });

  it('LNK-07 a note links only a record the user could find (the x-link check of the linked module)', async () => {
    const res = await t.as('admin', { method: 'POST', url: notes, payload: { datos: { prueba: 999999, asunto: 'Huérfana' } } });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.mensaje).toBe('El registro vinculado en Prueba no existe o no está disponible.');
  });
});

describe('related-records panel declarations (start-up)', () => {
  it('a panel whose form is not a form screen of the listed module stops the server with its path', async () => {
    const broken = {
      ...fixtureApp,
      config: (config: Record<string, any>) => {
        withFixtureModules(config);
        config.screens = config.screens.filter((s: { id: string }) => s.id !== 'pruebanotas.formulario');
      },
    };
    await expect(startTestApp(broken)).rejects.toThrow(
      "schemas/prueba/prueba.ui.json#/ui:tabs/6/related/form: 'pruebanotas.formulario' no es una pantalla de formulario de 'pruebanota'",
    );
  });
});
