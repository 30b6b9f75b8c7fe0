/** Calls started before the app renders, answered once to the app's first identical GET (issue 9). */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApiClient, type ApiTransport } from './ApiClient';
import { clearEarlyCalls, settleEarlyCall, startEarlyCall, withEarlyCalls } from './earlyCalls';

const counting = () => {
  const calls: string[] = [];
  const transport: ApiTransport = vi.fn(async ({ path, params }) => {
    calls.push(`${path}${params ? `?${new URLSearchParams(params as Record<string, string>)}` : ''}`);
    return { status: 200, body: { n: calls.length } };
  });
  return { calls, transport };
};

afterEach(() => clearEarlyCalls());

describe('early calls', () => {
  it('the first identical GET with the same bearer takes the early answer; the next one asks the server', async () => {
    const { calls, transport } = counting();
    startEarlyCall(transport, 'tok', '/api/modulos/banco', { limit: '10', offset: '0' });
    const api = createApiClient(withEarlyCalls(transport, () => 'tok'));
    expect(await api.get('/api/modulos/banco', { limit: '10', offset: '0' })).toEqual({ n: 1 });
    expect(await api.get('/api/modulos/banco', { limit: '10', offset: '0' })).toEqual({ n: 2 });
    expect(calls).toEqual(['/api/modulos/banco?limit=10&offset=0', '/api/modulos/banco?limit=10&offset=0']);
  });

  it('another bearer, another query, a write or an answer left unclaimed too long goes to the server', async () => {
    const { calls, transport } = counting();
    let now = 0;
    startEarlyCall(transport, 'tok', '/api/sesion', undefined, 0);
    expect(
      await createApiClient(
        withEarlyCalls(
          transport,
          () => 'otro',
          1000,
          () => now,
        ),
      ).get('/api/sesion'),
    ).toEqual({ n: 2 });
    expect(
      await createApiClient(
        withEarlyCalls(
          transport,
          () => 'tok',
          1000,
          () => now,
        ),
      ).get('/api/sesion', { a: '1' }),
    ).toEqual({ n: 3 });
    await createApiClient(
      withEarlyCalls(
        transport,
        () => 'tok',
        1000,
        () => now,
      ),
    ).post('/api/sesion', {});
    expect(calls).toHaveLength(4);
    now = 1001;
    expect(
      await createApiClient(
        withEarlyCalls(
          transport,
          () => 'tok',
          1000,
          () => now,
        ),
      ).get('/api/sesion'),
    ).toEqual({ n: 5 });
  });

  it('an early 401 or network failure reaches the claimer as any call does (the 401 handler runs)', async () => {
    const onUnauthorized = vi.fn();
    startEarlyCall(async () => ({ status: 401, body: { error: { codigo: 'no_autenticado', mensaje: 'x' } } }), 'tok', '/api/sesion');
    await expect(
      createApiClient(
        withEarlyCalls(counting().transport, () => 'tok'),
        { onUnauthorized },
      ).get('/api/sesion'),
    ).rejects.toMatchObject({ status: 401 });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    startEarlyCall(async () => Promise.reject(new TypeError('Failed to fetch')), 'tok', '/api/sesion');
    await expect(createApiClient(withEarlyCalls(counting().transport, () => 'tok')).get('/api/sesion')).rejects.toMatchObject({ status: 0 });
  });

  it('an answer that is in is taken synchronously, once, only when successful; one still on its way is left to the call', async () => {
    const { calls, transport } = counting();
    const api = createApiClient(withEarlyCalls(transport, () => 'tok'));
    const pending = startEarlyCall(transport, 'tok', '/api/modulos/banco', { limit: '10' });
    expect(api.answered?.('/api/modulos/banco', { limit: '10' })).toBeUndefined();
    await pending;
    expect(api.answered?.('/api/modulos/banco', { limit: '20' })).toBeUndefined();
    expect(api.answered?.('/api/modulos/banco', { limit: '10' })).toEqual({ n: 1 });
    expect(api.answered?.('/api/modulos/banco', { limit: '10' })).toBeUndefined();
    // A failure is not taken: the list's own call claims it and reports it as any failure.
    settleEarlyCall('tok', '/api/modulos/banco', { limit: '30' }, { status: 403, body: { error: { codigo: 'sin_permisos', mensaje: 'x' } } });
    expect(api.answered?.('/api/modulos/banco', { limit: '30' })).toBeUndefined();
    await expect(api.get('/api/modulos/banco', { limit: '30' })).rejects.toMatchObject({ status: 403 });
    // A settled answer (one the session's start carried) answers the call without the server.
    settleEarlyCall('tok', '/api/modulos/banco', { limit: '40' }, { status: 200, body: { n: 'sesion' } });
    expect(await api.get('/api/modulos/banco', { limit: '40' })).toEqual({ n: 'sesion' });
    expect(calls).toEqual(['/api/modulos/banco?limit=10']);
  });
});
