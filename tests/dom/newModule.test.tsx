/**
 * Proof that the engine is generic, through the UI: a module added by writing only its schema
 * folder and a config entry (no code) gets a menu entry, a list, a form that saves with the
 * module's message and a history panel, with the generated screens talking to the real API.
 */
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ScreensConfig } from '../../engine/core/screenConfig';
import { createApiClient } from '../../engine/react/api/ApiClient';
import { loadPrincipal } from '../../app/auth/loadPrincipal';
import { startTestApp, type TestApp } from '../api/helpers/testApp';
import { injectTransport } from '../support/injectTransport';
import { addNewModuleConfig, writeNewModuleFolder } from '../support/newModuleFiles';
import { RealApiApp } from '../support/RealApiApp';
import { browserRegistry } from '../support/browserRegistry';

let t: TestApp;
let app: Omit<Parameters<typeof RealApiApp>[0], 'route'>;

beforeAll(async () => {
  const folder = writeNewModuleFolder();
  t = await startTestApp({ extraSchemasDirs: [folder], config: addNewModuleConfig });
  const registry = await browserRegistry(folder);
  const api = createApiClient(injectTransport(t.app, await t.tokenFor('admin')));
  const config = await api.get<ScreensConfig>('/api/config');
  app = { api, config, registry, session: await loadPrincipal(api, 'admin') };
}, 120_000);
afterAll(async () => {
  await t?.close();
});

describe('a brand-new module in the generated UI, on the real API', () => {
  it('shows in the menu, lists, creates with the form, and shows the history', async () => {
    const user = userEvent.setup();
    render(<RealApiApp {...app} route="/proveedores-locales" />);
    expect(await screen.findByRole('heading', { name: 'Proveedores locales' })).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: /Proveedores locales/ })).toHaveAttribute('href', '/proveedores-locales');
    expect(await screen.findByText('No se encontraron resultados para la búsqueda realizada.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Nuevo' }));
    await user.type(await screen.findByRole('textbox', { name: /Razón social/ }), 'Transportes del Sur');
    await user.type(screen.getByRole('textbox', { name: /CUIT/ }), '20123456786');
    expect(screen.getByRole('textbox', { name: /CUIT/ })).toHaveValue('20-12345678-6');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Se guardó correctamente el proveedor.')).toBeInTheDocument();

    // Back on the list (afterSave), the new row opens its form, which shows the history.
    const link = await screen.findByRole('link', { name: 'Transportes del Sur' });
    expect(within(link.closest('tr')!).getByText('20-12345678-6')).toBeInTheDocument(); // WID-08: the list shows the mask too
    await user.click(link);
    expect(await screen.findByRole('textbox', { name: /Razón social/ })).toHaveValue('Transportes del Sur');
    await user.click(screen.getByRole('button', { name: 'Historial' }));
    expect(await screen.findByText('Alta del registro')).toBeInTheDocument();
    const stored = await t.db.selectFrom('records').select('data').where('module', '=', 'proveedorlocal').executeTakeFirstOrThrow();
    expect(stored.data).toMatchObject({ razonSocial: 'Transportes del Sur', cuit: '20123456786' });

    // The edit form saves too: the record's system fields (idCrm, version) are never sent as data.
    const name = screen.getByRole('textbox', { name: /Razón social/ });
    await user.clear(name);
    await user.type(name, 'Transportes del Sur SA');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Se guardó correctamente el proveedor.')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Transportes del Sur SA' })).toBeInTheDocument();
    const edited = await t.db.selectFrom('records').select(['data', 'version']).where('module', '=', 'proveedorlocal').executeTakeFirstOrThrow();
    expect(edited).toEqual({ version: 2, data: { razonSocial: 'Transportes del Sur SA', cuit: '20123456786' } });
  });

  it('a save the form refuses always says why, even for a field the form does not show', async () => {
    // A stored value the schema no longer has (a field removed from the module): the browser's check refuses it.
    const { id } = await t.db
      .insertInto('records')
      .values({ module: 'proveedorlocal', id_crm: 'crm-viejo', data: JSON.stringify({ razonSocial: 'Con campo viejo', fax: '4444' }) })
      .returning('id')
      .executeTakeFirstOrThrow();
    const user = userEvent.setup();
    render(<RealApiApp {...app} route={`/proveedores-locales/editar/${id}`} />);
    expect(await screen.findByRole('textbox', { name: /Razón social/ })).toHaveValue('Con campo viejo');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('No se guardaron los datos: El campo fax no es válido para este formulario.')).toBeInTheDocument();
  });
});
