import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import '../support/portableStories';
import { lastFakeServer } from '../support/EngineHarness';
import * as stories from './HistoryPanel.stories';

const { ConCambios, SinCambios, Cerrado, CuentaLegible } = composeStories(stories);

describe('HistoryPanel', () => {
  it('shows who, when (dd/MM/yyyy HH:mm), which fields by schema label, before and after', async () => {
    render(<ConCambios />);
    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row');
    expect(
      within(rows[0])
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Fecha', 'Usuario', 'Campo', 'Antes', 'Después']);
    expect(within(table).getByText('Beatriz Bancos')).toBeInTheDocument();
    expect(within(table).getByText('Nombre')).toBeInTheDocument();
    expect(within(table).getByText('Banco Nacion')).toBeInTheDocument();
    expect(within(table).getByText('Banco de la Nación Argentina')).toBeInTheDocument();
    expect(within(table).getByText('Código postal')).toBeInTheDocument();
    expect(within(table).getByText('Vigente')).toBeInTheDocument();
    expect(within(table).getAllByText(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/)).toHaveLength(3);
  });

  it("21 values read as a person reads them: a choice's title, a combo's description, an address as labelled parts, no JSON", async () => {
    render(<CuentaLegible />);
    const table = await screen.findByRole('table');
    const row = (label: string) => within(table).getByText(label).closest('tr') as HTMLElement;
    expect(within(row('Estado')).getByText('Prospect')).toBeInTheDocument();
    expect(within(row('Estado')).getByText('Activa')).toBeInTheDocument();
    expect(await within(row('Perfil')).findByText('Agencia de viajes')).toBeInTheDocument();
    const address = within(row('Direcciones')).getByText(/Av\. Corrientes/);
    expect(address).toHaveTextContent(/^Tipo: Legal · Dirección: Av\. Corrientes 1234, CABA, Buenos Aires · .*Principal: Sí/);
    expect(table.textContent).not.toMatch(/[{}"]|huella|f0e1d2/);
  });

  it('shows the creation entry as "Alta del registro"', async () => {
    render(<ConCambios />);
    const cell = await screen.findByText('Alta del registro');
    expect(cell.closest('tr')).toHaveTextContent('Ana Administradora');
  });

  it('says when there is nothing yet', async () => {
    render(<SinCambios />);
    expect(await screen.findByText('El registro no tiene cambios registrados.')).toBeInTheDocument();
  });

  it('loads only when opened', async () => {
    const user = userEvent.setup();
    render(<Cerrado />);
    const toggle = screen.getByRole('button', { name: 'Historial' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(lastFakeServer().calls).toHaveLength(0);
    await user.click(toggle);
    expect(await screen.findByText('Alta del registro')).toBeInTheDocument();
    expect(lastFakeServer().calls[0].path).toBe('/api/modulos/banco/1/historial');
  });
});
