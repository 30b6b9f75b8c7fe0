import { composeStories } from '@storybook/react-vite';
import { configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import '../../stories/support/portableStories';
import { seriousA11yProblems } from '../../tests/support/axe';
import * as stories from './DateRangeWidget.stories';
import { dateRangeTester } from './dateRangeTester';

const { Vacio, Completo, ConError, SoloLectura, Deshabilitado } = composeStories(stories);
const stored = () => JSON.parse(screen.getByTestId('stored').textContent ?? '{}') as Record<string, unknown>;
const group = () => screen.getByRole('group', { name: 'Fechas del viaje' });

// Typing re-renders Blueprint's calendar on every key: slow in jsdom on a busy machine.
const TYPING = { timeout: 30_000 };
// Blueprint and rjsf re-render after each pick: give findBy/waitFor room on a loaded machine.
configure({ asyncUtilTimeout: 5_000 });

describe('DateRange widget', () => {
  it('an object with x-widget dateRange ranks 5; other objects do not', () => {
    expect(dateRangeTester({ type: 'object', 'x-widget': 'dateRange' }, { field: 'viaje', required: false })).toBe(5);
    expect(dateRangeTester({ type: 'object' }, { field: 'viaje', required: false })).toBe(-1);
    expect(dateRangeTester({ type: 'string', 'x-widget': 'dateRange' }, { field: 'viaje', required: false })).toBe(-1);
  });

  it('WID-16 typing both ends stores { desde, hasta } as yyyy-MM-dd', TYPING, async () => {
    const user = userEvent.setup({ delay: null });
    render(<Vacio />);
    const desde = within(group()).getByLabelText('Desde');
    const hasta = within(group()).getByLabelText('Hasta');
    expect(desde).toHaveAttribute('placeholder', 'dd/mm/aaaa');
    await user.type(desde, '05/03/2026');
    await user.type(hasta, '12/03/2026');
    await waitFor(() => expect(stored()).toEqual({ viaje: { desde: '2026-03-05', hasta: '2026-03-12' } }));
  });

  it('shows a stored period as dd/MM/yyyy and picks a new end in a Monday-first calendar', TYPING, async () => {
    const user = userEvent.setup({ delay: null });
    render(<Completo />);
    const desde = within(group()).getByLabelText('Desde');
    expect(desde).toHaveValue('05/03/2026');
    expect(within(group()).getByLabelText('Hasta')).toHaveValue('12/03/2026');
    await user.click(within(group()).getByLabelText('Hasta'));
    const headers = await screen.findAllByRole('columnheader');
    expect(headers[0]).toHaveAttribute('aria-label', 'lunes');
  });

  it('WID-15 typing 01/01/1800 as the start clears it', TYPING, async () => {
    const user = userEvent.setup({ delay: null });
    render(<Completo />);
    const desde = within(group()).getByLabelText('Desde');
    await user.clear(desde);
    await user.type(desde, '01/01/1800');
    await waitFor(() => expect(stored()).toEqual({ viaje: { hasta: '2026-03-12' } }));
  });

  it('shows the error of a part under the field; read-only and disabled', () => {
    const first = render(<ConError />);
    expect(screen.getByRole('alert')).toHaveTextContent('La fecha ingresada no es válida. Use el formato dd/mm/aaaa.');
    expect(within(group()).getByLabelText('Hasta')).toHaveAttribute('aria-invalid', 'true');
    first.unmount();
    const second = render(<SoloLectura />);
    expect(within(group()).getByLabelText('Desde')).toHaveAttribute('readonly');
    expect(within(group()).getByLabelText('Hasta')).toHaveValue('12/03/2026');
    second.unmount();
    render(<Deshabilitado />);
    for (const box of [within(group()).getByLabelText('Desde'), within(group()).getByLabelText('Hasta')]) expect(box).toBeDisabled();
  });

  it.each(Object.entries({ Vacio, Completo, ConError, SoloLectura, Deshabilitado }))('%s has no serious accessibility problem', async (_name, Story) => {
    const { container } = render(<Story />);
    expect(await seriousA11yProblems(container)).toEqual([]);
  });
});
