import { useId } from 'react';
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import { texts } from '../../shared/texts/de';

interface Props {
  show: boolean;
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

/** Asks before a destructive or far-reaching action. */
export function ConfirmDialog({
  show,
  title,
  message,
  onConfirm,
  onCancel,
  confirmLabel = texts.dialog.yes,
  cancelLabel = texts.dialog.no,
  variant = 'danger',
  busy = false,
}: Props) {
  const titleId = useId();
  const messageId = useId();
  return (
    <Modal show={show} onHide={onCancel} aria-labelledby={titleId} aria-describedby={messageId} centered>
      <Modal.Header closeButton closeLabel={texts.dialog.close}>
        <Modal.Title id={titleId}>{title}</Modal.Title>
      </Modal.Header>
      <Modal.Body id={messageId}>{message}</Modal.Body>
      <Modal.Footer>
        <Button variant="secondary" onClick={onCancel}>
          {cancelLabel}
        </Button>
        <Button variant={variant} onClick={onConfirm} disabled={busy} autoFocus>
          {confirmLabel}
        </Button>
      </Modal.Footer>
    </Modal>
  );
}
