/**
 * How a page names the chunk of a module its first screen needs (decision 168): the server marks
 * that chunk's `<link rel="modulepreload">` with `data-modulo="<module>"`
 * (server/client/routePreloads.ts), and the browser imports the module's loader file from that
 * link's URL (app/modules/moduleLoaderFiles.ts). The entry then holds no list of modules.
 */

/** The attribute that names a module on its chunk's preload link. */
export const MODULE_LINK_ATTRIBUTE = 'data-modulo';

/** Module folder names as a link may carry them (`schemas/<m>/`): letters, digits, `_` and `-`. */
const linkableName = /^[A-Za-z0-9_-]+$/;

/** The attribute naming module `name` on its chunk's preload link (with its leading space), or '' for a name no link carries. */
export function moduleLinkAttribute(name: string): string {
  return linkableName.test(name) ? ` ${MODULE_LINK_ATTRIBUTE}="${name}"` : '';
}

/** The CSS selector of module `name`'s preload link, or null for a name no link carries. */
export function moduleLinkSelector(name: string): string | null {
  return linkableName.test(name) ? `link[rel="modulepreload"][${MODULE_LINK_ATTRIBUTE}="${name}"]` : null;
}
