/**
 * The idle prefetch (issue 9) waits for the first screen to settle: while the screen's request is
 * in flight nothing else downloads (it would compete with the first row and count in the cold-load
 * bytes); once the answer is in, every configured screen is prefetched.
 */
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { ScreensConfig } from '../../core/screenConfig';
import { EngineProvider, type Engine } from '../engine/EngineProvider';
import { ScreenRegistry } from '../screens/screenRegistry';
import { PrefetchProvider, ScreenSettled } from './PrefetchProvider';

const config = {
  defaultRoute: '/lista',
  modules: {},
  screens: [{ id: 'otra', kind: 'custom', path: '/otra', component: 'Otra', title: 'Otra' }],
} as unknown as ScreensConfig;

function FirstScreen({ rows }: { rows: Promise<string[]> }) {
  const list = useQuery({ queryKey: ['filas'], queryFn: () => rows });
  return <p>{list.data ? `primera fila: ${list.data[0]}` : 'cargando'}</p>;
}

describe('idle prefetch', () => {
  it('nothing is prefetched while the first screen waits for its rows; every screen once they are in', async () => {
    const load = vi.fn(() => Promise.resolve(() => null));
    const registry = new ScreenRegistry();
    registry.registerLoader('Otra', load);
    let answer: (rows: string[]) => void = () => undefined;
    const rows = new Promise<string[]>((resolve) => (answer = resolve));
    const engine = { config } as unknown as Engine;
    render(
      <QueryClientProvider client={new QueryClient()}>
        <EngineProvider engine={engine}>
          <PrefetchProvider registry={registry}>
            <Suspense fallback={null}>
              <FirstScreen rows={rows} />
              <ScreenSettled />
            </Suspense>
          </PrefetchProvider>
        </EngineProvider>
      </QueryClientProvider>,
    );
    expect(screen.getByText('cargando')).toBeInTheDocument();
    // The idle callback (a 200 ms timer where there is none, as in jsdom) would have run by now.
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(load).not.toHaveBeenCalled();
    answer(['Banco Nación']);
    expect(await screen.findByText('primera fila: Banco Nación')).toBeInTheDocument();
    await waitFor(() => expect(load).toHaveBeenCalledTimes(1));
  });
});
