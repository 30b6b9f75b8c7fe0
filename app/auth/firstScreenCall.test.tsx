/**
 * The first list screen's call leaves with the session's answer, before the router and the
 * screen run (issue 9), and the screen takes that answer: the server is asked once for the page.
 */
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearEarlyCalls, startEarlyCall } from '../../engine/react/api/earlyCalls';
import { fetchTransport } from '../../engine/react/api/fetchTransport';
import { firstScreenCall, startFirstScreenCall } from './firstScreenCall';
import {
  opened,
  page,
  renderBankList,
  sesion,
  sessionWithPage,
  stubFetch,
  user,
  usuario,
  watchListStates,
} from '../../tests/dom/support/firstScreenTestSupport';
import { sessionStartParams } from './loadPrincipal';

afterEach(() => {
  vi.unstubAllGlobals();
  clearEarlyCalls();
});

/** The session without a page, the list's page from its own call. */
const sessionThenList = (path: string) => (path === '/api/sesion' ? sesion : path === '/api/modulos/banco' ? page : {});

describe('first screen call', () => {
  it("is the bank list's page for a user who may open it; nothing for a form, a record path, a denied user or a failed session", () => {
    const call = firstScreenCall({ status: 200, body: sesion }, user, { pathname: '/herramientas/abm/bancos', search: '?texto=nacion' });
    expect(call?.path).toBe('/api/modulos/banco');
    expect(call?.params).toMatchObject({ pantalla: 'bancos.lista', texto: 'nacion' });
    expect(firstScreenCall({ status: 200, body: sesion }, user, { pathname: '/herramientas/abm/bancos/nuevo', search: '' })).toBeNull();
    expect(firstScreenCall({ status: 200, body: sesion }, user, { pathname: '/herramientas/abm/bancos/12', search: '' })).toBeNull();
    const nobody = { ...sesion, usuario: { ...usuario, roles: [] } };
    expect(firstScreenCall({ status: 200, body: nobody }, user, { pathname: '/herramientas/abm/bancos', search: '' })).toBeNull();
    expect(firstScreenCall({ status: 500, body: null }, user, { pathname: '/herramientas/abm/bancos', search: '' })).toBeNull();
  });

  it('the list screen takes the early answer: one request for the page, its rows drawn', async () => {
    const calls = stubFetch(sessionThenList);
    const transport = fetchTransport({ getToken: () => user.access_token });
    const answer = await startEarlyCall(transport, user.access_token, '/api/sesion', sessionStartParams(opened));
    const call = firstScreenCall(answer, user, opened)!;
    startEarlyCall(transport, user.access_token, call.path, call.params);
    renderBankList();
    expect(await screen.findByText('Banco Temprano', {}, { timeout: 10_000 })).toBeInTheDocument();
    await waitFor(() => expect(calls.filter((url) => url.startsWith('/api/modulos/banco'))).toHaveLength(1));
    expect(calls.filter((url) => url.startsWith('/api/sesion'))).toHaveLength(1);
  });

  it('an early answer already in when the list first renders: its rows in that render, no loading state, no second request', async () => {
    const calls = stubFetch(sessionThenList);
    const transport = fetchTransport({ getToken: () => user.access_token });
    const answer = await startEarlyCall(transport, user.access_token, '/api/sesion', sessionStartParams(opened));
    const call = firstScreenCall(answer, user, opened)!;
    await startEarlyCall(transport, user.access_token, call.path, call.params);
    // Every state the list screen is drawn in, from its first render on.
    const states = watchListStates();
    renderBankList();
    expect(await screen.findByText('Banco Temprano', {}, { timeout: 10_000 })).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 100));
    states.stop();
    expect(states.seen.length).toBeGreaterThan(0);
    expect(new Set(states.seen)).toEqual(new Set(['filas']));
    expect(calls.filter((url) => url.startsWith('/api/modulos/banco'))).toHaveLength(1);
  });

  it("the session answers the page (asked with the opened path): no list call, the rows in the list's first render", async () => {
    let sessionUrl = '';
    const calls = stubFetch((path, url) => {
      if (path === '/api/sesion') sessionUrl = url;
      return path === '/api/sesion' ? sessionWithPage() : path === '/api/modulos/banco' ? page : {};
    });
    const transport = fetchTransport({ getToken: () => user.access_token });
    const answer = await startEarlyCall(transport, user.access_token, '/api/sesion', sessionStartParams(opened));
    startFirstScreenCall(transport, user.access_token, answer, user, opened);
    expect(new URL(sessionUrl, 'http://x').searchParams.get('ruta')).toBe('/herramientas/abm/bancos');
    const states = watchListStates();
    renderBankList();
    expect(await screen.findByText('Banco Temprano', {}, { timeout: 10_000 })).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 100));
    states.stop();
    expect(new Set(states.seen)).toEqual(new Set(['filas']));
    expect(calls.filter((url) => url.startsWith('/api/modulos/banco'))).toEqual([]);
    expect(calls.filter((url) => url.startsWith('/api/sesion'))).toHaveLength(1);
  });

  it("a page the session carries for another call is not taken: the screen's own call is made", async () => {
    const calls = stubFetch(() => page);
    const transport = fetchTransport({ getToken: () => user.access_token });
    const call = firstScreenCall({ status: 200, body: sesion }, user, opened)!;
    const other = { ...sesion, pagina: { modulo: 'banco', parametros: { ...call.params, offset: '10' }, respuesta: { ...page, total: 99 } } };
    startFirstScreenCall(transport, user.access_token, { status: 200, body: other }, user, opened);
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0].startsWith('/api/modulos/banco?')).toBe(true);
  });
});
