/**
 * The handlers that tell a form the user acted on it (a form nobody touched offers no
 * draft, and leaving it asks nothing). Typing, pasting, a control's change, or a press on anything
 * but a tab counts; moving through the form (Tab, arrows, Escape, modifier keys) does not. React
 * events bubble through portals, so a control's popover (a combo's options, a date picker) counts too.
 */
import { useMemo, type KeyboardEvent, type PointerEvent } from 'react';

/** Keys that move around the form or do nothing by themselves. */
const MOVING_KEYS = new Set([
  'Tab',
  'Shift',
  'Control',
  'Alt',
  'Meta',
  'CapsLock',
  'Escape',
  'ArrowUp',
  'ArrowDown',
  'ArrowLeft',
  'ArrowRight',
  'Home',
  'End',
  'PageUp',
  'PageDown',
]);

/** Capture-phase handlers for the element that holds a form; `touch` is called on the user's first action. */
export function useTouchHandlers(touch: () => void) {
  return useMemo(
    () => ({
      onInputCapture: touch,
      onChangeCapture: touch,
      onPasteCapture: touch,
      onKeyDownCapture: (event: KeyboardEvent) => {
        if (!MOVING_KEYS.has(event.key)) touch();
      },
      onPointerDownCapture: (event: PointerEvent) => {
        // Showing another tab changes nothing.
        if (!(event.target instanceof Element && event.target.closest('[role="tab"]'))) touch();
      },
    }),
    [touch],
  );
}
