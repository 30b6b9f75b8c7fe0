/**
 * The app's router (decision 111): navigation, the query string, links, redirects, and a blocker
 * that holds a route change until proceed or reset, for a push and for a back step (SHR-OP01).
 */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createMemoryHistory, type History } from './history';
import { Link, Navigate } from './Link';
import { Router, useBlocker, useLocation, useNavigate, useRememberInEntry, useSearchParams, type Blocker, type NavigateFunction } from './Router';

let navigate: NavigateFunction;
let blocker: Blocker;
let setSearch: ReturnType<typeof useSearchParams>[1];
let remember: (state: unknown) => void;

function Probe({ block = false }: { block?: boolean }) {
  const location = useLocation();
  navigate = useNavigate();
  setSearch = useSearchParams()[1];
  remember = useRememberInEntry();
  blocker = useBlocker(({ currentLocation, nextLocation }) => block && currentLocation.pathname !== nextLocation.pathname);
  return <p data-testid="where">{`${location.pathname}${location.search}`}</p>;
}

const where = () => screen.getByTestId('where').textContent;

function renderAt(history: History, block = false) {
  return render(
    <Router history={history}>
      <Probe block={block} />
      <Link to="/cuentas/3?solapa=notas">cuenta</Link>
    </Router>,
  );
}

describe('router', () => {
  it('navigates by path (push, replace) and back; the query string changes without leaving the path', async () => {
    const history = createMemoryHistory(['/bancos']);
    renderAt(history);
    act(() => navigate('/cuentas/1'));
    expect(where()).toBe('/cuentas/1');
    act(() => navigate('/cuentas/2', { replace: true }));
    act(() => setSearch({ pagina: '2' }));
    expect(where()).toBe('/cuentas/2?pagina=2');
    await act(async () => navigate(-1));
    expect(where()).toBe('/cuentas/2');
    await act(async () => navigate(-1));
    expect(where()).toBe('/bancos');
  });

  it('21 an entry remembers what a screen stores in it (the tab shown) without navigating; a step back and forth finds it', async () => {
    const history = createMemoryHistory(['/cuentas']);
    renderAt(history);
    act(() => navigate('/cuenta/formulario/7', { state: { solapa: 'IIBB' } }));
    act(() => remember({ solapa: 'Vinculaciones' }));
    expect(where()).toBe('/cuenta/formulario/7');
    expect(history.location.state).toEqual({ solapa: 'Vinculaciones' });
    await act(async () => navigate(-1));
    expect(where()).toBe('/cuentas');
    await act(async () => navigate(1));
    expect(where()).toBe('/cuenta/formulario/7');
    expect(history.location.state).toEqual({ solapa: 'Vinculaciones' });
  });

  it('a link is a real href; a plain click navigates in the app, a ctrl-click is left to the browser', () => {
    renderAt(createMemoryHistory(['/bancos']));
    const link = screen.getByRole('link', { name: 'cuenta' });
    expect(link).toHaveAttribute('href', '/cuentas/3?solapa=notas');
    fireEvent.click(link, { ctrlKey: true });
    expect(where()).toBe('/bancos');
    fireEvent.click(link);
    expect(where()).toBe('/cuentas/3?solapa=notas');
  });

  it('<Navigate> redirects, replacing the entry', async () => {
    const history = createMemoryHistory(['/inicio', '/']);
    render(
      <Router history={history}>
        <Probe />
        <Redirect />
      </Router>,
    );
    expect(where()).toBe('/bancos');
    await act(async () => navigate(-1));
    expect(where()).toBe('/inicio');
  });

  it('SHR-OP01 a blocker holds a route change: reset stays, proceed goes on; a query change of the same path passes', () => {
    renderAt(createMemoryHistory(['/cuentas/1']), true);
    act(() => navigate('/bancos'));
    expect(where()).toBe('/cuentas/1');
    expect(blocker.state).toBe('blocked');
    expect(blocker.location?.pathname).toBe('/bancos');
    act(() => blocker.reset!());
    expect(blocker.state).toBe('unblocked');
    expect(where()).toBe('/cuentas/1');
    act(() => setSearch({ solapa: 'notas' }));
    expect(where()).toBe('/cuentas/1?solapa=notas');
    act(() => navigate('/bancos'));
    act(() => blocker.proceed!());
    expect(blocker.state).toBe('unblocked');
    expect(where()).toBe('/bancos');
  });

  it('SHR-OP01 a back step is held too: the history returns to the form until the user leaves', async () => {
    const history = createMemoryHistory(['/bancos', '/cuentas/1']);
    renderAt(history, true);
    await act(async () => navigate(-1));
    expect(blocker.state).toBe('blocked');
    expect(where()).toBe('/cuentas/1');
    expect(history.location.pathname).toBe('/cuentas/1');
    await act(async () => blocker.proceed!());
    expect(blocker.state).toBe('unblocked');
    expect(where()).toBe('/bancos');
    expect(history.location.pathname).toBe('/bancos');
  });
});

function Redirect() {
  return useLocation().pathname === '/' ? <Navigate to="/bancos" replace /> : null;
}
