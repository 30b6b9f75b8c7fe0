import { composeStories } from '@storybook/react-vite';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import '../support/portableStories';
import { lastFakeServer } from '../support/EngineHarness';
import * as stories from './ScreenRouter.stories';

const {
  Inicio,
  Bancos,
  BancosOrdenados,
  EditarBanco,
  SinPermisos,
  NuevoSinEscritura,
  RutaDesconocida,
  Expirado,
  PruebasConVer,
  PruebaSoloVer,
  NotaDePrueba,
  NotaDePruebaRutaMala,
  NotaDePruebaEditar,
} = composeStories(stories);

describe('ScreenRouter', () => {
  it('SES-01 / HOM-01 the empty path opens Home', async () => {
    render(<Inicio />);
    expect(await screen.findByRole('heading', { name: 'Bienvenido, Ana Administradora' })).toBeInTheDocument();
  });

  it('BNK-01 routes the list screen at its path, inside the shell', async () => {
    render(<Bancos />);
    expect(await screen.findByRole('heading', { name: 'Bancos' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cerrar sesión' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByRole('row')).toHaveLength(13));
  });

  it('21 ACC-OP01 "Volver" from a record opened in a sorted list returns to that list as it was, not to the plain list', async () => {
    const user = userEvent.setup();
    render(<BancosOrdenados />);
    const nombre = () => screen.getByRole('columnheader', { name: /Nombre/ });
    await waitFor(() => expect(nombre()).toHaveAttribute('aria-sort', 'descending'));
    const first = within(screen.getAllByRole('row')[1]).getByRole('link');
    const name = first.textContent ?? '';
    await user.click(first);
    expect(await screen.findByDisplayValue(name)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Volver' }));
    await waitFor(() => expect(nombre()).toHaveAttribute('aria-sort', 'descending'));
    expect(within(screen.getAllByRole('row')[1]).getByRole('link')).toHaveTextContent(name);
  });

  it('BNK-03 routes the form screen at paths.edit with the id', async () => {
    render(<EditarBanco />);
    expect(await screen.findByDisplayValue('Banco Galicia')).toBeInTheDocument();
    expect(lastFakeServer().calls.map((c) => c.path)).toContain('/api/modulos/banco/2');
  });

  it('soloVer: paths.view opens the record read-only for a user who may write it (no Guardar, fields disabled)', async () => {
    render(<PruebaSoloVer />);
    const nombre = await screen.findByDisplayValue('Excursión');
    expect(nombre).toBeDisabled();
    expect(screen.getByRole('textbox', { name: /Código/ })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Guardar' })).toBeNull();
    expect(screen.getByText('Solo lectura')).toBeInTheDocument();
    expect(lastFakeServer().calls.map((c) => c.path)).toContain('/api/modulos/prueba/1');
  });

  it('soloVer: a list row action `open` with target view (`Ver`, beside `Abrir`) opens the record read-only', async () => {
    const user = userEvent.setup();
    render(<PruebasConVer />);
    const link = await screen.findByRole('link', { name: 'Excursión' });
    const row = link.closest('tr') as HTMLElement;
    expect(within(row).getByRole('button', { name: 'Abrir' })).toBeInTheDocument();
    await user.click(within(row).getByRole('button', { name: 'Ver' }));
    expect(await screen.findByDisplayValue('Excursión')).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Guardar' })).toBeNull();
  });

  it('NOT-01 a create path with params (paths.createWith) opens a new record with the owner link filled and fixed, and saves it', async () => {
    const user = userEvent.setup();
    render(<NotaDePrueba />);
    const asunto = await screen.findByRole('textbox', { name: /Asunto/ });
    // The link field shows the owner's name, read-only (the note belongs to that record).
    expect(await screen.findByDisplayValue('Excursión')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Buscar/ })).toBeNull();
    await user.type(asunto, 'Llamar al cliente');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(lastFakeServer().calls.find((c) => c.method === 'POST')?.body).toEqual({ datos: { prueba: 1, asunto: 'Llamar al cliente' } }));
  });

  it('SHR-OP01 a form that stays open after saving keeps no draft: reopened, it offers nothing', async () => {
    const user = userEvent.setup();
    const { unmount } = render(<NotaDePruebaEditar />);
    const asunto = await screen.findByDisplayValue('Llamar al cliente');
    await user.type(asunto, ' hoy');
    // Past the draft's debounce: the edit is kept while unsaved.
    await waitFor(() => expect(localStorage.getItem('bo.draft.admin.pruebanota.5')).not.toBeNull());
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByDisplayValue('Llamar al cliente hoy')).toBeInTheDocument();
    await waitFor(() => expect(lastFakeServer().calls.some((c) => c.method === 'PUT')).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 800));
    expect(localStorage.getItem('bo.draft.admin.pruebanota.5')).toBeNull();
    expect(screen.queryByText('Datos sin guardar')).toBeNull();
    unmount();
    expect(localStorage.getItem('bo.draft.admin.pruebanota.5')).toBeNull();
  });

  it('a create path whose param does not fit its field reads as not found', async () => {
    render(<NotaDePruebaRutaMala />);
    expect(await screen.findByText('El registro solicitado no existe.')).toBeInTheDocument();
    expect(lastFakeServer().calls.filter((c) => c.method === 'POST')).toEqual([]);
  });

  it('ROL-12 a denied user is sent to /inicio before the screen loads any data', async () => {
    render(<SinPermisos />);
    expect(await screen.findByRole('heading', { name: 'Bienvenido, Sofía Sin Permisos' })).toBeInTheDocument();
    expect(await screen.findByText('No tiene permisos para acceder a este módulo')).toBeInTheDocument();
    expect(lastFakeServer().calls.filter((c) => c.path.startsWith('/api/modulos'))).toEqual([]);
  });

  it('ROL-08 / ROL-OP01 a reader opening the create form gets the section message and stays on the list they may read', async () => {
    render(<NuevoSinEscritura />);
    expect(await screen.findByText('No tiene los permisos para acceder a esta sección')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Bancos' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Bienvenido, Sergio Staff' })).not.toBeInTheDocument();
  });

  it('unknown routes show the Spanish not-found view', async () => {
    render(<RutaDesconocida />);
    expect(await screen.findByText('La página solicitada no existe.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ir al inicio' })).toHaveAttribute('href', '/inicio');
  });

  it('SES-02 / SES-06 / SES-OP02 the route /expirado shows the public expired page without the shell: the text, and once a danger notice', async () => {
    render(<Expirado />);
    expect(screen.getByRole('heading', { name: 'Acceso vencido' })).toBeInTheDocument();
    const notice = await screen.findByText('Su Token se encuentra vencido', { selector: '.bp6-toast *' });
    expect(notice.closest('.bp6-toast')).toHaveClass('bp6-intent-danger');
    // The static text and exactly one notice (shown once, not on every render).
    expect(screen.getAllByText('Su Token se encuentra vencido')).toHaveLength(2);
    expect(document.querySelector('.bo-expired-message')).toHaveTextContent('Su Token se encuentra vencido');
    expect(screen.queryByRole('button', { name: 'Cerrar sesión' })).not.toBeInTheDocument();
    expect(screen.getByText('Solicite un nuevo acceso a su ejecutivo de cuenta.')).toBeInTheDocument();
  });
});
