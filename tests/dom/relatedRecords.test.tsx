/**
 * Related-records panel and link-field modals through the generated UI on the real API and
 * database: the notes of a prueba record (ui:tabs `related`, 10 per page, ACC-38, CST-18) are
 * listed by the server's link-field filter, "Nuevo" stores a note linked to the record and the list
 * shows it; "Nuevo" on the contact field stores a prospect contact and links it (LNK-16).
 */
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ScreensConfig } from '../../engine/core/screenConfig';
import { createApiClient } from '../../engine/react/api/ApiClient';
import { loadPrincipal } from '../../app/auth/loadPrincipal';
import { fixtureLookups } from '../fixtures/fixtureModules';
import { fixtureApp, FIXTURE_SCHEMAS_DIR } from '../api/helpers/fixtureApp';
import { startTestApp, type TestApp } from '../api/helpers/testApp';
import { injectTransport } from '../support/injectTransport';
import { RealApiApp } from '../support/RealApiApp';
import { browserRegistry } from '../support/browserRegistry';

// A whole user journey on the real API and database: on a loaded 2-core machine it takes far longer
// than the DOM project's 30 s, while every step waits for what the user sees (no step waits for time).
vi.setConfig({ testTimeout: 120_000 });

let t: TestApp;
let app: Omit<Parameters<typeof RealApiApp>[0], 'route'>;
let owner: number;

beforeAll(async () => {
  t = await startTestApp(fixtureApp);
  const registry = await browserRegistry(FIXTURE_SCHEMAS_DIR);
  const api = createApiClient(injectTransport(t.app, await t.tokenFor('admin')));
  owner = (await api.post<{ id: number }>('/api/modulos/prueba', { datos: { nombre: 'Cuenta con notas', activo: true } })).id;
  const other = (await api.post<{ id: number }>('/api/modulos/prueba', { datos: { nombre: 'Otra cuenta', activo: true } })).id;
  for (let n = 1; n <= 11; n++)
    await api.post('/api/modulos/pruebanota', {
      datos: { prueba: owner, asunto: `Nota ${String(n).padStart(2, '0')}`, fecha: `2026-01-${String(n).padStart(2, '0')}` },
    });
  await api.post('/api/modulos/pruebanota', { datos: { prueba: other, asunto: 'Nota de otra cuenta', fecha: '2026-03-01' } });
  // The fixture form's filtered combo (x-combo-filter) reads these lookups.
  const { pruebaDocumentos } = fixtureLookups();
  await t.db
    .insertInto('lookups')
    .values(pruebaDocumentos.map((o) => ({ combo: 'pruebaDocumentos', codigo: o.codigo, descripcion: o.descripcion, extra: JSON.stringify(o.extra) })))
    .execute();
  const config = await api.get<ScreensConfig>('/api/config');
  app = { api, config, registry, session: await loadPrincipal(api, 'admin') };
}, 120_000);
afterAll(async () => {
  await t?.close();
});

const rows = (panel: HTMLElement) =>
  within(panel)
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0].textContent);

describe('related records and link-field modals in the generated UI, on the real API', () => {
  it('ACC-38 CST-18 lists the record’s notes 10 per page; "Nuevo" stores a note linked to the record and the list shows it', async () => {
    const user = userEvent.setup();
    render(<RealApiApp {...app} route={`/pruebas/editar/${owner}`} />);
    await user.click(await screen.findByRole('tab', { name: /^Seguimiento/ }));
    const panel = screen.getByRole('tabpanel');
    expect(await within(panel).findByText('11 resultados')).toBeInTheDocument();
    expect(rows(panel)).toHaveLength(10);
    expect(rows(panel)[0]).toBe('Nota 11');
    expect(rows(panel)).not.toContain('Nota de otra cuenta');
    await user.click(within(panel).getByRole('button', { name: 'Página siguiente' }));
    await waitFor(() => expect(rows(panel)).toEqual(['Nota 01']));

    await user.click(within(panel).getByRole('button', { name: 'Nuevo' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nuevo: Nota de prueba' });
    await waitFor(() => expect(within(dialog).getByRole('textbox', { name: /^Prueba/ })).toHaveValue('Cuenta con notas'));
    await user.type(within(dialog).getByRole('textbox', { name: /^Asunto/ }), 'Llamar el lunes');
    await user.click(within(dialog).getByRole('button', { name: 'Aceptar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await within(panel).findByText('12 resultados')).toBeInTheDocument();
    const stored = await t.db.selectFrom('records').select(['id', 'data']).where('module', '=', 'pruebanota').orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(stored.data).toMatchObject({ prueba: owner, asunto: 'Llamar el lunes' });

    // A row opens the stored note (with its read-only idCrm) in the form dialog and saves the change.
    await user.click(within(panel).getByRole('button', { name: 'Página anterior' }));
    await user.click(await within(panel).findByRole('button', { name: 'Nota 11' }));
    const editing = await screen.findByRole('dialog', { name: 'Editar: Nota de prueba' });
    await user.type(within(editing).getByRole('textbox', { name: /^Detalle/ }), 'Confirmada');
    await user.click(within(editing).getByRole('button', { name: 'Aceptar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const edited = await t.db
      .selectFrom('records')
      .select(['data', 'version'])
      .where('module', '=', 'pruebanota')
      .where(({ ref }) => ref('data', '->>').key('asunto'), '=', 'Nota 11')
      .executeTakeFirstOrThrow();
    expect(edited).toMatchObject({ version: 2, data: { prueba: owner, detalle: 'Confirmada' } });
  });

  it('LNK-16 "Nuevo" on the contact field stores a prospect contact; the new record is saved linked to it', async () => {
    const user = userEvent.setup();
    render(<RealApiApp {...app} route="/pruebas/nuevo" />);
    await user.type(await screen.findByRole('textbox', { name: /^Nombre\s*\*?$/ }), 'Con prospecto');
    await user.click(screen.getByRole('tab', { name: /^Contacto/ }));
    await user.click(screen.getByRole('button', { name: 'Nuevo' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nuevo: Contacto de prueba' });
    await user.type(within(dialog).getByRole('textbox', { name: /^Nombre/ }), 'Prospecto Nuevo');
    await user.click(within(dialog).getByRole('button', { name: 'Aceptar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Contacto' })).toHaveValue('Prospecto Nuevo'));
    const contact = await t.db
      .selectFrom('records')
      .select(['id', 'data'])
      .where('module', '=', 'pruebacontacto')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(contact.data).toMatchObject({ nombre: 'Prospecto Nuevo', estado: 'Prospect' });
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    await screen.findByRole('dialog', { name: 'Prueba guardada' });
    const record = await t.db.selectFrom('records').select('data').where('module', '=', 'prueba').orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(record.data).toMatchObject({ nombre: 'Con prospecto', contacto: Number(contact.id) });
  });
});
