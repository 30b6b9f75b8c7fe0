/**
 * The contact–opportunity form on the real API: its fields (COP-OP03: the contact's, the passport
 * data and the passport file as a note PAS) with the account and the opportunity fixed from the
 * route, and a token-mode session (COP-OP02) adding a passenger to its token's opportunity.
 */
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SchemaRegistry } from '../../engine/core/schemaRegistry';
import type { ScreensConfig } from '../../engine/core/screenConfig';
import { createApiClient } from '../../engine/react/api/ApiClient';
import { loadPrincipal } from '../../app/auth/loadPrincipal';
import { startTestApp, type TestApp } from '../api/helpers/testApp';
import { injectTransport } from '../support/injectTransport';
import { realApiSession } from '../support/realApiSession';
import { RealApiApp } from '../support/RealApiApp';
import { browserRegistry } from '../support/browserRegistry';
import { tempTokenHash } from '../../server/session/tempTokens';

// A user journey on the real API: every step waits for what the user sees, never for time.
vi.setConfig({ testTimeout: 120_000 });

let t: TestApp;
let registry: SchemaRegistry;
let cuenta: number;
let opportunity: number;
const TOKEN = 'token-cop-dom';

beforeAll(async () => {
  t = await startTestApp();
  registry = await browserRegistry();
  cuenta = Number(
    (
      await t.db
        .insertInto('records')
        .values({ module: 'cuenta', id_crm: 'cta-cop-dom', owner_account: null, data: JSON.stringify({ mostrarNombre: 'Familia Paz', activo: true }) })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id,
  );
  opportunity = (
    await t.as('staff', { method: 'POST', url: '/api/modulos/oportunidad', payload: { datos: { nombre: 'Paz - Bariloche', cuenta, etapa: 'oportunidad' } } })
  ).json().id;
  const owner = await t.db.selectFrom('users').select('id').where('username', '=', 'externo').executeTakeFirstOrThrow();
  await t.db
    .insertInto('temp_tokens')
    .values({
      token_hash: tempTokenHash(TOKEN),
      user_id: owner.id,
      expires_at: new Date(Date.now() + 3_600_000),
      id_cuenta_prospect_crm: null,
      usuario_sua: 'externo',
      usuariosfa_ua: null,
      cuenta,
      oportunidad: opportunity,
    })
    .execute();
}, 120_000);
// A new passenger form left unsaved by an earlier test keeps a draft (localStorage) the next new form would offer to restore.
beforeEach(() => localStorage.clear());
afterAll(async () => {
  await t?.close();
});

describe('the contact–opportunity form (COP-01, COP-OP02, COP-OP03)', () => {
  it("COP-OP03 COP-01 the form has the contact's fields, the passport data and the passport file (note PAS); cuenta and oportunidad come fixed from the route", async () => {
    render(<RealApiApp {...await realApiSession(t, registry, 'staff')} route={`/contactoOportunidad/${cuenta}/${opportunity}`} />);
    for (const name of [/^Nombre/, /^Apellido/, /^Email/, /^Documento/]) expect(await screen.findByRole('textbox', { name })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Tipo de documento/ })).toBeInTheDocument();
    expect(screen.getByLabelText(/^Fecha de nacimiento/)).toBeInTheDocument();
    expect(screen.getByLabelText(/^Emisión del pasaporte/)).toBeInTheDocument();
    expect(screen.getByText('Pasaporte (archivo)')).toBeInTheDocument();
    // The opportunity shows its name, fixed: the only "Buscar" is the existing contact's.
    expect(await screen.findByDisplayValue('Paz - Bariloche')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /Buscar/ })).toHaveLength(1);
    // The account is a link showing its name (not its id), fixed by the route.
    const account = screen.getByRole('textbox', { name: /^Cuenta/ });
    await waitFor(() => expect(account).toHaveValue('Familia Paz'));
    expect(account.hasAttribute('readonly') || account.hasAttribute('disabled')).toBe(true);
    expect(screen.queryByDisplayValue(String(cuenta))).toBeNull();
  });

  it('COP-02 LNK-02 editing at /contactoOportunidad/{cuenta}/{oportunidad}/{id}: the account and the opportunity show their names, fixed by the route; "Ver" opens the account', async () => {
    const user = userEvent.setup();
    const saved = (
      await t.as('staff', {
        method: 'POST',
        url: '/api/modulos/contactooportunidad',
        payload: { datos: { cuenta, oportunidad: opportunity, nombre: 'Ana', apellido: 'Paz', fechaNacimiento: '1991-01-02' } },
      })
    ).json();
    render(<RealApiApp {...await realApiSession(t, registry, 'staff')} route={`/contactoOportunidad/${cuenta}/${opportunity}/${saved.id}`} />);
    const account = await screen.findByRole('textbox', { name: /^Cuenta/ });
    await waitFor(() => expect(account).toHaveValue('Familia Paz'));
    expect(screen.getByRole('textbox', { name: /^Oportunidad/ })).toHaveValue('Paz - Bariloche');
    // Only the contact's link may be changed: neither the account nor the opportunity offers "Buscar" or "Quitar".
    expect(screen.getAllByRole('button', { name: /Buscar/ })).toHaveLength(1);
    expect(screen.queryAllByRole('button', { name: /Quitar/ })).toHaveLength(0);
    await user.click(within(account.closest('.bo-link-field') as HTMLElement).getByRole('button', { name: /Ver/ }));
    expect(await screen.findByRole('dialog', { name: /Familia Paz|Cuenta/ })).toBeInTheDocument();
  });

  it("COP-OP02 a token-mode session opens the screen and adds a passenger to its token's opportunity and account", async () => {
    const user = userEvent.setup();
    // Every call the screen makes, with its status: a token may read neither the accounts nor the opportunities.
    const calls: string[] = [];
    const transport = injectTransport(t.app, TOKEN);
    const api = createApiClient(async (request) => {
      const answer = await transport(request);
      calls.push(`${answer.status} ${request.method} ${request.path}`);
      return answer;
    });
    const config = await api.get<ScreensConfig>('/api/config');
    render(
      <RealApiApp
        api={api}
        config={config}
        registry={registry}
        session={await loadPrincipal(api, 'externo')}
        route={`/contactoOportunidad/${cuenta}/${opportunity}`}
      />,
    );
    // The account and the opportunity show their names (told with the session), fixed; no "Ver" on records the token may not read.
    await waitFor(() => expect(screen.getByRole('textbox', { name: /^Cuenta/ })).toHaveValue('Familia Paz'));
    expect(screen.getByRole('textbox', { name: /^Oportunidad/ })).toHaveValue('Paz - Bariloche');
    expect(screen.queryByRole('button', { name: /Ver/ })).toBeNull();
    // The contact link would only show an id it may not read (and offer nothing): it is not shown.
    expect(screen.queryByRole('textbox', { name: /^Contacto/ })).toBeNull();
    await user.type(await screen.findByRole('textbox', { name: /^Nombre/ }), 'Lucía');
    await user.type(screen.getByRole('textbox', { name: /^Apellido/ }), 'Paz');
    await user.type(screen.getByLabelText(/^Fecha de nacimiento/), '06/05/1990');
    await user.tab();
    await waitFor(() => expect(screen.getByRole('textbox', { name: /^Pasajero/ })).toHaveValue('Paz, Lucía'));
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Se guardaron correctamente los datos')).toBeInTheDocument();
    const saved = await t.db.selectFrom('records').select('data').where('module', '=', 'contactooportunidad').orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(saved.data).toMatchObject({
      cuenta,
      oportunidad: opportunity,
      nombre: 'Lucía',
      apellido: 'Paz',
      mostrarNombre: 'Paz, Lucía',
      fechaNacimiento: '1990-05-06',
    });
    // Nothing the screen asked for was refused (no 403 in the console, no error notice).
    expect(calls.filter((call) => !/^2\d\d /.test(call))).toEqual([]);
  });

  it('LNK-08 CON-08 the contact link modal asks for the light reply; the picked contact still fills the passenger (LNK-32)', async () => {
    const user = userEvent.setup();
    const searches: Array<{ params: Readonly<Record<string, string | undefined>>; keys: string[][] }> = [];
    const transport = injectTransport(t.app, await t.tokenFor('staff'));
    const api = createApiClient(async (request) => {
      const answer = await transport(request);
      if (request.method === 'GET' && request.path === '/api/modulos/contacto' && request.params?.texto) {
        searches.push({ params: request.params, keys: (answer.body as { datos: Array<{ datos: object }> }).datos.map((r) => Object.keys(r.datos).sort()) });
      }
      return answer;
    });
    const session = await realApiSession(t, registry, 'staff');
    render(<RealApiApp {...session} api={api} route={`/contactoOportunidad/${cuenta}/${opportunity}`} />);
    await user.click(await screen.findByRole('button', { name: 'Buscar' }));
    const dialog = await screen.findByRole('dialog', { name: /contacto/i });
    await user.type(within(dialog).getByRole('searchbox'), 'ferreyra');
    await user.click(within(dialog).getByRole('button', { name: 'Buscar' }));
    await user.click(await within(dialog).findByRole('radio', { name: /Ferreyra, Julián/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Aceptar' }));
    // The search asked for the light reply and got only the columns and what the pick copies or checks (LNK-34: the account), never the contact's notes.
    expect(searches).toHaveLength(1);
    expect(searches[0].params).toMatchObject({ texto: 'ferreyra', lite: 'true', vigente: 'true' });
    for (const keys of searches[0].keys) {
      expect(keys).not.toContain('notas');
      expect(
        keys.every((k) =>
          [
            'mostrarNombre',
            'documento',
            'email',
            'cuenta',
            'nombre',
            'apellido',
            'tipoDocumento',
            'fechaNacimiento',
            'pasaportePais',
            'pasaporteEmision',
            'pasaporteVencimiento',
          ].includes(k),
        ),
      ).toBe(true);
    }
    // The pick's prefill reads the light record: the passenger's fields are the contact's.
    await waitFor(() => expect(screen.getByRole('textbox', { name: /^Apellido/ })).toHaveValue('Ferreyra'));
    expect(screen.getByRole('textbox', { name: /^Nombre\s*\*?$/ })).toHaveValue('Julián');
    // A CUIT shows with its mask in the form, as the lists show it (WID-07/08; stored as digits, WID-14).
    expect(screen.getByRole('textbox', { name: /^Documento/ })).toHaveValue('20-30111222-0');
    expect(screen.getByLabelText(/^Fecha de nacimiento/)).toHaveValue('12/12/1969');
  });
});

describe('COP-04 19-6 21-6 the passenger form says the contact rules as the contact form does', () => {
  const CORREO = 'El correo de contacto de la persona no puede ser @viajesdemo.com.ar si la persona no pertenece a la cuenta.';
  const DUPLICADO = 'No se puede cargar el pasajero/contacto porque ya existe otro con mismo documento.';
  /** Marta Suárez's document: a demo contact of another account (Agencia Demo). */
  const CONTACT_DOCUMENT = '23456789';
  const passengers = async () =>
    Number(
      (
        await t.db
          .selectFrom('records')
          .select((eb) => eb.fn.countAll().as('n'))
          .where('module', '=', 'contactooportunidad')
          .executeTakeFirstOrThrow()
      ).n,
    );
  /** The form group of the field `input` belongs to: the message must show there, under the field. */
  const groupOf = (input: HTMLElement) => input.closest('.bp6-form-group') as HTMLElement;

  it("COP-04 CON-29 CON-30 staff see the company-domain e-mail rule and a contact's document under their fields while typing; Guardar stores nothing", async () => {
    const user = userEvent.setup();
    const before = await passengers();
    render(<RealApiApp {...await realApiSession(t, registry, 'staff')} route={`/contactoOportunidad/${cuenta}/${opportunity}`} />);
    await user.type(await screen.findByRole('textbox', { name: /^Nombre/ }), 'Marta');
    await user.type(screen.getByRole('textbox', { name: /^Apellido/ }), 'Suárez');
    await user.type(screen.getByLabelText(/^Fecha de nacimiento/), '14/06/1978');
    await user.tab();
    const email = screen.getByRole('textbox', { name: /^Email/ });
    await user.type(email, 'marta@viajesdemo.com.ar');
    expect(await within(groupOf(email)).findByText(CORREO)).toBeInTheDocument();
    const documento = screen.getByRole('textbox', { name: /^Documento/ });
    await user.type(documento, CONTACT_DOCUMENT);
    // Asked 1.5 s after the last keystroke, as the contact form asks (x-unique).
    expect(await within(groupOf(documento)).findByText(DUPLICADO, undefined, { timeout: 5000 })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(within(groupOf(documento)).getByText(DUPLICADO)).toBeInTheDocument();
    expect(screen.queryByText('Se guardaron correctamente los datos')).toBeNull();
    expect(await passengers()).toBe(before);
  });

  it("COP-04 COP-OP02 CON-30 in token mode the server's answer shows under the field: the browser asks nothing it may not (no 403), and nothing is stored", async () => {
    const user = userEvent.setup();
    const calls: string[] = [];
    const transport = injectTransport(t.app, TOKEN);
    const api = createApiClient(async (request) => {
      const answer = await transport(request);
      calls.push(`${answer.status} ${request.method} ${request.path}`);
      return answer;
    });
    const config = await api.get<ScreensConfig>('/api/config');
    const before = await passengers();
    render(
      <RealApiApp
        api={api}
        config={config}
        registry={registry}
        session={await loadPrincipal(api, 'externo')}
        route={`/contactoOportunidad/${cuenta}/${opportunity}`}
      />,
    );
    await user.type(await screen.findByRole('textbox', { name: /^Nombre/ }), 'Marta');
    await user.type(screen.getByRole('textbox', { name: /^Apellido/ }), 'Suárez');
    await user.type(screen.getByLabelText(/^Fecha de nacimiento/), '14/06/1978');
    // The e-mail rule needs no look-up: the token's form says it while typing, as the contact form does.
    const email = screen.getByRole('textbox', { name: /^Email/ });
    await user.type(email, 'marta@viajesdemo.com.ar');
    expect(await within(groupOf(email)).findByText(CORREO)).toBeInTheDocument();
    await user.clear(email);
    await user.type(email, 'marta.suarez@gmail.com');
    await waitFor(() => expect(screen.queryByText(CORREO)).toBeNull());
    const documento = screen.getByRole('textbox', { name: /^Documento/ });
    await user.type(documento, CONTACT_DOCUMENT);
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await within(groupOf(documento)).findByText(DUPLICADO)).toBeInTheDocument();
    expect(screen.queryByText('Se guardaron correctamente los datos')).toBeNull();
    expect(await passengers()).toBe(before);
    // The one refusal is the save's 400; the contacts' `existe` was never asked.
    expect(calls.filter((call) => !/^2\d\d /.test(call))).toEqual(['400 POST /api/modulos/contactooportunidad']);
    expect(calls.some((call) => call.includes('/api/modulos/contacto/'))).toBe(false);
  });
});
