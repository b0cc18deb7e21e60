import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import { useShowContextSecretMutation } from '../../api/contexts';
import { isHandledError } from '../../api/replyHandling';
import { useAppDispatch } from '../../app/hooks';
import { showToast } from '../../lib/toasts';
import { contextAdminTexts } from '../../../shared/texts/de/contextAdmin';

const t = contextAdminTexts.contextAdmin;

interface Props {
  uid: string;
  /** The secret fetched (null: the context has none). */
  onShown(secret: string): void;
}

/**
 * 'Anzeigen' of the agents' secret (issue 46): the context form never carries it, so it is fetched
 * on request, and the server audits each time. Once shown the button has done its work.
 */
export function ShowSecretButton({ uid, onShown }: Props) {
  const dispatch = useAppDispatch();
  const [show, { isLoading }] = useShowContextSecretMutation();
  const [shown, setShown] = useState(false);
  const click = async () => {
    try {
      const reply = await show({ uid }).unwrap();
      onShown(reply.hashSecret ?? '');
      setShown(true);
    } catch (error) {
      if (!isHandledError(error)) dispatch(showToast('danger', t.showSecretFailed));
    }
  };
  return (
    <Button
      variant="outline-secondary"
      aria-label={t.showSecretLabel}
      disabled={isLoading || shown}
      onClick={() => void click()}
    >
      {t.showSecret}
    </Button>
  );
}
