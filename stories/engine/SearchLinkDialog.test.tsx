import { composeStories } from '@storybook/react-vite';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import '../support/portableStories';
import { seriousA11yProblems } from '../../tests/support/axe';
import { lastFakeServer } from '../support/EngineHarness';
import { lnk07Kinds } from '../../tests/fixtures/fixtureLinkKinds';
import * as stories from './SearchLinkDialog.stories';

const { Simple, Multiple, ConVinculados, SinResultados, ErrorDeBusqueda, Equipos, CadaTipo, CadaTipoConError } = composeStories(stories);
const listCalls = (module = 'pruebacontacto') => lastFakeServer().calls.filter((c) => c.method === 'GET' && c.path === `/api/modulos/${module}`);
const confirmed = () => JSON.parse(screen.getByTestId('confirmed').textContent ?? '[]') as number[];
const toast = (text: string) => screen.findByText(text, { selector: '.bp6-toast *' });

async function search(text: string, title = 'Buscar contacto') {
  const user = userEvent.setup();
  const dialog = await screen.findByRole('dialog', { name: title });
  const box = within(dialog).getByLabelText('Texto de búsqueda');
  await user.clear(box);
  if (text) await user.type(box, text);
  await user.click(within(dialog).getByRole('button', { name: 'Buscar' }));
  return { user, dialog };
}

