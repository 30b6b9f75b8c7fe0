/**
 * Paging of a link list's table (ACC-39, CRD-14: files and cards show 10 rows per page). Every row
 * is on a page, rows marked for deletion included, so each stays reachable to be restored; a page
 * past the end (after an unsaved row was deleted) falls back to the last one, and a row added at
 * the end is on the last page.
 */

/** How the table is paged: which page shows and how many there are. */
export interface LinkListPage {
  /** Zero-based page shown. */
  readonly page: number;
  /** Number of pages (at least 1). */
  readonly pages: number;
  /** Indexes (in the whole list) of the rows on the page. */
  readonly indexes: readonly number[];
}

/** Number of pages of `total` rows at `size` per page (1 when unpaged or empty). */
export function pageCount(total: number, size: number | undefined): number {
  return size && size > 0 ? Math.max(1, Math.ceil(total / size)) : 1;
}

/** The page that holds the row at `index`. */
export function pageOfRow(index: number, size: number | undefined): number {
  return size && size > 0 && index > 0 ? Math.floor(index / size) : 0;
}

/** The page `requested` of `total` rows, clamped to the pages there are. */
export function linkListPage(total: number, size: number | undefined, requested: number): LinkListPage {
  const pages = pageCount(total, size);
  const page = Math.min(Math.max(0, Math.trunc(requested) || 0), pages - 1);
  const first = size && size > 0 ? page * size : 0;
  const last = size && size > 0 ? Math.min(total, first + size) : total;
  return {
    page,
    pages,
    indexes: Array.from({ length: Math.max(0, last - first) }, (_, i) => first + i),
  };
}
