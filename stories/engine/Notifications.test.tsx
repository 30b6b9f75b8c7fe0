import { composeStories } from '@storybook/react-vite';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../support/portableStories';
import * as stories from './Notifications.stories';
import { NotificationProvider } from '../../engine/react/notifications/NotificationProvider';
import { useNotify } from '../../engine/react/notifications/useNotify';

const { Tipos } = composeStories(stories);

describe('notifications', () => {
  afterEach(() => vi.useRealTimers());

  it('SHR-04 / SHR-05 / SHR-OP06 success and warning leave after 5 s, danger stays until closed', async () => {
    vi.useFakeTimers();
    render(<Tipos />);
    fireEvent.click(screen.getByRole('button', { name: 'success' }));
    fireEvent.click(screen.getByRole('button', { name: 'warning' }));
    fireEvent.click(screen.getByRole('button', { name: 'danger' }));
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(screen.getByText('Se guardaron correctamente los datos').closest('.bp6-toast')).toHaveClass('bp6-intent-success');
    expect(screen.getByText('No se encontraron resultados para la búsqueda realizada.').closest('.bp6-toast')).toHaveClass('bp6-intent-warning');
    expect(screen.getByText('Se produjo un error al guardar los datos.').closest('.bp6-toast')).toHaveClass('bp6-intent-danger');
    expect(document.querySelector('.bp6-toast-container')).toHaveClass('bp6-toast-container-bottom');
    await act(() => vi.advanceTimersByTimeAsync(4000));
    expect(screen.getByText('Se guardaron correctamente los datos')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(4000));
    // The exit transition's timer is scheduled by the render the dismissal caused.
    await act(() => vi.advanceTimersByTimeAsync(500));
    expect(screen.queryByText('Se guardaron correctamente los datos')).not.toBeInTheDocument();
    expect(screen.queryByText('No se encontraron resultados para la búsqueda realizada.')).not.toBeInTheDocument();
    expect(screen.getByText('Se produjo un error al guardar los datos.')).toBeInTheDocument();
  });

  it('does not stack the same message twice', async () => {
    render(<Tipos />);
    fireEvent.click(screen.getByRole('button', { name: 'danger' }));
    fireEvent.click(screen.getByRole('button', { name: 'danger' }));
    expect(await screen.findAllByText('Se produjo un error al guardar los datos.')).toHaveLength(1);
  });

  it('SHR-05 the configured timeout the app learns after rendering applies to the next notification, without rendering the app again', async () => {
    vi.useFakeTimers();
    const configured: { ms?: number } = {};
    let renders = 0;
    function Raise() {
      renders++;
      const { success } = useNotify();
      return (
        <button type="button" onClick={() => success('Se guardaron correctamente los datos')}>
          guardar
        </button>
      );
    }
    render(
      <NotificationProvider timeoutMs={() => configured.ms}>
        <Raise />
      </NotificationProvider>,
    );
    configured.ms = 1000; // the session's config arrived (App keeps it in a ref)
    fireEvent.click(screen.getByRole('button', { name: 'guardar' }));
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(screen.getByText('Se guardaron correctamente los datos')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(1000));
    await act(() => vi.advanceTimersByTimeAsync(500));
    expect(screen.queryByText('Se guardaron correctamente los datos')).not.toBeInTheDocument();
    expect(renders).toBe(1);
  });
});
