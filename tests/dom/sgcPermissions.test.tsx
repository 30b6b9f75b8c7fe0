/**
 * SGC-style permissions in the generated UI on the real API and database (fixture module
 * `pruebasgc`): the browser evaluates the same guard as the server with the session the server
 * gave it (area flags, and the user's staff contact for `userIs`). A preparer edits their own
 * document but not the approval; anyone else's document opens read-only; an approver approves.
 */
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { SchemaRegistry } from '../../engine/core/schemaRegistry';
import type { ScreensConfig } from '../../engine/core/screenConfig';
import { createApiClient } from '../../engine/react/api/ApiClient';
import { fixtureApp, FIXTURE_SCHEMAS_DIR } from '../api/helpers/fixtureApp';
import { addSgcUser, addStaffContact } from '../api/helpers/sgcUsers';
import { startTestApp, type TestApp } from '../api/helpers/testApp';
import { injectTransport } from '../support/injectTransport';
import { realApiSession } from '../support/realApiSession';
import { RealApiApp } from '../support/RealApiApp';
import { browserRegistry } from '../support/browserRegistry';

// A whole user journey on the real API and database: on a loaded 2-core machine it takes far longer
// than the DOM project's 30 s, while every step waits for what the user sees (no step waits for time).
vi.setConfig({ testTimeout: 120_000 });

let t: TestApp;
let registry: SchemaRegistry;
let config: ScreensConfig;
const docs: Record<string, number> = {};

/** The app as `username` sees it: their real token and the session the server gives them. */
const appFor = (username: string) => realApiSession(t, registry, username, config);

beforeAll(async () => {
  t = await startTestApp(fixtureApp);
  registry = await browserRegistry(FIXTURE_SCHEMAS_DIR);
  await addSgcUser(t, 'prepara', { flags: { prepara: true } });
  await addSgcUser(t, 'aprueba', { flags: { aprueba: true } });
  const mine = await addStaffContact(t, 'Paula Prepara', 'prepara');
  const other = await addStaffContact(t, 'Otra Persona');
  const create = async (datos: Record<string, unknown>) =>
    (await t.as('admin', { method: 'POST', url: '/api/modulos/pruebasgc', payload: { datos } })).json().id as number;
  docs.mine = await create({ nombre: 'Política de viajes', preparador: mine, aprobado: false });
  docs.other = await create({ nombre: 'Manual ajeno', preparador: other, aprobado: false });
  config = (await createApiClient(injectTransport(t.app, await t.tokenFor('admin'))).get<ScreensConfig>('/api/config'))!;
}, 120_000);
afterAll(async () => {
  await t?.close();
});

const stored = async (id: number) => (await t.db.selectFrom('records').select('data').where('id', '=', id).executeTakeFirstOrThrow()).data;

describe('SGC-54 / SGC-OP07 in the generated form, on the real API', () => {
  it('the preparer (prepara + userIs) edits their document and saves it; Aprobado stays disabled without aprueba', async () => {
    const user = userEvent.setup();
    render(<RealApiApp {...await appFor('prepara')} route={`/pruebas/sgc/editar/${docs.mine}`} />);
    const contenido = await screen.findByRole('textbox', { name: /^Contenido/ });
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Preparador' })).toHaveValue('Paula Prepara'));
    expect(contenido).toBeEnabled();
    expect(screen.getByRole('checkbox', { name: 'Aprobado' })).toBeDisabled();
    await user.type(contenido, 'Borrador del preparador');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Se guardó correctamente el documento SGC de prueba.')).toBeInTheDocument();
    expect(await stored(docs.mine)).toMatchObject({ contenido: 'Borrador del preparador', aprobado: false });
  });

  it('a document prepared by someone else opens read-only for the same user: no Guardar, fields disabled', async () => {
    render(<RealApiApp {...await appFor('prepara')} route={`/pruebas/sgc/editar/${docs.other}`} />);
    expect(await screen.findByRole('textbox', { name: /^Nombre/ })).toBeDisabled();
    expect(screen.getByRole('textbox', { name: /^Contenido/ })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Guardar' })).not.toBeInTheDocument();
  });

  it('an approver (aprueba) may tick Aprobado on any document; the approval is stored', async () => {
    const user = userEvent.setup();
    render(<RealApiApp {...await appFor('aprueba')} route={`/pruebas/sgc/editar/${docs.other}`} />);
    const aprobado = await screen.findByRole('checkbox', { name: 'Aprobado' });
    expect(aprobado).toBeEnabled();
    await user.click(aprobado);
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Se guardó correctamente el documento SGC de prueba.')).toBeInTheDocument();
    expect(await stored(docs.other)).toMatchObject({ aprobado: true });
  });

  it('in the list, the Aprobado switch follows the same guards per row: disabled for the preparer, live for the approver', async () => {
    render(<RealApiApp {...await appFor('prepara')} route="/pruebas/sgc" />);
    const mine = await screen.findByRole('link', { name: 'Política de viajes' });
    expect(within(mine.closest('tr')!).getByRole('switch', { name: 'Aprobado' })).toBeDisabled();
    const other = screen.getByRole('link', { name: 'Manual ajeno' });
    expect(within(other.closest('tr')!).getByRole('switch', { name: 'Aprobado' })).toBeDisabled();
    cleanup();

    const user = userEvent.setup();
    render(<RealApiApp {...await appFor('aprueba')} route="/pruebas/sgc" />);
    const row = (await screen.findByRole('link', { name: 'Política de viajes' })).closest('tr')!;
    const toggle = within(row).getByRole('switch', { name: 'Aprobado' });
    expect(toggle).toBeEnabled();
    await user.click(toggle);
    await waitFor(async () => expect(await stored(docs.mine)).toMatchObject({ aprobado: true }));
  });
});
