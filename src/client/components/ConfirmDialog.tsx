import { useId } from 'react';
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import { messageTexts } from '../../shared/texts/de/messages';

interface Props {
  show: boolean;
  /** Names the object ('Rollout von kasse-5.14.0.zip abbrechen', 'Filiale 1003 löschen'). */
  title: string;
  message: string;
  onConfirm: () => void;
  onCancel: () => void;
  /** Defaults to 'Ja'. */
  confirmLabel?: string;
  /** Defaults to 'Nein'; e.g. 'Abbrechen' for a dialog that is not a yes/no question. */
  cancelLabel?: string;
  /** Destructive actions (delete) are red; others (archive, overwrite) use the primary colour. */
  variant?: 'danger' | 'primary';
  busy?: boolean;
}

/**
 * Asks before a destructive or far-reaching action. Safe by default (issue 46): the harmless choice
 * has the focus, so an Enter or Space pressed out of habit keeps everything as it was; doing it
 * takes a deliberate move to the other button.
 */
export function ConfirmDialog({
  show,
  title,
  message,
  onConfirm,
  onCancel,
  confirmLabel = messageTexts.dialog.yes,
  cancelLabel = messageTexts.dialog.no,
  variant = 'danger',
  busy = false,
}: Props) {
  const titleId = useId();
  const messageId = useId();
  return (
    <Modal show={show} onHide={onCancel} aria-labelledby={titleId} aria-describedby={messageId} centered>
      <Modal.Header closeButton closeLabel={messageTexts.dialog.close}>
        <Modal.Title id={titleId}>{title}</Modal.Title>
      </Modal.Header>
      <Modal.Body id={messageId}>{message}</Modal.Body>
      <Modal.Footer>
        <Button variant="secondary" onClick={onCancel} autoFocus>
          {cancelLabel}
        </Button>
        <Button variant={variant} onClick={onConfirm} disabled={busy}>
          {confirmLabel}
        </Button>
      </Modal.Footer>
    </Modal>
  );
}
