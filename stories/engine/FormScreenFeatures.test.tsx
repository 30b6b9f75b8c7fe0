import { composeStories } from '@storybook/react-vite';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import '../support/portableStories';
import { seriousA11yProblems } from '../../tests/support/axe';
import { lastFakeServer } from '../support/EngineHarness';
import * as stories from './FormScreenFeatures.stories';

const {
  Alta,
  Edicion,
  InactivaSoloLectura,
  NoVigenteOtroUsuario,
  NoVigenteAdministrador,
  CamposPorPermiso,
  NombreEditado,
  ConflictoCampoPorCampo,
  TituloDerivado,
  TituloDerivadoGuardado,
} = composeStories(stories);

const tab = (name: string) => screen.getByRole('tab', { name: new RegExp(`^${name}`) });
const shownPanel = () => screen.getByRole('tabpanel');
const nombre = () => screen.getByRole('textbox', { name: /^Nombre(\s*\*)?$/ });

/** Picks a contact in the `Contacto` link field through its search dialog. */
async function pickContact(user: ReturnType<typeof userEvent.setup>, text: string, name: string) {
  const field = screen.getByRole('textbox', { name: 'Contacto' }).closest('.bo-link-field') as HTMLElement;
  await user.click(within(field).getByRole('button', { name: 'Buscar' }));
  const dialog = await screen.findByRole('dialog', { name: 'Buscar contacto' });
  await user.clear(within(dialog).getByLabelText('Texto de búsqueda'));
  await user.type(within(dialog).getByLabelText('Texto de búsqueda'), text);
  await user.click(within(dialog).getByRole('button', { name: 'Buscar' }));
  await user.click(await within(dialog).findByRole('radio', { name: `Seleccionar ${name}` }));
  await user.click(within(dialog).getByRole('button', { name: 'Aceptar' }));
  // The closing dialog hands the focus back to Buscar: wait for it before typing elsewhere.
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
}

