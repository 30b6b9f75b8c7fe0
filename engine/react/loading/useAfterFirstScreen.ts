/**
 * True once the first screen has settled and the browser was idle (`afterFirstScreen`): what the
 * first screen does not need (the menu's counts, decision 119) waits for it, so that it does not
 * compete with the first screen's own calls on the server (PGlite answers one query at a time).
 */
import { useEffect, useState } from 'react';
import { afterFirstScreen } from './afterFirstScreen';

export function useAfterFirstScreen(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => afterFirstScreen(() => setReady(true)), []);
  return ready;
}
