/**
 * The product's prospect-account modal (LNK-16, LNK-OP04, ACC-67, ACC-43) on the real API and
 * database: "Nuevo" on an opportunity's account opens a dialog with exactly the modal's fields —
 * the type, the names of that type, the profile (the prospect's options), e-mail and phone —, no
 * document and no address; the account is created through `nuevaCuentaCrm` as a prospect and linked.
 */
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { SchemaRegistry } from '../../engine/core/schemaRegistry';
import { startTestApp, type TestApp } from '../api/helpers/testApp';
import { browserRegistry } from '../support/browserRegistry';
import { closeOptionList, openOptionList, optionListGone } from '../support/optionLists';
import { realApiSession } from '../support/realApiSession';
import { RealApiApp } from '../support/RealApiApp';

// A user journey on the real API: every step waits for what the user sees, never for time.
vi.setConfig({ testTimeout: 120_000 });

let t: TestApp;
let registry: SchemaRegistry;
beforeAll(async () => {
  t = await startTestApp();
  registry = await browserRegistry();
}, 120_000);
afterAll(async () => {
  await t?.close();
});

/** The labels of the dialog's visible fields, in order. */
const fieldLabels = (dialog: HTMLElement) =>
  [...dialog.querySelectorAll('label.bp6-label, legend, .bp6-label')]
    .filter((label) => !label.closest('[hidden]'))
    .map((label) => (label.textContent ?? '').replace(/\s*\*\s*$/, '').trim())
    .filter(Boolean);

describe('the prospect-account modal (LNK-OP04)', () => {
  it('LNK-OP04 LNK-16 ACC-67 "Nuevo" on an opportunity\'s account shows the modal\'s fields by type, creates a prospect and links it', async () => {
    const user = userEvent.setup();
    render(<RealApiApp {...await realApiSession(t, registry, 'staff')} route="/oportunidad/formulario/nuevo" />);
    await user.type(await screen.findByRole('textbox', { name: /^Nombre/ }), 'Viaje de incentivo');
    await user.click(screen.getByRole('button', { name: 'Nuevo' }));
    const dialog = await screen.findByRole('dialog', { name: /^Nuevo: Cuenta/ });

    // It opens on a person: the type, name and surname, the profile, e-mail and phone; no document, no address, no state.
    await waitFor(() => expect(within(dialog).getByRole('radio', { name: 'Persona' })).toBeChecked());
    expect(fieldLabels(dialog)).toEqual(['Tipo de cuenta', 'Nombre', 'Apellido', 'Perfil', 'Email', 'Teléfono']);
    for (const absent of [/^Documento/, /^Tipo de documento/, /^Direcciones/, /^Estado/, /^Vendedor/, /^Razón social/])
      expect(within(dialog).queryByLabelText(absent)).not.toBeInTheDocument();
    // A person's prospect profiles.
    const persona = await openOptionList(user, within(dialog).getByRole('button', { name: /^Perfil/ }));
    expect(
      within(persona)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Consumidor final', 'Cliente frecuente']);
    await closeOptionList(user, within(dialog).getByRole('button', { name: /^Perfil/ }));

    // A company: the business name instead; a company's prospect profiles.
    await user.click(within(dialog).getByRole('radio', { name: 'Empresa' }));
    await waitFor(() => expect(fieldLabels(dialog)).toEqual(['Tipo de cuenta', 'Razón social', 'Perfil', 'Email', 'Teléfono']));
    // Aceptar with the business name missing names it, and only it.
    await user.click(within(dialog).getByRole('button', { name: 'Aceptar' }));
    await waitFor(() => expect(within(dialog).getAllByRole('alert').length).toBeGreaterThan(0));
    const alerts = within(dialog)
      .getAllByRole('alert')
      .map((a) => a.textContent ?? '');
    expect(alerts.join(' ')).toContain('Razón social');
    expect(alerts.join(' ')).not.toMatch(/Documento|Equipos|Condición de IVA|Nombre a mostrar/);

    await user.type(within(dialog).getByRole('textbox', { name: /^Razón social/ }), 'Incentivos del Plata S.A.');
    const empresa = await openOptionList(user, within(dialog).getByRole('button', { name: /^Perfil/ }));
    expect(
      within(empresa)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Consumidor final', 'Agencia de viajes', 'Cliente frecuente']);
    await user.click(within(within(empresa).getByRole('option', { name: 'Agencia de viajes' })).getByText('Agencia de viajes'));
    await optionListGone();
    await user.type(within(dialog).getByRole('textbox', { name: /^Email/ }), 'viajes@incentivosdelplata.com.ar');
    await user.click(within(dialog).getByRole('button', { name: 'Aceptar' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getByRole('textbox', { name: /^Cuenta/ })).toHaveValue('Incentivos del Plata S.A.'));
    const account = await t.db.selectFrom('records').select(['id', 'data']).where('module', '=', 'cuenta').orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(account.data).toEqual({
      tipo: 'EMP',
      razonSocial: 'Incentivos del Plata S.A.',
      mostrarNombre: 'Incentivos del Plata S.A.',
      perfil: '2',
      email: 'viajes@incentivosdelplata.com.ar',
      estado: 1,
      activo: true,
    });
  });
});
