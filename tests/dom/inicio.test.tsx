/**
 * Home on the real API (HOM): the access listing per account, its 15-minute cache, the messages of a
 * failed or flagged reply, the version banner and the footer; and token mode, the passengers of the
 * token's opportunity (HOM-05..11, HOM-13).
 */
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SchemaRegistry } from '../../engine/core/schemaRegistry';
import type { ScreensConfig } from '../../engine/core/screenConfig';
import { createApiClient, type ApiRequest, type ApiResponse } from '../../engine/react/api/ApiClient';
import { loadPrincipal } from '../../app/auth/loadPrincipal';
import { resetClientVersion, setClientVersion } from '../../app/screens/clientVersion';
import { startTestApp, type TestApp } from '../api/helpers/testApp';
import { injectTransport } from '../support/injectTransport';
import { RealApiApp } from '../support/RealApiApp';
import { browserRegistry } from '../support/browserRegistry';

vi.setConfig({ testTimeout: 120_000 });

let t: TestApp;
let registry: SchemaRegistry;
let token: { cuenta: number; oportunidad: number };
const TOKEN = 'demo-pasajeros';

beforeAll(async () => {
  t = await startTestApp();
  registry = await browserRegistry();
  const row = await t.db.selectFrom('temp_tokens').select(['cuenta', 'oportunidad']).where('oportunidad', 'is not', null).executeTakeFirstOrThrow();
  token = { cuenta: Number(row.cuenta), oportunidad: Number(row.oportunidad) };
}, 120_000);
beforeEach(() => resetClientVersion());
afterAll(async () => {
  await t?.close();
});

/** The app as `username` (or the passengers' token) with every call recorded, and answers optionally replaced. */
async function open(who: { user?: string; token?: string }, route: string, replace?: (request: ApiRequest) => ApiResponse | undefined) {
  const transport = injectTransport(t.app, who.token ?? (await t.tokenFor(who.user!)));
  const calls: string[] = [];
  const api = createApiClient(async (request) => {
    calls.push(`${request.method} ${request.path}`);
    return replace?.(request) ?? transport(request);
  });
  const config = await api.get<ScreensConfig>('/api/config');
  const loaded = await loadPrincipal(api, who.user ?? 'externo');
  const session = who.token ? { ...loaded, tokenMode: true } : loaded;
  calls.length = 0;
  const props = { api, config, registry, session };
  const view = render(<RealApiApp {...props} route={route} />);
  return { calls, view, props };
}

