import { Classes } from '@blueprintjs/core';
import { composeStories } from '@storybook/react-vite';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import '../../stories/support/portableStories';
import { seriousA11yProblems } from '../../tests/support/axe';
import { lastFakeServer } from '../../stories/support/EngineHarness';
import { t } from '../../engine/core/messages';
import { linkFieldTester } from './linkFieldTester';
import { linkPick } from './linkFieldWrites';
import * as stories from './LinkField.stories';

const { Vacio, ConError, Deshabilitado, Llamada, CorreoDeOtraCuenta, Vinculado, SoloLectura, EnFormulario, NuevoContacto, VerContacto, Asignado } =
  composeStories(stories);
const loading = [t('ui.loading'), t('link.loading')];
/** Waits until nothing in `container` is loading (the form, the linked record's name). */
async function settled(container: HTMLElement) {
  await waitFor(() => {
    expect(container.querySelector(`[aria-label="${t('ui.loading')}"], .${Classes.SPINNER}`)).toBeNull();
    for (const input of within(container).queryAllByRole('textbox')) expect(loading).not.toContain((input as HTMLInputElement).value);
  });
}
const stored = () => JSON.parse(screen.getByTestId('stored').textContent ?? '{}') as Record<string, unknown>;

async function pick(name: string, text = 'agencia') {
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Buscar' }));
  const dialog = await screen.findByRole('dialog', { name: 'Buscar contacto' });
  await user.type(within(dialog).getByLabelText('Texto de búsqueda'), text);
  await user.click(within(dialog).getByRole('button', { name: 'Buscar' }));
  await user.click(await within(dialog).findByRole('radio', { name: `Seleccionar ${name}` }));
  await user.click(within(dialog).getByRole('button', { name: 'Aceptar' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  return user;
}

describe('LinkField (x-link single link; LNK-07, LNK-32…34)', () => {
  it('is picked by x-link on an id property (rank 5), not on a list', () => {
    expect(linkFieldTester({ type: 'integer', 'x-link': { kind: 'contacto' } }, { field: 'contacto', required: false })).toBe(5);
    expect(linkFieldTester({ type: 'array', 'x-link': { kind: 'contacto' } }, { field: 'contactos', required: false })).toBe(-1);
    expect(linkFieldTester({ type: 'integer' }, { field: 'contacto', required: false })).toBe(-1);
  });

  it('writes the id at the field and prefills siblings by path', () => {
    const link = { kind: 'contacto', prefill: [{ from: 'telefono', to: 'telefono' }] };
    expect(linkPick(link, ['contacto'], { id: 4, datos: { telefono: '1' } }, {}).writes).toEqual([
      { path: ['contacto'], value: 4 },
      { path: ['telefono'], value: '1' },
    ]);
    expect(linkPick(link, ['contacto'], null, {}).writes).toEqual([{ path: ['contacto'], value: undefined }]);
  });

  it('LNK-32 picking a contact on a Calls record stores its id, shows its name and fills the empty phone', async () => {
    const { container } = render(<Llamada />);
    expect(screen.getByLabelText('Contacto')).toHaveValue('');
    expect(await seriousA11yProblems(container)).toEqual([]);
    await pick('Ana Pérez');
    expect(stored()).toMatchObject({ contacto: 1, telefono: '011 4444-5555' });
    expect(stored().email).toBeUndefined();
    expect(screen.getByLabelText('Contacto')).toHaveValue('Ana Pérez');
  });

  it('LNK-32 / LNK-34 on a Mail record of another account: e-mail filled, own phone kept, accounts warning', async () => {
    render(<CorreoDeOtraCuenta />);
    await pick('Ana Pérez');
    expect(stored()).toMatchObject({ contacto: 1, email: 'ana@ejemplo.com', telefono: '011 0000-0000' });
    expect(await screen.findByText('Las cuentas de ambos módulos no coinciden', { selector: '.bp6-toast *' })).toBeInTheDocument();
  });

  it('a linked record shows its name (loaded by id); Quitar clears the link', async () => {
    const user = userEvent.setup();
    render(<Vinculado />);
    await waitFor(() => expect(screen.getByLabelText('Contacto')).toHaveValue('Ana Pérez'));
    await user.click(screen.getByRole('button', { name: 'Quitar' }));
    expect(stored().contacto).toBeUndefined();
    expect(screen.getByLabelText('Contacto')).toHaveValue('');
  });

  it('LNK-27 picking the contact already linked is refused', async () => {
    const user = userEvent.setup();
    render(<Vinculado />);
    await user.click(screen.getByRole('button', { name: 'Buscar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Buscar contacto' });
    await user.type(within(dialog).getByLabelText('Texto de búsqueda'), 'ana');
    await user.click(within(dialog).getByRole('button', { name: 'Buscar' }));
    await user.click(await within(dialog).findByRole('radio', { name: 'Seleccionar Ana Pérez' }));
    await user.click(within(dialog).getByRole('button', { name: 'Aceptar' }));
    expect(await screen.findByText('Ya existe un contacto', { selector: '.bp6-toast *' })).toBeInTheDocument();
  });

  it('empty: "Sin vincular", Buscar offered, no Quitar nor Ver', async () => {
    const { container } = render(<Vacio />);
    await settled(container);
    expect(screen.getByLabelText('Contacto')).toHaveValue('');
    expect(screen.getByLabelText('Contacto')).toHaveAttribute('placeholder', 'Sin vincular');
    expect(screen.getByRole('button', { name: 'Buscar' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'Quitar' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Ver' })).not.toBeInTheDocument();
    expect(stored()).toEqual({});
  });

  it('error: the message shows under the field and the box is marked invalid and described by it', async () => {
    render(<ConError />);
    const message = screen.getByRole('alert');
    expect(message).toHaveTextContent('El campo Contacto es obligatorio.');
    const box = screen.getByLabelText('Contacto');
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAccessibleDescription('El campo Contacto es obligatorio.');
    expect(screen.getByRole('button', { name: 'Buscar' })).toBeEnabled();
  });

  it('disabled: the linked name in a disabled box, without Buscar, Quitar or Nuevo', async () => {
    render(<Deshabilitado />);
    await waitFor(() => expect(screen.getByLabelText('Contacto')).toHaveValue('Ana Pérez'));
    expect(screen.getByLabelText('Contacto')).toBeDisabled();
    for (const name of ['Buscar', 'Quitar', 'Nuevo']) expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
  });

  it('read-only: the name without Buscar or Quitar', async () => {
    render(<SoloLectura />);
    await waitFor(() => expect(screen.getByLabelText('Contacto')).toHaveValue('Ana Pérez'));
    expect(screen.queryByRole('button', { name: 'Buscar' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Quitar' })).not.toBeInTheDocument();
  });

  it('LNK-32 in the real form (RecordForm): picking fills the phone of the Calls record and both are saved', async () => {
    const user = userEvent.setup();
    render(<EnFormulario />);
    await user.click(await screen.findByRole('tab', { name: /^Contacto/ }));
    await pick('Ana Pérez');
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Teléfono' })).toHaveValue('011 4444-5555'));
    expect(screen.getByRole('textbox', { name: 'Contacto' })).toHaveValue('Ana Pérez');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(lastFakeServer().calls.some((c) => c.method === 'PUT')).toBe(true));
    const put = lastFakeServer().calls.find((c) => c.method === 'PUT');
    expect((put?.body as { datos: Record<string, unknown> }).datos).toMatchObject({ contacto: 1, telefono: '011 4444-5555', tipo: 'Calls' });
  });

  it('LNK-16 "Nuevo" creates a contact as a prospect in the contact form dialog and links it (prefill applies)', async () => {
    const user = userEvent.setup();
    render(<NuevoContacto />);
    await user.click(screen.getByRole('button', { name: 'Nuevo' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nuevo: Contacto de prueba' });
    // The declared starting value is shown and fixed.
    expect(within(dialog).getByRole('combobox', { name: /^Estado/ })).toHaveValue('0');
    expect(within(dialog).getByRole('combobox', { name: /^Estado/ })).toBeDisabled();
    await user.type(within(dialog).getByRole('textbox', { name: /^Nombre/ }), 'Carla Nueva');
    await user.type(within(dialog).getByRole('textbox', { name: /^Teléfono/ }), '011 5555-0000');
    await user.click(within(dialog).getByRole('button', { name: 'Aceptar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const created = lastFakeServer()
      .records('pruebacontacto')
      .find((r) => r.datos.nombre === 'Carla Nueva');
    expect(created?.datos).toMatchObject({ estado: 'Prospect', telefono: '011 5555-0000' });
    expect(stored()).toMatchObject({ contacto: created?.id, telefono: '011 5555-0000' });
    expect(screen.getByLabelText('Contacto')).toHaveValue('Carla Nueva');
    expect(await screen.findByText('Se guardó correctamente el contacto de prueba.')).toBeInTheDocument();
  });

  it('LNK-16 cancelling the new contact links nothing', async () => {
    const user = userEvent.setup();
    render(<NuevoContacto />);
    await user.click(screen.getByRole('button', { name: 'Nuevo' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nuevo: Contacto de prueba' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(stored().contacto).toBeUndefined();
    expect(lastFakeServer().calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('LNK-21 "Ver" opens the linked contact read-only in a dialog, also from a read-only form; no "Nuevo" there', async () => {
    const user = userEvent.setup();
    render(<VerContacto />);
    await waitFor(() => expect(screen.getByLabelText('Contacto')).toHaveValue('Ana Pérez'));
    expect(screen.queryByRole('button', { name: 'Nuevo' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Ver' }));
    const dialog = await screen.findByRole('dialog', { name: 'Vista previa: Ana Pérez' });
    expect(within(dialog).getByRole('textbox', { name: /^Nombre/ })).toHaveValue('Ana Pérez');
    expect(within(dialog).getByRole('textbox', { name: /^Nombre/ })).toHaveAttribute('readonly');
    expect(within(dialog).queryByRole('button', { name: 'Aceptar' })).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Cerrar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('LNK-22 the assignee is searched among staff contacts only, linked and viewable', async () => {
    const user = userEvent.setup();
    render(<Asignado />);
    await user.click(screen.getByRole('button', { name: 'Buscar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Buscar personal' });
    await user.type(within(dialog).getByLabelText('Texto de búsqueda'), 'ana');
    await user.click(within(dialog).getByRole('button', { name: 'Buscar' }));
    expect(await within(dialog).findByRole('radio', { name: 'Seleccionar Ana Staff' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('radio', { name: 'Seleccionar Ana Pérez' })).toBeNull();
    const search = lastFakeServer()
      .calls.filter((c) => c.path === '/api/modulos/pruebacontacto')
      .at(-1);
    expect(search?.params).toMatchObject({ personal: 'true', vigente: 'true' });
    await user.click(within(dialog).getByRole('radio', { name: 'Seleccionar Ana Staff' }));
    await user.click(within(dialog).getByRole('button', { name: 'Aceptar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(stored()).toMatchObject({ asignado: 10 });
    expect(screen.getByLabelText('Asignado')).toHaveValue('Ana Staff');
    await user.click(screen.getByRole('button', { name: 'Ver' }));
    expect(await screen.findByRole('dialog', { name: 'Vista previa: Ana Staff' })).toBeInTheDocument();
  });

  it('the new contact dialog and the contact preview have no serious accessibility problem', async () => {
    const user = userEvent.setup();
    render(<NuevoContacto />);
    await user.click(screen.getByRole('button', { name: 'Nuevo' }));
    expect(await seriousA11yProblems(await screen.findByRole('dialog', { name: 'Nuevo: Contacto de prueba' }))).toEqual([]);
    cleanup();
    render(<VerContacto />);
    await waitFor(() => expect(screen.getByLabelText('Contacto')).toHaveValue('Ana Pérez'));
    await user.click(screen.getByRole('button', { name: 'Ver' }));
    expect(await seriousA11yProblems(await screen.findByRole('dialog', { name: 'Vista previa: Ana Pérez' }))).toEqual([]);
  });

  it.each(
    Object.entries({ Vacio, ConError, Deshabilitado, Llamada, CorreoDeOtraCuenta, Vinculado, SoloLectura, EnFormulario, NuevoContacto, VerContacto, Asignado }),
  )('%s has no serious accessibility problem', async (_name, Story) => {
    const { container } = render(<Story />);
    await settled(container);
    expect(await seriousA11yProblems(container)).toEqual([]);
  });
});
