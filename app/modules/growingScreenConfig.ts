/**
 * The screen config the signed-in app starts from, grown to the whole config when needed (decision
 * 169). The session's start describes whole only the modules of the first screen (`described`), the
 * others as outlines (engine/core/sessionScreenConfig.ts); the whole config (`GET /api/config`,
 * ETag-cached) is asked once, by the prefetch after the first screen settled or by the first screen,
 * dialog or link of a module not described, and grows the same config object in place, so that the
 * objects the first screen holds keep their identity (its lists and forms keep their state).
 */
import type { ScreensConfig } from '../../engine/core/screenConfig';
import { growScreenConfig } from '../../engine/core/sessionScreenConfig';
import { markFulfilled } from './markFulfilled';

export class GrowingScreenConfig {
  /** The modules described whole; null once the config is whole. */
  private described: Set<string> | null;
  private loading: Promise<void> | null = null;

  constructor(
    readonly config: ScreensConfig,
    described: readonly string[] | null,
    private readonly fetchWhole: () => Promise<ScreensConfig>,
  ) {
    this.described = described ? new Set(described) : null;
  }

  /**
   * `Engine.loadConfig`: null when module `module` (a screen-config name; none: every module) is
   * described, else the whole config's loading, the same promise on every call, marked fulfilled once
   * the config has grown. A name the config does not have needs nothing (its readers say it is unknown).
   */
  readonly load = (module?: string): Promise<void> | null => {
    const described = this.described;
    if (!described || (module !== undefined && (described.has(module) || !(module in this.config.modules)))) return null;
    return this.grow();
  };

  /** As `load`, for the modules whose registry name is `schema` (what BrowserModules loads by). */
  readonly loadSchema = (schema: string): Promise<void> | null => {
    const described = this.described;
    if (!described) return null;
    const names = Object.entries(this.config.modules).flatMap(([name, module]) => (module.schema === schema ? [name] : []));
    return names.every((name) => described.has(name)) ? null : this.grow();
  };

  /** Asks for the whole config once and grows this one; a failure is forgotten, so the next call asks again. */
  private grow(): Promise<void> {
    if (!this.loading) {
      const loading: Promise<void> = this.fetchWhole()
        .then((whole) => {
          if (!whole || typeof whole !== 'object' || !Array.isArray(whole.screens) || !whole.modules) throw new Error('configuración de pantallas inválida');
          growScreenConfig(this.config, whole);
          this.described = null;
          markFulfilled(loading, undefined);
        })
        .catch((error: unknown) => {
          this.loading = null;
          throw error;
        });
      this.loading = loading;
    }
    return this.loading;
  }
}
