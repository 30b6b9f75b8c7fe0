/** The users' table: who, name, e-mail, roles, state, and the actions on each user. */
import { Button, HTMLTable, Tag } from '@blueprintjs/core';
import { t } from '../../../../engine/core/messages';
import { msg, type UserRow } from './userApi';

export interface UsersTableProps {
  readonly rows: readonly UserRow[];
  /** False with an external identity provider: no actions. */
  readonly editable: boolean;
  readonly onEdit: (row: UserRow) => void;
  readonly onToggle: (row: UserRow) => void;
  readonly onReset: (row: UserRow) => void;
}

export function UsersTable({ rows, editable, onEdit, onToggle, onReset }: UsersTableProps) {
  return (
    <HTMLTable compact striped interactive className="bo-users-table" aria-label={t(msg('title'))}>
      <thead>
        <tr>
          <th scope="col">{t(msg('usernameColumn'))}</th>
          <th scope="col">{t(msg('nameColumn'))}</th>
          <th scope="col">{t(msg('emailColumn'))}</th>
          <th scope="col">{t(msg('rolesColumn'))}</th>
          <th scope="col">{t(msg('statusColumn'))}</th>
          {editable && <th scope="col" aria-label={t(msg('actionsColumn'))} />}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.id} data-usuario={row.usuario}>
            <td>{editable ? <Button variant="minimal" text={row.usuario} onClick={() => onEdit(row)} className="bo-link-button" /> : row.usuario}</td>
            <td>{row.nombre}</td>
            <td>{row.email ?? ''}</td>
            <td className="bo-users-roles">
              {row.roles.map((role) => (
                <Tag key={role} minimal>
                  {role}
                </Tag>
              ))}
            </td>
            <td>
              <Tag intent={row.vigente ? 'success' : 'none'} minimal>
                {t(msg(row.vigente ? 'active' : 'inactive'))}
              </Tag>{' '}
              {row.debeCambiarContrasena && (
                <Tag intent="warning" minimal>
                  {t(msg('mustChange'))}
                </Tag>
              )}
            </td>
            {editable && (
              <td className="bo-users-actions" style={{ whiteSpace: 'nowrap' }}>
                <Button size="small" variant="minimal" icon="key" text={t(msg('resetPassword'))} onClick={() => onReset(row)} />
                <Button
                  size="small"
                  variant="minimal"
                  icon={row.vigente ? 'disable' : 'tick-circle'}
                  intent={row.vigente ? 'danger' : 'success'}
                  text={t(msg(row.vigente ? 'disable' : 'enable'))}
                  onClick={() => onToggle(row)}
                />
              </td>
            )}
          </tr>
        ))}
      </tbody>
    </HTMLTable>
  );
}
