/**
 * The card form in the generated UI on the real API and database: the number masked but for its
 * last four digits, "Ver datos" showing it whole and recording the view, a save that keeps the
 * stored number, and a user without card rights turned away with the card message.
 */
import { render, screen, waitFor, within } from '@testing-library/react';
import { sql } from 'kysely';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { SchemaRegistry } from '../../engine/core/schemaRegistry';
import type { ScreensConfig } from '../../engine/core/screenConfig';
import { createApiClient } from '../../engine/react/api/ApiClient';
import { startTestApp, type TestApp } from '../api/helpers/testApp';
import { injectTransport } from '../support/injectTransport';
import { realApiSession } from '../support/realApiSession';
import { RealApiApp } from '../support/RealApiApp';
import { browserRegistry } from '../support/browserRegistry';

// A user journey on the real API: slow on a loaded 2-core machine, every step waits for what the user sees.
vi.setConfig({ testTimeout: 120_000 });

let t: TestApp;
let registry: SchemaRegistry;
let config: ScreensConfig;
let cardId: number;
let pampa: number;

const appFor = (username: string) => realApiSession(t, registry, username, config);

beforeAll(async () => {
  t = await startTestApp();
  registry = await browserRegistry();
  config = (await createApiClient(injectTransport(t.app, await t.tokenFor('admin'))).get<ScreensConfig>('/api/config'))!;
  const accountNamed = async (name: string) => Number((await t.db.selectFrom('records').select('id').where('module', '=', 'cuenta').where(sql<boolean>`data ->> 'mostrarNombre' = ${name}`).executeTakeFirstOrThrow()).id);
  pampa = await accountNamed('Corporación Pampa S.A.');
  const created = await t.as('tarjetas', {
    method: 'POST',
    url: '/api/modulos/tarjeta',
    payload: { datos: { cuenta: pampa, prestadora: 'VISA', banco: 'GALICIA', numero: '4111111111111111', fechaVencimiento: '12/30', titular: 'Laura Gómez', confirmaDuplicado: true } },
  });
  cardId = created.json().id;
}, 120_000);
afterAll(async () => {
  await t?.close();
});

describe('the card form (CRD-02, CRD-08, CRD-09)', () => {
  it('CRD-05 the form edits one card: CRD-08 the saved number masked; CRD-09 "Ver datos" shows it whole and CRD-10 records the view', async () => {
    const user = userEvent.setup();
    render(<RealApiApp {...await appFor('tarjetas')} route={`/tarjeta/${cardId}`} />);
    const numero = await screen.findByRole('textbox', { name: /^Número/ });
    expect(numero).toHaveValue('XXXX-XXXX-XXXX-1111');
    expect(screen.queryByText('4111-1111-1111-1111')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Ver datos' }));
    expect(await screen.findByLabelText('Número completo')).toHaveTextContent('4111-1111-1111-1111');
    const views = await t.db.selectFrom('field_reveals').select(['username', 'field']).where('record_id', '=', cardId).execute();
    expect(views).toEqual([{ username: 'tarjetas', field: 'numero' }]);

    // A save with the number untouched keeps it (the form sends it back masked).
    const titular = screen.getByRole('textbox', { name: /^Titular/ });
    await user.clear(titular);
    await user.type(titular, 'Laura B. Gómez');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Los datos se registraron correctamente.')).toBeInTheDocument();
    const reveal = await t.as('admin', { method: 'POST', url: `/api/modulos/tarjeta/${cardId}/revelar/numero` });
    expect(reveal.json().valor).toBe('4111111111111111');
    expect((await t.as('admin', { method: 'GET', url: `/api/modulos/tarjeta/${cardId}` })).json().datos.titular).toBe('Laura B. Gómez');
  });

  it('CRD-01 the create form shows the number being typed in groups of four, and no "Ver datos"', async () => {
    const user = userEvent.setup();
    render(<RealApiApp {...await appFor('tarjetas')} route="/tarjeta" />);
    const numero = await screen.findByRole('textbox', { name: /^Número/ });
    await user.type(numero, '5555555555554444');
    expect(numero).toHaveValue('5555-5555-5555-4444');
    expect(screen.queryByRole('button', { name: 'Ver datos' })).not.toBeInTheDocument();
  });

  it('CRD-03 /tarjeta/cuenta/{id} creates a card of that account: the account is set and not editable', async () => {
    render(<RealApiApp {...await appFor('tarjetas')} route={`/tarjeta/cuenta/${pampa}`} />);
    await screen.findByRole('textbox', { name: /^Número/ });
    const cuenta = screen.getByDisplayValue(String(pampa));
    expect(cuenta.hasAttribute('readonly') || cuenta.hasAttribute('disabled')).toBe(true);
  });

  it('CRD-12 "Eliminar" asks for confirmation and deletes the card', async () => {
    const user = userEvent.setup();
    const created = await t.as('tarjetas', {
      method: 'POST',
      url: '/api/modulos/tarjeta',
      payload: { datos: { cuenta: pampa, prestadora: 'VISA', banco: 'GALICIA', numero: '4000056655665556', fechaVencimiento: '12/30', titular: 'Para borrar' } },
    });
    const id = created.json().id;
    render(<RealApiApp {...await appFor('tarjetas')} route={`/tarjeta/${id}`} />);
    await screen.findByRole('textbox', { name: /^Número/ });
    await user.click(screen.getByRole('button', { name: 'Eliminar' }));
    expect(await screen.findByText('¿Eliminar este registro? No se puede deshacer.')).toBeInTheDocument();
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Eliminar' }));
    expect(await screen.findByText('Se eliminó el registro.')).toBeInTheDocument();
    expect(await t.db.selectFrom('records').select('id').where('id', '=', id).execute()).toEqual([]);
  });

  it('CRD-19 a user without card rights is turned away with the card message', async () => {
    render(<RealApiApp {...await appFor('bancos')} route={`/tarjeta/${cardId}`} />);
    expect(await screen.findByText('No tiene permisos para ver/editar tarjetas.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('textbox', { name: /^Número/ })).not.toBeInTheDocument());
  });
});
