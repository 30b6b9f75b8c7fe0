/**
 * Another module's form after a start with an outlined screen config (decision 169): the engine
 * wired as the signed-in app wires it, with validators compiled at run time (the app's come from a
 * build). A page of its own (vitest.config.ts): a second app in one module graph does not redraw the
 * screens of modules the first one loaded.
 */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { menuLink, renderEngine, stubServer, whole } from '../tests/dom/support/outlinedStartSupport';

beforeEach(() => sessionStorage.clear());
afterEach(() => vi.unstubAllGlobals());

describe('20 a start with an outlined screen config', () => {
  it('from the bank list, the cards and a new card, opened while the whole config is on its way, show once it is in', async () => {
    let release: (config: unknown) => void = () => undefined;
    const held = new Promise((resolve) => (release = resolve));
    const calls = stubServer(held);
    renderEngine('/herramientas/abm/bancos');
    const row = await screen.findByText('Banco Temprano', {}, { timeout: 10_000 });
    fireEvent.click(menuLink('Tarjetas'));
    await waitFor(() => expect(calls).toContain('/api/config'));
    // The cards wait for the whole config (loading), whoever asked for it first (the prefetch, the route).
    expect(screen.getAllByLabelText('Cargando...').length).toBeGreaterThan(0);
    expect(screen.queryByText('Tarjeta De Prueba')).not.toBeInTheDocument();
    release(whole);
    expect(await screen.findByText('Tarjeta De Prueba', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(row.isConnected).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Nuevo' }));
    expect(await screen.findByRole('textbox', { name: /^Número/ }, { timeout: 10_000 })).toBeInTheDocument();
    expect(calls.filter((path) => path === '/api/config')).toHaveLength(1);
  });
});
