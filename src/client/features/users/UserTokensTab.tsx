import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import type { ContextRef } from '../../api/session';
import { useGetUserTokensQuery, useRevokeUserTokenMutation } from '../../api/tokens';
import { TokenList } from '../../components/tokens/TokenList';
import { apiAccessTexts } from '../../../shared/texts/de/apiAccess';
import { messageTexts } from '../../../shared/texts/de/messages';

const t = apiAccessTexts.userTokens;

interface Props {
  user: { uid: string; login: string };
  /** The contexts the administrator sees, to name a token's contexts. */
  contexts: readonly ContextRef[];
  onClose(): void;
}

/**
 * The user dialog's tab 'API-Tokens' (USERS_CHANGE): the person's tokens with 'Widerrufen', so a
 * leaked token can be ended without deleting its holder. Nobody creates a token for another person:
 * there is no 'Token erstellen' here. Each revocation takes effect at once, not with 'Speichern'.
 */
export function UserTokensTab({ user, contexts, onClose }: Props) {
  const { data, isLoading, isError } = useGetUserTokensQuery({ uid: user.uid }, { refetchOnMountOrArgChange: true });
  const [revoke, { isLoading: revoking }] = useRevokeUserTokenMutation();
  return (
    <>
      <Modal.Body>
        <p className="text-body-secondary small">{t.intro}</p>
        <TokenList
          tokens={data?.tokens}
          isLoading={isLoading}
          isError={isError}
          label={t.label(user.login)}
          contexts={contexts}
          revoke={(token) => revoke({ uid: user.uid, tokenUid: token.uid }).unwrap()}
          revoking={revoking}
        />
      </Modal.Body>
      <Modal.Footer>
        <Button variant="secondary" onClick={onClose}>
          {messageTexts.dialog.close}
        </Button>
      </Modal.Footer>
    </>
  );
}
