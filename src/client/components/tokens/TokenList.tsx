import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Spinner from 'react-bootstrap/Spinner';
import { errorMessage, isHandledError } from '../../api/replyHandling';
import type { ContextRef } from '../../api/session';
import type { ApiToken } from '../../api/tokens';
import { useAppDispatch } from '../../app/hooks';
import { showToast } from '../../lib/toasts';
import { apiAccessTexts } from '../../../shared/texts/de/apiAccess';
import { frameTexts } from '../../../shared/texts/de/frame';
import { messageTexts } from '../../../shared/texts/de/messages';
import { ConfirmDialog } from '../ConfirmDialog';
import { TokenItem } from './TokenItem';

const t = apiAccessTexts.apiTokens;

interface Props {
  /** The holder's tokens; undefined while they load or when loading failed. */
  tokens: readonly ApiToken[] | undefined;
  isLoading: boolean;
  isError: boolean;
  /** The list's accessible name (e.g. 'API-Tokens von nightly-export'). */
  label: string;
  /** The contexts the viewer knows by name. */
  contexts: readonly ContextRef[];
  /** Revokes the token on the server; rejects when the server refuses. */
  revoke(token: ApiToken): Promise<unknown>;
  revoking: boolean;
}

/**
 * A holder's tokens with 'Widerrufen' (asked first) on each working one: the profile's and a
 * service account's (TokensPanel, with 'Token erstellen'), and another person's in the user dialog.
 */
export function TokenList({ tokens, isLoading, isError, label, contexts, revoke, revoking }: Props) {
  const dispatch = useAppDispatch();
  const [toRevoke, setToRevoke] = useState<ApiToken | undefined>();

  const confirmed = async (token: ApiToken) => {
    try {
      await revoke(token);
      setToRevoke(undefined);
      dispatch(showToast('success', t.revokeDone));
    } catch (error) {
      setToRevoke(undefined);
      if (!isHandledError(error)) dispatch(showToast('danger', errorMessage(error) ?? t.revokeFailed));
    }
  };

  return (
    <>
      {isLoading ? (
        <Spinner animation="border" size="sm" role="status">
          <span className="visually-hidden">{frameTexts.app.loading}</span>
        </Spinner>
      ) : isError || !tokens ? (
        <Alert variant="danger" className="py-2 mb-0">
          {t.loadFailed}
        </Alert>
      ) : tokens.length === 0 ? (
        <p className="text-body-secondary mb-0">{t.empty}</p>
      ) : (
        <ul className="list-group" aria-label={label}>
          {tokens.map((token) => (
            <TokenItem key={token.uid} token={token} contexts={contexts} onRevoke={setToRevoke} />
          ))}
        </ul>
      )}
      <ConfirmDialog
        show={toRevoke !== undefined}
        title={toRevoke ? t.revokeTitleOf(toRevoke.name) : t.revokeTitle}
        message={toRevoke ? t.revokeConfirm(toRevoke.name, toRevoke.prefix) : ''}
        confirmLabel={t.revoke}
        cancelLabel={messageTexts.dialog.cancel}
        onConfirm={() => toRevoke && void confirmed(toRevoke)}
        onCancel={() => setToRevoke(undefined)}
        busy={revoking}
      />
    </>
  );
}
