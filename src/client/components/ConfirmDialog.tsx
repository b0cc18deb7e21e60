import { useId } from 'react';
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import { texts } from '../texts/de';

interface Props {
  show: boolean;
  title: string;
  message: string;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Asks before a destructive action (spec section 8, confirmations). */
export function ConfirmDialog({ show, title, message, onConfirm, onCancel }: Props) {
  const titleId = useId();
  return (
    <Modal show={show} onHide={onCancel} aria-labelledby={titleId} centered>
      <Modal.Header closeButton closeLabel={texts.dialog.close}>
        <Modal.Title id={titleId}>{title}</Modal.Title>
      </Modal.Header>
      <Modal.Body>{message}</Modal.Body>
      <Modal.Footer>
        <Button variant="secondary" onClick={onCancel}>
          {texts.dialog.no}
        </Button>
        <Button variant="danger" onClick={onConfirm} autoFocus>
          {texts.dialog.yes}
        </Button>
      </Modal.Footer>
    </Modal>
  );
}
