/**
 * Related-records panels: a tab of a form (`ui:tabs` entry with `related`) that lists another
 * module's records whose link field holds this record's id (an account's notes, cards, files,
 * opportunities: ACC-36, ACC-38, ACC-39), paged by the panel's page size (SHR-02, CST-18: 10) and
 * sorted by column on the server. "Nuevo" opens the other module's form in a dialog with the link
 * field set to this record; a row opens that record in a dialog. Pure: what the panel asks the
 * generic list API and what a new record starts with.
 */
import type { ListSort } from '../listQuery';
import type { ColumnConfig, ModuleListConfig } from '../screenConfig';

/** The `related` key of a `ui:tabs` entry. */
export interface RelatedPanel {
  /** Module listed (a key of `modules` in screens.config.json). */
  readonly module: string;
  /** Its `x-link` field that holds the id of the record the form shows. */
  readonly field: string;
  readonly columns: readonly ColumnConfig[];
  /** Rows per page (CST-18: notes, cards, files 10). */
  readonly pageSize: number;
  /** Form screen of `module`: rows open in it and "Nuevo" creates with it, in a dialog. Absent: rows open read-only, no "Nuevo". */
  readonly form?: string;
  /** Message key said when the list cannot be loaded (default: the listed module's `listError`; CON-18's own text). */
  readonly listError?: string;
}

/** The sort and page of a panel's list. */
export interface RelatedListState {
  readonly sort: ListSort;
  /** Zero-based. */
  readonly page: number;
}

const isObject = (value: unknown): value is Record<string, unknown> => !!value && typeof value === 'object' && !Array.isArray(value);

/** The tab entry's `related` panel, or undefined when it declares none (shape checked at start-up). */
export function relatedPanelOf(tab: unknown): RelatedPanel | undefined {
  const related = isObject(tab) ? tab.related : undefined;
  return isObject(related) && typeof related.module === 'string' && typeof related.field === 'string' ? (related as unknown as RelatedPanel) : undefined;
}

/** The first page, in the listed module's default order. */
export function initialRelatedState(list: ModuleListConfig): RelatedListState {
  return { sort: list.defaultSort, page: 0 };
}

/** The columns that sort on the server: those the listed module declares sortable (or sorts by default). */
export function relatedSortable(panel: RelatedPanel, list: ModuleListConfig): Set<string> {
  const sortable = new Set([...list.sortable, list.defaultSort.field]);
  return new Set(panel.columns.map((c) => c.field).filter((f) => sortable.has(f)));
}

/** Query of `GET /api/modulos/<panel.module>`: the records linked to `ownerId`, one page, sorted. */
export function relatedListParams(
  panel: RelatedPanel,
  ownerId: number,
  state: RelatedListState,
  list?: Pick<ModuleListConfig, 'filters'>,
): Record<string, string> {
  // The panel lists the records of the owner itself: a hierarchy filter on the link (an account's
  // child accounts) is asked for the owner alone.
  const direct = list?.filters.find((f) => f.name === panel.field)?.hierarchy?.direct;
  return {
    [panel.field]: String(ownerId),
    ...(direct ? { [direct]: 'true' } : {}),
    orden: state.sort.field,
    dir: state.sort.direction,
    limit: String(panel.pageSize),
    offset: String(state.page * panel.pageSize),
  };
}

/** What "Nuevo" starts with: the link to the record the form shows. */
export function newRelatedRecord(panel: RelatedPanel, ownerId: number): Record<string, unknown> {
  return { [panel.field]: ownerId };
}

/**
 * The ui schema without the related-records tabs whose listed module the user may not read (ACC-36:
 * the cards tab under CRD-19's visibility): a tab they could only see fail is not shown. A tab that
 * also has fields keeps them, without its panel. The same object when nothing is dropped.
 */
export function withReadableRelated<T extends Readonly<Record<string, unknown>>>(ui: T, mayRead: (module: string) => boolean): T {
  const tabs = ui['ui:tabs'];
  if (!Array.isArray(tabs)) return ui;
  const unreadable = (tab: unknown) => {
    const panel = relatedPanelOf(tab);
    return !!panel && !mayRead(panel.module);
  };
  if (!tabs.some(unreadable)) return ui;
  const kept = tabs.flatMap((tab) => {
    if (!unreadable(tab)) return [tab];
    const { related: _related, ...rest } = tab as Record<string, unknown>;
    return Array.isArray(rest.fields) && rest.fields.length ? [rest] : [];
  });
  return { ...ui, 'ui:tabs': kept };
}
