import { useEffect, useRef, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Spinner from 'react-bootstrap/Spinner';
import { errorMessage, isHandledError } from '../../api/replyHandling';
import {
  useDeleteServiceAccountMutation,
  useGetServiceAccountsQuery,
  type ServiceAccount,
} from '../../api/service-accounts';
import type { ContextRef } from '../../api/session';
import type { Role } from '../../api/users';
import { useAppDispatch } from '../../app/hooks';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { TokensPanel } from '../../components/tokens/TokensPanel';
import { showToast } from '../../lib/toasts';
import { apiAccessTexts } from '../../../shared/texts/de/apiAccess';
import { frameTexts } from '../../../shared/texts/de/frame';
import { messageTexts } from '../../../shared/texts/de/messages';
import { ServiceAccountDialog } from './ServiceAccountDialog';
import { ServiceAccountsTable } from './ServiceAccountsTable';
import { newServiceAccountValues, serviceAccountValuesOf } from './serviceAccountValues';

const t = apiAccessTexts.serviceAccounts;

type Modal = { state: 'closed' } | { state: 'new' } | { state: 'edit'; account: ServiceAccount };

interface Props {
  roles: readonly Role[];
  /** The contexts the administrator sees (the users list's). */
  contexts: readonly ContextRef[];
}

/**
 * The users page's tab 'Servicekonten' (USERS_CHANGE): the accounts, their dialog and deletion, and
 * below the list the tokens of the account chosen by 'Tokens' (the profile's token panel).
 */
export function ServiceAccountsTab({ roles, contexts }: Props) {
  const dispatch = useAppDispatch();
  const { data, isLoading, isError } = useGetServiceAccountsQuery();
  const [deleteAccount, { isLoading: deleting }] = useDeleteServiceAccountMutation();
  const [modal, setModal] = useState<Modal>({ state: 'closed' });
  const [toDelete, setToDelete] = useState<ServiceAccount | undefined>();
  const [tokensOf, setTokensOf] = useState<string | undefined>();
  const tokensHeading = useRef<HTMLHeadingElement>(null);
  const accounts = data?.serviceAccounts ?? [];
  const chosen = accounts.find((a) => a.uid === tokensOf);

  // 'Tokens' moves the focus to the section it opens, so keyboard and screen reader users land there.
  useEffect(() => {
    if (tokensOf) tokensHeading.current?.focus();
  }, [tokensOf]);

  const remove = async (account: ServiceAccount) => {
    try {
      await deleteAccount({ uid: account.uid }).unwrap();
      setToDelete(undefined);
      if (tokensOf === account.uid) setTokensOf(undefined);
      dispatch(showToast('success', t.deleted));
    } catch (error) {
      setToDelete(undefined);
      if (!isHandledError(error)) dispatch(showToast('danger', errorMessage(error) ?? messageTexts.errors.server));
    }
  };

  // A service account sees its own contexts or, with all, those the administrator sees.
  const tokenContexts = (account: ServiceAccount) =>
    account.allContextsVisible ? contexts : contexts.filter((c) => account.visibleContextIds.includes(c.key));

  return (
    <div>
      <div className="d-flex flex-wrap align-items-start gap-3 mb-3">
        <p className="text-body-secondary small mb-0 me-auto">{t.intro}</p>
        <Button variant="primary" onClick={() => setModal({ state: 'new' })}>
          {t.create}
        </Button>
      </div>
      {isLoading ? (
        <Spinner animation="border" size="sm" role="status">
          <span className="visually-hidden">{frameTexts.app.loading}</span>
        </Spinner>
      ) : isError ? (
        <Alert variant="danger" className="py-2">
          {t.loadFailed}
        </Alert>
      ) : (
        <ServiceAccountsTable
          accounts={accounts}
          contexts={contexts}
          tokensOf={tokensOf}
          onEdit={(account) => setModal({ state: 'edit', account })}
          onTokens={(account) => setTokensOf(account.uid)}
          onDelete={setToDelete}
        />
      )}
      {chosen && (
        <Card className="mt-3">
          <Card.Body>
            <div className="d-flex align-items-center gap-2 mb-3">
              <Card.Title as="h2" className="h5 mb-0 me-auto" tabIndex={-1} ref={tokensHeading}>
                {t.tokensTitle(chosen.name)}
              </Card.Title>
              <Button variant="outline-secondary" size="sm" onClick={() => setTokensOf(undefined)}>
                {t.closeTokens}
              </Button>
            </div>
            <TokensPanel
              key={chosen.uid}
              serviceAccountUid={chosen.uid}
              label={t.tokensLabel(chosen.name)}
              rights={chosen.rights}
              contexts={tokenContexts(chosen)}
              allowNever
              rightsHint={t.tokenRightsHint}
            />
          </Card.Body>
        </Card>
      )}
      {modal.state !== 'closed' && (
        <ServiceAccountDialog
          key={modal.state === 'edit' ? modal.account.uid : 'new'}
          target={modal.state === 'edit' ? { uid: modal.account.uid, name: modal.account.name } : undefined}
          initialValues={modal.state === 'edit' ? serviceAccountValuesOf(modal.account) : newServiceAccountValues}
          roles={roles}
          contexts={contexts}
          onClose={() => setModal({ state: 'closed' })}
        />
      )}
      <ConfirmDialog
        show={toDelete !== undefined}
        title={toDelete ? t.deleteTitleOf(toDelete.name) : t.deleteTitle}
        message={toDelete ? t.deleteConfirm(toDelete.name) : ''}
        onConfirm={() => toDelete && void remove(toDelete)}
        onCancel={() => setToDelete(undefined)}
        busy={deleting}
      />
    </div>
  );
}
