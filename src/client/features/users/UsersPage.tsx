import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Tab from 'react-bootstrap/Tab';
import Tabs from 'react-bootstrap/Tabs';
import { Link, useSearchParams } from 'react-router-dom';
import { paths } from '../../config/paths';
import { errorMessage, isHandledError } from '../../api/replyHandling';
import {
  useDeleteUserMutation,
  useGetUsersQuery,
  useLazyGetUserQuery,
  useUnlockUserMutation,
  type Role,
  type User,
} from '../../api/users';
import type { ContextRef } from '../../api/session';
import { selectSession, useAppDispatch, useAppSelector } from '../../app/hooks';
import { hasRights } from '../../../shared/rights';
import { showToast } from '../../lib/toasts';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { ListController, useListParams } from '../../components/ListController';
import { PageWrapper } from '../../components/PageWrapper';
import { useSortParams } from '../../components/SortableHeader';
import { apiAccessTexts } from '../../../shared/texts/de/apiAccess';
import { frameTexts } from '../../../shared/texts/de/frame';
import { messageTexts } from '../../../shared/texts/de/messages';
import { roleTexts } from '../../../shared/texts/de/roles';
import { userAdminTexts } from '../../../shared/texts/de/userAdmin';
import { ServiceAccountsTab } from './ServiceAccountsTab';
import { SsoTab } from './SsoTab';
import { ssoTexts } from '../../../shared/texts/de/sso';
import { UserDialog } from './UserDialog';
import { UsersTable, userSortColumns } from './UsersTable';
import { newUserValues, valuesOf, type UserValues } from './values';
import './users.css';

const t = userAdminTexts.userAdmin;
const userPageSizes = [10, 20, 50] as const;
const defaultSize = 10;
const noRoles: Role[] = [];
const noContexts: ContextRef[] = [];
/** The tab in the URL (`tab=service-accounts`), so a reload or a link keeps it. */
const serviceAccountsTab = 'service-accounts';
/** The OpenID Provider's group mappings and 'Testanmeldung' (`tab=sso`, where the test login returns). */
const ssoTab = 'sso';

/** The dialog: closed, new, or edit (values undefined while the user loads). */
type Modal =
  | { state: 'closed' }
  | { state: 'new' }
  | { state: 'edit'; target: { uid: string; login: string }; values?: UserValues };

/**
 * The users page: a sortable, paginated, filtered list of users; create, edit (row click), delete,
 * and unlock a user whose failed logins make an address wait. With USERS_CHANGE a second tab,
 * 'Servicekonten', manages the accounts of programs and their tokens.
 */
