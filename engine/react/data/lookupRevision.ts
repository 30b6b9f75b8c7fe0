/**
 * The lookups' revision (decision 150), apart from the lookup hook: the keepalive of the shell
 * (IdleWatcher, in the first download) reads it, and the combo readers load with forms and filters.
 */
import type { QueryClient } from '@tanstack/react-query';

/** The cache key of every combo (each combo's is `['combos', combo]`, useLookup.ts). */
export const lookupsKey = ['combos'] as const;

const seenRevisions = new WeakMap<QueryClient, string>();

/**
 * The lookups' revision the keepalive answered: when it differs from the last one seen, every
 * cached combo is stale; those on screen reload at once, the others when next read.
 */
export function noteLookupRevision(queryClient: QueryClient, revision: unknown): void {
  if (typeof revision !== 'string') return;
  const seen = seenRevisions.get(queryClient);
  seenRevisions.set(queryClient, revision);
  if (seen !== undefined && seen !== revision) void queryClient.invalidateQueries({ queryKey: lookupsKey });
}
