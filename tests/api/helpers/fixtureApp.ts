/** startTestApp options that add the engine's fixture modules (tests/fixtures/modules) to the shipped ones. */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { linkAnnotationProblems } from '../../../engine/core/linkSearch/linkAnnotationProblems';
import { relatedPanelProblems } from '../../../engine/core/related/relatedPanelProblems';
import type { ScreensConfig } from '../../../engine/core/screenConfig';
import { withFixtureModules } from '../../fixtures/fixtureModules';
import type { TestAppOptions } from './testApp';

export const FIXTURE_SCHEMAS_DIR = resolve('tests/fixtures/modules');

type Folder = { readonly properties: Record<string, any>; readonly ui: Record<string, unknown> };

/** A module folder's schema properties and ui schema, shipped (schemas/) or fixture. */
function folderOf(schema: string): Folder | undefined {
  for (const dir of [resolve('schemas', schema), resolve(FIXTURE_SCHEMAS_DIR, schema)]) {
    try {
      const properties = JSON.parse(readFileSync(resolve(dir, `${schema}.schema.json`), 'utf8')).properties ?? {};
      let ui: Record<string, unknown> = {};
      try {
        ui = JSON.parse(readFileSync(resolve(dir, `${schema}.ui.json`), 'utf8'));
      } catch {
        // No ui schema: no related panels.
      }
      return { properties, ui };
    } catch {
      // Not in this folder.
    }
  }
  return undefined;
}

/**
 * The fixture modules declare every link kind for their own targets (`contacto` → `pruebacontacto`,
 * `cuenta` → `prueba`…). A shipped module whose links or related panels the start-up checks refuse
 * beside them (a prefill from a field the fixture target lacks, a panel whose link no longer points
 * back) is left out of the fixture app, with its screens and menu entries; every other shipped
 * module stays (the reliability suite probes them with the fixtures).
 */
export function withFixtureApp(config: Record<string, any>): void {
  const shippedModules = Object.keys(config.modules);
  withFixtureModules(config);
  const schemaOf = (m: string): string | undefined => config.modules[m]?.schema;
  const folder = (m: string) => (schemaOf(m) ? folderOf(schemaOf(m)!) : undefined);
  const fieldsOf = (m: string) => {
    const f = folder(m);
    return f ? new Set(Object.keys(f.properties)) : undefined;
  };
  const dropped = new Set<string>();
  for (let changed = true; changed; ) {
    changed = false;
    for (const m of shippedModules) {
      if (dropped.has(m) || !config.modules[m]) continue;
      const f = folder(m);
      if (!f) continue;
      const problems = [
        ...linkAnnotationProblems(schemaOf(m)!, f.properties, config as ScreensConfig, fieldsOf),
        ...relatedPanelProblems(schemaOf(m)!, f.ui, config as ScreensConfig, (other) => folder(other)?.properties),
      ];
      if (!problems.length) continue;
      dropped.add(m);
      delete config.modules[m];
      changed = true;
    }
  }
  if (!dropped.size) return;
  const screens = new Set(config.screens.filter((s: { module?: string }) => s.module && dropped.has(s.module)).map((s: { id: string }) => s.id));
  config.screens = config.screens.filter((s: { id: string }) => !screens.has(s.id));
  const prune = (entries: Array<{ screen?: string; children?: unknown[] }>): Array<{ screen?: string; children?: unknown[] }> =>
    entries
      .filter((e) => !e.screen || !screens.has(e.screen))
      .map((e) => (e.children ? { ...e, children: prune(e.children as Array<{ screen?: string }>) } : e))
      .filter((e) => !e.children || e.children.length > 0);
  config.menu = prune(config.menu);
  for (const [kind, link] of Object.entries(config.links as Record<string, { module: string }>)) if (dropped.has(link.module)) delete config.links[kind];
}

export const fixtureApp: TestAppOptions = { extraSchemasDirs: [FIXTURE_SCHEMAS_DIR], config: withFixtureApp };
