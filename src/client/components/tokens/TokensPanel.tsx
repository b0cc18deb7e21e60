import { useId, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Spinner from 'react-bootstrap/Spinner';
import { errorMessage, isHandledError } from '../../api/replyHandling';
import type { ContextRef } from '../../api/session';
import {
  useCreateTokenMutation,
  useGetTokensQuery,
  useRevokeTokenMutation,
  type ApiToken,
  type CreatedToken,
} from '../../api/tokens';
import { useAppDispatch } from '../../app/hooks';
import { showToast } from '../../lib/toasts';
import { texts } from '../../../shared/texts/de';
import { ConfirmDialog } from '../ConfirmDialog';
import { CreateTokenDialog } from './CreateTokenDialog';
import { TokenItem } from './TokenItem';
import { TokenShownDialog } from './TokenShownDialog';
import { tokenFormOf, type TokenValues } from './tokenValues';

const t = texts.apiTokens;

export interface TokensPanelProps {
  /** Whose tokens: the caller's own (undefined) or this service account's. */
  serviceAccountUid?: string;
  /** The list's accessible name (e.g. 'API-Tokens von nightly-export'). */
  label: string;
  /** The rights a new token may name: the holder's. */
  rights: readonly string[];
  /** The contexts a new token may name: those the holder sees. */
  contexts: readonly ContextRef[];
  /** 'Läuft nie ab' may be chosen (service accounts). */
  allowNever: boolean;
  rightsHint?: string;
}

/**
 * A holder's API tokens (the profile's own, a service account's): the list with 'Widerrufen',
 * 'Token erstellen' and the new token shown once. The profile and the service accounts use this one.
 */
export function TokensPanel({ serviceAccountUid, label, rights, contexts, allowNever, rightsHint }: TokensPanelProps) {
  const id = useId();
  const dispatch = useAppDispatch();
  const { data, isLoading, isError } = useGetTokensQuery({ serviceAccountUid }, { refetchOnMountOrArgChange: true });
  const [createToken, { isLoading: creating }] = useCreateTokenMutation();
  const [revokeToken, { isLoading: revoking }] = useRevokeTokenMutation();
  const [dialogOpen, setDialogOpen] = useState(false);
  const [created, setCreated] = useState<CreatedToken | undefined>();
  const [toRevoke, setToRevoke] = useState<ApiToken | undefined>();

  // A failure keeps the dialog open with its input; the server's reason (a right the holder lacks,
  // too many days) is its German message.
  const create = async (values: TokenValues) => {
    try {
      const reply = await createToken({ tokenForm: tokenFormOf(values, serviceAccountUid) }).unwrap();
      setDialogOpen(false);
      setCreated(reply);
      dispatch(showToast('success', t.created));
    } catch (error) {
      if (!isHandledError(error)) dispatch(showToast('danger', errorMessage(error) ?? t.createFailed));
    }
  };

  const revoke = async (token: ApiToken) => {
    try {
      await revokeToken({ uid: token.uid }).unwrap();
      setToRevoke(undefined);
      dispatch(showToast('success', t.revokeDone));
    } catch (error) {
      setToRevoke(undefined);
      if (!isHandledError(error)) dispatch(showToast('danger', errorMessage(error) ?? t.revokeFailed));
    }
  };

  const tokens = data?.tokens ?? [];
  return (
    <div>
      <div className="mb-3">
        <Button variant="primary" onClick={() => setDialogOpen(true)}>
          {t.create}
        </Button>
      </div>
      {isLoading ? (
        <Spinner animation="border" size="sm" role="status">
          <span className="visually-hidden">{texts.app.loading}</span>
        </Spinner>
      ) : isError || !data ? (
        <Alert variant="danger" className="py-2 mb-0">
          {t.loadFailed}
        </Alert>
      ) : tokens.length === 0 ? (
        <p className="text-body-secondary mb-0" id={`${id}-empty`}>
          {t.empty}
        </p>
      ) : (
        <ul className="list-group" aria-label={label}>
          {tokens.map((token) => (
            <TokenItem key={token.uid} token={token} contexts={contexts} onRevoke={setToRevoke} />
          ))}
        </ul>
      )}
      {dialogOpen && (
        <CreateTokenDialog
          rights={rights}
          contexts={contexts}
          allowNever={allowNever}
          rightsHint={rightsHint}
          saving={creating}
          onSubmit={create}
          onClose={() => setDialogOpen(false)}
        />
      )}
      {created && <TokenShownDialog created={created} onClose={() => setCreated(undefined)} />}
      <ConfirmDialog
        show={toRevoke !== undefined}
        title={t.revokeTitle}
        message={toRevoke ? t.revokeConfirm(toRevoke.name, toRevoke.prefix) : ''}
        confirmLabel={t.revoke}
        cancelLabel={texts.dialog.cancel}
        onConfirm={() => toRevoke && void revoke(toRevoke)}
        onCancel={() => setToRevoke(undefined)}
        busy={revoking}
      />
    </div>
  );
}
