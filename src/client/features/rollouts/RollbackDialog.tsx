import { useId, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import { CancelButton } from '../../components/CancelButton';
import { messageTexts } from '../../../shared/texts/de/messages';
import { rolloutTexts } from '../../../shared/texts/de/rollouts';

const t = rolloutTexts.rollouts;

interface Props {
  /** What goes back, in a sentence (a wave, or the chosen stores). */
  what: string;
  busy: boolean;
  onConfirm(immediately: boolean): void;
  onHide(): void;
}

/** Asks before a rollback, with the switch 'sofort' (not waiting for the stores' update windows). */
export function RollbackDialog({ what, busy, onConfirm, onHide }: Props) {
  const titleId = useId();
  const switchId = useId();
  const [immediately, setImmediately] = useState(false);
  return (
    <Modal show onHide={onHide} aria-labelledby={titleId} centered>
      <Modal.Header closeButton closeLabel={messageTexts.dialog.close}>
        <Modal.Title id={titleId} as="h2" className="h5">
          {t.rollbackTitle}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <p>{what}</p>
        <p className="small text-body-secondary">{t.rollbackLater}</p>
        <Form.Check
          type="switch"
          role="switch"
          id={switchId}
          label={t.immediately}
          checked={immediately}
          onChange={(e) => setImmediately(e.target.checked)}
        />
      </Modal.Body>
      <Modal.Footer>
        <CancelButton onClick={onHide}>{messageTexts.dialog.cancel}</CancelButton>
        <Button variant="danger" disabled={busy} onClick={() => onConfirm(immediately)}>
          {t.rollback}
        </Button>
      </Modal.Footer>
    </Modal>
  );
}
