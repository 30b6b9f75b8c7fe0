/**
 * A part the first screen does not draw with (the idle dialog, a confirmation) is a
 * lazy component rendered once its code is in: downloaded after the first screen settled
 * (`afterFirstScreen`), or at once when it is `needed` earlier. Returns whether to render
 * it; render it inside a `<Suspense>` (it suspends only when needed before its download finished).
 */
import { useEffect, useState } from 'react';
import { afterFirstScreen } from './afterFirstScreen';
import type { Preloadable } from './lazyNamed';

export function useDeferredPart(part: Pick<Preloadable<never>, 'preload'>, needed: boolean): boolean {
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    let live = true;
    const cancel = afterFirstScreen(
      () =>
        void part.preload().then(
          () => live && setLoaded(true),
          () => undefined,
        ),
    );
    return () => {
      live = false;
      cancel();
    };
  }, [part]);
  return loaded || needed;
}