describe('FormScreen form features (fixture module prueba)', () => {
  it('ACT-23 renders the ui:tabs as keyboard-usable tabs, with sections inside a tab and link panels as tabs', async () => {
    const user = userEvent.setup();
    render(<Alta />);
    const tabs = await screen.findAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual(['Datos', 'Notas', 'Direcciones', 'Archivos', 'Contacto', 'Asignación', 'Seguimiento']);
    expect(tab('Datos')).toHaveAttribute('aria-selected', 'true');
    expect(within(shownPanel()).getByText('Identificación')).toBeInTheDocument();
    expect(within(shownPanel()).getByText('Detalle')).toBeInTheDocument();
    expect(within(shownPanel()).getByRole('textbox', { name: /^Nombre(\s*\*)?$/ })).toBeInTheDocument();
    tab('Datos').focus();
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(tab('Notas'));
    await user.keyboard('{Enter}');
    await waitFor(() => expect(tab('Notas')).toHaveAttribute('aria-selected', 'true'));
    expect(within(shownPanel()).getByRole('textbox', { name: /Observaciones/ })).toBeInTheDocument();
    // A link panel is a tab holding the link-list field.
    await user.click(tab('Direcciones'));
    // (the link-list control itself is registered by the app's widget glob; here the field is what counts)
    expect(shownPanel().querySelector('#root_direcciones')).not.toBeNull();
    expect(shownPanel().querySelector('#root_nombre')).toBeNull();
  });

  it('SHR-07 the error summary takes the user to the tab and the field; the tab shows its error count', async () => {
    const user = userEvent.setup();
    render(<Alta />);
    await user.click(await screen.findByRole('tab', { name: /^Notas/ }));
    expect(tab('Notas')).toHaveAttribute('aria-selected', 'true');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Nombre' }));
    await waitFor(() => expect(tab('Datos')).toHaveAttribute('aria-selected', 'true'));
    await waitFor(() => expect(document.activeElement?.id).toBe('root_nombre'));
    expect(within(tab('Datos')).getByText('1')).toBeInTheDocument();
    expect(tab('Notas').textContent).toBe('Notas');
  });

  it("OPP-29 ACT-28 SHR-07 the summary says the module's configured message (`messages.required`) and nothing is sent", async () => {
    const user = userEvent.setup();
    render(<Alta />);
    await screen.findAllByRole('tab');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Faltan algunos datos obligatorios.')).toBeInTheDocument();
    expect(within(dialog).queryByText('Debe completar los campos obligatorios antes de guardar.')).toBeNull();
    expect(within(dialog).getByRole('button', { name: 'Nombre' })).toBeInTheDocument();
    expect(lastFakeServer().calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });

  it('GRP-OP01 / FEE-OP02 a derived name follows its sources until the user edits it', async () => {
    const user = userEvent.setup();
    render(<Alta />);
    const suggested = await screen.findByRole('textbox', { name: /Nombre sugerido/ });
    await user.type(nombre(), 'Excursión');
    await waitFor(() => expect(suggested).toHaveValue('Excursión'));
    await user.type(screen.getByRole('textbox', { name: /Código/ }), 'EX9');
    await waitFor(() => expect(suggested).toHaveValue('Excursión - EX9'));
    await user.clear(suggested);
    await user.type(suggested, 'Mi nombre');
    await user.type(screen.getByRole('textbox', { name: /Código/ }), '0');
    expect(suggested).toHaveValue('Mi nombre');
  });

  it('GRP-OP01 an existing record whose name differs from the derivation does not follow', async () => {
    const user = userEvent.setup();
    render(<NombreEditado />);
    const suggested = await screen.findByRole('textbox', { name: /Nombre sugerido/ });
    expect(suggested).toHaveValue('Crucero de verano');
    await user.type(screen.getByRole('textbox', { name: /Código/ }), 'X');
    expect(suggested).toHaveValue('Crucero de verano');
  });

  it("OPP x-derived parts: the title follows the picked contact's name and the country's description (not the id and code) until the user edits it", async () => {
    const user = userEvent.setup();
    render(<TituloDerivado />);
    await user.click(await screen.findByRole('button', { name: /^País/ }));
    await user.click(within(await screen.findByRole('listbox', { name: 'País' })).getByText('Chile'));
    await user.click(tab('Contacto'));
    const titulo = await screen.findByRole('textbox', { name: /Título del viaje/ });
    expect(titulo).toHaveValue('Chile');
    await pickContact(user, 'ana', 'Ana Pérez');
    await waitFor(() => expect(titulo).toHaveValue('Ana Pérez - Chile'));
    // Touched: another contact no longer changes it.
    await user.clear(titulo);
    await user.type(titulo, 'Viaje de Ana');
    await pickContact(user, 'bru', 'Bruno Díaz');
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Contacto' })).toHaveValue('Bruno Díaz'));
    expect(titulo).toHaveValue('Viaje de Ana');
  });

  it('OPP a stored title equal to its derivation follows once its texts load: another country changes it', async () => {
    const user = userEvent.setup();
    render(<TituloDerivadoGuardado />);
    await user.click(await screen.findByRole('button', { name: /^País/ }));
    await user.click(within(await screen.findByRole('listbox', { name: 'País' })).getByText('Uruguay'));
    await user.click(tab('Contacto'));
    await waitFor(() => expect(screen.getByRole('textbox', { name: /Título del viaje/ })).toHaveValue('Ana Pérez - Uruguay'));
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(lastFakeServer().calls.some((c) => c.method === 'PUT')).toBe(true));
    const put = lastFakeServer().calls.find((c) => c.method === 'PUT');
    expect((put?.body as { datos: Record<string, unknown> }).datos).toMatchObject({ contacto: 1, pais: 'UY', titulo: 'Ana Pérez - Uruguay' });
  });

  it('after a save the configured follow-up modal opens; its action opens the other form, "stay" keeps the record', async () => {
    const user = userEvent.setup();
    render(<Alta />);
    await screen.findAllByRole('tab');
    await user.type(nombre(), 'Nueva prueba');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Prueba guardada' });
    expect(within(dialog).getByText('¿Desea cargar ahora un contacto de prueba?')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Volver a la lista' })).toBeInTheDocument();
    expect(
      lastFakeServer()
        .records('prueba')
        .some((r) => r.datos.nombre === 'Nueva prueba'),
    ).toBe(true);
    await user.click(within(dialog).getByRole('button', { name: 'Cargar un contacto' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/pruebas/contactos/nuevo');
  });

  it('closing the follow-up modal stays on the new record (its edit form)', async () => {
    const user = userEvent.setup();
    render(<Alta />);
    await screen.findAllByRole('tab');
    await user.type(nombre(), 'Otra prueba');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Prueba guardada' });
    await user.click(within(dialog).getByRole('button', { name: 'Quedarse en el registro' }));
    const id = lastFakeServer()
      .records('prueba')
      .find((r) => r.datos.nombre === 'Otra prueba')!.id;
    expect(await screen.findByTestId('location')).toHaveTextContent(`/pruebas/editar/${id}`);
  });

  it('ACC-44 a record with activo = no opens read-only and says why', async () => {
    render(<InactivaSoloLectura />);
    expect(await screen.findByText('La prueba está inactiva: no se puede modificar.')).toBeInTheDocument();
    expect(screen.getByText('Solo lectura')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Guardar' })).not.toBeInTheDocument();
    expect(nombre()).toBeDisabled();
  });

  it('SGC-52 / ACC-45 a record that is not vigente is read-only for another user, saying why', async () => {
    render(<NoVigenteOtroUsuario />);
    expect(await screen.findByText('Este registro es de solo lectura porque Vigente es «No».')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Guardar' })).not.toBeInTheDocument();
  });

  it('SGC-52 an admin may edit the record that is not vigente (unlessRole)', async () => {
    render(<NoVigenteAdministrador />);
    expect(await screen.findByRole('button', { name: 'Guardar' })).toBeInTheDocument();
    expect(screen.queryByText(/solo lectura porque/)).not.toBeInTheDocument();
  });

  it("21 SHR-OP01 a form nobody touched keeps no draft (its own defaults and derived values are no edit); the user's typing does", async () => {
    const user = userEvent.setup();
    window.localStorage.clear();
    const drafts = () => Object.keys(window.localStorage).filter((key) => key.startsWith('bo.draft.'));
    for (const Story of [Alta, TituloDerivadoGuardado]) {
      const { unmount } = render(<Story />);
      await screen.findByRole('button', { name: 'Guardar' });
      // Longer than the draft's debounce: whatever the form did by itself had time to be kept.
      await new Promise((resolve) => setTimeout(resolve, 900));
      expect(drafts()).toEqual([]);
      unmount();
    }
    render(<Alta />);
    await user.type(nombre(), 'Nuevo viaje');
    await waitFor(() => expect(drafts()).toHaveLength(1), { timeout: 3000 });
    window.localStorage.clear();
  });

  it('21 after saving, the form stays on the tab the user was on (the saved version reopens on it)', async () => {
    const user = userEvent.setup();
    render(<Edicion />);
    await user.click(await screen.findByRole('tab', { name: /^Notas/ }));
    await user.type(within(shownPanel()).getByRole('textbox', { name: /Observaciones/ }), 'Llamar');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(lastFakeServer().calls.find((c) => c.method === 'PUT')).toBeTruthy());
    // The saved version remounts the form: it shows the new version, on Notas.
    await waitFor(() => expect(within(shownPanel()).getByRole('textbox', { name: /Observaciones/ })).toHaveValue('Llamar'));
    expect(tab('Notas')).toHaveAttribute('aria-selected', 'true');
  });

  it('x-access: the admin sees and edits costoInterno and referencia', async () => {
    const user = userEvent.setup();
    render(<Edicion />);
    await user.click(await screen.findByRole('tab', { name: /^Notas/ }));
    expect(within(shownPanel()).getByRole('textbox', { name: /Costo interno/ })).toHaveValue('70');
    await user.click(tab('Datos'));
    expect(within(shownPanel()).getByRole('textbox', { name: /Referencia/ })).toBeEnabled();
  });

  it('x-access: another user does not see costoInterno, cannot change referencia, and the save sends neither', async () => {
    const user = userEvent.setup();
    render(<CamposPorPermiso />);
    const referencia = await screen.findByRole('textbox', { name: /Referencia/ });
    expect(referencia).toBeDisabled();
    expect(referencia).toHaveValue('R-1');
    await user.click(tab('Notas'));
    expect(within(shownPanel()).queryByText('Costo interno')).not.toBeInTheDocument();
    await user.click(tab('Datos'));
    await user.type(screen.getByRole('textbox', { name: /Código/ }), 'Z');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(lastFakeServer().calls.find((c) => c.method === 'PUT')).toBeTruthy());
    const sent = (lastFakeServer().calls.find((c) => c.method === 'PUT')!.body as { datos: Record<string, unknown> }).datos;
    expect(sent.codigo).toBe('EX1Z');
    expect(sent).not.toHaveProperty('referencia');
    expect(sent).not.toHaveProperty('costoInterno');
  });

  it('the 409 dialog shows each differing field (mine, stored, who and when), lets the user choose, and the merged data saves on the current version', async () => {
    const user = userEvent.setup();
    render(<ConflictoCampoPorCampo />);
    await screen.findAllByRole('tab');
    await user.clear(nombre());
    await user.type(nombre(), 'Excursión larga');
    const importe = screen.getByRole('textbox', { name: /Importe/ });
    await user.clear(importe);
    await user.type(importe, '120');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    const dialog = await screen.findByRole('dialog', { name: 'El registro cambió mientras lo editaba' });
    const row = (label: string) =>
      within(dialog)
        .getAllByRole('row')
        .find((r) => within(r).queryByRole('rowheader')?.textContent === label)!;
    expect(within(row('Nombre')).getByText('Excursión larga')).toBeInTheDocument();
    expect(within(row('Código')).getByText('EX2')).toBeInTheDocument();
    expect(await within(row('Código')).findByText(/Modificado por Beatriz Bancos el 03\/02\/2026/)).toBeInTheDocument();
    // Preselected: mine where only I changed it, theirs otherwise.
    expect(within(within(row('Nombre')).getByRole('radiogroup')).getByRole('radio', { name: 'Conservar el mío' })).toBeChecked();
    expect(within(within(row('Importe')).getByRole('radiogroup')).getByRole('radio', { name: 'Conservar el guardado' })).toBeChecked();
    await user.click(within(within(row('Importe')).getByRole('radiogroup')).getByRole('radio', { name: 'Conservar el mío' }));
    await user.click(within(dialog).getByRole('button', { name: 'Aplicar la elección' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(nombre()).toHaveValue('Excursión larga');
    expect(screen.getByRole('textbox', { name: /Código/ })).toHaveValue('EX2');
    expect(screen.getByRole('textbox', { name: /Importe/ })).toHaveValue('120');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    await screen.findByRole('dialog', { name: 'Prueba guardada' });
    const puts = lastFakeServer().calls.filter((c) => c.method === 'PUT');
    expect(puts).toHaveLength(2);
    expect(puts[1].body).toMatchObject({ version: 2, datos: { nombre: 'Excursión larga', codigo: 'EX2', importe: 120 } });
  });
  it('ACT-23 a keystroke does not measure the tab list: the selected tab is marked by CSS, no sliding indicator (issue 11 bench)', async () => {
    const user = userEvent.setup();
    render(<Alta />);
    await screen.findAllByRole('tab');
    expect(document.querySelector('.bp6-tab-indicator-wrapper')).toBeNull();
    expect(tab('Datos')).toHaveAttribute('aria-selected', 'true');
    let tabReads = 0;
    const offsetLeft = vi.spyOn(HTMLElement.prototype, 'offsetLeft', 'get').mockImplementation(function (this: HTMLElement) {
      if (this.getAttribute('role') === 'tab') tabReads++;
      return 0;
    });
    try {
      await user.type(nombre(), 'abc');
      expect(nombre()).toHaveValue('abc');
      expect(tabReads).toBe(0);
    } finally {
      offsetLeft.mockRestore();
    }
  });
});

describe('FormScreen form features: accessibility', () => {
  it('the tabbed form with its read-only reason and the conflict dialog have no serious axe problems', { timeout: 60_000 }, async () => {
    const user = userEvent.setup();
    const { container, unmount } = render(<InactivaSoloLectura />);
    await screen.findByText('La prueba está inactiva: no se puede modificar.');
    expect(await seriousA11yProblems(container)).toEqual([]);
    unmount();
    render(<ConflictoCampoPorCampo />);
    await screen.findAllByRole('tab');
    await user.type(screen.getByRole('textbox', { name: /Código/ }), 'X');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await seriousA11yProblems(await screen.findByRole('dialog', { name: 'El registro cambió mientras lo editaba' }))).toEqual([]);
  });
});
