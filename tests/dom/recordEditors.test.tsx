/**
 * Issue 21-2: a record has one editor, wherever it opens. For every module a related panel opens in
 * a dialog (generated from the registry's `ui:tabs` panels that name a form), a stored record of an
 * owner is opened in its page (FormScreen) and in the panel's dialog (RecordFormDialog) side by side,
 * as the demo admin on the real API: every field shows the same value with the same read-only and
 * disabled state (derived, computed, access and state-read-only fields included). The fields the
 * host fixes (the panel's owner link, the page route's own fields) are the hosts' to differ on.
 */
import { render, waitFor } from '@testing-library/react';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { recordFormScreen } from '../../engine/core/recordFormScreen';
import { relatedPanelOf, type RelatedPanel } from '../../engine/core/related/relatedPanel';
import type { ScreensConfig } from '../../engine/core/screenConfig';
import { createApiClient } from '../../engine/react/api/ApiClient';
import type { ModuleRecord } from '../../engine/react/data/types';
import { RecordFormDialog } from '../../engine/react/dialogs/RecordFormDialog';
import { editPath } from '../../engine/react/screens/screenLinks';
import { loadPrincipal } from '../../app/auth/loadPrincipal';
import { startTestApp, type TestApp } from '../api/helpers/testApp';
import { browserRegistry } from '../support/browserRegistry';
import { injectTransport } from '../support/injectTransport';
import { RealApiApp } from '../support/RealApiApp';

vi.setConfig({ testTimeout: 120_000 });

type AppProps = Omit<Parameters<typeof RealApiApp>[0], 'route'>;
let t: TestApp;
let app: AppProps;

/** Every related panel that opens its module's records in a dialog, once per module (the registry's ui schemas). */
const panels: RelatedPanel[] = [];
const registry = await browserRegistry();
for (const module of registry.list()) {
  for (const tab of (module.ui['ui:tabs'] as unknown[] | undefined) ?? []) {
    const panel = relatedPanelOf(tab);
    if (panel?.form && !panels.some((p) => p.module === panel.module)) panels.push(panel);
  }
}

beforeAll(async () => {
  t = await startTestApp();
  const api = createApiClient(injectTransport(t.app, await t.tokenFor('admin')));
  app = { api, config: await api.get<ScreensConfig>('/api/config'), registry, session: await loadPrincipal(api, 'admin') };
}, 120_000);
afterAll(async () => {
  await t?.close();
});

interface FieldState {
  readonly value: string;
  readonly readOnly: boolean;
  readonly disabled: boolean;
}

/** The state of each control of a form by field id (`<prefix>_<field>…`), but those `skip` names. */
function fieldStates(prefix: string, skip: readonly string[]): Record<string, FieldState> {
  const out: Record<string, FieldState> = {};
  for (const el of document.querySelectorAll<HTMLElement>(`[id^="${prefix}_"]`)) {
    if (!(el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement || el instanceof HTMLButtonElement || el instanceof HTMLSelectElement)) continue;
    const key = el.id.slice(prefix.length + 1);
    if (skip.some((field) => key === field || key.startsWith(`${field}_`))) continue;
    const value =
      el instanceof HTMLButtonElement
        ? (el.textContent ?? '')
        : el instanceof HTMLInputElement && (el.type === 'checkbox' || el.type === 'radio')
          ? String(el.checked)
          : el.value;
    out[key] = { value, readOnly: 'readOnly' in el && Boolean(el.readOnly), disabled: el.disabled };
  }
  return out;
}

describe('21-2 one editor per record: page and dialog behave alike', () => {
  it('the registry has modules that open in a dialog', () => {
    expect(panels.map((p) => p.module)).toEqual(expect.arrayContaining(['servicefee', 'contacto', 'nota', 'tarjeta']));
  });

  it.each(panels.map((panel) => [panel.module, panel] as const))(
    '21-2 %s: a stored record shows the same fields, values and read-only states in its page and in the panel’s dialog',
    async (module, panel) => {
      const schemaName = app.config.modules[module].schema;
      const stored = await t.db
        .selectFrom('records')
        .select(['id', sql<number>`(data->>${panel.field})::bigint`.as('owner')])
        .where('module', '=', registry.get(schemaName).name)
        .where('vigente', '=', true)
        .where(sql<boolean>`data->>${panel.field} is not null`)
        .orderBy('id')
        .limit(1)
        .executeTakeFirst();
      expect(stored, `a demo ${module} record of a ${panel.field}`).toBeDefined();
      const record = await app.api.get<ModuleRecord>(`/api/modulos/${module}/${stored!.id}`);
      const screen = recordFormScreen(app.config, module, panel.form);
      // The fields each host fixes: the panel's owner link, the page path's own fields.
      const routeFields = [...screen.paths.edit.matchAll(/:(\w+)/g)].map((m) => m[1]).filter((f) => f !== 'id');
      const skip = [panel.field, ...routeFields];
      render(
        <>
          <RealApiApp {...app} route={editPath(screen, record.id, record.datos)} />
          <RealApiApp
            {...app}
            route="/"
            element={
              <RecordFormDialog
                module={module}
                screen={panel.form}
                isOpen
                title="Registro"
                record={record}
                fixed={[panel.field]}
                onSaved={() => {}}
                onCancel={() => {}}
              />
            }
          />
        </>,
      );
      const page = () => fieldStates('root', skip);
      const dialog = () => fieldStates(`registro_${module}`, skip);
      // Both load their texts (combos, linked names) on their own: compared once both settled alike.
      await waitFor(
        () => {
          expect(Object.keys(dialog()).length).toBeGreaterThan(2);
          expect(dialog()).toEqual(page());
        },
        { timeout: 30_000 },
      );
    },
  );
});
