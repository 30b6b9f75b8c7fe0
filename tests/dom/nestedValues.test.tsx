/**
 * Issue 19, defect 7 in the generated UI on the real API: the server's word on values inside
 * arrays and on parent cycles lands on the field it is about — the IIBB grid for a row's code, the
 * parent link for a cycle — with the server's Spanish message, and nothing is stored.
 */
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ScreensConfig } from '../../engine/core/screenConfig';
import { createApiClient } from '../../engine/react/api/ApiClient';
import { loadPrincipal } from '../../app/auth/loadPrincipal';
import { startTestApp, type TestApp } from '../api/helpers/testApp';
import { accountNamed } from '../api/helpers/accountOf';
import { injectTransport } from '../support/injectTransport';
import { RealApiApp } from '../support/RealApiApp';
import { browserRegistry } from '../support/browserRegistry';

let t: TestApp;
let app: Omit<Parameters<typeof RealApiApp>[0], 'route'>;

beforeAll(async () => {
  t = await startTestApp();
  const registry = await browserRegistry();
  const api = createApiClient(injectTransport(t.app, await t.tokenFor('admin')));
  const config = await api.get<ScreensConfig>('/api/config');
  app = { api, config, registry, session: await loadPrincipal(api, 'admin') };
}, 120_000);
afterAll(async () => {
  await t?.close();
});

const version = async (id: number) => Number((await t.db.selectFrom('records').select('version').where('id', '=', id).executeTakeFirstOrThrow()).version);
/** Writes `values` into a stored account as old data might hold them (the API would refuse them now). */
const storeRaw = (id: number, values: Record<string, unknown>) =>
  sql`UPDATE records SET data = data || ${JSON.stringify(values)}::jsonb WHERE id = ${id}`.execute(t.db);

describe("19-7 nested values and parent cycles: the server's problem shows on its field", () => {
  it('19-7 ACC-12 a parent cycle already in the data: "Guardar" shows the server\'s message under Cuenta padre, nothing stored', async () => {
    const [a, b] = [await accountNamed(t, 'Turismo del Sur S.R.L.'), await accountNamed(t, 'Viajes Andinos S.A.')];
    await storeRaw(a, { padre: b });
    await storeRaw(b, { padre: a });
    const before = await version(a);
    const user = userEvent.setup();
    render(<RealApiApp {...app} route={`/cuenta/formulario/${a}`} />);
    await screen.findByRole('tab', { name: /Vinculaciones/ });
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    await user.click(await screen.findByRole('tab', { name: /Vinculaciones/ }));
    const message = await screen.findByText('El registro elegido en Cuenta padre (grupo económico) no puede ser este mismo registro ni uno que dependa de él.');
    expect(message.closest('.form-group, .bp6-form-group, .bp5-form-group')?.textContent).toMatch(/Cuenta padre/);
    expect(await version(a)).toBe(before);
    await storeRaw(a, { padre: null });
    await storeRaw(b, { padre: null });
  });

  it("19-7 ACC-10 an IIBB row with a code the combo lacks: the server's message shows under the grid, nothing stored", async () => {
    const a = await accountNamed(t, 'Operadora Río de la Plata S.A.');
    await storeRaw(a, { colIngresosBrutos: [{ jurisdiccion: '999', coeficiente: 1, tipo: 'local' }] });
    const before = await version(a);
    const user = userEvent.setup();
    render(<RealApiApp {...app} route={`/cuenta/formulario/${a}`} />);
    await screen.findByRole('tab', { name: /IIBB/ });
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    await user.click(await screen.findByRole('tab', { name: /IIBB/ }));
    const message = await screen.findByText('El valor elegido en Jurisdicción no es una opción válida.');
    expect(message.closest('.form-group, .bp6-form-group, .bp5-form-group')?.textContent).toMatch(/Coeficientes IIBB/);
    await waitFor(async () => expect(await version(a)).toBe(before));
  });
});
