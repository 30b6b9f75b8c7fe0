/**
 * The token tools' screens (TOK-01…15) and the outbox (/admin/correos) on the real API: what the
 * user is told in each case, that an incomplete request makes no call, that the form is cleared
 * after success, and the admin reading the message.
 */
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SchemaRegistry } from '../../engine/core/schemaRegistry';
import { createApiClient } from '../../engine/react/api/ApiClient';
import { startTestApp, type TestApp } from '../api/helpers/testApp';
import { injectTransport } from '../support/injectTransport';
import { realApiSession } from '../support/realApiSession';
import { RealApiApp } from '../support/RealApiApp';
import { browserRegistry } from '../support/browserRegistry';

vi.setConfig({ testTimeout: 120_000 });

let t: TestApp;
let registry: SchemaRegistry;
const INCOMPLETE = 'Debe completar todos los datos obligatorios para poder generar el Token.';

const count = async (table: 'temp_tokens' | 'mail_outbox') =>
  Number(
    (
      await t.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
const toast = (intent: 'success' | 'danger') => document.querySelector(`.bp6-toast.bp6-intent-${intent}`);

/** Takes `username`'s contact away (the record carrying their CRM id no longer does): TOK-13's case. */
async function withoutContact(username: string) {
  await t.db
    .updateTable('records')
    .set({ id_crm: `sin-contacto-${username}` })
    .where('id_crm', '=', `usr-${username}`)
    .execute();
}

beforeAll(async () => {
  t = await startTestApp({
    appOptions: { mail: { pollMs: 0 } },
  });
  registry = await browserRegistry();
  for (const username of ['staff', 'agencias']) {
    const user = await t.db.selectFrom('users').select('id_crm').where('username', '=', username).executeTakeFirstOrThrow();
    const held = await t.db.selectFrom('records').select('id').where('module', '=', 'contacto').where('id_crm', '=', user.id_crm!).executeTakeFirst();
    if (!held)
      await sql`insert into records (module, id_crm, data) values ('contacto', ${user.id_crm}, ${JSON.stringify({ nombre: username, apellido: 'Staff', mostrarNombre: `Staff, ${username}` })}::jsonb)`.execute(
        t.db,
      );
  }
}, 120_000);
beforeEach(() => localStorage.clear());
afterAll(async () => {
  await t?.close();
});

/** Opens the account link modal and picks the demo agency. */
async function pickAgency(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Buscar' }));
  const dialog = await screen.findByRole('dialog', { name: /cuenta/i });
  await user.type(within(dialog).getByRole('searchbox'), 'agencia demo');
  await user.click(within(dialog).getByRole('button', { name: 'Buscar' }));
  await user.click(await within(dialog).findByLabelText('Seleccionar Agencia Demo', {}, { timeout: 5000 }));
  await user.click(within(dialog).getByRole('button', { name: 'Aceptar' }));
  await waitFor(() => expect(screen.getByRole('textbox', { name: /^Cuenta/ })).toHaveValue('Agencia Demo (30712345604)'));
}

describe('token tools (TOK)', () => {
  it('TOK-02 TOK-05 TOK-OP04 an incomplete request or an invalid e-mail shows the spec message and makes no call', async () => {
    const user = userEvent.setup();
    const posts: string[] = [];
    const transport = injectTransport(t.app, await t.tokenFor('staff'));
    const api = createApiClient(async (request) => {
      if (request.method === 'POST') posts.push(request.path);
      return transport(request);
    });
    render(<RealApiApp {...await realApiSession(t, registry, 'staff')} api={api} route="/herramientas/token/carga/pax" />);
    expect(await screen.findByRole('heading', { name: 'Gestión - Contactos' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Generar acceso' }));
    await waitFor(() => expect(toast('danger')).toHaveTextContent(INCOMPLETE));
    await user.click(within(toast('danger') as HTMLElement).getByRole('button'));
    await waitFor(() => expect(toast('danger')).toBeNull());
    await user.type(screen.getByRole('textbox', { name: /^Destinatario/ }), 'Ana Pérez');
    await user.type(screen.getByRole('textbox', { name: /^Correo/ }), 'ana@');
    await pickAgency(user);
    await user.click(screen.getByRole('button', { name: 'Generar acceso' }));
    await waitFor(() => expect(toast('danger')).toHaveTextContent(INCOMPLETE));
    expect(posts).toEqual([]);
  });

  it('TOK-10 TOK-12 TOK-14 TOK-OP03 a complete request: the account picked in the link modal (shown by name and code), the success message, the form cleared', async () => {
    const user = userEvent.setup();
    const before = { tokens: await count('temp_tokens'), mails: await count('mail_outbox') };
    render(<RealApiApp {...await realApiSession(t, registry, 'staff')} route="/herramientas/token/carga/pax" />);
    await user.type(await screen.findByRole('textbox', { name: /^Destinatario/ }), 'Ana Pérez');
    await user.type(screen.getByRole('textbox', { name: /^Correo/ }), 'ana@cliente.com');
    await pickAgency(user);
    await user.click(screen.getByRole('button', { name: 'Generar acceso' }));
    await waitFor(() => expect(toast('success')).toHaveTextContent('Se creó correctamente el acceso, recibirá un correo en instantes.'));
    expect(screen.getByRole('textbox', { name: /^Destinatario/ })).toHaveValue('');
    expect(screen.getByRole('textbox', { name: /^Correo/ })).toHaveValue('');
    expect(screen.getByRole('textbox', { name: /^Cuenta/ })).toHaveValue('');
    expect({ tokens: await count('temp_tokens'), mails: await count('mail_outbox') }).toEqual({ tokens: before.tokens + 1, mails: before.mails + 1 });
  });

  it("TOK-01 TOK-06 TOK-08 the VAT refund offers the account's opportunities or a new one; a failed creation says so and no token is made", async () => {
    const user = userEvent.setup();
    const before = await count('temp_tokens');
    // `agencias` holds ROLE_AT and reads the accounts, but not the opportunities (OPP-42): the opportunity module refuses the create.
    render(<RealApiApp {...await realApiSession(t, registry, 'agencias')} route="/herramientas/token/devolucion/iva" />);
    expect(await screen.findByRole('heading', { name: 'Devolución de IVA' })).toBeInTheDocument();
    expect(screen.getByText('Elija la cuenta para ver sus oportunidades.')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /^Destinatario/ }), 'Ana Pérez');
    await user.type(screen.getByRole('textbox', { name: /^Correo/ }), 'ana@cliente.com');
    await pickAgency(user);
    expect(screen.getByRole('combobox', { name: 'Oportunidad' })).toHaveValue('nueva');
    await user.click(screen.getByRole('button', { name: 'Generar acceso' }));
    await waitFor(() => expect(toast('danger')).toHaveTextContent('Se produjo un al crear la oportunidad.'));
    expect(await count('temp_tokens')).toBe(before);
  });

  it('TOK-06 staff picks an existing opportunity of the account', async () => {
    const user = userEvent.setup();
    render(<RealApiApp {...await realApiSession(t, registry, 'staff')} route="/herramientas/token/devolucion/iva" />);
    await user.type(await screen.findByRole('textbox', { name: /^Destinatario/ }), 'Ana Pérez');
    await user.type(screen.getByRole('textbox', { name: /^Correo/ }), 'ana@cliente.com');
    await pickAgency(user);
    const select = screen.getByRole('combobox', { name: 'Oportunidad' });
    await waitFor(() => expect(within(select).getByRole('option', { name: 'Agencia Demo - Brasil' })).toBeInTheDocument());
    await user.selectOptions(select, within(select).getByRole('option', { name: 'Agencia Demo - Brasil' }));
    await user.click(screen.getByRole('button', { name: 'Generar acceso' }));
    await waitFor(() => expect(toast('success')).toHaveTextContent('Se creó correctamente el acceso, recibirá un correo en instantes.'));
    const row = await t.db.selectFrom('temp_tokens').select('oportunidad').orderBy('created_at', 'desc').executeTakeFirstOrThrow();
    expect(row.oportunidad).not.toBeNull();
  });

  it('TOK-11 a generation the server fails shows the failure message and keeps what was typed', async () => {
    const user = userEvent.setup();
    const transport = injectTransport(t.app, await t.tokenFor('staff'));
    const api = createApiClient(async (request) =>
      request.method === 'POST' ? { status: 500, body: { error: { codigo: 'interno', mensaje: 'Error interno' } } } : transport(request),
    );
    render(<RealApiApp {...await realApiSession(t, registry, 'staff')} api={api} route="/herramientas/token/carga/pax" />);
    await user.type(await screen.findByRole('textbox', { name: /^Destinatario/ }), 'Ana Pérez');
    await user.type(screen.getByRole('textbox', { name: /^Correo/ }), 'ana@cliente.com');
    await pickAgency(user);
    await user.click(screen.getByRole('button', { name: 'Generar acceso' }));
    await waitFor(() => expect(toast('danger')).toHaveTextContent('Se produjo un error al generar el acceso.'));
    expect(screen.getByRole('textbox', { name: /^Destinatario/ })).toHaveValue('Ana Pérez');
  });

  it('TOK-13 TOK-OP01 a user whose contact cannot be resolved is told and cannot continue', async () => {
    await withoutContact('validador');
    render(<RealApiApp {...await realApiSession(t, registry, 'validador')} route="/herramientas/token/carga/pax" />);
    await waitFor(() => expect(toast('danger')).toHaveTextContent('No se pudo encontrar el contacto del usuario actual.'));
    expect(screen.getByRole('button', { name: 'Generar acceso' })).toBeDisabled();
  });

  it('TOK-15 anyone but admins and ROLE_AT is denied the token screens', async () => {
    render(<RealApiApp {...await realApiSession(t, registry, 'externo')} route="/herramientas/token/carga/pax" />);
    await waitFor(() => expect(toast('danger')).toHaveTextContent('No tiene permisos para acceder a este módulo'));
    expect(screen.queryByRole('heading', { name: 'Gestión - Contactos' })).toBeNull();
  });
});

describe('outbox (/admin/correos)', () => {
  it('TOK-04 the admin reads who sent what to whom, and the message in a sandboxed frame with its values escaped', async () => {
    const user = userEvent.setup();
    await t.as('staff', {
      method: 'POST',
      url: '/api/herramientas/token/carga/pax',
      payload: {
        nombre: 'Eva <b>Lux</b>',
        correo: 'eva@cliente.com',
        cuenta: Number(
          (await sql<{ id: string }>`select id from records where module = 'cuenta' and data->>'mostrarNombre' = 'Agencia Demo'`.execute(t.db)).rows[0].id,
        ),
      },
    });
    render(<RealApiApp {...await realApiSession(t, registry, 'admin')} route="/admin/correos" />);
    expect(await screen.findByRole('heading', { name: 'Correos enviados' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Correos enviados' });
    const row = within(table)
      .getAllByRole('row')
      .find((r) => within(r).queryByText('eva@cliente.com'))!;
    expect(within(row).getByText('Sergio Staff')).toBeInTheDocument();
    expect(within(row).getByText('Acceso temporal: Gestión - Contactos')).toBeInTheDocument();
    expect(within(row).getByText('Pendiente')).toBeInTheDocument();
    await user.click(within(row).getByRole('button', { name: /^Ver/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Acceso temporal: Gestión - Contactos' });
    const frame = await within(dialog).findByTitle('Cuerpo del correo');
    expect(frame.getAttribute('sandbox')).toBe('');
    const body = frame.getAttribute('srcdoc')!;
    expect(body).toContain('Hola Eva &lt;b&gt;Lux&lt;/b&gt;:');
    expect(body).toMatch(/<a href="http:\/\/localhost:8080\/inicio\?token=[A-Za-z0-9_-]{43}">Ingresar<\/a>/);
  });

  it('TOK-04 anyone but an admin is denied the outbox screen', async () => {
    render(<RealApiApp {...await realApiSession(t, registry, 'staff')} route="/admin/correos" />);
    await waitFor(() => expect(toast('danger')).toHaveTextContent('No tiene permisos para acceder a este módulo'));
    expect(screen.queryByRole('heading', { name: 'Correos enviados' })).toBeNull();
  });
});
