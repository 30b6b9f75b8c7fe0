/**
 * The shipped screen config for stories and tests that run in Vite (browser or vitest): the root
 * screens.config.json merged with every `schemas/<m>/<m>.config.json` (`import.meta.glob`, eager)
 * by the engine's pure merge, as the server merges them from disk. The app does not use it: it
 * gets the merged config from `GET /api/config`.
 */
import { mergeScreenConfig } from '../../engine/core/moduleConfig/mergeScreenConfig';
import type { ScreensConfig } from '../../engine/core/screenConfig';
import root from '../../screens.config.json';
import { byModule } from './moduleFiles';

const files = import.meta.glob<unknown>('../../schemas/*/*.config.json', { eager: true, import: 'default' });

/** A fresh copy of the merged shipped config (callers may edit it); a problem in the files throws, one line each. */
export function shippedScreenConfig(): ScreensConfig {
  const modules = [...byModule(files, '.config.json')].map(([module, json]) => ({ module, file: `schemas/${module}/${module}.config.json`, json }));
  const { config, problems } = mergeScreenConfig({ file: 'screens.config.json', json: root }, modules);
  if (!config) throw new Error(problems.join('\n'));
  return structuredClone(config) as unknown as ScreensConfig;
}
