import { composeStories } from '@storybook/react-vite';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import '../../../stories/support/portableStories';
import { openOptionList, optionListGone } from '../../../tests/support/optionLists';
import { seriousA11yProblems } from '../../../tests/support/axe';
import * as stories from './SchemaFormDialog.stories';
import type { RJSFSchema } from '@rjsf/utils';
import { customizeValidator } from '@rjsf/validator-ajv8';
import '../../../app/modules/registerWidgets';
import { registerMessages } from '../../core/messages';
import { ajvOptionsOverrides } from '../validation/ajvOptions';
import { SchemaFormDialog } from './SchemaFormDialog';

const { Vacio, ConDatos, ConCombo } = composeStories(stories);
const accepted = () => screen.getByTestId('aceptado').textContent;

describe('SchemaFormDialog', () => {
  it('SHR-07 opens a registered module form; Aceptar with a required field missing names it and accepts nothing', async () => {
    const user = userEvent.setup();
    render(<Vacio />);
    await user.click(screen.getByRole('button', { name: 'Abrir formulario' }));
    const dialog = await screen.findByRole('dialog', { name: 'Contacto de prueba' });
    for (const label of ['Nombre', 'Documento', 'Email', 'Teléfono']) expect(within(dialog).getByLabelText(new RegExp(`^${label}`))).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Aceptar' }));
    const alert = (await within(dialog).findByText('Debe completar los campos obligatorios')).closest('[role="alert"]') as HTMLElement;
    expect(within(alert).getByText('Nombre')).toBeInTheDocument();
    expect(within(dialog).getByText('El campo Nombre es obligatorio.')).toBeInTheDocument();
    expect(accepted()).toBe('');
    expect(await seriousA11yProblems(dialog)).toEqual([]);
  });

  it('Aceptar hands back the valid data and closes; Cancelar on an edited form asks, then closes without data', async () => {
    const user = userEvent.setup();
    render(<ConDatos />);
    await user.click(screen.getByRole('button', { name: 'Abrir formulario' }));
    let dialog = await screen.findByRole('dialog', { name: 'Contacto de prueba' });
    await user.type(within(dialog).getByLabelText(/^Teléfono/), '011 4444-5555');
    await user.click(within(dialog).getByRole('button', { name: 'Aceptar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(JSON.parse(accepted() ?? '')).toMatchObject({ nombre: 'Ana Pérez', documento: '20123456', telefono: '011 4444-5555' });

    await user.click(screen.getByRole('button', { name: 'Abrir formulario' }));
    dialog = await screen.findByRole('dialog', { name: 'Contacto de prueba' });
    expect(within(dialog).getByLabelText(/^Teléfono/)).toHaveValue('');
    await user.type(within(dialog).getByLabelText(/^Nombre/), ' bis');
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Cambios sin guardar' })).getByRole('button', { name: 'Salir sin guardar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(JSON.parse(accepted() ?? '')).toMatchObject({ nombre: 'Ana Pérez' });
  });

  it('21-3 Escape on an open list inside the dialog closes the list only: the dialog stays open with what was typed', async () => {
    const user = userEvent.setup();
    render(<ConCombo />);
    await user.click(screen.getByRole('button', { name: 'Abrir formulario' }));
    const dialog = await screen.findByRole('dialog', { name: 'Registro vinculable de prueba' });
    await user.type(within(dialog).getByLabelText(/^Código/), 'VS1');
    await openOptionList(user, within(dialog).getByRole('combobox', { name: /^Perfil/ }));
    await user.keyboard('{Escape}');
    await optionListGone();
    expect(screen.getByRole('dialog', { name: 'Registro vinculable de prueba' })).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/^Código/)).toHaveValue('VS1');
    expect(screen.queryByRole('dialog', { name: 'Cambios sin guardar' })).toBeNull();
  });

  it('21-3 an edited dialog asks before Escape or the X drop it (Seguir editando keeps the edit); an untouched one closes at once', async () => {
    const user = userEvent.setup();
    render(<ConDatos />);
    await user.click(screen.getByRole('button', { name: 'Abrir formulario' }));
    let dialog = await screen.findByRole('dialog', { name: 'Contacto de prueba' });
    await user.type(within(dialog).getByLabelText(/^Teléfono/), '4444');
    await user.keyboard('{Escape}');
    const ask = await screen.findByRole('dialog', { name: 'Cambios sin guardar' });
    expect(ask).toHaveTextContent('Si sale del formulario perderá los cambios que no guardó.');
    await user.click(within(ask).getByRole('button', { name: 'Seguir editando' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Cambios sin guardar' })).toBeNull());
    expect(within(dialog).getByLabelText(/^Teléfono/)).toHaveValue('4444');

    await user.click(within(dialog).getByRole('button', { name: /cerrar|close/i }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Cambios sin guardar' })).getByRole('button', { name: 'Salir sin guardar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(accepted()).toBe('');

    await user.click(screen.getByRole('button', { name: 'Abrir formulario' }));
    dialog = await screen.findByRole('dialog', { name: 'Contacto de prueba' });
    await user.click(within(dialog).getByLabelText(/^Teléfono/));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("SHR-01 a dialog over a module's form says its conditional rule's own x-message and names fields by label", async () => {
    registerMessages({ dialogoprueba: { text: '', spec: false }, 'dialogoprueba.motivoSiInactivo': { text: 'Indique el motivo de la baja.', spec: false } });
    const schema = {
      type: 'object',
      properties: { activo: { type: 'boolean', title: 'Activo' }, motivo: { type: 'string', title: 'Motivo de la baja' } },
      allOf: [{ if: { properties: { activo: { const: false } }, required: ['activo'] }, then: { required: ['motivo'], 'x-message': 'motivoSiInactivo' } }],
    } as unknown as RJSFSchema;
    const user = userEvent.setup();
    render(
      <SchemaFormDialog
        isOpen
        title="Baja"
        schema={schema}
        formData={{ activo: false }}
        validator={customizeValidator({ ajvOptionsOverrides })}
        formContext={{ messageSource: { module: 'dialogoprueba', schema } }}
        onAccept={() => undefined}
        onCancel={() => undefined}
      />,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Baja' });
    await user.click(within(dialog).getByRole('button', { name: 'Aceptar' }));
    expect(await within(dialog).findByText('Indique el motivo de la baja.')).toBeInTheDocument();
    expect(within(dialog).queryByText(/no es válido|motivo es obligatorio/)).toBeNull();
  });
});
