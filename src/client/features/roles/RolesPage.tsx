import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Tab from 'react-bootstrap/Tab';
import Tabs from 'react-bootstrap/Tabs';
import { useSearchParams } from 'react-router-dom';
import { errorMessage, isHandledError } from '../../api/replyHandling';
import { useDeleteRoleMutation, useGetRolesQuery, type RoleDetail } from '../../api/roles';
import { useAppDispatch } from '../../app/hooks';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { PageWrapper } from '../../components/PageWrapper';
import { showToast } from '../../lib/toasts';
import { messageTexts } from '../../../shared/texts/de/messages';
import { roleTexts } from '../../../shared/texts/de/roles';
import { PermissionPreviewView } from './PermissionPreviewView';
import { RoleDialog } from './RoleDialog';
import { RolesTable } from './RolesTable';
import { RoleView } from './RoleView';

const t = roleTexts.roles;
/** The tab in the URL (`tab=preview`), so a reload or a role's 'Was darf …?' keeps it. */
const previewTab = 'preview';

type Modal = { state: 'closed' } | { state: 'new' } | { state: 'open'; role: RoleDetail };

/**
 * 'Rollen' (USERS_CHANGE, beside 'Benutzer'): the roles with their rights and holders; custom roles
 * are created, changed and deleted here, built-in ones only shown. The second tab, 'Was darf …?',
 * previews what a user or a role may do.
 */
export function RolesPage() {
  const dispatch = useAppDispatch();
  const { data, isLoading, isError } = useGetRolesQuery();
  const [deleteRole, { isLoading: deleting }] = useDeleteRoleMutation();
  const [modal, setModal] = useState<Modal>({ state: 'closed' });
  const [toDelete, setToDelete] = useState<RoleDetail | undefined>();
  // The server's refusal of a delete (a role in use: how many hold it), shown until the next try.
  const [refusal, setRefusal] = useState<string | undefined>();
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === previewTab ? previewTab : 'roles';
  const selectTab = (key: string | null) =>
    setParams((p) => {
      if (key === previewTab) p.set('tab', key);
      else p.delete('tab');
      return p;
    });
  const roles = data?.roles ?? [];
  const rights = data?.rights ?? [];

  const remove = async (role: RoleDetail) => {
    setToDelete(undefined);
    setRefusal(undefined);
    try {
      await deleteRole({ uid: role.uid }).unwrap();
      dispatch(showToast('success', t.deleted));
    } catch (error) {
      if (!isHandledError(error)) setRefusal(errorMessage(error) ?? messageTexts.errors.server);
    }
  };

  const preview = (role: RoleDetail) => setParams(() => new URLSearchParams({ tab: previewTab, roleUid: role.uid }));

  const toolbar = tab === 'roles' && (
    <Button variant="primary" onClick={() => setModal({ state: 'new' })}>
      {t.create}
    </Button>
  );

  return (
    <PageWrapper title={t.title} toolbar={toolbar} loading={isLoading}>
      <Tabs id="roles-tabs" activeKey={tab} onSelect={selectTab} mountOnEnter className="mb-3">
        <Tab eventKey="roles" title={t.list}>
          {isError && <Alert variant="danger">{t.loadFailed}</Alert>}
          {refusal && (
            <Alert variant="danger" dismissible onClose={() => setRefusal(undefined)}>
              {refusal}
            </Alert>
          )}
          <RolesTable
            roles={roles}
            onOpen={(role) => setModal({ state: 'open', role })}
            onDelete={setToDelete}
            onPreview={preview}
          />
        </Tab>
        <Tab eventKey={previewTab} title={t.tabPreview}>
          <PermissionPreviewView key={params.get('roleUid') ?? params.get('userUid') ?? ''} roles={roles} />
        </Tab>
      </Tabs>
      {modal.state === 'new' && <RoleDialog rights={rights} onClose={() => setModal({ state: 'closed' })} />}
      {modal.state === 'open' &&
        (modal.role.builtin ? (
          <RoleView role={modal.role} rights={rights} onClose={() => setModal({ state: 'closed' })} />
        ) : (
          <RoleDialog role={modal.role} rights={rights} onClose={() => setModal({ state: 'closed' })} />
        ))}
      <ConfirmDialog
        show={toDelete !== undefined}
        title={toDelete ? t.confirmTitleOf(toDelete.name) : t.confirmTitle}
        message={toDelete ? t.confirmText(toDelete.name) : ''}
        confirmLabel={t.confirm}
        cancelLabel={t.cancel}
        onConfirm={() => toDelete && void remove(toDelete)}
        onCancel={() => setToDelete(undefined)}
        busy={deleting}
      />
    </PageWrapper>
  );
}
