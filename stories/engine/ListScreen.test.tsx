import { composeStories } from '@storybook/react-vite';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import '../support/portableStories';
import { lastFakeServer } from '../support/EngineHarness';
import * as stories from './ListScreen.stories';

const { Bancos, SoloLectura, SinResultados, LimiteAlcanzado, ErrorAlListar, RespuestaInesperada } = composeStories(stories);
const rows = () => screen.getAllByRole('row').slice(1);

describe('ListScreen', () => {
  it('BNK-01 / BNK-06 / SHR-02 shows the Bancos list as a table with Spanish column labels, 25 rows per page, with the count', async () => {
    render(<Bancos />);
    expect(screen.getByRole('heading', { name: 'Bancos' })).toBeInTheDocument();
    await waitFor(() => expect(rows()).toHaveLength(25));
    expect(screen.getByText('30 resultados')).toBeInTheDocument();
    expect(screen.getByText('Página 1 de 2')).toBeInTheDocument();
    for (const header of ['Nombre', 'País', 'Provincia', 'Localidad']) expect(screen.getByRole('columnheader', { name: header })).toBeInTheDocument();
    expect(lastFakeServer().calls[0].params).toMatchObject({ orden: 'descripcion', dir: 'asc', limit: '25', offset: '0' });
  });

  it('21 "Vista compacta" makes the rows compact and is remembered for the user (another render starts compact)', async () => {
    const user = userEvent.setup();
    window.localStorage.clear();
    const { unmount } = render(<Bancos />);
    await waitFor(() => expect(rows()).toHaveLength(25));
    const table = () => screen.getByRole('table').closest('.bo-table-wrap');
    const toggle = () => screen.getByRole('button', { name: 'Vista compacta' });
    expect(table()).toHaveClass('bo-density-normal');
    expect(toggle()).toHaveAttribute('aria-pressed', 'false');
    await user.click(toggle());
    expect(table()).toHaveClass('bo-density-compacta');
    expect(toggle()).toHaveAttribute('aria-pressed', 'true');
    unmount();
    render(<Bancos />);
    await waitFor(() => expect(rows()).toHaveLength(25));
    expect(table()).toHaveClass('bo-density-compacta');
    await user.click(toggle());
    expect(table()).toHaveClass('bo-density-normal');
    window.localStorage.clear();
  });

  it('pages and sorts on the server (limit/offset, orden/dir)', async () => {
    const user = userEvent.setup();
    render(<Bancos />);
    await waitFor(() => expect(rows()).toHaveLength(25));
    await user.click(screen.getByRole('button', { name: 'Página siguiente' }));
    await waitFor(() => expect(rows()).toHaveLength(5));
    expect(lastFakeServer().calls.at(-1)?.params).toMatchObject({ offset: '25' });
    await user.click(screen.getByRole('button', { name: /País/ }));
    await waitFor(() => expect(lastFakeServer().calls.at(-1)?.params).toMatchObject({ orden: 'pais', dir: 'asc', offset: '0' }));
    expect(screen.getByRole('columnheader', { name: /País/ })).toHaveAttribute('aria-sort', 'ascending');
    await user.click(screen.getByRole('button', { name: /País/ }));
    await waitFor(() => expect(lastFakeServer().calls.at(-1)?.params).toMatchObject({ orden: 'pais', dir: 'desc' }));
  });

  it('SHR-15 a search shorter than 3 characters is refused in the browser with the spec message', async () => {
    const user = userEvent.setup();
    render(<Bancos />);
    await waitFor(() => expect(rows()).toHaveLength(25));
    const calls = lastFakeServer().calls.length;
    await user.type(screen.getByRole('searchbox', { name: 'Buscar' }), 'ba');
    await user.click(screen.getByRole('button', { name: 'Buscar' }));
    expect(await screen.findByText('Mínimo 3 caracteres para realizar la búsqueda')).toBeInTheDocument();
    expect(lastFakeServer().calls).toHaveLength(calls);
  });

  it('searches by text and by vigente', async () => {
    const user = userEvent.setup();
    render(<Bancos />);
    await waitFor(() => expect(rows()).toHaveLength(25));
    await user.type(screen.getByRole('searchbox', { name: 'Buscar' }), 'pichincha{Enter}');
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(within(rows()[0]).getByRole('link', { name: 'Banco Pichincha' })).toHaveAttribute('href', '/herramientas/abm/bancos/editar/28');
    await user.clear(screen.getByRole('searchbox', { name: 'Buscar' }));
    await user.click(screen.getByRole('button', { name: 'Buscar' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Vigente' }), 'No');
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(lastFakeServer().calls.at(-1)?.params).toMatchObject({ vigente: 'false' });
  });

  it('opens a record from its row', async () => {
    const user = userEvent.setup();
    render(<Bancos />);
    await waitFor(() => expect(rows()).toHaveLength(25));
    await user.click(within(rows()[1]).getAllByRole('cell')[1]);
    expect(await screen.findByTestId('location')).toHaveTextContent(/^\/herramientas\/abm\/bancos\/editar\/\d+$/);
  });

  it('BNK-17 shows "Nuevo" to admins and BNK-15 hides it from readers', async () => {
    const { unmount } = render(<Bancos />);
    expect(await screen.findByRole('button', { name: 'Nuevo' })).toBeInTheDocument();
    unmount();
    render(<SoloLectura />);
    await waitFor(() => expect(rows()).toHaveLength(8));
    expect(screen.queryByRole('button', { name: 'Nuevo' })).not.toBeInTheDocument();
  });

  it('SHR-10 warns when nothing is found', async () => {
    render(<SinResultados />);
    expect(await screen.findByText('No se encontraron resultados para la búsqueda realizada.')).toBeInTheDocument();
  });

  it('warns when the cap is reached', async () => {
    render(<LimiteAlcanzado />);
    expect(await screen.findByText('Se mostraron 10 resultados, existen más disponibles refinando la búsqueda.')).toBeInTheDocument();
  });

  it("SHR-06 a list speaks in the spec's notice types: no results and more results available are warnings, a failure is danger", async () => {
    const toastOf = async (text: string) => (await screen.findAllByText(text)).map((el) => el.closest('.bp6-toast, .bp6-callout')).find(Boolean);
    const { unmount } = render(<SinResultados />);
    expect(await toastOf('No se encontraron resultados para la búsqueda realizada.')).toHaveClass('bp6-intent-warning');
    unmount();
    const capped = render(<LimiteAlcanzado />);
    expect(await toastOf('Se mostraron 10 resultados, existen más disponibles refinando la búsqueda.')).toHaveClass('bp6-intent-warning');
    capped.unmount();
    render(<ErrorAlListar />);
    await waitFor(() =>
      expect(
        screen
          .getAllByText('Se produjo un error al listar los bancos.')
          .map((el) => el.closest('.bp6-toast'))
          .find(Boolean),
      ).toHaveClass('bp6-intent-danger'),
    );
  });

  it('BNK-07 a failed list shows the module message as a danger notification', async () => {
    render(<ErrorAlListar />);
    await waitFor(() => expect(screen.getAllByText('Se produjo un error al listar los bancos.').length).toBeGreaterThanOrEqual(2));
    const toast = screen
      .getAllByText('Se produjo un error al listar los bancos.')
      .map((el) => el.closest('.bp6-toast'))
      .find(Boolean);
    expect(toast).toHaveClass('bp6-intent-danger');
  });

  it('SHR-11 / SHR-OP04 a list answer that is not a page of records shows the list error followed by `error #ATGRL01`', async () => {
    render(<RespuestaInesperada />);
    const text = 'Se produjo un error al listar los bancos. error #ATGRL01';
    await waitFor(() => expect(screen.getAllByText(text).length).toBeGreaterThanOrEqual(2));
    expect(
      screen
        .getAllByText(text)
        .map((el) => el.closest('.bp6-toast'))
        .find(Boolean),
    ).toHaveClass('bp6-intent-danger');
    expect(screen.queryAllByRole('row')).toHaveLength(0);
  });
});
