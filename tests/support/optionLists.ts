/**
 * Waiting for a combo's option list (a Blueprint popover) the way a user does, in DOM tests. A
 * list closes with an exit transition; until it is gone it still renders the combo's current
 * options and takes clicks, and a click on it lands outside the dialog behind it, which closes
 * that dialog (a cancel). Escape is no way to close it either: on a loaded machine the dialog's
 * focus trap may have taken the focus back from the list's search box, and then Escape closes the
 * dialog. So a test opens a list once no other is on screen, closes it by clicking its button
 * again, and waits until it is gone before acting elsewhere.
 */
import { screen, waitFor } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { expect } from 'vitest';

type User = ReturnType<typeof userEvent.setup>;

/** Resolves once no option list is on screen, closing ones included. */
export async function optionListGone(): Promise<void> {
  await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
}

/**
 * Clicks a combo's button once no other list is on screen and its values have loaded (the button is
 * disabled, with a spinner, until then); resolves with its list.
 */
export async function openOptionList(user: User, button: HTMLElement): Promise<HTMLElement> {
  await optionListGone();
  await waitFor(() => expect(button).toBeEnabled());
  await user.click(button);
  return screen.findByRole('listbox');
}

/** Closes the open list by clicking its combo's button again, and waits until it is gone. */
export async function closeOptionList(user: User, button: HTMLElement): Promise<void> {
  await user.click(button);
  await optionListGone();
}
