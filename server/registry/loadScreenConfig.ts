/**
 * Reads the screen config from disk: the root screens.config.json and every module folder's
 * `<m>.config.json`, merged by the engine's pure `mergeScreenConfig`. A root that is already a
 * whole effective config (`modules` an object: a test's or a tool's file) is taken as it is.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { mergeScreenConfig, type MergedScreenConfig, type ModuleConfigFile } from '../../engine/core/moduleConfig/mergeScreenConfig';
import type { ScreensConfig } from '../../engine/core/screenConfig';
import { jsonProblem, shownPath } from './jsonProblem';

export interface ScreenConfigSources {
  /** The root file; default `screens.config.json` of the working directory. */
  readonly configFile?: string;
  /** The folders holding module folders; default `schemas`. */
  readonly schemasDirs?: readonly string[];
}

/** The merged config with its problems (unreadable files included), one line each. */
export function readScreenConfig(sources: ScreenConfigSources = {}): MergedScreenConfig {
  const problems: string[] = [];
  const readJson = (file: string): unknown => {
    const text = readFileSync(file, 'utf8');
    try {
      return JSON.parse(text);
    } catch (error) {
      problems.push(jsonProblem(shownPath(file), text, error as Error));
      return undefined;
    }
  };
  const rootFile = sources.configFile ?? resolve('screens.config.json');
  const root = readJson(rootFile);
  const modules: ModuleConfigFile[] = [];
  for (const dir of sources.schemasDirs ?? [resolve('schemas')]) {
    for (const name of readdirSync(dir).sort()) {
      const file = join(dir, name, `${name}.config.json`);
      if (!statSync(join(dir, name)).isDirectory() || !existsSync(file)) continue;
      const json = readJson(file);
      if (json !== undefined) modules.push({ module: name, file: shownPath(file), json });
    }
  }
  if (problems.length || root === undefined) return { problems, origin: (path) => path };
  return mergeScreenConfig({ file: shownPath(rootFile), json: root }, modules);
}

/** The merged config, unchecked against the registry (tests and tools); a problem throws, one line each. */
export function loadScreenConfig(sources: ScreenConfigSources = {}): ScreensConfig {
  const { config, problems } = readScreenConfig(sources);
  if (!config) throw new Error(problems.join('\n'));
  return config as unknown as ScreensConfig;
}
