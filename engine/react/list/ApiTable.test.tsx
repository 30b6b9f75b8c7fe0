import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Switch } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { createApiClient, type ApiRequest, type ApiResponse } from '../api/ApiClient';
import { ApiClientProvider } from '../api/ApiClientProvider';
import { NotificationProvider } from '../notifications/NotificationProvider';
import { ApiTable } from './ApiTable';
import { useApiList } from './useApiList';
import { useOptimisticFlags } from './useOptimisticFlags';

interface Row {
  readonly id: number;
  readonly nombre: string;
  readonly vigente: boolean;
}

const all: Row[] = Array.from({ length: 30 }, (_, i) => ({ id: i + 1, nombre: `Valor ${i + 1}`, vigente: true }));

function setup(answer: (req: ApiRequest) => ApiResponse) {
  const calls: ApiRequest[] = [];
  const api = createApiClient(async (req) => {
    calls.push(req);
    return answer(req);
  });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrap = (children: ReactNode) =>
    render(
      <QueryClientProvider client={queryClient}>
        <NotificationProvider timeoutMs={5000}>
          <ApiClientProvider client={api}>{children}</ApiClientProvider>
        </NotificationProvider>
      </QueryClientProvider>,
    );
  return { calls, wrap };
}

/** A page of `all` as the admin APIs answer it. */
const page = (req: ApiRequest): ApiResponse => {
  const texto = req.params?.texto ?? '';
  const matching = all.filter((r) => r.nombre.includes(texto));
  const desde = Number(req.params?.desde ?? 0);
  return { status: 200, body: { datos: { lista: matching.slice(desde, desde + Number(req.params?.limite ?? 25)), total: matching.length } } };
};

function Table({ failToggle = false }: { readonly failToggle?: boolean }) {
  const list = useApiList<Row>({ path: '/api/filas', errorText: 'Se produjo un error al obtener el listado.', pageSize: 25 });
  const flags = useOptimisticFlags();
  return (
    <ApiTable
      list={list}
      label="Filas"
      searchLabel="Buscar"
      rowKey={(row) => row.id}
      columns={[
        { key: 'nombre', label: 'Nombre', render: (row) => row.nombre },
        {
          key: 'vigente',
          label: 'Vigente',
          render: (row) => (
            <Switch
              role="switch"
              aria-label={`Vigente ${row.nombre}`}
              checked={flags.shown(String(row.id), row.vigente)}
              onChange={() =>
                void flags.flip(String(row.id), row.vigente, async () => {
                  if (failToggle) throw new Error('caído');
                  list.replaceRow((r) => r.id === row.id, { ...row, vigente: !row.vigente });
                })
              }
            />
          ),
        },
      ]}
    />
  );
}

describe('ApiTable over useApiList', () => {
  it('ADM-28 pages a list read from an API and filters it by text, from the first page again', async () => {
    const user = userEvent.setup();
    const { calls, wrap } = setup(page);
    wrap(<Table />);
    const table = await screen.findByRole('table', { name: 'Filas' });
    expect(within(table).getAllByRole('row')).toHaveLength(26);
    expect(screen.getByText('Página 1 de 2')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Página siguiente' }));
    expect(await screen.findByRole('cell', { name: 'Valor 30' })).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Buscar' }), 'Valor 2');
    await user.click(screen.getByRole('button', { name: 'Buscar' }));
    await waitFor(() => expect(screen.getAllByRole('row')).toHaveLength(12));
    expect(calls.at(-1)?.params).toEqual({ texto: 'Valor 2', desde: '0', limite: '25' });
  });

  it('ADM-29 a failed list says the screen’s text, once, and shows it in place of the table', async () => {
    const { wrap } = setup(() => ({ status: 500, body: { error: { codigo: 'error_interno', mensaje: 'x' } } }));
    wrap(<Table />);
    expect((await screen.findAllByText('Se produjo un error al obtener el listado.')).length).toBeGreaterThan(0);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('ADM-20 ADM-21 a switch flips at once and keeps the answer; a failed call puts it back with Se produjo un error al realizar la acción.', async () => {
    const user = userEvent.setup();
    const ok = setup(page);
    const { unmount } = ok.wrap(<Table />);
    const toggle = await screen.findByRole('switch', { name: 'Vigente Valor 1' });
    await user.click(toggle);
    await waitFor(() => expect(toggle).not.toBeChecked());
    unmount();

    const failing = setup(page);
    failing.wrap(<Table failToggle />);
    const again = await screen.findByRole('switch', { name: 'Vigente Valor 1' });
    await user.click(again);
    expect(await screen.findByText('Se produjo un error al realizar la acción.')).toBeInTheDocument();
    await waitFor(() => expect(again).toBeChecked());
  });
});
