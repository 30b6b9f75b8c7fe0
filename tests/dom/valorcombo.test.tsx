/**
 * The combos administration's screens (ADM-01..05, ADM-17..35) on the real API and database: the
 * admin landing, a module's combos, a combo's values with the optimistic vigente switch, and the
 * value form; each failure with the spec's exact message, and a system reader kept read-only.
 */
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { SchemaRegistry } from '../../engine/core/schemaRegistry';
import type { ApiClient } from '../../engine/react/api/ApiClient';
import { startTestApp, type TestApp } from '../api/helpers/testApp';
import { browserRegistry } from '../support/browserRegistry';
import { RealApiApp } from '../support/RealApiApp';
import { realApiSession } from '../support/realApiSession';
import { grantArea } from '../support/permissionRecords';

vi.setConfig({ testTimeout: 120_000 });

let t: TestApp;
let registry: SchemaRegistry;

const MODULO = 'oportunidad';
const COMBO = 'origenesOportunidad';
const valuesPath = `/admin/combos/${MODULO}/${COMBO}`;

beforeAll(async () => {
  t = await startTestApp();
  registry = await browserRegistry();
  const user = await t.db
    .insertInto('users')
    .values({ username: 'sistemalee', nombre: 'Sistema Lee', password_hash: null, email: null, account_id: null, id_crm: 'usr-sistemalee' })
    .returning('id')
    .executeTakeFirstOrThrow();
  await grantArea(t, user.id, 'gestionsistema');
}, 120_000);
afterAll(async () => {
  await t?.close();
});

interface Calls {
  readonly posts: string[];
}

/** The app as `username` sees it at `route`; calls to a path starting with `failing` fail; posts and puts are counted. */
async function open(username: string, route: string, failing?: { readonly method: 'get' | 'post' | 'put'; readonly path: string }): Promise<Calls> {
  const session = await realApiSession(t, registry, username);
  const calls: Calls = { posts: [] };
  const real = session.api;
  const fails = (method: string, path: string) => failing?.method === method && path.startsWith(failing.path);
  const api: ApiClient = {
    ...real,
    get: (path, params, signal) => (fails('get', path) ? Promise.reject(new Error('caído')) : real.get(path, params, signal)),
    post: (path, body) => {
      calls.posts.push(path);
      return fails('post', path) ? Promise.reject(new Error('caído')) : real.post(path, body);
    },
    put: (path, body) => {
      calls.posts.push(path);
      return fails('put', path) ? Promise.reject(new Error('caído')) : real.put(path, body);
    },
  };
  render(<RealApiApp {...session} api={api} route={route} />);
  return calls;
}

const valueRow = async (codigo: string) => (await screen.findAllByRole('cell', { name: codigo }))[0].closest('tr')!;
const stored = async (codigo: string) =>
  t.db.selectFrom('lookups').selectAll().where('combo', '=', COMBO).where('codigo', '=', codigo).executeTakeFirstOrThrow();

