import { composeStories } from '@storybook/react-vite';
import { act, configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import '../../stories/support/portableStories';
import { formatDateTime, toIsoDateTime } from '../../engine/core/format';
import { seriousA11yProblems } from '../../tests/support/axe';
import * as stories from './DateInputWidget.stories';

const { Vacio, Completo, FechaPlaceholder, ConError, SoloLectura, Deshabilitado, FechaHora, DefaultRelativo, DefaultDesdeOtroCampo, DefaultALasDiez } =
  composeStories(stories);
const stored = () => JSON.parse(screen.getByTestId('stored').textContent ?? '{}') as Record<string, unknown>;

// Typing re-renders Blueprint's calendar on every key: slow in jsdom on a busy machine.
const TYPING = { timeout: 30_000 };
// Blueprint and rjsf re-render after each pick: give findBy/waitFor room on a loaded machine.
configure({ asyncUtilTimeout: 5_000 });

describe('DateInput widget', () => {
  it('WID-16 typing 05/03/2026 stores 2026-03-05 and keeps showing dd/MM/yyyy', TYPING, async () => {
    const user = userEvent.setup({ delay: null });
    render(<Vacio />);
    const input = screen.getByLabelText('Fecha de alta');
    expect(input).toHaveAttribute('placeholder', 'dd/mm/aaaa');
    await user.type(input, '05/03/2026');
    await waitFor(() => expect(stored()).toEqual({ alta: '2026-03-05' }));
    await user.tab();
    expect(input).toHaveValue('05/03/2026');
  });

  it('WID-16 shows a stored date as dd/MM/yyyy', () => {
    render(<Completo />);
    expect(screen.getByLabelText('Fecha de alta')).toHaveValue('05/03/2026');
  });

  it('WID-15 a stored date in 1800 shows blank', () => {
    render(<FechaPlaceholder />);
    expect(screen.getByLabelText('Fecha de alta')).toHaveValue('');
  });

  it('WID-15 typing 01/01/1800 over a date leaves the field blank and nothing stored', TYPING, async () => {
    const user = userEvent.setup({ delay: null });
    render(<Completo />);
    const input = screen.getByLabelText('Fecha de alta');
    await user.clear(input);
    await user.type(input, '01/01/1800');
    await user.tab();
    expect(input).toHaveValue('');
    expect(stored().alta).toBeUndefined();
  });

  it(
    '21-4 an impossible date over a stored one keeps the typed text, replaces the old date and the form refuses it with the Spanish message',
    TYPING,
    async () => {
      const user = userEvent.setup({ delay: null });
      render(<Completo />);
      const input = screen.getByLabelText('Fecha de alta');
      await user.clear(input);
      await user.type(input, '31/02/2026');
      await user.tab();
      expect(input).toHaveValue('31/02/2026');
      expect(stored().alta).toBe('31/02/2026');
      await user.click(screen.getByRole('button', { name: 'Guardar' }));
      expect(await screen.findByText('El campo Fecha de alta no es una fecha válida. Use el formato dd/mm/aaaa.')).toBeInTheDocument();
      expect(input).toHaveValue('31/02/2026');
      expect(input).toHaveAttribute('aria-invalid', 'true');
    },
  );

  it('21-4 correcting the typed text stores the date', TYPING, async () => {
    const user = userEvent.setup({ delay: null });
    render(<Vacio />);
    const input = screen.getByLabelText('Fecha de alta');
    await user.type(input, '31/02/2026');
    await user.tab();
    expect(stored().alta).toBe('31/02/2026');
    await user.clear(input);
    await user.type(input, '28/02/2026');
    await user.tab();
    await waitFor(() => expect(stored().alta).toBe('2026-02-28'));
    expect(input).toHaveValue('28/02/2026');
  });

  it('WID-16 / CST-57 picks a day in a Spanish calendar whose week starts on Monday', TYPING, async () => {
    const user = userEvent.setup({ delay: null });
    render(<Completo />);
    await user.click(screen.getByLabelText('Fecha de alta'));
    const dialog = await screen.findByRole('dialog');
    const headers = within(dialog)
      .getAllByRole('columnheader')
      .map((h) => h.getAttribute('aria-label'));
    expect(headers[0]).toBe('lunes');
    expect(within(dialog).getByRole('combobox', { name: 'Mes' })).toHaveDisplayValue('Marzo');
    await user.click(within(dialog).getByRole('gridcell', { name: '12' }).querySelector('button') ?? within(dialog).getByText('12'));
    await waitFor(() => expect(stored()).toEqual({ alta: '2026-03-12' }));
    await waitFor(() => expect(screen.getByLabelText('Fecha de alta')).toHaveValue('12/03/2026'));
  });

  it('WID-16 the calendar speaks Spanish only: month and day names, the month and year lists, the previous/next buttons', TYPING, async () => {
    const user = userEvent.setup({ delay: null });
    render(<Completo />);
    await user.click(screen.getByLabelText('Fecha de alta'));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('button', { name: 'Mes anterior' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Mes siguiente' })).toBeInTheDocument();
    expect(within(dialog).getByRole('combobox', { name: 'Año' })).toHaveDisplayValue('2026');
    const months = within(within(dialog).getByRole('combobox', { name: 'Mes' }))
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(months.slice(0, 3)).toEqual(['Enero', 'Febrero', 'Marzo']);
    expect(
      within(dialog)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['lu', 'ma', 'mi', 'ju', 'vi', 'sá', 'do']);
    expect(dialog.textContent).not.toMatch(/Go to|Month|Year|Week|January|Monday/);
    for (const labelled of dialog.querySelectorAll('[aria-label]'))
      expect(labelled.getAttribute('aria-label')).not.toMatch(/Go to|Month|Year|Week|January|Monday/);
  });

  it('WID-16 the calendar closes when the focus leaves the box and its calendar (the form focusing another field)', TYPING, async () => {
    const user = userEvent.setup({ delay: null });
    render(<DefaultALasDiez />);
    const out = screen.getByLabelText('Fecha de regreso');
    await user.click(out);
    await screen.findByRole('dialog');
    expect(out).toHaveAttribute('aria-expanded', 'true');
    // Focus moved without a click or Tab (e.g. the form focusing a field with an error).
    const elsewhere = document.body.appendChild(Object.assign(document.createElement('button'), { textContent: 'Guardar' }));
    act(() => elsewhere.focus());
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByLabelText('Fecha de regreso')).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByLabelText('Fecha de regreso')).toHaveValue('10/04/2026');
    // ArrowDown opens the calendar and enters it (keyboard picking, WID-16; decision 134).
    await user.click(screen.getByLabelText('Fecha de regreso'));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    screen.getByLabelText('Fecha de regreso').focus();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument(); // the focus alone does not open it
    await user.keyboard('{ArrowDown}');
    await waitFor(() => expect(screen.getByRole('dialog')).toContainElement(document.activeElement as HTMLElement));
    expect(document.activeElement).toHaveTextContent('10');
    elsewhere.remove();
  });

  it('shows the error under the field and marks the input invalid', () => {
    render(<ConError />);
    expect(screen.getByRole('alert')).toHaveTextContent('La fecha ingresada no es válida. Use el formato dd/mm/aaaa.');
    expect(screen.getByLabelText('Fecha de alta')).toHaveAttribute('aria-invalid', 'true');
  });

  it('read-only shows the text and opens no calendar; disabled cannot be focused', TYPING, async () => {
    const user = userEvent.setup({ delay: null });
    const { unmount } = render(<SoloLectura />);
    const input = screen.getByLabelText('Fecha de alta');
    expect(input).toHaveValue('05/03/2026');
    expect(input).toHaveAttribute('readonly');
    await user.click(input);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    unmount();
    render(<Deshabilitado />);
    expect(screen.getByLabelText('Fecha de alta')).toBeDisabled();
  });

  it('format date-time shows dd/MM/yyyy HH:mm and stores ISO with offset', TYPING, async () => {
    const user = userEvent.setup({ delay: null });
    render(<FechaHora />);
    const input = screen.getByLabelText('Inicio');
    // An instant is shown in the runtime's zone (the story stores 10:30 at -03:00).
    expect(input).toHaveValue(formatDateTime('2026-03-05T10:30:00-03:00'));
    await user.clear(input);
    await user.type(input, '06/03/2026 11:15');
    expect(String(stored().inicio)).toMatch(/^2026-03-06T11:15:00([+-]\d{2}:\d{2}|Z)$/);
  });

  it('CST-50 a new record gets the relative default ({ days: -7 })', async () => {
    render(<DefaultRelativo />);
    await waitFor(() => expect(stored()).toEqual({ alta: '2026-03-05' }));
    expect(screen.getByLabelText('Fecha de alta')).toHaveValue('05/03/2026');
  });

  it('ACT-17 / CST-51 the end defaults to start + 5 minutes and follows the start until the user edits it', TYPING, async () => {
    const user = userEvent.setup({ delay: null });
    render(<DefaultDesdeOtroCampo />);
    await waitFor(() => expect(stored()).toEqual({ inicio: toIsoDateTime(new Date(2026, 2, 12, 9, 0)), fin: toIsoDateTime(new Date(2026, 2, 12, 9, 5)) }));
    const inicio = screen.getByLabelText('Inicio');
    await user.clear(inicio);
    await user.type(inicio, '20/03/2026 14:00');
    await waitFor(() => expect(stored().fin).toBe(toIsoDateTime(new Date(2026, 2, 20, 14, 5))));
    expect(screen.getByLabelText('Fin')).toHaveValue('20/03/2026 14:05');
    const fin = screen.getByLabelText('Fin');
    await user.clear(fin);
    await user.type(fin, '20/03/2026 16:00');
    await user.clear(inicio);
    await user.type(inicio, '21/03/2026 08:00');
    await waitFor(() => expect(stored().inicio).toBe(toIsoDateTime(new Date(2026, 2, 21, 8, 0))));
    expect(stored().fin).toBe(toIsoDateTime(new Date(2026, 2, 20, 16, 0)));
  });

  it('OPP-35 / OPP-OP05 the follow-up call defaults to 10:00 on the out date (the first base that is set)', async () => {
    render(<DefaultALasDiez />);
    await waitFor(() => expect(stored().llamada).toBe(toIsoDateTime(new Date(2026, 3, 10, 10, 0))));
    expect(screen.getByLabelText('Llamada de seguimiento')).toHaveValue('10/04/2026 10:00');
  });

  it.each(
    Object.entries({
      Vacio,
      Completo,
      FechaPlaceholder,
      ConError,
      SoloLectura,
      Deshabilitado,
      FechaHora,
      DefaultRelativo,
      DefaultDesdeOtroCampo,
      DefaultALasDiez,
    }),
  )('%s has no serious accessibility problem', async (_name, Story) => {
    const { container } = render(<Story />);
    expect(await seriousA11yProblems(container)).toEqual([]);
  });
});
