/**
 * The custom screens of module folders: `schemas/<m>/screens/<Name>.tsx` exports a component named
 * like its file, and a screen config `{ "kind": "custom", "component": "<Name>" }` opens it. Found
 * by `import.meta.glob` (adding a screen needs no app code) and registered with a loader, so a
 * screen's code downloads when it is first opened or prefetched, never with the entry.
 */
import type { ScreenComponent, ScreenRegistry } from '../../engine/react/screens/screenRegistry';
import { loadWidgets } from '../../engine/react/loading/widgetLoader';

type ScreenModule = Record<string, unknown>;

/** `../../schemas/altamasiva/screens/AltaMasiva.tsx` → `AltaMasiva`. */
export function screenNameOf(path: string): string | null {
  const match = /\/screens\/([A-Za-z][A-Za-z0-9]*)\.tsx$/.exec(path);
  return match ? match[1] : null;
}

/** Registers each screen file's component under its file's name; a file without that export fails when opened, naming the file. */
export function registerModuleScreens(registry: ScreenRegistry, files: Record<string, () => Promise<ScreenModule>>): ScreenRegistry {
  for (const [path, load] of Object.entries(files)) {
    const name = screenNameOf(path);
    if (!name || registry.has(name)) continue;
    registry.registerLoader(name, async () => {
      // A module's screen builds on the forms (engine/react, widgets) and their later texts: it
      // waits for them as the form screens do, so it never draws before the catalogue's second part.
      const [screenModule] = await Promise.all([load(), loadWidgets()]);
      const component = screenModule[name];
      if (typeof component !== 'function' && typeof component !== 'object') {
        throw new Error(`El archivo ${path} no exporta la pantalla '${name}'`);
      }
      return component as ScreenComponent;
    });
  }
  return registry;
}

/** The screen files of the module folders under schemas/. */
export function moduleScreenFiles(): Record<string, () => Promise<ScreenModule>> {
  return import.meta.glob<ScreenModule>('../../schemas/*/screens/*.tsx');
}
