import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import { errorMessage, isHandledError } from '../../api/replyHandling';
import type { ContextRef } from '../../api/session';
import { useCreateTokenMutation, useGetTokensQuery, useRevokeTokenMutation, type CreatedToken } from '../../api/tokens';
import { useAppDispatch } from '../../app/hooks';
import { showToast } from '../../lib/toasts';
import { apiAccessTexts } from '../../../shared/texts/de/apiAccess';
import { CreateTokenDialog } from './CreateTokenDialog';
import { TokenList } from './TokenList';
import { TokenShownDialog } from './TokenShownDialog';
import { tokenFormOf, type TokenValues } from './tokenValues';

const t = apiAccessTexts.apiTokens;

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
 * 'Token erstellen' and the new token shown once. The profile and the service accounts use this one;
 * another person's tokens (the user dialog) are the list alone, since nobody creates them for another.
 */
export function TokensPanel({ serviceAccountUid, label, rights, contexts, allowNever, rightsHint }: TokensPanelProps) {
  const dispatch = useAppDispatch();
  const { data, isLoading, isError } = useGetTokensQuery({ serviceAccountUid }, { refetchOnMountOrArgChange: true });
  const [createToken, { isLoading: creating }] = useCreateTokenMutation();
  const [revokeToken, { isLoading: revoking }] = useRevokeTokenMutation();
  const [dialogOpen, setDialogOpen] = useState(false);
  const [created, setCreated] = useState<CreatedToken | undefined>();

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

  return (
    <div>
      <div className="mb-3">
        <Button variant="primary" onClick={() => setDialogOpen(true)}>
          {t.create}
        </Button>
      </div>
      <TokenList
        tokens={data?.tokens}
        isLoading={isLoading}
        isError={isError}
        label={label}
        contexts={contexts}
        revoke={(token) => revokeToken({ uid: token.uid }).unwrap()}
        revoking={revoking}
      />
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
    </div>
  );
}
