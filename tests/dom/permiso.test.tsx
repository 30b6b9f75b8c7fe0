/**
 * The permissions screens of the admin area in the generated UI, on the real API and database
 * (ADM-10, ADM-63, ADM-62, ADM-20..22, ADM-76, ADM-77, ADM-OP01): the landing page links every
 * area of the catalogue (section 4.2) and the generic ones by type; an area's Escritura switch flips
 * at once and stays, or goes back with the spec's failure text; the SGC and supplier-evaluation
 * forms capture their flags, which only those areas show.
 */
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { SchemaRegistry } from '../../engine/core/schemaRegistry';
import type { ScreensConfig } from '../../engine/core/screenConfig';
import { createApiClient, type ApiTransport } from '../../engine/react/api/ApiClient';
import { loadPrincipal } from '../../app/auth/loadPrincipal';
import { startTestApp, type TestApp } from '../api/helpers/testApp';
import { browserRegistry } from '../support/browserRegistry';
import { injectTransport } from '../support/injectTransport';
import { RealApiApp } from '../support/RealApiApp';

vi.setConfig({ testTimeout: 120_000 });

let t: TestApp;
let registry: SchemaRegistry;
/** Every call the UI sent, `METHOD path`. */
let calls: string[] = [];

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

const writes = () => calls.filter((call) => !call.startsWith('GET '));

/** The permission record of `username`'s staff contact on `area` (the demo seed's). */
async function permissionOf(username: string, area: string) {
  const person = await t.db
    .selectFrom('records')
    .select('id')
    .where('module', '=', 'contacto')
    .where('id_crm', '=', `usr-${username}`)
    .executeTakeFirstOrThrow();
  const rows = await t.db.selectFrom('records').select(['id', 'version', 'vigente', 'data']).where('module', '=', 'permiso').execute();
  const row = rows.find((r) => (r.data as Record<string, unknown>).asignado === Number(person.id) && (r.data as Record<string, unknown>).area === area);
  if (!row) throw new Error(`sin permiso de ${username} en ${area}`);
  return { id: Number(row.id), version: row.version, vigente: row.vigente, data: row.data as Record<string, unknown> };
}

/** Section 4.2's areas with an admin route of their own, and the generic ones by type (ROL-OP02). */
const AREAS: Record<string, string> = {
  tarjetas: 'Tarjetas',
  banco: 'Bancos',
  proveedores: 'Proveedores',
  proveedoresadmin: 'Administración de proveedores',
  contacto: 'Contactos',
  cuentasacobrar: 'Cuentas a cobrar',
  documentossgc: 'Documentos SGC',
  evaluacionproveedores: 'Evaluación de proveedores',
  gestionsistema: 'Sistema',
  cuentaegencia: 'Cuentas de agencia',
};
const BY_TYPE: Record<string, string> = { reportes: 'Habilitación de reportes', archivos: 'Archivos', dsc: 'DSC' };