describe('SearchLinkDialog (LNK-07…28)', () => {
  it('LNK-23 a short search shows the kind’s warning and makes no call', async () => {
    render(<Simple />);
    await search('an');
    expect(await toast('Debe ingresar al menos tres caracteres en la búsqueda de contacto')).toBeInTheDocument();
    expect(listCalls()).toHaveLength(0);
  });

  it('LNK-08 / LNK-OP05 searches the kind’s module with its fixed filters and cap, shows the columns, picks one and confirms', async () => {
    const { container } = render(<Simple />);
    const { user, dialog } = await search('ana');
    const table = await within(dialog).findByRole('table', { name: 'Resultados de la búsqueda' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Selección', 'Nombre', 'Documento', 'Cuenta']);
    expect(within(table).getByRole('cell', { name: '20123456' })).toBeInTheDocument();
    expect(listCalls()[0].params).toMatchObject({ texto: 'ana', vigente: 'true', limit: '100', offset: '0' });
    expect(await seriousA11yProblems(container.ownerDocument.body)).toEqual([]);
    await user.click(within(table).getByRole('radio', { name: 'Seleccionar Ana Pérez' }));
    await user.click(within(dialog).getByRole('button', { name: 'Aceptar' }));
    await waitFor(() => expect(confirmed()).toEqual([1]));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('LNK-OP05 single selection keeps one record: picking another replaces it', async () => {
    render(<Simple />);
    const { user, dialog } = await search('agencia');
    await user.click(await within(dialog).findByRole('radio', { name: 'Seleccionar Ana Pérez' }));
    await user.click(within(dialog).getByRole('radio', { name: 'Seleccionar Andrés Gómez' }));
    expect(within(dialog).getByRole('radio', { name: 'Seleccionar Ana Pérez' })).not.toBeChecked();
    await user.click(within(dialog).getByRole('button', { name: 'Aceptar' }));
    await waitFor(() => expect(confirmed()).toEqual([2]));
  });

  it('LNK-28 confirming with nothing selected is refused', async () => {
    render(<Simple />);
    const { user, dialog } = await search('ana');
    await within(dialog).findByRole('table');
    await user.click(within(dialog).getByRole('button', { name: 'Aceptar' }));
    expect(await toast('Debe seleccionar un contacto')).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(confirmed()).toEqual([]);
  });

  it('LNK-OP05 multiple selection hands over every checked record', async () => {
    const { container } = render(<Multiple />);
    const { user, dialog } = await search('agencia');
    await user.click(await within(dialog).findByRole('checkbox', { name: 'Seleccionar Ana Pérez' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'Seleccionar Beatriz Ruiz' }));
    expect(await seriousA11yProblems(container.ownerDocument.body)).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Aceptar' }));
    await waitFor(() => expect(confirmed()).toEqual([1, 3]));
  });

  it('LNK-27 a record already linked is refused', async () => {
    render(<ConVinculados />);
    const { user, dialog } = await search('agencia');
    await user.click(await within(dialog).findByRole('checkbox', { name: 'Seleccionar Ana Pérez' }));
    await user.click(within(dialog).getByRole('button', { name: 'Aceptar' }));
    expect(await toast('Ya existe un contacto')).toBeInTheDocument();
    expect(confirmed()).toEqual([]);
  });

  it('LNK-26 no results shows the contact text', async () => {
    render(<SinResultados />);
    await search('zzz');
    expect(await toast('No se encontraron contactos.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('LNK-24 a failing search shows the contact error (danger)', async () => {
    render(<ErrorDeBusqueda />);
    await search('ana');
    const message = await toast('Se produjo un error al buscar el contacto.');
    expect(message.closest('.bp6-toast')).toHaveClass('bp6-intent-danger');
  });

  it('Cancelar closes without handing anything over', async () => {
    const user = userEvent.setup();
    render(<Simple />);
    const dialog = await screen.findByRole('dialog', { name: 'Buscar contacto' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(confirmed()).toEqual([]);
  });

  it('LNK-13 the team kind has no minimum: an empty search lists every team', async () => {
    render(<Equipos />);
    const { dialog } = await search('', 'Buscar equipo');
    const table = await within(dialog).findByRole('table');
    expect(within(table).getAllByRole('checkbox')).toHaveLength(2);
    expect(listCalls('pruebavinculo')[0].params).not.toHaveProperty('texto');
  });
});

/**
 * Every kind of LNK-07 as declared by the fixture config (key `<noun>prueba`), with the texts of LNK-23…28 (LNK-OP01:
 * the kind noun fills the elided part, plural for no results; override of LNK-OP02: grammatical
 * articles). `linked` is a record the kind finds with "tipo", already linked.
 */
const kinds = [
  {
    kind: 'contacto',
    module: 'pruebacontacto',
    linked: [4, 'Tipo Uno'],
    min: true,
    noResults: 'No se encontraron contactos.',
    nothing: 'Debe seleccionar un contacto',
    duplicate: 'Ya existe un contacto',
    error: 'Se produjo un error al buscar el contacto.',
  },
  {
    kind: 'oportunidad',
    module: 'pruebavinculo',
    linked: [1, 'Tipo Registro Uno'],
    min: true,
    noResults: 'No se encontraron oportunidades para esta búsqueda.',
    nothing: 'Debe seleccionar una oportunidad',
    duplicate: 'Ya existe una oportunidad',
    error: 'Se produjo un error al buscar la oportunidad.',
  },
  {
    kind: 'proveedor',
    module: 'pruebavinculo',
    linked: [1, 'Tipo Registro Uno'],
    min: true,
    noResults: 'No se encontraron proveedores para esta búsqueda.',
    nothing: 'Debe seleccionar un proveedor',
    duplicate: 'Ya existe un proveedor',
    error: 'Se produjo un error al buscar el proveedor.',
  },
  {
    kind: 'cuenta',
    module: 'prueba',
    linked: [1, 'Tipo Cuenta Uno'],
    min: true,
    noResults: 'No se encontraron cuentas para esta búsqueda.',
    nothing: 'Debe seleccionar una cuenta',
    duplicate: 'Ya existe una cuenta',
    error: 'Se produjo un error al buscar la cuenta.',
  },
  {
    kind: 'hallazgo',
    module: 'pruebavinculo',
    linked: [1, 'Tipo Registro Uno'],
    min: true,
    noResults: 'No se encontraron hallazgos para esta búsqueda.',
    nothing: 'Debe seleccionar un hallazgo',
    duplicate: 'Ya existe un hallazgo',
    error: 'Se produjo un error al buscar el hallazgo.',
  },
  {
    kind: 'caso',
    module: 'pruebavinculo',
    linked: [1, 'Tipo Registro Uno'],
    min: true,
    noResults: 'No se encontraron casos para esta búsqueda.',
    nothing: 'Debe seleccionar un caso',
    duplicate: 'Ya existe un caso',
    error: 'Se produjo un error al buscar el caso.',
  },
  {
    kind: 'actividad',
    module: 'pruebavinculo',
    linked: [1, 'Tipo Registro Uno'],
    min: true,
    noResults: 'No se encontraron actividades para esta búsqueda.',
    nothing: 'Debe seleccionar una actividad',
    duplicate: 'Ya existe una actividad',
    error: 'Se produjo un error al buscar la actividad.',
  },
  {
    kind: 'accion',
    module: 'pruebavinculo',
    linked: [1, 'Tipo Registro Uno'],
    min: true,
    noResults: 'No se encontraron acciones para esta búsqueda.',
    nothing: 'Debe seleccionar una accion',
    duplicate: 'Ya existe una accion',
    error: 'Se produjo un error al buscar la accion.',
  },
  {
    kind: 'equipo',
    module: 'pruebavinculo',
    linked: [1, 'Tipo Registro Uno'],
    min: false,
    noResults: 'No se encontraron equipos para esta búsqueda.',
    nothing: 'Debe seleccionar un equipo',
    duplicate: 'Ya existe un equipo',
    error: 'Se produjo un error al buscar el equipo.',
  },
  {
    kind: 'personal',
    module: 'pruebacontacto',
    linked: [4, 'Tipo Uno'],
    min: true,
    noResults: 'No se encontraron personales para esta búsqueda.',
    nothing: 'Debe seleccionar un personal',
    duplicate: 'Ya existe un personal',
    error: 'Se produjo un error al buscar el personal.',
  },
  {
    kind: 'vendedor',
    module: 'pruebacontacto',
    linked: [4, 'Tipo Uno'],
    min: true,
    noResults: 'No se encontraron vendedores para esta búsqueda.',
    nothing: 'Debe seleccionar un vendedor',
    duplicate: 'Ya existe un vendedor',
    error: 'Se produjo un error al buscar el vendedor.',
  },
  {
    kind: 'banco',
    module: 'pruebavinculo',
    linked: [1, 'Tipo Registro Uno'],
    min: false,
    noResults: 'No se encontraron bancos para esta búsqueda.',
    nothing: 'Debe seleccionar un banco',
    duplicate: 'Ya existe un banco',
    error: 'Se produjo un error al buscar el banco.',
  },
] as const;

describe('SearchLinkDialog for every kind of LNK-07', () => {
  it('LNK-07 the table covers the eleven kinds and banks (BAC-09)', () => {
    expect(kinds.map((k) => k.kind)).toEqual(lnk07Kinds);
  });

  it.each(kinds)(
    'LNK-23 / LNK-25 / LNK-26 / LNK-27 / LNK-28 $kind: minimum length, no results (a warning naming the kind), nothing selected, already linked',
    async ({ kind, module, linked, min, noResults, nothing, duplicate }) => {
      const [linkedId, linkedName] = linked;
      render(<CadaTipo kind={`${kind}prueba`} linkedIds={[linkedId]} />);
      const title = `Buscar ${kind}`;
      if (min) {
        await search('ti', title);
        expect(await toast(`Debe ingresar al menos tres caracteres en la búsqueda de ${kind}`)).toBeInTheDocument();
        expect(listCalls(module)).toHaveLength(0);
      } else {
        // LNK-13: no minimum, an empty search lists them all.
        const { dialog } = await search('', title);
        expect(await within(dialog).findByRole('table')).toBeInTheDocument();
      }
      await search('zzz', title);
      expect((await toast(noResults)).closest('.bp6-toast')).toHaveClass('bp6-intent-warning');
      const { user, dialog } = await search('tipo', title);
      await within(dialog).findByRole('table');
      await user.click(within(dialog).getByRole('button', { name: 'Aceptar' }));
      expect(await toast(nothing)).toBeInTheDocument();
      await user.click(within(dialog).getByRole('checkbox', { name: `Seleccionar ${linkedName}` }));
      await user.click(within(dialog).getByRole('button', { name: 'Aceptar' }));
      expect(await toast(duplicate)).toBeInTheDocument();
      expect(screen.getByRole('dialog', { name: title })).toBeInTheDocument();
      expect(confirmed()).toEqual([]);
    },
  );

  it.each(kinds)('LNK-24 $kind: a failing search shows the kind’s error (danger)', async ({ kind, error }) => {
    render(<CadaTipoConError kind={`${kind}prueba`} />);
    await search('tipo', `Buscar ${kind}`);
    const message = await toast(error);
    expect(message.closest('.bp6-toast')).toHaveClass('bp6-intent-danger');
  });

  it('LNK-14 the seller kind searches contacts of account 9238 only (its fixed filter)', async () => {
    render(<CadaTipo kind="vendedorprueba" />);
    const { dialog } = await search('tipo', 'Buscar vendedor');
    const table = await within(dialog).findByRole('table');
    expect(
      within(table)
        .getAllByRole('checkbox')
        .map((c) => c.getAttribute('aria-label'))
        .sort(),
    ).toEqual(['Seleccionar Tipo Dos', 'Seleccionar Tipo Uno']);
    expect(listCalls()[0].params).toMatchObject({ cuenta: '9238', vigente: 'true', texto: 'tipo' });
  });
});
