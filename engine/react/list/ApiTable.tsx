/**
 * A table over `useApiList`: an optional text filter (Buscar), the rows as a Blueprint table (a row
 * opens when `onOpen` is given; its own controls, e.g. a switch, do not open it), the failure or
 * "no rows" state, and the pager when the list is paged. The admin screens' tables are this one.
 */
import { Button, Callout, ControlGroup, HTMLTable, InputGroup, Spinner } from '@blueprintjs/core';
import { useState, type ReactNode } from 'react';
import { t } from '../../core/messages';
import { ListPager } from './ListPager';
import type { ApiListController } from './useApiList';
// ControlGroup's rules are in Blueprint's later stylesheet (decision 120): they come with the table.
import '../theme/blueprintLater.css';

/** A column: a header and what a row shows under it. */
export interface ApiTableColumn<Row> {
  readonly key: string;
  readonly label: string;
  readonly render: (row: Row) => ReactNode;
}

export interface ApiTableProps<Row> {
  readonly list: ApiListController<Row>;
  readonly columns: readonly ApiTableColumn<Row>[];
  readonly rowKey: (row: Row) => string | number;
  /** Opens a row (click or Enter on it). */
  readonly onOpen?: (row: Row) => void;
  /** Shows the text filter with this label. */
  readonly searchLabel?: string;
  /** The table's accessible name. */
  readonly label: string;
}

/** The table with its filter and pager. */
export function ApiTable<Row>({ list, columns, rowKey, onOpen, searchLabel, label }: ApiTableProps<Row>) {
  const [typed, setTyped] = useState(list.texto);
  return (
    <div className="bo-api-table">
      {searchLabel && (
        <form
          className="bo-api-table-search"
          role="search"
          onSubmit={(e) => {
            e.preventDefault();
            list.search(typed);
          }}
        >
          <ControlGroup style={{ maxWidth: 480, marginBottom: 12 }}>
            <InputGroup
              fill
              aria-label={searchLabel}
              placeholder={t('ui.searchPlaceholder')}
              value={typed}
              maxLength={100}
              onChange={(e) => setTyped(e.target.value)}
            />
            <Button type="submit" icon="search" text={t('ui.search')} />
          </ControlGroup>
        </form>
      )}
      {list.loading ? (
        <Spinner size={24} aria-label={t('ui.loading')} />
      ) : list.error ? (
        <Callout intent="danger" icon="error">
          {list.error}
        </Callout>
      ) : list.rows.length === 0 ? (
        <Callout icon="info-sign">{t('ui.noRows')}</Callout>
      ) : (
        <HTMLTable striped interactive={!!onOpen} aria-label={label} className="bo-record-table">
          <thead>
            <tr>
              {columns.map((column) => (
                <th key={column.key} scope="col">
                  {column.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {list.rows.map((row) => (
              <tr
                key={rowKey(row)}
                tabIndex={onOpen ? 0 : undefined}
                onClick={onOpen ? () => onOpen(row) : undefined}
                onKeyDown={onOpen ? (e) => e.key === 'Enter' && e.target === e.currentTarget && onOpen(row) : undefined}
              >
                {columns.map((column) => (
                  <td key={column.key}>{column.render(row)}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </HTMLTable>
      )}
      {list.pages > 1 && <ListPager page={list.page} pages={list.pages} total={list.total} onPage={list.setPage} />}
    </div>
  );
}
