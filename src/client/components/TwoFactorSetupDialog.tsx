import { useEffect, useId, useState, type FormEvent } from 'react';
import Alert from 'react-bootstrap/Alert';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import Spinner from 'react-bootstrap/Spinner';
import { useVerify2FaMutation } from '../api/users';
import { frameTexts } from '../../shared/texts/de/frame';
import { messageTexts } from '../../shared/texts/de/messages';
import { profileTexts } from '../../shared/texts/de/profile';
import { token2FADigits } from '../../shared/validation/limits';
import { textProblem } from '../../shared/validation/textRule';
import { token2FARule } from '../../shared/validation/twoFactor';
import { SubmitButton } from './SubmitButton';
import './twoFactorSetup.css';
import { CancelButton } from './CancelButton';

const t = profileTexts.twoFactorSetup;

export interface SeedWithQr {
  seed2FA: string;
  qrCode: string;
}

interface Props {
  /** The seed with its QR code; undefined while it loads. */
  seed: SeedWithQr | undefined;
  /** The token matched the seed (the server remembers it for this session). */
  onVerified(seed: string): void;
  /** The token did not match, or the check failed: the caller unticks its box. */
  onFailed(): void;
  /** Cancel or close: the caller unticks its box and clears the seed. */
  onCancel(): void;
}

/** Enabling 2FA: the QR code (200x200) of a new seed and a token that proves the app has it. */
export function TwoFactorSetupDialog({ seed, onVerified, onFailed, onCancel }: Props) {
  const titleId = useId();
  const tokenId = useId();
  const [token, setToken] = useState('');
  const [touched, setTouched] = useState(false);
  const [verify, { isLoading }] = useVerify2FaMutation();
  const tokenProblem = textProblem(token2FARule, token);
  const tokenValid = tokenProblem === undefined;

  useEffect(() => {
    setToken('');
    setTouched(false);
  }, [seed?.seed2FA]);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    // The dialog may open from inside another form (the user dialog): React lets the submit bubble
    // through the portal, and it must not submit that form as well.
    e.stopPropagation();
    setTouched(true);
    if (!seed || !tokenValid) return;
    try {
      const reply = await verify({ body: { params: { seed2FA: seed.seed2FA, token2FA: token } } }).unwrap();
      if (reply.verified2FA) onVerified(seed.seed2FA);
      else onFailed();
    } catch {
      onFailed();
    }
  };

  return (
    <Modal
      show
      onHide={onCancel}
      aria-labelledby={titleId}
      backdrop="static"
      centered
      className="modal-stacked"
      backdropClassName="modal-stacked-backdrop"
    >
      <Form noValidate onSubmit={(e) => void submit(e)}>
        <Modal.Header closeButton closeLabel={messageTexts.dialog.close}>
          <Modal.Title id={titleId}>{t.title}</Modal.Title>
        </Modal.Header>
        <Modal.Body>
          {!seed ? (
            <div className="d-flex align-items-center gap-2">
              <Spinner animation="border" size="sm" role="status" />
              <span>{t.loading}</span>
            </div>
          ) : (
            <>
              <p>{t.scan}</p>
              <div className="text-center mb-3">
                <img src={seed.qrCode} width={200} height={200} alt={t.qrAlt} className="border" />
              </div>
              <dl className="mb-3">
                <dt>{t.seed}</dt>
                <dd>
                  <code data-testid="seed2FA" className="user-select-all fs-6">
                    {seed.seed2FA}
                  </code>
                </dd>
              </dl>
              <Form.Group controlId={tokenId}>
                <Form.Label>{t.token}</Form.Label>
                <Form.Control
                  value={token}
                  inputMode="numeric"
                  autoComplete="one-time-code"
                  maxLength={token2FADigits}
                  autoFocus
                  isInvalid={touched && !tokenValid}
                  onChange={(e) => setToken(e.target.value.trim())}
                  onBlur={() => setTouched(true)}
                />
                <Form.Control.Feedback type="invalid">{tokenProblem}</Form.Control.Feedback>
              </Form.Group>
              {isLoading && (
                <Alert variant="info" className="mt-3 mb-0 py-2">
                  {frameTexts.app.loading}
                </Alert>
              )}
            </>
          )}
        </Modal.Body>
        <Modal.Footer>
          <CancelButton onClick={onCancel}>{messageTexts.dialog.cancel}</CancelButton>
          <SubmitButton disabled={!seed || isLoading}>{t.verify}</SubmitButton>
        </Modal.Footer>
      </Form>
    </Modal>
  );
}
