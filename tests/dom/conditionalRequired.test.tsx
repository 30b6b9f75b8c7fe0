/**
 * Conditional required (JSON Schema `if`/`then`) in the browser (issue 8, defect 3): the form names
 * the missing field by its label, says the `then` clause's own `x-message`, and never shows the failed
 * condition itself (`El campo Proveedor local no es válido.`). The module is the brand-new one of the
 * new-module tests with its two conditional rules, on the real API.
 */
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ScreensConfig } from '../../engine/core/screenConfig';
import { createApiClient } from '../../engine/react/api/ApiClient';
import { loadPrincipal } from '../../app/auth/loadPrincipal';
import { startTestApp, type TestApp } from '../api/helpers/testApp';
import { injectTransport } from '../support/injectTransport';
import { addNewModuleConfig, withConditionalRules, writeNewModuleFolder } from '../support/newModuleFiles';
import { RealApiApp } from '../support/RealApiApp';
import { browserRegistry } from '../support/browserRegistry';

// The app starts on the real API and database: on a loaded 2-core machine that takes longer than 30 s.
vi.setConfig({ testTimeout: 120_000 });

let t: TestApp;
let app: Omit<Parameters<typeof RealApiApp>[0], 'route'>;

beforeAll(async () => {
  const folder = withConditionalRules(writeNewModuleFolder());
  t = await startTestApp({ extraSchemasDirs: [folder], config: addNewModuleConfig });
  const registry = await browserRegistry(folder);
  const api = createApiClient(injectTransport(t.app, await t.tokenFor('admin')));
  const config = await api.get<ScreensConfig>('/api/config');
  app = { api, config, registry, session: await loadPrincipal(api, 'admin') };
}, 120_000);
afterAll(async () => {
  await t?.close();
});

describe('conditional required in the form', () => {
  it("SHR-07 SHR-01 lists the conditionally missing fields by label and says the rule's own message under its field", async () => {
    const user = userEvent.setup();
    render(<RealApiApp {...app} route="/proveedores-locales/nuevo" />);
    await user.type(await screen.findByRole('textbox', { name: /Razón social/ }), 'Inactivo SA');
    await user.type(screen.getByRole('textbox', { name: /Email/ }), 'compras@inactivo.com');
    const activo = screen.getByRole('checkbox', { name: /Activo/ });
    await user.click(activo);
    await user.click(activo); // unchecked by the user: false, no longer empty
    await user.click(screen.getByRole('button', { name: 'Guardar' }));

    const summary = await screen.findByRole('dialog');
    expect(within(summary).getByText('Teléfono')).toBeInTheDocument();
    expect(within(summary).getByText('Observaciones')).toBeInTheDocument();
    await user.click(within(summary).getByRole('button', { name: /Aceptar|Cerrar/ }));

    expect(await screen.findByText('Indique en Observaciones por qué el proveedor está inactivo.')).toBeInTheDocument();
    expect(screen.getByText('El campo Teléfono es obligatorio.')).toBeInTheDocument();
    expect(screen.queryByText(/no es válido|observaciones es obligatorio|telefono es obligatorio/)).toBeNull();
    expect(await t.db.selectFrom('records').select('id').where('module', '=', 'proveedorlocal').execute()).toEqual([]);
  });

  it("once validated, the rule's message goes as the field is fixed and comes back as it is emptied, while the field keeps the focus", async () => {
    const user = userEvent.setup();
    const message = 'Indique en Observaciones por qué el proveedor está inactivo.';
    // No draft of the previous test's form: its question would take the focus.
    localStorage.clear();
    render(<RealApiApp {...app} route="/proveedores-locales/nuevo" />);
    await user.type(await screen.findByRole('textbox', { name: /Razón social/ }), 'Inactivo SA');
    const activo = screen.getByRole('checkbox', { name: /Activo/ });
    await user.click(activo);
    await user.click(activo);
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: /Aceptar|Cerrar/ }));
    expect(await screen.findByText(message)).toBeInTheDocument();

    const observaciones = screen.getByRole('textbox', { name: /Observaciones/ });
    await user.type(observaciones, 'Cerró');
    expect(observaciones).toHaveFocus();
    expect(screen.queryByText(message)).toBeNull();
    await user.clear(observaciones);
    expect(observaciones).toHaveFocus();
    expect(await screen.findByText(message)).toBeInTheDocument();
  });
});
