import { composeStories } from '@storybook/react-vite';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import '../../../stories/support/portableStories';
import * as stories from './ViewRecordDialog.stories';

const { Ver, RespuestaInesperada } = composeStories(stories);
const toast = (text: string) =>
  screen
    .getAllByText(text)
    .map((el) => el.closest('.bp6-toast'))
    .find(Boolean);

describe('ViewRecordDialog', () => {
  it('LNK-21 shows the linked record read-only', async () => {
    const user = userEvent.setup();
    render(<Ver />);
    await user.click(screen.getByRole('button', { name: 'Ver banco' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByLabelText(/^Nombre/)).toHaveValue('Banco de la Nación Argentina');
    expect(within(dialog).getByLabelText(/^Nombre/)).toHaveAttribute('readonly');
  });

  it('every field of the preview looks read-only alike: text inputs are disabled like its switches and selects', async () => {
    const user = userEvent.setup();
    render(<Ver />);
    await user.click(screen.getByRole('button', { name: 'Ver banco' }));
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByDisplayValue('Banco de la Nación Argentina');
    const fields = [...dialog.querySelectorAll('input:not([type=hidden]), textarea, select')];
    expect(fields.length).toBeGreaterThan(1);
    expect(fields.filter((field) => !(field as HTMLInputElement).disabled).map((field) => field.id)).toEqual([]);
  });

  it('SHR-OP04 an answer that is not a record shows the module load error followed by `error #ATGF01`, and no dialog', async () => {
    const user = userEvent.setup();
    render(<RespuestaInesperada />);
    await user.click(screen.getByRole('button', { name: 'Ver banco' }));
    await waitFor(() => expect(toast('Se produjo un error obtener los datos del banco. error #ATGF01')).toHaveClass('bp6-intent-danger'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
