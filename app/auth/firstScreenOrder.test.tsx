/**
 * What leaves before the bank list's first row on a cold load: only the session's start, which
 * carries the page (decision 119). The keepalive and the menu count wait for the first screen to
 * settle. Its own file: whether the first screen has settled is the page's state (afterFirstScreen).
 */
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearEarlyCalls, startEarlyCall } from '../../engine/react/api/earlyCalls';
import { fetchTransport } from '../../engine/react/api/fetchTransport';
import { startFirstScreenCall } from './firstScreenCall';
import { opened, renderBankList, sessionWithPage, stubFetch, user } from '../../tests/dom/support/firstScreenTestSupport';
import { sessionStartParams } from './loadPrincipal';

afterEach(() => {
  vi.unstubAllGlobals();
  clearEarlyCalls();
});

describe("the first screen's calls", () => {
  it('SES-OP07 SUP-16 the keepalive and the menu count leave after the first screen settled, not beside its page', async () => {
    const calls = stubFetch((path) => (path === '/api/sesion' ? sessionWithPage() : path === '/api/imLoggedIn' ? { ok: true } : { cantidad: 3 }));
    const transport = fetchTransport({ getToken: () => user.access_token });
    startFirstScreenCall(
      transport,
      user.access_token,
      await startEarlyCall(transport, user.access_token, '/api/sesion', sessionStartParams(opened)),
      user,
      opened,
    );
    // The calls made by the time the first row is drawn.
    let byFirstRow: string[] | null = null;
    const observer = new MutationObserver(() => {
      if (byFirstRow === null && document.body.textContent?.includes('Banco Temprano')) byFirstRow = [...calls];
    });
    observer.observe(document.body, { childList: true, subtree: true });
    renderBankList();
    expect(await screen.findByText('Banco Temprano', {}, { timeout: 10_000 })).toBeInTheDocument();
    observer.disconnect();
    expect(byFirstRow!.map((url) => url.split('?')[0])).toEqual(['/api/sesion']);
    await waitFor(() =>
      expect(calls.map((url) => url.split('?')[0])).toEqual(expect.arrayContaining(['/api/imLoggedIn', '/api/proveedores/pendientes/cantidad'])),
    );
    expect(await screen.findByLabelText('3 pendientes')).toBeInTheDocument();
  });
});
