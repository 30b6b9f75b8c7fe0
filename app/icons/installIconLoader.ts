/**
 * Blueprint icons by the names we use, not every icon path (issue 9): Blueprint's default loader
 * downloads the paths of all ~1,400 icons (two 300 KB chunks) for the first `<Icon icon="…">`.
 * The 16 px paths of the names the app uses (below) are bundled and registered at start-up, so they
 * draw at once; their 20 px paths (icons drawn at 20 px or more) download one by one when drawn.
 * Any other name (a menu icon set in screens.config.json, say) still works through Blueprint's loader, which then downloads the full set, and warns in
 * development so that the name can be added here. Blueprint's own components draw their icons
 * from bundled components and do not use the loader.
 */
import { Icons, type IconName, type IconPaths } from '@blueprintjs/icons';
import { splitPathsBySizeLoader } from '@blueprintjs/icons/lib/esm/paths-loaders/splitPathsBySizeLoader';

const paths16 = import.meta.glob<IconPaths>(
  '../../node_modules/@blueprintjs/icons/lib/esm/generated/16px/paths/{add,airplane,application,confirm,shop,arrow-left,arrow-right,bank-account,caret-down,chevron-down,chevron-left,chevron-right,chevron-up,credit-card,cross,cross-circle,disable,document,document-open,double-caret-vertical,download,edit,error,export,eye-open,floppy-disk,history,home,inbox,info-sign,issue,label,lock,log-out,map-marker,merge-columns,office,path-search,plus,refresh,search,sort-asc,sort-desc,star,star-empty,tick-circle,time,trash,undo,user,warning-sign,wrench}.js',
  { eager: true, import: 'default' },
);
// The 20 px paths (icons drawn at 20 px or more) are each their own small chunk, downloaded when drawn.
const paths20 = import.meta.glob<IconPaths>(
  '../../node_modules/@blueprintjs/icons/lib/esm/generated/20px/paths/{add,airplane,application,confirm,shop,arrow-left,arrow-right,bank-account,caret-down,chevron-down,chevron-left,chevron-right,chevron-up,credit-card,cross,cross-circle,disable,document,document-open,double-caret-vertical,download,edit,error,export,eye-open,floppy-disk,history,home,inbox,info-sign,issue,label,lock,log-out,map-marker,merge-columns,office,path-search,plus,refresh,search,sort-asc,sort-desc,star,star-empty,tick-circle,time,trash,undo,user,warning-sign,wrench}.js',
  { import: 'default' },
);

const byName = <T,>(paths: Record<string, T>) => new Map(Object.entries(paths).map(([path, value]) => [/([^/]+)\.js$/.exec(path)![1], value]));

/** The icon names whose paths ship with the app. */
export const bundledIconNames: ReadonlySet<string> = new Set(byName(paths16).keys());

/** Installs the loader and registers the bundled paths (call once, before the first render). */
export async function installIconLoader(): Promise<void> {
  const bundled16 = byName(paths16);
  const loaders20 = byName(paths20);
  Icons.setLoaderOptions({
    loader: async (name, size) => {
      const paths = size === 20 ? await loaders20.get(name)?.() : bundled16.get(name);
      if (paths) return paths;
      if (import.meta.env.DEV) console.warn(`[iconos] '${name}' no está en app/icons/installIconLoader.ts: se descargan todos los íconos`);
      return splitPathsBySizeLoader(name, size);
    },
  });
  const names = [...bundledIconNames] as IconName[];
  await Icons.load(names, 16);
}
