import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import type { ContextRef } from '../../api/session';
import type { User } from '../../api/users';
import { CardCell, CardTable } from '../../components/cardTable/CardTable';
import { SortableHeader, type SortDirection } from '../../components/SortableHeader';
import { userAdminTexts } from '../../../shared/texts/de/userAdmin';

const t = userAdminTexts.userAdmin;
const lockout = userAdminTexts.userLockout;
export const userSortColumns = ['login', 'lastName', 'firstName', 'email', 'roleName'] as const;
type UserSortColumn = (typeof userSortColumns)[number];

interface Props {
  users: readonly User[];
  contexts: readonly ContextRef[];
  sortBy: UserSortColumn;
  sortDirection: SortDirection;
  /** The own account: it cannot be deleted (the server refuses it too). */
  ownUid: string | undefined;
  /** undefined without USERS_CHANGE: rows are not clickable and have no actions. */
  onEdit?: (user: User) => void;
  onDelete?: (user: User) => void;
  /** Offered for a locked user next to delete; undefined without USERS_CHANGE. */
  onUnlock?: (user: User) => void;
}

/**
 * The users list. A row click edits; for the keyboard the login is a button that does
 * the same, so every row is reachable by Tab.
 */
export function UsersTable({ users, contexts, sortBy, sortDirection, ownUid, onEdit, onDelete, onUnlock }: Props) {
  const contextName = (key: string) => contexts.find((c) => c.key === key)?.name ?? key;
  const columns = onEdit ? 8 : 7;
  return (
    <CardTable hover className="users-table align-middle" aria-label={t.table}>
      <thead>
        <tr>
          {userSortColumns.map((column) => (
            <SortableHeader
              key={column}
              column={column}
              label={t.columns[column]}
              sortLabel={t.sortBy(t.columns[column])}
              sortBy={sortBy}
              sortDirection={sortDirection}
            />
          ))}
          <th scope="col">{t.columns.contexts}</th>
          <th scope="col">{t.columns.use2FA}</th>
          {onEdit && (
            <th scope="col" className="text-end">
              {t.columns.actions}
            </th>
          )}
        </tr>
      </thead>
      <tbody>
        {users.length === 0 ? (
          <tr>
            <td colSpan={columns} className="text-body-secondary">
              {t.empty}
            </td>
          </tr>
        ) : (
          users.map((u) => (
            <tr key={u.uid} className={onEdit ? 'clickable' : undefined} onClick={onEdit && (() => onEdit(u))}>
              <td>
                {onEdit ? (
                  <button
                    type="button"
                    className="btn btn-link p-0 text-start"
                    onClick={(e) => {
                      e.stopPropagation();
                      onEdit(u);
                    }}
                  >
                    {u.login}
                  </button>
                ) : (
                  u.login
                )}
                {u.locked && (
                  <Badge bg="warning" text="dark" className="ms-2" title={lockout.badgeTitle}>
                    {lockout.badge}
                  </Badge>
                )}
              </td>
              <CardCell label={t.columns.lastName}>{u.lastName}</CardCell>
              <CardCell label={t.columns.firstName}>{u.firstName}</CardCell>
              <CardCell label={t.columns.email}>{u.email}</CardCell>
              <CardCell label={t.columns.roleName}>{u.roleName}</CardCell>
              <CardCell label={t.columns.contexts}>
                {u.allContextsVisible ? t.allContextsCell : u.visibleContextIds.map(contextName).join(', ')}
              </CardCell>
              <CardCell label={t.columns.use2FA}>
                {u.use2FA ? (
                  <Badge bg="success">{t.twoFactorOn}</Badge>
                ) : (
                  <span className="text-body-secondary">{t.twoFactorOff}</span>
                )}
              </CardCell>
              {onDelete && (
                <td className="text-end text-nowrap">
                  {onUnlock && u.locked && (
                    <Button
                      size="sm"
                      variant="outline-secondary"
                      className="me-2"
                      aria-label={lockout.unlockLabel(u.login)}
                      onClick={(e) => {
                        e.stopPropagation();
                        onUnlock(u);
                      }}
                    >
                      {lockout.unlock}
                    </Button>
                  )}
                  <Button
                    size="sm"
                    variant="outline-danger"
                    aria-label={t.deleteLabel(u.login)}
                    disabled={u.uid === ownUid}
                    onClick={(e) => {
                      e.stopPropagation();
                      onDelete(u);
                    }}
                  >
                    {t.delete}
                  </Button>
                </td>
              )}
            </tr>
          ))
        )}
      </tbody>
    </CardTable>
  );
}
