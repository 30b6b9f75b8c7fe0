/**
 * The engine's fixture module through the generated UI on the real API and database: one user
 * session that uses the engine's features together (tabs, derived field, filtered combo, link list with its item
 * dialog and its address picker, search-and-link with prefill, after-save modal, optimistic row actions)
 * and checks what the server stored. Each feature has its own story and API tests; this one proves
 * they hold together with nothing faked but the browser.
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
import { openOptionList, optionListGone } from '../support/optionLists';
import { browserRegistry } from '../support/browserRegistry';

// A whole user journey on the real API and database: on a loaded 2-core machine it takes far longer
// than the DOM project's 30 s, while every step waits for what the user sees (no step waits for time).
vi.setConfig({ testTimeout: 120_000 });

let t: TestApp;
let app: Omit<Parameters<typeof RealApiApp>[0], 'route'>;

beforeAll(async () => {
  t = await startTestApp(fixtureApp);
  const registry = await browserRegistry(FIXTURE_SCHEMAS_DIR);
  const api = createApiClient(injectTransport(t.app, await t.tokenFor('admin')));
  for (const datos of [
    { nombre: 'Ana Pérez', documento: '20111222', telefono: '011 4444-5555', email: 'ana@example.com', cuenta: 'agencia-demo' },
    { nombre: 'Bruno Díaz', documento: '30111222', telefono: '0351 555-1234', cuenta: 'agencia-demo' },
  ]) {
    await api.post('/api/modulos/pruebacontacto', { datos });
  }
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

const stored = async () =>
  await t.db.selectFrom('records').select(['id', 'data']).where('module', '=', 'prueba').orderBy('id', 'desc').executeTakeFirstOrThrow();

describe('fixture module prueba in the generated UI, on the real API', () => {
  it('creates a record using tabs, a derived name, a link list, a searched link with prefill and the after-save modal', async () => {
    const user = userEvent.setup();
    render(<RealApiApp {...app} route="/pruebas/nuevo" />);

    // Datos tab: the suggested name follows nombre and código until touched.
    await user.type(await screen.findByRole('textbox', { name: /^Nombre\s*\*?$/ }), 'Viaje a Salta');
    await user.type(screen.getByRole('textbox', { name: /^Código/ }), 'SAL1');
    expect(screen.getByRole('textbox', { name: /Nombre sugerido/ })).toHaveValue('Viaje a Salta - SAL1');

    // A combo filtered by another field: a company is only offered CUIT (x-combo-filter).
    await user.selectOptions(screen.getByRole('combobox', { name: /Tipo de persona/ }), 'EMP');
    const options = await openOptionList(user, screen.getByRole('button', { name: /^Tipo de documento/ }));
    expect(
      within(options)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['CUIT']);
    await user.click(within(within(options).getByRole('option', { name: 'CUIT' })).getByText('CUIT'));
    await waitFor(() => expect(screen.getByRole('button', { name: /^Tipo de documento/ })).toHaveTextContent('CUIT'));
    await optionListGone();

    // Direcciones tab: a link panel; the first address comes out legal and principal (LNK-36/37).
    await user.click(screen.getByRole('tab', { name: /^Direcciones/ }));
    await user.click(await screen.findByRole('button', { name: 'Agregar' }));
    const addressDialog = await screen.findByRole('dialog', { name: 'Agregar: Dirección' });
    // The address dialog's address is picked from the server's suggestions (LNK-38, LNK-39).
    await user.type(within(addressDialog).getByRole('combobox', { name: /^Dirección/ }), 'Av. Belgrano 100, CABA');
    // The first search builds the server's gazetteer index, slow on a loaded machine: the user
    // waits while the picker says it is searching, however long that takes.
    await waitFor(() => expect(within(addressDialog).queryByText('Buscando direcciones...')).not.toBeInTheDocument(), { timeout: 25_000 });
    await user.click(within(addressDialog).getByRole('option', { name: 'Av. Belgrano 100, Ciudad Autónoma de Buenos Aires, Argentina' }));
    await user.click(within(addressDialog).getByRole('button', { name: 'Aceptar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    // Contacto tab: a Calls record linked to a searched contact gets the contact's phone (LNK-32).
    await user.click(screen.getByRole('tab', { name: /^Contacto/ }));
    await user.selectOptions(screen.getByRole('combobox', { name: /^Tipo/ }), 'Calls');
    await user.click(screen.getByRole('button', { name: 'Buscar' }));
    const search = await screen.findByRole('dialog', { name: 'Buscar contacto' });
    await user.type(within(search).getByLabelText('Texto de búsqueda'), 'an');
    await user.click(within(search).getByRole('button', { name: 'Buscar' }));
    expect(await screen.findByText(/Debe ingresar al menos tres caracteres en la búsqueda de contacto/)).toBeInTheDocument();
    await user.type(within(search).getByLabelText('Texto de búsqueda'), 'a p');
    await user.click(within(search).getByRole('button', { name: 'Buscar' }));
    await user.click(await within(search).findByRole('radio', { name: 'Seleccionar Ana Pérez' }));
    await user.click(within(search).getByRole('button', { name: 'Aceptar' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Teléfono' })).toHaveValue('011 4444-5555'));

    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    const modal = await screen.findByRole('dialog', { name: 'Prueba guardada' });
    expect(within(modal).getByText('¿Desea cargar ahora un contacto de prueba?')).toBeInTheDocument();
    await user.click(within(modal).getByRole('button', { name: 'Quedarse en el registro' }));

    const row = await stored();
    const ana = await t.db
      .selectFrom('records')
      .select('id')
      .where('module', '=', 'pruebacontacto')
      .where(({ ref }) => ref('data', '->>').key('nombre'), '=', 'Ana Pérez')
      .executeTakeFirstOrThrow();
    expect(row.data).toMatchObject({
      nombre: 'Viaje a Salta',
      codigo: 'SAL1',
      nombreSugerido: 'Viaje a Salta - SAL1',
      tipoPersona: 'EMP',
      tipoDocumento: 'CUIT',
      tipo: 'Calls',
      contacto: Number(ana.id),
      telefono: '011 4444-5555',
    });
    // The link list is stored committed: no flags, no temporary id.
    const direcciones = row.data.direcciones as Array<Record<string, unknown>>;
    expect(direcciones).toEqual([
      expect.objectContaining({
        tipo: 'legal',
        direccion: 'Av. Belgrano 100, Ciudad Autónoma de Buenos Aires, Argentina',
        localidad: 'Ciudad Autónoma de Buenos Aires',
        pais: 'Argentina',
        paisCodigo: 'AR',
        principal: true,
      }),
    ]);
    expect(direcciones[0].direccionId).toMatch(/^v1\./);
    expect(direcciones[0]).not.toHaveProperty('nuevo');
    expect(direcciones[0]).not.toHaveProperty('id');
  });

  it('lists it and toggles activo optimistically, the change stored with its history', async () => {
    const user = userEvent.setup();
    const { id } = await stored();
    render(<RealApiApp {...app} route="/pruebas" />);
    const link = await screen.findByRole('link', { name: 'Viaje a Salta' });
    const toggle = within(link.closest('tr')!).getByRole('switch', { name: 'Activo' });
    expect(toggle).not.toBeChecked();
    await user.click(toggle);
    expect(toggle).toBeChecked();
    await waitFor(async () => {
      const after = await t.db.selectFrom('records').select(['data', 'version']).where('id', '=', id).executeTakeFirstOrThrow();
      expect(after.data).toMatchObject({ activo: true });
    });
    const history = await t.db.selectFrom('record_history').select('changes').where('record_id', '=', id).orderBy('version', 'desc').executeTakeFirstOrThrow();
    expect(history.changes).toEqual([expect.objectContaining({ campo: 'activo', despues: true })]);
  });
});
