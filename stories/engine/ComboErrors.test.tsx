import { composeStories } from '@storybook/react-vite';
import { render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import '../support/portableStories';
import { lastFakeServer } from '../support/EngineHarness';
import * as stories from './ComboErrors.stories';

const { FiltroDeLista, Formulario, FiltroAdministracion, FormularioAdministracion } = composeStories(stories);

const LIST_TEXT = 'Se produjo un error al cargar los combos de búsqueda';
const FORM_TEXT = 'Se produjo un error al cargar los combos';
const ADMIN_TEXT = 'Se produjo un error al cargar los combos.';

/** The whole text, nothing more (the form's text is the start of the list's). */
const exactly = (text: string) => new RegExp(`^${text.replace(/\./g, '\\.')}$`);
/** The message under the control labelled `label`. */
const statusUnder = async (label: string) => {
  const group = (await screen.findByText(label, { selector: 'label' })).closest('.bp6-form-group') as HTMLElement;
  return within(group).findByRole('alert');
};

describe('a combo that fails to load (ACC-21, ACC-25, CON-14, ADM-27)', () => {
  it('ACC-21 CON-14 a list filter says `Se produjo un error al cargar los combos de búsqueda`, under the filter and as a notification', async () => {
    render(<FiltroDeLista />);
    await screen.findByRole('button', { name: 'Buscar' });
    // The combo filters load on demand (engine/react/list/filters/filterViews.tsx): their request follows.
    for (const label of ['País', 'Países']) expect(await statusUnder(label)).toHaveTextContent(exactly(LIST_TEXT));
    await waitFor(() => expect(lastFakeServer().calls.some((c) => c.path === '/api/combos/paises')).toBe(true));
    expect(await screen.findByText(LIST_TEXT, { selector: '.bp6-toast *' })).toBeInTheDocument();
    expect(screen.queryByText(FORM_TEXT)).toBeNull();
  });

  it('ACC-25 CON-14 a form field says `Se produjo un error al cargar los combos`, under the field and as a notification', async () => {
    render(<Formulario />);
    expect(await statusUnder('País')).toHaveTextContent(exactly(FORM_TEXT));
    expect(await screen.findByText(FORM_TEXT, { selector: '.bp6-toast *' })).toBeInTheDocument();
    expect(screen.queryByText(LIST_TEXT)).toBeNull();
  });

  it('ADM-27 a module with its own text (`messages.comboError`) says it in the list filters and in the form', async () => {
    const list = render(<FiltroAdministracion />);
    await screen.findByRole('button', { name: 'Buscar' });
    expect(await statusUnder('País')).toHaveTextContent(exactly(ADMIN_TEXT));
    list.unmount();
    render(<FormularioAdministracion />);
    expect(await statusUnder('País')).toHaveTextContent(exactly(ADMIN_TEXT));
  });
});
