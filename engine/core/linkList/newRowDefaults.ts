/**
 * What a new row starts with (LNK-36, LNK-37): principal when the list has no live principal yet
 * (under `principal`), and the `legalDefault` value (e.g. `tipo` = `legal`) while no live row has
 * it. The item form opens with these values; the user may change them.
 */
import { isLive, type LinkRow } from './linkRow';
import type { LinkListPolicy } from './linkListPolicy';

export function newRowDefaults(rows: readonly LinkRow[], policy: LinkListPolicy): Record<string, unknown> {
  const live = rows.filter(isLive);
  const defaults: Record<string, unknown> = {};
  const { legalDefault } = policy;
  if (legalDefault && !live.some((row) => row[legalDefault.field] === legalDefault.value)) defaults[legalDefault.field] = legalDefault.value;
  if (policy.principal && !live.some((row) => row.principal === true)) defaults.principal = true;
  return defaults;
}
