import { useId, useState, type FormEvent } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import { frameTexts } from '../../../shared/texts/de/frame';
import { messageTexts } from '../../../shared/texts/de/messages';
import { limits } from '../../../shared/validation/limits';

interface Props {
  show: boolean;
  /** The server's message, shown instead of the generic hint. */
  message?: string;
  /** The previous token was refused: the message is a warning. */
  retry: boolean;
  busy: boolean;
  onSubmit: (token: string) => void;
  onCancel: () => void;
}

/** The second login step: asks for the TOTP code when the server says it is missing or wrong. */
export function TwoFactorDialog({ show, message, retry, busy, onSubmit, onCancel }: Props) {
  const titleId = useId();
  const [token, setToken] = useState('');
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSubmit(token.trim());
    setToken('');
  };
  return (
    <Modal show={show} onHide={onCancel} aria-labelledby={titleId} centered>
      <Form onSubmit={submit}>
        <Modal.Header closeButton closeLabel={messageTexts.dialog.close}>
          <Modal.Title id={titleId}>{frameTexts.login.twoFactorTitle}</Modal.Title>
        </Modal.Header>
        <Modal.Body>
          {message ? (
            <Alert variant={retry ? 'warning' : 'info'} className="py-2" role={retry ? 'alert' : undefined}>
              {message}
            </Alert>
          ) : (
            <p>{frameTexts.login.twoFactorHint}</p>
          )}
          <Form.Group controlId="login-token">
            <Form.Label>{frameTexts.login.token}</Form.Label>
            <Form.Control
              value={token}
              onChange={(e) => setToken(e.target.value)}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={limits.login.token2FA.maxLength}
              autoFocus
              required
            />
          </Form.Group>
        </Modal.Body>
        <Modal.Footer>
          <Button variant="secondary" onClick={onCancel}>
            {frameTexts.login.cancel}
          </Button>
          <Button type="submit" disabled={busy || token.trim() === ''}>
            {frameTexts.login.confirm}
          </Button>
        </Modal.Footer>
      </Form>
    </Modal>
  );
}
