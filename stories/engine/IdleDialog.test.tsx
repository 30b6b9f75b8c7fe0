import { composeStories } from '@storybook/react-vite';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '../support/portableStories';
import { lastFakeServer } from '../support/EngineHarness';
import * as stories from './IdleDialog.stories';

const { CuentaRegresiva, TiemposCortos, OverrideEnModoDemo, OverrideEnProduccion } = composeStories(stories);

describe('idle dialog', () => {
  beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: false }));
  afterEach(() => {
    vi.useRealTimers();
    sessionStorage.clear();
  });

  it('SHR-OP02 shows the countdown in Spanish with "Seguir conectado"', () => {
    render(<CuentaRegresiva />);
    expect(screen.getByText('Su sesión está por cerrarse')).toBeInTheDocument();
    expect(screen.getByText('Por inactividad, la sesión se cerrará en 42 segundos.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Seguir conectado' })).toBeInTheDocument();
  });

  it('SHR-12 / SHR-13 warns after idleSeconds, counts down and logs out at zero', async () => {
    render(<TiemposCortos />);
    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(screen.getByText('Por inactividad, la sesión se cerrará en 5 segundos.')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(screen.getByText('Por inactividad, la sesión se cerrará en 3 segundos.')).toBeInTheDocument();
    expect(screen.queryByTestId('logged-out')).not.toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(3000));
    expect(screen.getByTestId('logged-out')).toBeInTheDocument();
  });

  it('"Seguir conectado" resets; activity keeps the session alive and keepalives run (SHR-14)', async () => {
    render(<TiemposCortos />);
    await act(() => vi.advanceTimersByTimeAsync(1000));
    fireEvent.mouseMove(window);
    await act(() => vi.advanceTimersByTimeAsync(1500));
    expect(screen.queryByText('Su sesión está por cerrarse')).not.toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(1000));
    fireEvent.click(screen.getByRole('button', { name: 'Seguir conectado' }));
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(screen.queryByText(/Por inactividad/)).not.toBeInTheDocument();
    expect(lastFakeServer().calls.filter((c) => c.path === '/api/imLoggedIn').length).toBeGreaterThanOrEqual(2);
  });

  it('SHR-OP01 in demo mode the sessionStorage override sets the timings (e2e short timings)', async () => {
    render(<OverrideEnModoDemo />);
    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(screen.getByText('Por inactividad, la sesión se cerrará en 5 segundos.')).toBeInTheDocument();
  });

  it('SHR-OP01 outside demo mode the override is ignored: only the configured timings (300 s, then 300 s) apply', async () => {
    render(<OverrideEnProduccion />);
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(screen.queryByText('Su sesión está por cerrarse')).not.toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(290_000));
    expect(screen.getByText('Por inactividad, la sesión se cerrará en 300 segundos.')).toBeInTheDocument();
    expect(screen.queryByTestId('logged-out')).not.toBeInTheDocument();
  });
});