export function UsersPage() {
  const session = useAppSelector(selectSession);
  const dispatch = useAppDispatch();
  const canChange = hasRights(session?.rights, ['USERS_CHANGE']);
  const { page, size, filter } = useListParams(defaultSize);
  const { sortBy, sortDirection } = useSortParams(userSortColumns, 'login');
  const { data, isLoading } = useGetUsersQuery({ page, size, filter: filter || undefined, sortBy, sortDirection });
  const [modal, setModal] = useState<Modal>({ state: 'closed' });
  const [toDelete, setToDelete] = useState<User | undefined>();
  const [loadUser] = useLazyGetUserQuery();
  const [deleteUser, { isLoading: deleting }] = useDeleteUserMutation();
  const [unlockUser] = useUnlockUserMutation();
  const [params, setParams] = useSearchParams();
  const wanted = params.get('tab') ?? '';
  const tab = canChange && [serviceAccountsTab, ssoTab].includes(wanted) ? wanted : 'users';
  const selectTab = (key: string | null) =>
    setParams((p) => {
      if (key === serviceAccountsTab || key === ssoTab) p.set('tab', key);
      else p.delete('tab');
      return p;
    });

  const edit = async ({ uid, login }: User) => {
    setModal({ state: 'edit', target: { uid, login } });
    try {
      const user = await loadUser({ uid }).unwrap();
      setModal((m) => (m.state === 'edit' && m.target.uid === uid ? { ...m, values: valuesOf(user) } : m));
    } catch {
      // 403, 404 and 500 are reported by the global reply handling; nothing to edit then. Only the
      // dialog of this row closes: the operator may have opened another one meanwhile.
      setModal((m) => (m.state === 'edit' && m.target.uid === uid ? { state: 'closed' } : m));
    }
  };

  const remove = async (user: User) => {
    setToDelete(undefined);
    try {
      await deleteUser({ uid: user.uid }).unwrap();
      dispatch(showToast('success', messageTexts.success.userDeleted));
    } catch (error) {
      // E.g. 400 'Sie können Ihr eigenes Benutzerkonto nicht löschen.' in the server's words.
      if (!isHandledError(error)) dispatch(showToast('danger', errorMessage(error) ?? messageTexts.errors.server));
    }
  };

  const unlock = async (user: User) => {
    try {
      await unlockUser({ uid: user.uid }).unwrap();
      dispatch(showToast('success', userAdminTexts.userLockout.unlocked(user.login)));
    } catch (error) {
      if (!isHandledError(error)) dispatch(showToast('danger', errorMessage(error) ?? messageTexts.errors.server));
    }
  };

  // 'Rollen' (the role editor, USERS_CHANGE) sits beside the users, as a link of the page.
  const toolbar = canChange && (
    <>
      <Link className="btn btn-outline-secondary" to={paths.roles}>
        {roleTexts.roles.title}
      </Link>
      {tab === 'users' && (
        <Button variant="primary" onClick={() => setModal({ state: 'new' })}>
          {t.newUser}
        </Button>
      )}
    </>
  );

  const usersList = (
    <>
      <ListController total={data?.total ?? 0} pageSizes={userPageSizes} defaultSize={defaultSize} />
      <UsersTable
        users={data?.users ?? []}
        contexts={data?.contexts ?? noContexts}
        sortBy={sortBy}
        sortDirection={sortDirection}
        ownUid={session?.user.uid}
        onEdit={canChange ? (user) => void edit(user) : undefined}
        onDelete={canChange ? setToDelete : undefined}
        onUnlock={canChange ? (user) => void unlock(user) : undefined}
      />
    </>
  );

  return (
    <PageWrapper title={frameTexts.pages.users} toolbar={toolbar} loading={isLoading}>
      {canChange ? (
        <Tabs id="users-tabs" activeKey={tab} onSelect={selectTab} mountOnEnter className="mb-3">
          <Tab eventKey="users" title={apiAccessTexts.serviceAccounts.tabUsers}>
            {usersList}
          </Tab>
          <Tab eventKey={serviceAccountsTab} title={apiAccessTexts.serviceAccounts.tab}>
            <ServiceAccountsTab roles={data?.roles ?? noRoles} contexts={data?.contexts ?? noContexts} />
          </Tab>
          <Tab eventKey={ssoTab} title={ssoTexts.sso.mappings.title}>
            <SsoTab roles={data?.roles ?? noRoles} contexts={data?.contexts ?? noContexts} />
          </Tab>
        </Tabs>
      ) : (
        usersList
      )}
      {modal.state !== 'closed' && (
        <UserDialog
          key={modal.state === 'edit' ? modal.target.uid : 'new'}
          target={modal.state === 'edit' ? modal.target : undefined}
          initialValues={modal.state === 'edit' ? modal.values : newUserValues}
          roles={data?.roles ?? noRoles}
          contexts={data?.contexts ?? noContexts}
          onClose={() => setModal({ state: 'closed' })}
        />
      )}
      <ConfirmDialog
        show={toDelete !== undefined}
        title={toDelete ? t.deleteTitleOf(toDelete.login) : t.deleteTitle}
        message={toDelete ? t.deleteConfirm(toDelete.login) : ''}
        onConfirm={() => toDelete && void remove(toDelete)}
        onCancel={() => setToDelete(undefined)}
        busy={deleting}
      />
    </PageWrapper>
  );
}
