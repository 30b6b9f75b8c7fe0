/**
 * The signed-in app started from an outlined screen config (decision 169): the session's answer
 * describes the bank module whole and every other module in outline, the whole config comes from
 * `GET /api/config` later. The user sees what they saw with the whole config: the complete menu with
 * the bank list, another module's screen when they open it (after a wait if the whole config is not
 * in yet), and the bank list as it was when the whole config arrives. (A screen opened before the
 * whole config is in, and another module's form: outlinedStartForm.test.tsx. One app a file: a
 * second app in the module graph the DOM files share does not redraw a screen of a module the first
 * one loaded.)
 */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { menuLeaves, visibleMenu } from '../engine/core/visibleMenu';
import { menuLink, renderApp, stubServer, whole } from '../tests/dom/support/outlinedStartSupport';
import { usuario } from '../tests/dom/support/firstScreenTestSupport';
import { toPrincipal } from './auth/loadPrincipal';

beforeEach(() => sessionStorage.clear());
afterEach(() => vi.unstubAllGlobals());

describe('20 a start with an outlined screen config', () => {
  it('the bank list with the complete menu; the whole config arrives after it without redrawing the list; the cards open from the menu', async () => {
    const calls = stubServer();
    renderApp('/herramientas/abm/bancos');
    const row = await screen.findByText('Banco Temprano', {}, { timeout: 10_000 });
    // The menu is the one the whole config draws, entry by entry.
    const { principal } = toPrincipal(usuario, { datos: [] });
    const entries = menuLeaves(visibleMenu(whole, principal));
    expect(entries.length).toBeGreaterThan(20);
    for (const entry of entries) expect(menuLink(entry.label)).toHaveAttribute('href', entry.path);
    // After the first screen settled, the whole config comes; the list stays as it was (same row, no second call).
    await waitFor(() => expect(calls).toContain('/api/config'), { timeout: 10_000 });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(row.isConnected).toBe(true);
    expect(calls.filter((path) => path === '/api/modulos/banco')).toHaveLength(1);
    fireEvent.click(menuLink('Tarjetas'));
    expect(await screen.findByText('Tarjeta De Prueba', {}, { timeout: 10_000 })).toBeInTheDocument();
  });
});
