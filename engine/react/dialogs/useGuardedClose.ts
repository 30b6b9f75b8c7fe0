/**
 * How a form dialog closes: Escape closes the innermost layer only, and a dialog whose
 * form was edited asks before it drops the edits, as a dirty page does (LeaveDialog: "Seguir
 * editando" / "Salir sin guardar"). Blueprint's own Escape handling of the dialog is turned off
 * (`canEscapeKeyClose={false}`): its handler runs before an open list's or calendar's, so Escape
 * on an open dropdown closed the whole dialog and lost what was typed. Here Escape is heard on the
 * window, after every inner layer: an open list or popover stops the key on its way there, and a
 * key pressed on a control whose popup is open (a combo or a date box with its calendar) belongs to
 * that popup. The X, a click outside and Cancelar take the same way out.
 */
import { useCallback, useEffect, useRef, useState } from 'react';

/** A control inside the dialog whose popup (list, calendar) is open: Escape closes that popup. */
const OPEN_POPUP = '[role="combobox"][aria-expanded="true"], [aria-haspopup][aria-expanded="true"]';

export interface GuardedClose {
  /** Put on an element inside the dialog: Escape counts only when the focus is in the same dialog. */
  readonly insideRef: React.RefObject<HTMLDivElement | null>;
  /** The X, a click outside, Cancelar: closes, or asks first when the form was edited. */
  readonly requestClose: () => void;
  /** The unsaved-changes question is on screen. */
  readonly asking: boolean;
  /** "Salir sin guardar". */
  readonly leave: () => void;
  /** "Seguir editando". */
  readonly stay: () => void;
}

/** The closing policy of an open dialog whose form is `dirty`; `onClose` drops the dialog. */
export function useGuardedClose(isOpen: boolean, dirty: boolean, onClose: () => void, dialogSelector: string): GuardedClose {
  const insideRef = useRef<HTMLDivElement | null>(null);
  const [asking, setAsking] = useState(false);
  const requestClose = useCallback(() => (dirty ? setAsking(true) : onClose()), [dirty, onClose]);

  useEffect(() => {
    if (!isOpen || asking) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      const dialog = insideRef.current?.closest(dialogSelector);
      const target = event.target instanceof Element ? event.target : null;
      if (!dialog || !target || !dialog.contains(target) || dialog.querySelector(OPEN_POPUP)) return;
      event.preventDefault();
      requestClose();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [isOpen, asking, requestClose, dialogSelector]);

  return {
    insideRef,
    requestClose,
    asking,
    leave: () => {
      setAsking(false);
      onClose();
    },
    stay: () => setAsking(false),
  };
}
