import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { createApiClient, type ApiRequest, type ApiResponse } from '../api/ApiClient';
import { ApiClientProvider } from '../api/ApiClientProvider';
import { LOOKUP_STALE_TIME_MS, dropLookup, lookupKey, noteLookupRevision, useLookup } from './useLookup';

const paises = [
  { codigo: 'AR', descripcion: 'Argentina' },
  { codigo: 'UY', descripcion: 'Uruguay' },
];

function setup(answer: (req: ApiRequest) => ApiResponse) {
  const calls: ApiRequest[] = [];
  const api = createApiClient(async (req) => {
    calls.push(req);
    return answer(req);
  });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <ApiClientProvider client={api}>{children}</ApiClientProvider>
    </QueryClientProvider>
  );
  return { calls, queryClient, wrapper };
}

describe('useLookup', () => {
  it('GET /api/combos/:combo gives the options (datos)', async () => {
    const { calls, wrapper } = setup(() => ({ status: 200, body: { datos: paises } }));
    const { result } = renderHook(() => useLookup('paises'), { wrapper });
    expect(result.current.isPending).toBe(true);
    await waitFor(() => expect(result.current.data).toEqual(paises));
    expect(calls).toEqual([expect.objectContaining({ method: 'GET', path: '/api/combos/paises' })]);
  });

  it('caches per combo: two fields on the same combo make one request, another combo its own', async () => {
    const { calls, wrapper, queryClient } = setup((req) => ({ status: 200, body: { datos: req.path.endsWith('paises') ? paises : [] } }));
    const first = renderHook(() => useLookup('paises'), { wrapper });
    await waitFor(() => expect(first.result.current.isSuccess).toBe(true));
    const second = renderHook(() => useLookup('paises'), { wrapper });
    expect(second.result.current.data).toEqual(paises);
    const other = renderHook(() => useLookup('canales de venta'), { wrapper });
    await waitFor(() => expect(other.result.current.isSuccess).toBe(true));
    expect(calls.map((c) => c.path)).toEqual(['/api/combos/paises', '/api/combos/canales%20de%20venta']);
    expect(queryClient.getQueryCache().find({ queryKey: lookupKey('paises') })?.isStale()).toBe(false);
    expect(LOOKUP_STALE_TIME_MS).toBeGreaterThanOrEqual(60_000);
  });

  it('a failed combo is an error state', async () => {
    const { wrapper } = setup(() => ({ status: 404, body: { error: { codigo: 'no_encontrado', mensaje: 'El recurso solicitado no existe.' } } }));
    const { result } = renderHook(() => useLookup('inexistente'), { wrapper });
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.error?.message).toBe('El recurso solicitado no existe.');
  });

  it('ADM-32 a changed lookups revision (the keepalive’s) reloads the combos on screen; the same revision does not', async () => {
    let options = paises;
    const { calls, wrapper, queryClient } = setup(() => ({ status: 200, body: { datos: options } }));
    const { result } = renderHook(() => useLookup('paises'), { wrapper });
    await waitFor(() => expect(result.current.data).toEqual(paises));
    noteLookupRevision(queryClient, '9.9.1');
    noteLookupRevision(queryClient, '9.9.1');
    expect(calls).toHaveLength(1);
    options = [...paises, { codigo: 'CL', descripcion: 'Chile' }];
    noteLookupRevision(queryClient, '10.10.2');
    await waitFor(() => expect(result.current.data).toHaveLength(3));
    expect(calls).toHaveLength(2);
  });

  it('ADM-32 a combo changed by this browser’s admin screen is asked again', async () => {
    const { calls, wrapper, queryClient } = setup(() => ({ status: 200, body: { datos: paises } }));
    const { result } = renderHook(() => useLookup('paises'), { wrapper });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    await dropLookup(queryClient, 'paises');
    expect(calls).toHaveLength(2);
  });
});
