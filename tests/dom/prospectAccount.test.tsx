/**
 * The prospect-account modal (LNK-16, ACC-67) in the generated UI on the real API and database:
 * "Nuevo" on the fixture document's supplier link (`pruebasgc.proveedor`, x-link `create` with
 * `estado` = Prospect) opens the supplier account's form in a dialog, the state fixed; the profile
 * combo offers only the prospect profiles of the chosen type (x-combo-filter on `tipo` and
 * `estado`); the saved account is linked and stored with the document.
 */
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ScreensConfig } from '../../engine/core/screenConfig';
import { createApiClient } from '../../engine/react/api/ApiClient';
import { loadPrincipal } from '../../app/auth/loadPrincipal';
import { sgcLookups } from '../fixtures/fixtureSgc';
import { fixtureApp, FIXTURE_SCHEMAS_DIR } from '../api/helpers/fixtureApp';
import { startTestApp, type TestApp } from '../api/helpers/testApp';
import { injectTransport } from '../support/injectTransport';
import { RealApiApp } from '../support/RealApiApp';
import { browserRegistry } from '../support/browserRegistry';
import { closeOptionList, openOptionList, optionListGone } from '../support/optionLists';

// A whole user journey on the real API and database: on a loaded 2-core machine it takes far longer
// than the DOM project's 30 s, while every step waits for what the user sees (no step waits for time).
vi.setConfig({ testTimeout: 120_000 });

let t: TestApp;
let app: Omit<Parameters<typeof RealApiApp>[0], 'route'>;

beforeAll(async () => {
  t = await startTestApp(fixtureApp);
  const registry = await browserRegistry(FIXTURE_SCHEMAS_DIR);
  const { pruebaPerfiles } = sgcLookups();
  await t.db
    .insertInto('lookups')
    .values(
      pruebaPerfiles.map((o, orden) => ({
        combo: 'pruebaPerfiles',
        codigo: o.codigo,
        descripcion: o.descripcion,
        orden,
        extra: JSON.stringify(o.extra ?? {}),
      })),
    )
    .execute();
  const api = createApiClient(injectTransport(t.app, await t.tokenFor('admin')));
  app = { api, registry, config: (await api.get<ScreensConfig>('/api/config'))!, session: await loadPrincipal(api, 'admin') };
}, 120_000);
afterAll(async () => {
  await t?.close();
});

const profileOptions = async (user: ReturnType<typeof userEvent.setup>, dialog: HTMLElement) => {
  const listbox = await openOptionList(user, within(dialog).getByRole('button', { name: /^Perfil/ }));
  return {
    listbox,
    names: within(listbox)
      .getAllByRole('option')
      .map((o) => o.textContent),
  };
};

describe('prospect-account modal on a link field, on the real API', () => {
  it('LNK-16 ACC-67 "Nuevo" creates a prospect account (state fixed, profiles of its type) and links it to the record', async () => {
    const user = userEvent.setup();
    render(<RealApiApp {...app} route="/pruebas/sgc/nuevo" />);
    await user.type(await screen.findByRole('textbox', { name: /^Nombre\s*\*?$/ }), 'Evaluación de proveedor nuevo');
    // Only the supplier link declares `create`; the preparer link offers no "Nuevo".
    expect(screen.getAllByRole('button', { name: 'Nuevo' })).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Nuevo' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nuevo: Registros vinculables de prueba' });
    const estado = within(dialog).getByRole('combobox', { name: /^Estado/ });
    expect(estado).toHaveDisplayValue('Prospect');
    expect(estado).toBeDisabled();

    await user.type(within(dialog).getByRole('textbox', { name: /^Nombre/ }), 'Turismo del Sur');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /^Tipo/ }), 'PAR');
    const particular = await profileOptions(user, dialog);
    expect(particular.names).toEqual(['Perfil uno', 'Perfil tres']);
    await closeOptionList(user, within(dialog).getByRole('button', { name: /^Perfil/ }));
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /^Tipo/ }), 'EMP');
    const company = await profileOptions(user, dialog);
    expect(company.names).toEqual(['Perfil uno', 'Perfil dos', 'Perfil tres']);
    await user.click(within(within(company.listbox).getByRole('option', { name: 'Perfil dos' })).getByText('Perfil dos'));
    await waitFor(() => expect(within(dialog).getByRole('button', { name: /^Perfil/ })).toHaveTextContent('Perfil dos'));
    // A click on the dialog while the list still closes would land on the list (optionLists.ts).
    await optionListGone();

    await user.click(within(dialog).getByRole('button', { name: 'Aceptar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Proveedor' })).toHaveValue('Turismo del Sur'));
    const account = await t.db
      .selectFrom('records')
      .select(['id', 'data'])
      .where('module', '=', 'pruebavinculo')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(account.data).toEqual({ nombre: 'Turismo del Sur', tipo: 'EMP', estado: 'Prospect', perfil: '2' });

    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Se guardó correctamente el documento SGC de prueba.')).toBeInTheDocument();
    const doc = await t.db.selectFrom('records').select('data').where('module', '=', 'pruebasgc').orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(doc.data).toMatchObject({ nombre: 'Evaluación de proveedor nuevo', proveedor: Number(account.id) });
  });
});
