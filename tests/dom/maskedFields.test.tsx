/**
 * The rule derived from a field's `x-mask` runs in the browser form too (WID-09): on the no-code
 * module of docs/adding-a-module.md, a CUIT with a wrong check digit shows the Spanish message
 * under the field and "Guardar" sends nothing; the corrected CUIT saves.
 */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ScreensConfig } from '../../engine/core/screenConfig';
import { createApiClient } from '../../engine/react/api/ApiClient';
import { loadPrincipal } from '../../app/auth/loadPrincipal';
import { startTestApp, type TestApp } from '../api/helpers/testApp';
import { injectTransport } from '../support/injectTransport';
import { addNewModuleConfig, NEW_MODULE, writeNewModuleFolder } from '../support/newModuleFiles';
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

const CHECK_DIGIT = 'El CUIT ingresado no es válido: el dígito verificador no corresponde.';
const storedRows = () => t.db.selectFrom('records').select('data').where('module', '=', NEW_MODULE).execute();

describe('masked fields in the form (rule derived from x-mask)', () => {
  it('WID-09 shows the check-digit message under the CUIT and does not save until it is right', async () => {
    const user = userEvent.setup();
    render(<RealApiApp {...app} route="/proveedores-locales/nuevo" />);
    await user.type(await screen.findByRole('textbox', { name: /Razón social/ }), 'Transportes del Norte');
    const cuit = screen.getByRole('textbox', { name: /CUIT/ });
    await user.type(cuit, '20123456783');
    const message = await screen.findByText(CHECK_DIGIT);
    // Under the field: inside the same form group as the CUIT input.
    const group = cuit.closest('.bp6-form-group');
    expect(group).not.toBeNull();
    expect(message.closest('.bp6-form-group')).toBe(group);

    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(screen.getByText(CHECK_DIGIT)).toBeInTheDocument();
    expect(await storedRows()).toEqual([]);

    await user.clear(cuit);
    await user.type(cuit, '20123456786');
    expect(screen.queryByText(CHECK_DIGIT)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Se guardó correctamente el proveedor.')).toBeInTheDocument();
    expect((await storedRows()).map((r) => r.data)).toEqual([expect.objectContaining({ razonSocial: 'Transportes del Norte', cuit: '20123456786' })]);
  });
});
