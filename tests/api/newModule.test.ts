/**
 * Proof that the engine is generic: a module added by writing only its schema folder and a config
 * entry (no code, docs/adding-a-module.md) gets a working API, history, export and OpenAPI entry.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addNewModuleConfig, NEW_MODULE, writeNewModuleFolder } from '../support/newModuleFiles';
import { startTestApp, type TestApp } from './helpers/testApp';

let t: TestApp;
const base = `/api/modulos/${NEW_MODULE}`;
beforeAll(async () => {
  t = await startTestApp({ extraSchemasDirs: [writeNewModuleFolder()], config: addNewModuleConfig });
});
afterAll(async () => {
  await t?.close();
});

describe('a brand-new module from files and config only', () => {
  it('lists, creates, reads, updates and keeps the history', async () => {
    const empty = await t.as('admin', { method: 'GET', url: base });
    expect(empty.statusCode).toBe(200);
    expect(empty.json()).toMatchObject({ datos: [], total: 0 });

    const created = await t.as('admin', {
      method: 'POST',
      url: base,
      payload: { datos: { razonSocial: 'Transportes del Sur', cuit: '20123456786', alta: '2026-11-02' } },
    });
    expect(created.statusCode).toBe(201);
    const { id, version } = created.json();

    const found = await t.as('admin', { method: 'GET', url: `${base}?texto=transportes` });
    expect(found.json().datos.map((r: { datos: { razonSocial: string } }) => r.datos.razonSocial)).toEqual(['Transportes del Sur']);

    const updated = await t.as('admin', {
      method: 'PUT',
      url: `${base}/${id}`,
      payload: { version, datos: { razonSocial: 'Transportes del Sur SA', cuit: '20123456786', alta: '2026-11-02' } },
    });
    expect(updated.statusCode).toBe(200);

    const history = await t.as('admin', { method: 'GET', url: `${base}/${id}/historial` });
    const [change, creation] = history.json().datos;
    expect(creation.accion).toBe('alta');
    expect(change.cambios).toEqual([{ campo: 'razonSocial', etiqueta: 'Razón social', antes: 'Transportes del Sur', despues: 'Transportes del Sur SA' }]);
  });

  it("edits a record sent back exactly as it was read: the system fields are the engine's, never data", async () => {
    const created = (await t.as('admin', { method: 'POST', url: base, payload: { datos: { razonSocial: 'Fletes Andinos' } } })).json();
    const read = (await t.as('admin', { method: 'GET', url: `${base}/${created.id}` })).json();
    expect(read.idCrm).toMatch(/^[0-9a-f-]{36}$/);
    expect(read.datos).toEqual({ razonSocial: 'Fletes Andinos' });
    // A client that puts the record's own fields back into `datos` (idCrm, id, version…) is not refused: they are dropped.
    const sentBack = {
      ...read.datos,
      razonSocial: 'Fletes Andinos SRL',
      idCrm: read.idCrm,
      id: read.id,
      version: read.version,
      vigente: true,
      creadoEn: read.creadoEn,
    };
    const saved = await t.as('admin', { method: 'PUT', url: `${base}/${read.id}`, payload: { version: read.version, datos: sentBack } });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ version: 2, idCrm: read.idCrm, datos: { razonSocial: 'Fletes Andinos SRL' } });
    const stored = await t.db.selectFrom('records').select('data').where('id', '=', read.id).executeTakeFirstOrThrow();
    expect(stored.data).toEqual({ razonSocial: 'Fletes Andinos SRL' });
  });

  it('validates bodies against the new schema, with Spanish messages', async () => {
    const res = await t.as('admin', { method: 'POST', url: base, payload: { datos: { cuit: '20123456786' } } });
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(res.json())).toContain('Razón social');
    const unknown = await t.as('admin', { method: 'POST', url: base, payload: { datos: { razonSocial: 'X', desconocido: 1 } } });
    expect(unknown.statusCode).toBe(400);
  });

  it('is guarded by its declared access (deny by default)', async () => {
    expect((await t.as('staff', { method: 'GET', url: base })).statusCode).toBe(403);
    expect((await t.as('sinpermisos', { method: 'POST', url: base, payload: { datos: { razonSocial: 'X' } } })).statusCode).toBe(403);
  });

  it('exports its list as CSV with the schema labels', async () => {
    const res = await t.as('admin', { method: 'GET', url: `${base}/exportar/csv` });
    expect(res.statusCode).toBe(200);
    const [header, ...rows] = res.body.split(/\r?\n/);
    const row = rows.find((line) => line.includes('Transportes del Sur SA'));
    expect(header).toContain('Razón social');
    expect(row).toContain('20-12345678-6'); // WID-08: the export formats masked fields as the list does
  });

  it('appears in the OpenAPI document', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    const paths = Object.keys(res.json().paths);
    expect(paths).toContain(base);
    expect(paths.some((p) => p.startsWith(`${base}/{id}`))).toBe(true);
  });
});
