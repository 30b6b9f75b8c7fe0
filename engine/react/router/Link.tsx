/**
 * In-app links of the app's router: an `<a href>` (open in a new tab, copy the address) whose
 * plain click navigates without reloading the page; and `<Navigate>`, a redirect on render.
 */
import { useEffect, type AnchorHTMLAttributes, type MouseEvent } from 'react';
import { hrefOf, resolveTo, type To } from './history';
import { useLocation, useNavigate } from './Router';

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  readonly to: To;
  readonly replace?: boolean;
  /** What the navigation carries in the new history entry (e.g. the list a record was opened from). */
  readonly state?: unknown;
}

export function Link({ to, replace, state, onClick, target, ...rest }: LinkProps) {
  const navigate = useNavigate();
  const location = useLocation();
  const click = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || event.button !== 0 || (target && target !== '_self') || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey)
      return;
    event.preventDefault();
    navigate(to, { replace, state });
  };
  return <a {...rest} target={target} href={hrefOf(resolveTo(to, location))} onClick={click} />;
}

/** Navigates to `to` once rendered (replacing the current entry when `replace`). */
export function Navigate({ to, replace = false }: { readonly to: To; readonly replace?: boolean }) {
  const navigate = useNavigate();
  useEffect(() => navigate(to, { replace }), []); // eslint-disable-line react-hooks/exhaustive-deps -- once, as a redirect
  return null;
}
