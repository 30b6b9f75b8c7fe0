/** The user's list density, remembered per user in `localStorage`; a browser that refuses storage keeps it for the page only. */
import { useCallback, useState } from 'react';
import { listDensityKey, readListDensity, toggledListDensity, type ListDensity } from '../../core/listDensity';
import { useSession } from '../session/SessionProvider';

function stored(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

/** The density of the signed-in user's lists and a toggle that remembers the new one. */
export function useListDensity(): { readonly density: ListDensity; readonly toggle: () => void } {
  const { principal } = useSession();
  const key = listDensityKey(principal?.userId ?? 'anonimo');
  const [density, setDensity] = useState<ListDensity>(() => readListDensity(stored(key)));
  const toggle = useCallback(() => {
    setDensity((current) => {
      const next = toggledListDensity(current);
      try {
        window.localStorage.setItem(key, next);
      } catch {
        // Storage refused (private mode, quota): the choice lasts for this page.
      }
      return next;
    });
  }, [key]);
  return { density, toggle };
}
