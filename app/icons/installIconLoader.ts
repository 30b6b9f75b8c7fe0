/**
 * Blueprint icons by the names we use, not every icon path: Blueprint's default loader
 * downloads the paths of all ~1,400 icons (two 300 KB chunks) for the first `<Icon icon="…">`.
 * The 16 px paths of the icons the shell and the lists draw (below) are bundled with the entry and
 * registered at start-up, so the first screen draws them at once. The 16 px paths of the other
 * names the app uses (forms, dialogs, menus: app/icons/laterIcons.ts) are one chunk, downloaded
 * after the first screen settled and before the first form or preview renders (`loadLaterIcons`,
 * which the widget loader waits for, app/main.tsx), so a form never draws a blank icon. The 20 px
 * paths (icons drawn at 20 px or more) download one by one when drawn (app/icons/icons20.ts).
 * Any other name (a menu icon set in screens.config.json, say) still works through Blueprint's
 * loader, which then downloads the full set, and warns in development so that the name can be
 * added here or in laterIcons.ts. Blueprint's own components draw their icons from bundled
 * components and do not use the loader.
 */
import { Icons, type IconName, type IconPaths } from '@blueprintjs/icons';
import { loadOnce } from '../../engine/core/loadOnce';
import { afterFirstScreen } from '../../engine/react/loading/afterFirstScreen';

// The icons the shell (navbar, menu: screens.config.json), Home, the error views and the list
// screen (filters, pager, sorting, row actions, export and density buttons, notices) draw: checked by
// tests/process/clientBundle.test.ts against the first download's sources.
const paths16 = import.meta.glob<IconPaths>(
  '../../node_modules/@blueprintjs/icons/lib/esm/generated/16px/paths/{airplane,application,bank-account,caret-down,chevron-left,chevron-right,cog,compressed,credit-card,cross-circle,disable,document,document-open,double-caret-vertical,envelope,error,export,eye-open,home,import,info-sign,key,log-out,office,path-search,people,plus,refresh,search,shop,sort-asc,sort-desc,tick-circle,time,user,warning-sign,wrench}.js',
  { eager: true, import: 'default' },
);

/** The names of a glob's path modules, with their values. */
const byName = <T>(paths: Record<string, T>) => new Map(Object.entries(paths).map(([path, value]) => [/([^/]+)\.js$/.exec(path)![1], value]));

/** The icon names whose 16 px paths ship with the entry. */
export const firstScreenIconNames: ReadonlySet<string> = new Set(byName(paths16).keys());

/** The other bundled 16 px paths (one chunk; later calls share the download). */
const laterPaths = loadOnce(() => import('./laterIcons').then(({ laterPaths16 }): ReadonlyMap<string, IconPaths> => byName(laterPaths16)));

/** Downloads the other bundled 16 px paths and registers them with Blueprint, so they draw at once. */
export function loadLaterIcons(): Promise<void> {
  return laterPaths().then((paths) => Icons.load([...paths.keys()] as IconName[], 16));
}

/** The 20 px paths' table (a chunk of its own). */
const paths20Loader = loadOnce(() => import('./icons20').then((m) => m.paths20Of));

/** Installs the loader and registers the entry's paths (call once, before the first render). */
export async function installIconLoader(): Promise<void> {
  const bundled16 = byName(paths16);
  Icons.setLoaderOptions({
    loader: async (name, size) => {
      const paths = size === 20 ? await (await paths20Loader())(name) : (bundled16.get(name) ?? (await laterPaths().catch(() => undefined))?.get(name));
      if (paths) return paths;
      if (import.meta.env.DEV) console.warn(`[iconos] '${name}' no está en app/icons/installIconLoader.ts ni en laterIcons.ts: se descargan todos los íconos`);
      // Blueprint's own loader, itself downloaded only then: the entry would otherwise list the files of
      // both full path sets (and of every 20 px path they import) among its preloads.
      const { splitPathsBySizeLoader } = await import('@blueprintjs/icons/lib/esm/paths-loaders/splitPathsBySizeLoader');
      return splitPathsBySizeLoader(name, size);
    },
  });
  afterFirstScreen(() => void loadLaterIcons().catch(() => undefined));
  await Icons.load([...firstScreenIconNames] as IconName[], 16);
}
