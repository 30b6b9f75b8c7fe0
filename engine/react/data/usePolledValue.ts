/**
 * A value asked for again every `intervalMs` until it arrives (HOM-13, HOM-14), then not again
 * (HOM-OP03); `timedOut` once `timeoutMs` passed without it, and the polling stops. A failed call
 * counts as "no value yet". The value is cached under `key` for `cacheMs` (a screen opened again
 * within that time asks nothing: HOM-12).
 */
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';

export interface PolledValue<T> {
  readonly value: T | undefined;
  readonly timedOut: boolean;
}

export interface PollOptions {
  readonly intervalMs: number;
  readonly timeoutMs: number;
  /** How long an arrived value stays fresh (default: the session's life). */
  readonly cacheMs?: number;
  readonly enabled?: boolean;
}

/** Polls `fetchValue` (null/undefined: not yet) under `key`. */
export function usePolledValue<T>(key: readonly unknown[], fetchValue: (signal: AbortSignal) => Promise<T | null | undefined>, options: PollOptions): PolledValue<T> {
  const { intervalMs, timeoutMs, cacheMs = Infinity, enabled = true } = options;
  const [timedOut, setTimedOut] = useState(false);
  const query = useQuery({
    queryKey: key,
    queryFn: async ({ signal }) => (await fetchValue(signal)) ?? null,
    enabled: enabled && !timedOut,
    retry: false,
    staleTime: cacheMs,
    gcTime: cacheMs,
    refetchOnWindowFocus: false,
    refetchInterval: (q) => (q.state.data === null || q.state.data === undefined ? intervalMs : false),
    refetchIntervalInBackground: true,
  });
  const value = query.data ?? undefined;
  const arrived = value !== undefined;
  useEffect(() => {
    if (arrived || !enabled) return undefined;
    const timer = setTimeout(() => setTimedOut(true), timeoutMs);
    return () => clearTimeout(timer);
  }, [arrived, enabled, timeoutMs]);
  return { value, timedOut: timedOut && !arrived };
}
