/**
 * The list's table as a Blueprint HTMLTable (striped, interactive): sortable headers with
 * `aria-sort`, rows that open the record (click, Enter, or the link in the first cell; or, with
 * `onOpen`, the button in the first cell, e.g. in a dialog). Any component with the same props can
 * replace it (`ListScreen`'s `table` prop).
 */
import { HTMLTable, Icon } from '@blueprintjs/core';
import { use, type ComponentType, type ReactNode } from 'react';
import { Link } from '../router/Link';
import { useNavigate } from '../router/Router';
import type { ListSort } from '../../core/listQuery';
import { t } from '../../core/messages';
import type { ColumnConfig } from '../../core/screenConfig';
import type { ModuleRecord } from '../data/types';
import { formatValue } from '../format/formatValue';
import type { MaskedProperty } from '../../core/format/fieldDisplay';
import { comboDisplay, comboOf } from '../../core/format/comboDisplay';
import { linkCellName, type LinkNames } from '../../core/format/linkNames';
import { quantityClass } from '../../core/format/columnAlign';
import { maskRegistry, masksToLoad } from '../../core/format/masks';
import { useComboDescriptions } from '../data/useComboDescriptions';

export interface RecordTableProps {
  readonly columns: readonly ColumnConfig[];
  readonly rows: readonly ModuleRecord[];
  readonly sort: ListSort;
  /** Fields that may be sorted (column config ∩ module `sortable`). */
  readonly sortable: ReadonlySet<string>;
  readonly onSort: (field: string) => void;
  /** Path that opens a row; no link when absent. */
  readonly rowPath?: (row: ModuleRecord) => string;
  /** What opening a row carries in its history entry (the list's URL, so "Volver" returns to this search). */
  readonly rowState?: unknown;
  /** Opens a row in place (instead of a path): a click on the row or on the first cell's button. */
  readonly onOpen?: (row: ModuleRecord) => void;
  /** The module schema's properties: cells show masked fields through their mask. */
  readonly properties?: Readonly<Record<string, MaskedProperty>>;
  /** The actions cell of a row (a last "Acciones" column when given). */
  readonly rowActions?: (row: ModuleRecord) => ReactNode;
  /** Extra class of a row (e.g. an annulled record). */
  readonly rowClassName?: (row: ModuleRecord) => string | undefined;
  /** The row shown selected (`aria-current`): the record a list was opened at (ACC-02). */
  readonly selectedId?: number;
  /** The names of the page's linked records (`extras.nombres`): a link column shows the name, not the id. */
  readonly linkNames?: LinkNames;
}

export type RecordTableComponent = ComponentType<RecordTableProps>;

type ComboDescriptions = ReadonlyMap<string, ReadonlyMap<string, string>>;

/** A cell's text: a combo field's description, a link's record name, else the formatted value. */
function cellText(
  row: ModuleRecord,
  field: string,
  properties: RecordTableProps['properties'],
  combos: ComboDescriptions,
  names: LinkNames | undefined,
): string {
  const value = field in row.datos ? row.datos[field] : (row as unknown as Record<string, unknown>)[field];
  const combo = comboOf(properties?.[field]);
  return (combo ? comboDisplay(value, combos.get(combo)) : null) ?? linkCellName(names, field, value) ?? formatValue(value, properties?.[field]);
}

function SortHeader({
  column,
  sort,
  sortable,
  onSort,
  className,
}: { column: ColumnConfig; className?: string } & Pick<RecordTableProps, 'sort' | 'sortable' | 'onSort'>) {
  const active = sort.field === column.field;
  if (!sortable.has(column.field))
    return (
      <th scope="col" className={className}>
        {column.label}
      </th>
    );
  return (
    <th
      scope="col"
      className={className}
      aria-sort={active ? (sort.direction === 'asc' ? 'ascending' : 'descending') : 'none'}
      style={column.width ? { width: column.width } : undefined}
    >
      <button type="button" className="bo-sort-button" onClick={() => onSort(column.field)}>
        {column.label}
        <Icon
          icon={active ? (sort.direction === 'asc' ? 'sort-asc' : 'sort-desc') : 'double-caret-vertical'}
          size={12}
          className={active ? '' : 'bo-sort-idle'}
        />
      </button>
    </th>
  );
}

/** The default record table. */
export function RecordTable({
  columns,
  rows,
  sort,
  sortable,
  onSort,
  rowPath,
  rowState,
  onOpen,
  properties,
  rowActions,
  rowClassName,
  selectedId,
  linkNames,
}: RecordTableProps) {
  const navigate = useNavigate();
  const combos = useComboDescriptions(
    columns.map((column) => column.field),
    properties,
  );
  // A masked column whose formatter downloads on demand (a phone) waits for it (Suspense).
  const masksLoading = properties
    ? masksToLoad(
        maskRegistry,
        properties,
        columns.map((column) => column.field),
      )
    : null;
  if (masksLoading) use(masksLoading);
  const cell = (row: ModuleRecord, field: string, props: RecordTableProps['properties']) => cellText(row, field, props, combos, linkNames);
  const opener = (row: ModuleRecord, text: string) => (
    <button
      type="button"
      className="bo-link-button"
      onClick={(e) => {
        e.stopPropagation();
        onOpen?.(row);
      }}
    >
      {text || '—'}
    </button>
  );
  // A column's alignment is the schema's, the same for every row: read once per render, not per cell.
  const columnClasses = columns.map((column) => quantityClass(properties?.[column.field]));
  return (
    <HTMLTable striped interactive={!!rowPath || !!onOpen} className="bo-record-table">
      <thead>
        <tr>
          {columns.map((column, index) => (
            <SortHeader key={column.field} column={column} sort={sort} sortable={sortable} onSort={onSort} className={columnClasses[index]} />
          ))}
          {rowActions && <th scope="col">{t('list.actions')}</th>}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => {
          const path = rowPath?.(row);
          const open = path ? () => navigate(path, { state: rowState }) : onOpen ? () => onOpen(row) : undefined;
          return (
            <tr
              key={row.id}
              className={
                [row.vigente ? '' : 'bo-row-inactive', row.id === selectedId ? 'bo-row-selected' : '', rowClassName?.(row) ?? ''].join(' ').trim() || undefined
              }
              aria-current={row.id === selectedId ? 'true' : undefined}
              onClick={open}
            >
              {columns.map((column, index) => (
                <td key={column.field} className={columnClasses[index]}>
                  {index === 0 && !path && onOpen ? (
                    opener(row, cell(row, column.field, properties))
                  ) : index === 0 && path ? (
                    <Link to={path} state={rowState} onClick={(e) => e.stopPropagation()}>
                      {cell(row, column.field, properties) || '—'}
                    </Link>
                  ) : (
                    cell(row, column.field, properties)
                  )}
                </td>
              ))}
              {/* A click on an action never opens the row. */}
              {rowActions && (
                <td className="bo-row-actions-cell" onClick={(e) => e.stopPropagation()}>
                  {rowActions(row)}
                </td>
              )}
            </tr>
          );
        })}
      </tbody>
    </HTMLTable>
  );
}
