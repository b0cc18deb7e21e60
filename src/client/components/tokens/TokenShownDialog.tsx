import { useId, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import type { CreatedToken } from '../../api/tokens';
import { useAppDispatch } from '../../app/hooks';
import { showToast } from '../../lib/toasts';
import { formatDateTime } from '../../../shared/dates';
import { apiAccessTexts } from '../../../shared/texts/de/apiAccess';
import './tokens.css';

const t = apiAccessTexts.apiTokens.shown;

/**
 * The new token, this once: the server keeps only its hash, so closing this dialog loses it. It
 * closes by 'Fertig' only (no backdrop click, no Escape), so a stray key does not drop the token.
 */
export function TokenShownDialog({ created, onClose }: { created: CreatedToken; onClose(): void }) {
  const id = useId();
  const dispatch = useAppDispatch();
  const [copied, setCopied] = useState<boolean | undefined>();

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(created.token);
      setCopied(true);
      dispatch(showToast('success', t.copied));
    } catch {
      setCopied(false);
    }
  };

  return (
    <Modal
      show
      onHide={onClose}
      backdrop="static"
      keyboard={false}
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-notice`}
    >
      <Modal.Header>
        <Modal.Title id={`${id}-title`}>{t.title}</Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <Alert variant="warning" id={`${id}-notice`} className="py-2">
          {t.notice}
        </Alert>
        <Form.Group controlId={`${id}-token`} className="mb-2">
          <Form.Label>{t.token}</Form.Label>
          <Form.Control
            as="textarea"
            rows={2}
            readOnly
            className="token-value"
            value={created.token}
            onFocus={(e) => e.currentTarget.select()}
          />
        </Form.Group>
        <p className="small text-body-secondary mb-2">
          {created.expiresAt ? t.expiresAt(formatDateTime(created.expiresAt)) : t.neverExpires}
        </p>
        <div role="status" className="small">
          {copied === true && <span className="text-success">{t.copied}</span>}
          {copied === false && <span className="text-danger">{t.copyFailed}</span>}
        </div>
      </Modal.Body>
      <Modal.Footer>
        <Button variant="outline-primary" onClick={() => void copy()}>
          {t.copy}
        </Button>
        <Button variant="primary" onClick={onClose}>
          {t.done}
        </Button>
      </Modal.Footer>
    </Modal>
  );
}