describe('Home, signed in (HOM-01..04, HOM-12, HOM-14..20)', () => {
  it('HOM-02 a user who opens a module they may not use is told so and sent to Home', async () => {
    await open({ user: 'externo' }, '/herramientas/abm/bancos');
    expect((await screen.findAllByText('No tiene permisos para acceder a este módulo')).length).toBeGreaterThan(0);
    expect(await screen.findByRole('region', { name: 'Agencia Demo' })).toBeInTheDocument();
  });

  it('HOM-04 HOM-OP01 one card per account with its name and one link per access item; a link opens its screen', async () => {
    const user = userEvent.setup();
    await open({ user: 'externo' }, '/inicio');
    const card = await screen.findByRole('region', { name: 'Agencia Demo' });
    expect(within(card).getByRole('heading', { name: 'Agencia Demo' })).toBeInTheDocument();
    const links = await within(card).findAllByRole('link');
    expect(links.length).toBeGreaterThan(0);
    const contactos = links.find((link) => link.getAttribute('href') === '/contactos');
    expect(contactos).toBeDefined();
    await user.click(contactos!);
    expect(await screen.findByRole('heading', { name: 'Contactos' })).toBeInTheDocument();
  });

  it('HOM-12 HOM-OP08 returning to Home within 15 minutes asks the server nothing again (cached per user and account)', async () => {
    const { calls, view, props } = await open({ user: 'externo' }, '/inicio');
    await screen.findByRole('region', { name: 'Agencia Demo' });
    const homeCalls = () => calls.filter((c) => c.includes('/api/inicio/'));
    await waitFor(() => expect(homeCalls()).toHaveLength(3));
    expect(
      homeCalls()
        .map((c) => c.replace(/\d+$/, '{cuenta}'))
        .sort(),
    ).toEqual(['GET /api/inicio/accesos/{cuenta}', 'GET /api/inicio/cuentas', 'GET /api/inicio/pie']);
    // Home drawn whole (its access links and footer) before leaving it: a call still on its way when
    // the screen unmounts is cancelled, and asked again on return.
    await within(await screen.findByRole('region', { name: 'Agencia Demo' })).findAllByRole('link');
    await screen.findByRole('contentinfo');
    view.rerender(<RealApiApp {...props} route="/contactos" />);
    await screen.findByRole('heading', { name: 'Contactos' });
    view.rerender(<RealApiApp {...props} route="/inicio" />);
    await screen.findByRole('region', { name: 'Agencia Demo' });
    expect(homeCalls()).toHaveLength(3);
  });

  it('HOM-19 a reply with error.has shows each of its messages as a separate danger notification', async () => {
    await open({ user: 'externo' }, '/inicio', (request) =>
      request.path.startsWith('/api/inicio/accesos/')
        ? { status: 200, body: { datos: [], extras: { version: '0.1.0' }, error: { has: true, mensajes: ['Primer problema.', 'Segundo problema.'] } } }
        : undefined,
    );
    await waitFor(() =>
      expect(screen.getAllByText(/problema\.$/, { selector: '.bp6-toast *' }).map((el) => el.textContent)).toEqual(
        expect.arrayContaining(['Primer problema.', 'Segundo problema.']),
      ),
    );
  });

  it('HOM-20 any other failure (HTTP error, a reply without the shape) shows `Ocurrió un error al cargar los accesos del inicio.`', async () => {
    await open({ user: 'externo' }, '/inicio', (request) =>
      request.path.startsWith('/api/inicio/accesos/') ? { status: 500, body: { error: { mensaje: 'x' } } } : undefined,
    );
    expect((await screen.findAllByText('Ocurrió un error al cargar los accesos del inicio.')).length).toBeGreaterThan(0);
  });

  it('HOM-15 HOM-OP02 a server newer than the loaded page shows a persistent banner with a reload button', async () => {
    setClientVersion('0.0.9');
    await open({ user: 'externo' }, '/inicio');
    const banner = await screen.findByRole('status');
    expect(banner).toHaveTextContent('Hay una nueva versión del sistema disponible. Recargue la página para usarla.');
    expect(within(banner).getByRole('button', { name: 'Recargar' })).toBeInTheDocument();
  });

  it('HOM-15 the same version shows no banner', async () => {
    setClientVersion('0.1.0');
    await open({ user: 'externo' }, '/inicio');
    await screen.findByRole('region', { name: 'Agencia Demo' });
    expect(screen.queryByText(/nueva versión/)).toBeNull();
  });

  it('HOM-17 HOM-OP06 the footer shows the text and links of the footer data; its failure is silent', async () => {
    await open({ user: 'externo' }, '/inicio');
    const footer = await screen.findByRole('contentinfo');
    expect(footer).toHaveTextContent('Viajes Demo · Back-office');
    expect(within(footer).getByRole('link', { name: 'Documentación de la API' })).toHaveAttribute('href', '/api/docs');
  });

  it('HOM-14 HOM-OP03 Home polls for the account every 3 s until it arrives, then stops', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      let asked = 0;
      const { calls } = await open({ user: 'externo' }, '/inicio', (request) =>
        request.path === '/api/inicio/cuentas' && ++asked < 3 ? { status: 200, body: { datos: [] } } : undefined,
      );
      await act(() => vi.advanceTimersByTimeAsync(7_000));
      await screen.findByRole('region', { name: 'Agencia Demo' });
      await act(() => vi.advanceTimersByTimeAsync(10_000));
      expect(calls.filter((c) => c === 'GET /api/inicio/cuentas')).toHaveLength(3);
    } finally {
      vi.useRealTimers();
    }
  });

  it('HOM-OP03 after 30 s without an account Home says `Ocurrió un error al cargar los accesos del inicio.` and stops polling', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const { calls } = await open({ user: 'externo' }, '/inicio', (request) =>
        request.path === '/api/inicio/cuentas' ? { status: 200, body: { datos: [] } } : undefined,
      );
      await act(() => vi.advanceTimersByTimeAsync(31_000));
      expect((await screen.findAllByText('Ocurrió un error al cargar los accesos del inicio.')).length).toBeGreaterThan(0);
      const asked = calls.filter((c) => c === 'GET /api/inicio/cuentas').length;
      expect(asked).toBeGreaterThanOrEqual(10);
      await act(() => vi.advanceTimersByTimeAsync(9_000));
      expect(calls.filter((c) => c === 'GET /api/inicio/cuentas').length).toBe(asked);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('Home in token mode (HOM-05..11, HOM-13)', () => {
  it("HOM-05 HOM-06 HOM-07 HOM-13 a token's Home polls the temporary user's info, loads its opportunity and lists its passengers", async () => {
    let asked = 0;
    const { calls } = await open({ token: TOKEN }, '/inicio?token=demo-pasajeros', (request) =>
      request.path === '/api/usuario' && ++asked === 2 ? { status: 200, body: { roles: [], token: null } } : undefined,
    );
    const table = await screen.findByRole('table', { name: /^Pasajeros de / }, { timeout: 10_000 });
    expect(within(table).getAllByRole('row').length).toBeGreaterThan(1);
    expect(calls).toContain(`GET /api/getOportunidad/${token.oportunidad}`);
    expect(calls.filter((c) => c === 'GET /api/usuario').length).toBe(2);
    expect(screen.queryByRole('region', { name: /Agencia/ })).toBeNull();
  });

  it('HOM-08 HOM-09 HOM-OP04 removing a passenger asks first, then calls removeContactOportunidad and says `Se guardaron correctamente los datos`', async () => {
    const user = userEvent.setup();
    const { calls } = await open({ token: TOKEN }, '/inicio');
    const table = await screen.findByRole('table', { name: /^Pasajeros de / }, { timeout: 10_000 });
    const before = within(table).getAllByRole('row').length;
    await user.click(within(table).getAllByRole('button', { name: 'Quitar' })[0]);
    const alert = await screen.findByRole('alertdialog');
    expect(alert).toHaveTextContent('¿Confirma que desea quitar el contacto de la oportunidad?');
    expect(calls).not.toContain('POST /api/removeContactOportunidad');
    await user.click(within(alert).getByRole('button', { name: 'Quitar' }));
    expect(await screen.findByText('Se guardaron correctamente los datos')).toBeInTheDocument();
    expect(calls).toContain('POST /api/removeContactOportunidad');
    await waitFor(() => expect(screen.queryAllByRole('row').length).toBe(before - 1));
  });

  it('HOM-OP04 a failed removal says `Ocurrió un error al guardar los datos.`', async () => {
    const user = userEvent.setup();
    await open({ token: TOKEN }, '/inicio', (request) =>
      request.path === '/api/removeContactOportunidad' ? { status: 500, body: { error: { codigo: 'error', mensaje: 'falla' } } } : undefined,
    );
    const table = await screen.findByRole('table', { name: /^Pasajeros de / }, { timeout: 10_000 });
    await user.click(within(table).getAllByRole('button', { name: 'Quitar' })[0]);
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Quitar' }));
    expect(await screen.findByText('Ocurrió un error al guardar los datos.')).toBeInTheDocument();
  });

  it('HOM-10 HOM-OP05 the passport modal offers the upload (pdf, jpg, jpeg, png) of the passenger’s PAS note', async () => {
    const user = userEvent.setup();
    await open({ token: TOKEN }, '/inicio');
    const table = await screen.findByRole('table', { name: /^Pasajeros de / }, { timeout: 10_000 });
    await user.click(within(table).getAllByRole('button', { name: 'Pasaporte' })[0]);
    const dialog = await screen.findByRole('dialog', { name: /^Archivo del pasaporte de / });
    const input = dialog.querySelector('input[type="file"]');
    expect(input).not.toBeNull();
    expect(input!.getAttribute('accept')).toMatch(/\.pdf.*\.jpg.*\.jpeg.*\.png/);
  });

  it('HOM-11 HOM-OP07 HOM-18 adding a passenger opens the contact-opportunity form of the token’s account and opportunity; once saved it returns to Home, which lists the new passenger', async () => {
    const user = userEvent.setup();
    localStorage.clear();
    await open({ token: TOKEN }, '/inicio');
    await screen.findByRole('table', { name: /^Pasajeros de / }, { timeout: 10_000 });
    await user.click(screen.getByRole('button', { name: 'Agregar pasajero' }));
    await user.type(await screen.findByRole('textbox', { name: /^Nombre/ }), 'Lucía');
    await waitFor(() => expect(screen.getByRole('textbox', { name: /^Oportunidad/ })).not.toHaveValue(''));
    await user.type(screen.getByRole('textbox', { name: /^Apellido/ }), 'Vidal');
    await user.type(screen.getByLabelText(/^Fecha de nacimiento/), '06/05/1990');
    await user.tab();
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Se guardaron correctamente los datos')).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: /^Pasajeros de / }, { timeout: 10_000 });
    expect(await within(table).findByText('Vidal, Lucía')).toBeInTheDocument();
  });
});