describe('landing and combos', () => {
  it('ADM-01 ADM-23 /admin lists the modules that have combos and the admin entries the user may open; a module opens its combos (ADM-03 ADM-25 ADM-26)', async () => {
    const user = userEvent.setup();
    await open('admin', '/admin');
    expect(await screen.findByRole('heading', { name: 'Administración', level: 1 })).toBeInTheDocument();
    const modules = await screen.findByRole('table', { name: 'Módulos' });
    expect(within(modules).getByRole('cell', { name: 'Oportunidades' })).toBeInTheDocument();
    expect(within(modules).queryByRole('cell', { name: 'Bancos' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Combos' })).toHaveAttribute('href', '/admin/combos');
    await user.click(within(modules).getByRole('cell', { name: 'Oportunidades' }));
    expect(await screen.findByRole('heading', { name: 'Combos de Oportunidades' })).toBeInTheDocument();
    const settings = await screen.findByRole('region', { name: 'Configuración del módulo (solo lectura)' });
    expect(within(settings).getByText(/origenesOportunidad/)).toBeInTheDocument();
    expect(await screen.findByRole('cell', { name: COMBO })).toBeInTheDocument();
  });

  it('ADM-24 the module list fails: Se produjo un error al cargar los módulos.', async () => {
    await open('admin', '/admin', { method: 'get', path: '/api/admin/modulos' });
    expect((await screen.findAllByText('Se produjo un error al cargar los módulos.')).length).toBeGreaterThan(0);
  });

  it('ADM-02 ADM-27 the combos list fails: Se produjo un error al cargar los combos.', async () => {
    await open('admin', '/admin/combos/', { method: 'get', path: '/api/admin/combos' });
    expect((await screen.findAllByText('Se produjo un error al cargar los combos.')).length).toBeGreaterThan(0);
  });

  it('ADM-16 a user without the system permission is denied the admin screens', async () => {
    await open('staff', valuesPath);
    expect(await screen.findByText('No tiene permisos para acceder a este módulo')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});

describe('a combo’s values', () => {
  it('ADM-04 ADM-28 lists the values with the inactive ones', async () => {
    const first = await t.db.selectFrom('lookups').selectAll().where('combo', '=', COMBO).orderBy('orden').executeTakeFirstOrThrow();
    await t.db.updateTable('lookups').set({ vigente: false }).where('id', '=', first.id).execute();
    await open('admin', valuesPath);
    const row = await valueRow(first.codigo);
    expect(within(row).getByRole('switch')).not.toBeChecked();
    await t.db.updateTable('lookups').set({ vigente: true }).where('id', '=', first.id).execute();
  });

  it('ADM-29 a failed listing says Se produjo un error al obtener el listado.', async () => {
    await open('admin', valuesPath, { method: 'get', path: `/api/admin/modulos/${MODULO}/combos/${COMBO}/valores` });
    expect((await screen.findAllByText('Se produjo un error al obtener el listado.')).length).toBeGreaterThan(0);
  });

  it('ADM-20 ADM-30 Vigente flips at once and is stored; ADM-21 a refused toggle goes back with Se produjo un error al realizar la acción.', async () => {
    const user = userEvent.setup();
    const value = (await t.db.selectFrom('lookups').selectAll().where('combo', '=', COMBO).orderBy('orden').execute())[2];
    await open('admin', valuesPath);
    const toggle = within(await valueRow(value.codigo)).getByRole('switch');
    expect(toggle).toBeChecked();
    await user.click(toggle);
    expect(toggle).not.toBeChecked();
    await waitFor(async () => expect((await stored(value.codigo)).vigente).toBe(false));
    await user.click(toggle);
    await waitFor(async () => expect((await stored(value.codigo)).vigente).toBe(true));
  });

  it('ADM-21 a toggle the server refuses reverts with Se produjo un error al realizar la acción.', async () => {
    const user = userEvent.setup();
    const value = (await t.db.selectFrom('lookups').selectAll().where('combo', '=', COMBO).orderBy('orden').execute())[2];
    await open('admin', valuesPath, { method: 'post', path: '/api/admin/modulos/' });
    const toggle = within(await valueRow(value.codigo)).getByRole('switch');
    await user.click(toggle);
    expect(await screen.findByText('Se produjo un error al realizar la acción.')).toBeInTheDocument();
    await waitFor(() => expect(toggle).toBeChecked());
    expect((await stored(value.codigo)).vigente).toBe(true);
  });

  it('ADM-17 ADM-18 ADM-OP02 a system reader sees it read-only: the switch, Nuevo and Guardar say No tiene permisos para realizar esta acción and call nothing', async () => {
    const user = userEvent.setup();
    const value = (await t.db.selectFrom('lookups').selectAll().where('combo', '=', COMBO).orderBy('orden').execute())[2];
    const calls = await open('sistemalee', valuesPath);
    const toggle = within(await valueRow(value.codigo)).getByRole('switch');
    await user.click(toggle);
    expect(await screen.findByText('No tiene permisos para realizar esta acción')).toBeInTheDocument();
    expect(toggle).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Nuevo' }));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toMatch(/^Combo origenesOportunidad/);
    await user.click(within(await valueRow(value.codigo)).getAllByRole('cell', { name: value.codigo })[0]);
    const descripcion = await screen.findByRole('textbox', { name: /^Descripción/ });
    await waitFor(() => expect(descripcion).toHaveValue(value.descripcion));
    expect(descripcion).toHaveAttribute('readonly');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect((await screen.findAllByText('No tiene permisos para realizar esta acción')).length).toBeGreaterThan(0);
    expect(calls.posts).toEqual([]);
    expect((await stored(value.codigo)).version).toBe(value.version);
  });
});

describe('the value form', () => {
  it('ADM-05 ADM-32 ADM-35 ADM-OP03 creates a value: Se guardaron correctamente los datos and back to the combo’s list with it', async () => {
    const user = userEvent.setup();
    await open('admin', valuesPath);
    await user.click(await screen.findByRole('button', { name: 'Nuevo' }));
    await user.type(await screen.findByRole('textbox', { name: /^Código/ }), 'REDES');
    await user.type(screen.getByRole('textbox', { name: /^Descripción/ }), 'Redes sociales');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Se guardaron correctamente los datos')).toBeInTheDocument();
    expect(await screen.findByRole('cell', { name: 'Redes sociales' })).toBeInTheDocument();
    expect((await stored('REDES')).descripcion).toBe('Redes sociales');
  });

  it('ADM-31 ADM-33 ADM-OP04 edits a value with its code fixed; a refused save says Se produjo un error al guardar el registro. with the field’s problem', async () => {
    const user = userEvent.setup();
    await open('admin', valuesPath);
    await user.click(await screen.findByRole('cell', { name: 'REDES' }));
    const codigo = await screen.findByRole('textbox', { name: /^Código/ });
    await waitFor(() => expect(codigo).toHaveValue('REDES'));
    expect(codigo).toHaveAttribute('readonly');
    const descripcion = screen.getByRole('textbox', { name: /^Descripción/ });
    await user.clear(descripcion);
    await user.type(descripcion, 'Redes');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Se guardaron correctamente los datos')).toBeInTheDocument();
    await waitFor(async () => expect((await stored('REDES')).descripcion).toBe('Redes'));

    // A second value with the same code: the server refuses it.
    await user.click(await screen.findByRole('button', { name: 'Nuevo' }));
    await user.type(await screen.findByRole('textbox', { name: /^Código/ }), 'REDES');
    await user.type(screen.getByRole('textbox', { name: /^Descripción/ }), 'Otra');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Se produjo un error al guardar el registro.')).toBeInTheDocument();
    expect(await screen.findByText('Ya existe un valor con el código REDES en este combo.')).toBeInTheDocument();
  });
});