describe('ADM-10 ADM-63 the permissions landing page', () => {
  it('ADM-10 ADM-63 ADM-62 /admin/permisos lists no permission but links every area of the catalogue and the generic ones by type', async () => {
    render(<RealApiApp {...await appFor('admin')} route="/admin/permisos" />);
    expect(await screen.findByRole('heading', { name: 'Permisos', level: 1 })).toBeInTheDocument();
    const byArea = await screen.findByRole('navigation', { name: 'Áreas' });
    for (const [code, label] of Object.entries(AREAS)) {
      expect(within(byArea).getByRole('link', { name: new RegExp(`^${label}`) })).toHaveAttribute('href', `/admin/permisos/gestion/${code}`);
    }
    const byType = screen.getByRole('navigation', { name: 'Permisos genéricos por tipo' });
    for (const [code, label] of Object.entries(BY_TYPE)) {
      expect(within(byType).getByRole('link', { name: new RegExp(`^${label}`) })).toHaveAttribute('href', `/admin/permisos/gestion/tipo/${code}`);
    }
    // A landing page: no list of permissions of its own.
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('ADM-63 a card leads to its area’s list', async () => {
    const user = userEvent.setup();
    render(<RealApiApp {...await appFor('admin')} route="/admin/permisos" />);
    await user.click(await screen.findByRole('link', { name: /^Bancos/ }));
    expect((await screen.findAllByRole('switch', { name: 'Escritura' }, { timeout: 10_000 })).length).toBeGreaterThan(0);
    expect(screen.getAllByRole('row').length).toBeGreaterThan(1);
  });

  it('ADM-63 ADM-OP01 a gestionsistema writer is offered every area but the system’s own', async () => {
    render(<RealApiApp {...await appFor('permisos')} route="/admin/permisos" />);
    const byArea = await screen.findByRole('navigation', { name: 'Áreas' });
    expect(within(byArea).getByRole('link', { name: /^Bancos/ })).toBeInTheDocument();
    expect(within(byArea).queryByRole('link', { name: /^Sistema/ })).not.toBeInTheDocument();
  });
});

describe('ADM-22 ADM-72 the Escritura switch of an area’s list', () => {
  const rowOf = async (name: string) => (await screen.findByRole('link', { name })).closest('tr')!;

  it('ADM-22 ADM-20 flips at once and stays when the server agrees', async () => {
    const before = await permissionOf('bancos', 'banco');
    expect(before.data.escritura).toBe(true);
    const user = userEvent.setup();
    render(<RealApiApp {...await appFor('admin')} route="/admin/permisos/gestion/banco" />);
    const toggle = within(await rowOf('Bancos, Beatriz')).getByRole('switch', { name: 'Escritura' });
    expect(toggle).toBeChecked();
    await user.click(toggle);
    expect(toggle).not.toBeChecked();
    await waitFor(async () => expect((await permissionOf('bancos', 'banco')).data.escritura).toBe(false));
    await waitFor(() =>
      expect(within(screen.getByRole('link', { name: 'Bancos, Beatriz' }).closest('tr')!).getByRole('switch', { name: 'Escritura' })).toBeEnabled(),
    );
    expect(within(screen.getByRole('link', { name: 'Bancos, Beatriz' }).closest('tr')!).getByRole('switch', { name: 'Escritura' })).not.toBeChecked();
    expect(writes()).toEqual([`POST /api/modulos/permiso/${before.id}/alternar/escritura`]);
    // Back as seeded, for the other tests.
    await t.as('admin', { method: 'POST', url: `/api/modulos/permiso/${before.id}/alternar/escritura`, payload: { version: before.version + 1 } });
  });

  it('ADM-22 ADM-21 goes back and says "Se produjo un error al realizar la acción." when the server refuses', async () => {
    const user = userEvent.setup();
    render(<RealApiApp {...await appFor('admin')} route="/admin/permisos/gestion/banco" />);
    const row = await rowOf('Staff, Sergio');
    const toggle = within(row).getByRole('switch', { name: 'Escritura' });
    expect(toggle).not.toBeChecked();
    // Someone else changed the permission since the list loaded: the server refuses the stale version.
    const before = await permissionOf('staff', 'banco');
    await t.db
      .updateTable('records')
      .set({ version: before.version + 1 })
      .where('id', '=', before.id)
      .execute();
    await user.click(toggle);
    expect(await screen.findByText('Se produjo un error al realizar la acción.')).toBeInTheDocument();
    await waitFor(() =>
      expect(within(screen.getByRole('link', { name: 'Staff, Sergio' }).closest('tr')!).getByRole('switch', { name: 'Escritura' })).not.toBeChecked(),
    );
    expect((await permissionOf('staff', 'banco')).data.escritura).toBe(false);
  });
});

describe('ADM-76 ADM-77 the flags of the SGC and supplier-evaluation permissions', () => {
  const SGC_FLAGS = ['Prepara', 'Revisa', 'Aprueba'];
  const SEV_FLAGS = ['Atención administrativa', 'Atención comercial', 'Atención operativa', 'Condición', 'Preferente', 'Guardia', 'Incentivo'];

  it('ADM-76 SGC-56 the SGC permission form shows prepara, revisa and aprueba, and a flag switched on is saved', async () => {
    const before = await permissionOf('auditor', 'documentossgc');
    expect(before.data.aprueba).not.toBe(true);
    const user = userEvent.setup();
    render(<RealApiApp {...await appFor('admin')} route={`/admin/permisos/gestion/documentossgc/formulario/${before.id}`} />);
    for (const name of SGC_FLAGS) expect(await screen.findByRole('switch', { name })).toBeInTheDocument();
    for (const name of SEV_FLAGS) expect(screen.queryByRole('switch', { name })).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('switch', { name: 'Prepara' })).toBeChecked());
    await user.click(screen.getByRole('switch', { name: 'Aprueba' }));
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(async () => expect((await permissionOf('auditor', 'documentossgc')).data).toMatchObject({ prepara: true, revisa: true, aprueba: true }));
    expect(writes()).toEqual([`PUT /api/modulos/permiso/${before.id}`]);
  });

  it('ADM-77 SEV-03 the supplier-evaluation permission form shows its seven flags, and a flag switched off is saved', async () => {
    const before = await permissionOf('compras', 'evaluacionproveedores');
    expect(before.data.condicion).toBe(true);
    const user = userEvent.setup();
    render(<RealApiApp {...await appFor('admin')} route={`/admin/permisos/gestion/evaluacionproveedores/formulario/${before.id}`} />);
    for (const name of SEV_FLAGS) expect(await screen.findByRole('switch', { name })).toBeInTheDocument();
    for (const name of SGC_FLAGS) expect(screen.queryByRole('switch', { name })).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('switch', { name: 'Condición' })).toBeChecked());
    await user.click(screen.getByRole('switch', { name: 'Condición' }));
    await user.click(screen.getByRole('switch', { name: 'Guardia' }));
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(async () =>
      expect((await permissionOf('compras', 'evaluacionproveedores')).data).toMatchObject({ condicion: false, guardia: true, preferente: true }),
    );
  });

  it('ADM-76 ADM-77 another area’s form shows none of the flags', async () => {
    const bank = await permissionOf('bancos', 'banco');
    render(<RealApiApp {...await appFor('admin')} route={`/admin/permisos/gestion/banco/formulario/${bank.id}`} />);
    expect(await screen.findByRole('switch', { name: 'Escritura' })).toBeInTheDocument();
    for (const name of [...SGC_FLAGS, ...SEV_FLAGS]) expect(screen.queryByRole('switch', { name })).not.toBeInTheDocument();
  });
});
