/**
 * The teams and sellers screens of the admin area in the generated UI, on the real API and database
 * (ADM-06, ADM-07, ADM-16..22, ADM-41): the list's Vigente switch flips at once and stays when the
 * server agrees, goes back with the spec's failure text when it refuses, and says the denial without a
 * call to a user who may only read; that user's form is read-only; a team without people is not sent.
 */
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { SchemaRegistry } from '../../engine/core/schemaRegistry';
import type { ScreensConfig } from '../../engine/core/screenConfig';
import { createApiClient, type ApiTransport } from '../../engine/react/api/ApiClient';
import { loadPrincipal } from '../../app/auth/loadPrincipal';
import { startTestApp, type TestApp } from '../api/helpers/testApp';
import { teamIdByName } from '../api/helpers/teams';
import { browserRegistry } from '../support/browserRegistry';
import { injectTransport } from '../support/injectTransport';
import { RealApiApp } from '../support/RealApiApp';

vi.setConfig({ testTimeout: 120_000 });

let t: TestApp;
let registry: SchemaRegistry;
/** Every call the UI sent, `METHOD path`. */
let calls: string[] = [];

/** The app as `username` sees it, its calls recorded. */
async function appFor(username: string) {
  const inner = injectTransport(t.app, await t.tokenFor(username));
  const transport: ApiTransport = (request) => {
    calls.push(`${request.method} ${request.path}`);
    return inner(request);
  };
  const api = createApiClient(transport);
  return { api, config: (await api.get<ScreensConfig>('/api/config'))!, registry, session: await loadPrincipal(api, username) };
}

beforeAll(async () => {
  t = await startTestApp();
  registry = await browserRegistry();
}, 120_000);
afterAll(async () => {
  await t?.close();
});
afterEach(() => {
  cleanup();
  calls = [];
});

const stored = async (id: number) => t.db.selectFrom('records').select(['vigente', 'version']).where('id', '=', id).executeTakeFirstOrThrow();
const rowOf = async (name: string) => (await screen.findByRole('link', { name })).closest('tr')!;
const writes = () => calls.filter((call) => !call.startsWith('GET '));

describe('ADM-20 ADM-21 ADM-17 the Vigente switch of the teams list', () => {
  it('ADM-20 ADM-40 flips at once and stays when the server agrees', async () => {
    const id = await teamIdByName(t.db, 'Equipo Interior');
    const user = userEvent.setup();
    render(<RealApiApp {...await appFor('admin')} route="/admin/equipos" />);
    const toggle = within(await rowOf('Equipo Interior')).getByRole('switch', { name: 'Vigente' });
    expect(toggle).toBeChecked();
    await user.click(toggle);
    expect(toggle).not.toBeChecked();
    await waitFor(async () => expect((await stored(id)).vigente).toBe(false));
    await waitFor(() =>
      expect(within(screen.getByRole('link', { name: 'Equipo Interior' }).closest('tr')!).getByRole('switch', { name: 'Vigente' })).toBeEnabled(),
    );
    expect(within(screen.getByRole('link', { name: 'Equipo Interior' }).closest('tr')!).getByRole('switch', { name: 'Vigente' })).not.toBeChecked();
    expect(writes()).toEqual([`POST /api/modulos/equipotrabajo/${id}/alternar/vigente`]);
  });

  it('ADM-21 goes back and says "Se produjo un error al realizar la acción." when the server refuses', async () => {
    const id = await teamIdByName(t.db, 'Equipo Agencias');
    const user = userEvent.setup();
    render(<RealApiApp {...await appFor('admin')} route="/admin/equipos" />);
    const row = await rowOf('Equipo Agencias');
    // Someone else changed the team since the list loaded: the server refuses the stale version.
    const before = await stored(id);
    await t.db
      .updateTable('records')
      .set({ version: before.version + 1 })
      .where('id', '=', id)
      .execute();
    await user.click(within(row).getByRole('switch', { name: 'Vigente' }));
    expect(await screen.findByText('Se produjo un error al realizar la acción.')).toBeInTheDocument();
    await waitFor(() =>
      expect(within(screen.getByRole('link', { name: 'Equipo Agencias' }).closest('tr')!).getByRole('switch', { name: 'Vigente' })).toBeChecked(),
    );
    expect((await stored(id)).vigente).toBe(true);
  });

  it("ADM-17 ADM-OP02 a gestionsistema 'r' user hears that they may not, the switch stays and nothing is called", async () => {
    const id = await teamIdByName(t.db, 'Equipo Comercial');
    const before = await stored(id);
    const user = userEvent.setup();
    render(<RealApiApp {...await appFor('sistema')} route="/admin/equipos" />);
    const toggle = within(await rowOf('Equipo Comercial')).getByRole('switch', { name: 'Vigente' });
    await user.click(toggle);
    expect(await screen.findByText('No tiene permisos para realizar esta acción')).toBeInTheDocument();
    expect(toggle).toBeChecked();
    expect(writes()).toEqual([]);
    expect(await stored(id)).toEqual(before);
  });

  it('ADM-46 ADM-17 the sellers list has the same switch: denied to the reader, no call', async () => {
    const user = userEvent.setup();
    render(<RealApiApp {...await appFor('sistema')} route="/admin/vendedores" />);
    const switches = await screen.findAllByRole('switch', { name: 'Vigente' });
    expect(switches.length).toBeGreaterThanOrEqual(4);
    const first = switches[0];
    const checked = (first as HTMLInputElement).checked;
    await user.click(first);
    expect(await screen.findByText('No tiene permisos para realizar esta acción')).toBeInTheDocument();
    expect((first as HTMLInputElement).checked).toBe(checked);
    expect(writes()).toEqual([]);
  });
});

describe('the team form', () => {
  it("ADM-18 ADM-OP02 a gestionsistema 'r' user sees a team read-only (soloVer): no Guardar", async () => {
    const id = await teamIdByName(t.db, 'Equipo Comercial');
    render(<RealApiApp {...await appFor('sistema')} route={`/admin/equipos/formulario/${id}`} />);
    const nombre = await screen.findByRole('textbox', { name: /^Nombre/ });
    await waitFor(() => expect(nombre).toHaveValue('Equipo Comercial'));
    expect(nombre).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Guardar' })).not.toBeInTheDocument();
  });

  it('ADM-41 a team without an assigned person says "Faltan campos obligatorios" and is not sent', async () => {
    const user = userEvent.setup();
    render(<RealApiApp {...await appFor('admin')} route="/admin/equipos/formulario" />);
    await user.type(await screen.findByRole('textbox', { name: /^Nombre/ }), 'Equipo Sin Gente');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    // The danger notice, and the same words at the field (the toaster may show its notice a moment after the field's).
    await waitFor(() => {
      const said = screen.getAllByText('Faltan campos obligatorios');
      expect(said.some((element) => element.closest('.bp6-toast'))).toBe(true);
      expect(said.some((element) => !element.closest('.bp6-toast'))).toBe(true);
    });
    expect(writes()).toEqual([]);
  });
});
