/**
 * A link list as a compact Blueprint table (LNK-29, LNK-30, LNK-35): the declared columns, the
 * principal row with a star tag, rows marked for deletion struck through with "Deshacer", and the
 * row actions. Without handlers (read-only) it shows no buttons. Given a page, it shows that
 * page's rows and, when there is more than one page, the list screen's pager under the table
 * (ACC-39, CRD-14). Reusable by any list of linked records: it only renders rows and calls back.
 */
import { Button, ButtonGroup, Classes, HTMLTable, Intent, Tag } from '@blueprintjs/core';
import type { ResolvedColumn } from '../../engine/core/linkList/linkListColumns';
import type { LinkListPage } from '../../engine/core/linkList/linkListPage';
import { isLive, type LinkRow } from '../../engine/core/linkList/linkRow';
import { t } from '../../engine/core/messages';
import { ListPager } from '../../engine/react/list/ListPager';
import { RemoveButton } from '../../engine/react/list/RemoveButton';
import { QUANTITY_CLASS } from '../../engine/core/format/columnAlign';
import { LinkListCell } from './LinkListCell';

/** A column as the table shows it (engine/core/linkList/linkListColumns.ts). */
export type LinkListColumn = ResolvedColumn;

export interface LinkListActions {
  readonly onEdit?: (index: number) => void;
  readonly onRemove: (index: number) => void;
  readonly onRestore: (index: number) => void;
  /** Present when the list has a principal policy. */
  readonly onMakePrincipal?: (index: number) => void;
}

export interface LinkListTableProps {
  /** The list's label (the table's accessible name). */
  readonly label: string;
  readonly rows: readonly LinkRow[];
  readonly columns: readonly LinkListColumn[];
  /** Show the principal column. */
  readonly showPrincipal: boolean;
  /** Row actions; absent in a read-only form. */
  readonly actions?: LinkListActions;
  /** Id of the element holding the list's messages (errors). */
  readonly describedBy?: string;
  /** The page shown (absent: every row). */
  readonly paging?: LinkListPage;
  /** Called with the zero-based page the user asks for. */
  readonly onPage?: (page: number) => void;
}

export function LinkListTable({ label, rows, columns, showPrincipal, actions, describedBy, paging, onPage }: LinkListTableProps) {
  if (rows.length === 0) return <p className={Classes.TEXT_MUTED}>{t('linkList.empty')}</p>;
  const indexes = paging?.indexes ?? rows.map((_, index) => index);
  return (
    <>
      {/* Named by the list's label, which the field already shows above it (a visible caption said it twice). */}
      <HTMLTable compact striped className="bo-link-list-table" style={{ width: '100%' }} aria-label={label} aria-describedby={describedBy}>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.key} scope="col" className={column.quantity ? QUANTITY_CLASS : undefined}>
                {column.label}
              </th>
            ))}
            {showPrincipal && <th scope="col">{t('linkList.principal')}</th>}
            {actions && <th scope="col">{t('linkList.actions')}</th>}
          </tr>
        </thead>
        <tbody>
          {indexes.map((index) => {
            const row = rows[index];
            const live = isLive(row);
            const struck = live ? undefined : { textDecoration: 'line-through' };
            return (
              <tr
                key={row.id === undefined ? `fila-${index}` : `id-${String(row.id)}`}
                className={live ? undefined : 'bo-link-row-deleted'}
                aria-label={t('linkList.rowLabel', { n: index + 1 })}
              >
                {columns.map((column) => (
                  <td key={column.key} style={struck} className={column.quantity ? QUANTITY_CLASS : undefined}>
                    <LinkListCell column={column} row={row} />
                  </td>
                ))}
                {showPrincipal && (
                  <td style={struck}>
                    {row.principal === true && (
                      <Tag icon="star" intent={Intent.PRIMARY} minimal>
                        {t('linkList.principal')}
                      </Tag>
                    )}
                  </td>
                )}
                {actions && (
                  <td>
                    {live ? (
                      <ButtonGroup variant="minimal">
                        {actions.onEdit && <Button size="small" icon="edit" text={t('linkList.edit')} onClick={() => actions.onEdit?.(index)} />}
                        {actions.onMakePrincipal && row.principal !== true && (
                          <Button size="small" icon="star-empty" text={t('linkList.makePrincipal')} onClick={() => actions.onMakePrincipal?.(index)} />
                        )}
                        <RemoveButton onClick={() => actions.onRemove(index)} />
                      </ButtonGroup>
                    ) : (
                      <>
                        <Tag minimal intent={Intent.WARNING}>
                          {t('linkList.markedForDeletion')}
                        </Tag>{' '}
                        <Button size="small" variant="minimal" icon="undo" text={t('linkList.undo')} onClick={() => actions.onRestore(index)} />
                      </>
                    )}
                  </td>
                )}
              </tr>
            );
          })}
        </tbody>
      </HTMLTable>
      {paging && paging.pages > 1 && onPage && (
        <div role="group" aria-label={label} className="bo-link-list-pager">
          <ListPager page={paging.page} pages={paging.pages} total={rows.length} onPage={onPage} />
        </div>
      )}
    </>
  );
}
