/** A link kind's config and the module it searches (fail loudly when the kind is not declared). */
import { hasLiteReply } from '../../core/linkSearch/liteReply';
import { nounKindOf, nounOfLink, type LinkKindNoun } from '../../core/linkSearch/linkKinds';
import type { LinkKindConfig } from '../../core/screenConfig';
import { useConfigLoaded, useEngine } from '../engine/EngineProvider';

export interface LinkKindInfo {
  readonly config: LinkKindConfig;
  readonly noun: LinkKindNoun;
  /** The kind noun the link's notices are worded with (its `noun`, else its key). */
  readonly nounKind: string;
  /** The query parameter of the module's text filter. */
  readonly textParam: string;
  /** Whether the module answers a light reply (`lite=true`, liteReply.ts). */
  readonly lite: boolean;
}

/** The declared kind `kind`; a kind missing from `links` throws; suspends while its module's screen config comes. */
export function useLinkKind(kind: string): LinkKindInfo {
  const { config } = useEngine();
  const link = config.links?.[kind];
  if (!link) throw new Error(`El tipo de vínculo '${kind}' no está declarado en links de screens.config.json`);
  // The kind's module may be outlined by the session's start (decision 169): its list's filters wait for its whole config.
  useConfigLoaded(link.module);
  const module = config.modules[link.module];
  const textParam = module?.list.filters.find((f) => f.kind === 'text')?.name ?? 'texto';
  const nounKind = nounKindOf(kind, link);
  return { config: link, noun: nounOfLink(kind, link, config.links), nounKind, textParam, lite: hasLiteReply(config.links, link.module) };
}
