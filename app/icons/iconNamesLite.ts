/**
 * Stands in for `@blueprintjs/icons/lib/esm/iconNames` where Blueprint's icon loader imports it
 * (scripts/vite/iconNamesPlugin.ts). The original builds a table of every icon name
 * (≈ 1,400 names, with the `change-case` package) at start-up only so that `Icons.load` can refuse
 * an unknown name before asking the loader. Here any icon-like name passes that check: the app's
 * loader (installIconLoader.ts) has the paths of the names we use, and for any other name
 * Blueprint's own loader answers (or fails, which Blueprint logs, as for an unknown name before).
 * `IconNames` is empty: only `Icons.loadAll`, which the app never calls, reads it.
 */
export const IconNames: Readonly<Record<string, string>> = {};

/** Accepts every lowercase kebab-case name (the form of all of Blueprint's icon names). */
export const IconNamesSet: Pick<ReadonlySet<string>, 'has'> = {
  has: (name: string) => typeof name === 'string' && /^[a-z0-9]+(-[a-z0-9]+)*$/.test(name),
};
