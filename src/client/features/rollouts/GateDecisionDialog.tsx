import { useId, useState, type FormEvent, type ReactNode } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import type { RolloutGate } from '../../api/rollouts';
import { CancelButton } from '../../components/CancelButton';
import { messageTexts } from '../../../shared/texts/de/messages';
import { rolloutTexts } from '../../../shared/texts/de/rollouts';
import { WaveGates } from './WaveGates';

const t = rolloutTexts.rollouts;
/** As the contract takes a comment; an override's reason needs at least overrideMin characters (the server's rule). */
const maxLength = 500;
const overrideMin = 10;

/** The failing gates' names in German quotes: „Neue Alarme (…)“, „Erfolgsquote“. */
export const failingNames = (gates: readonly RolloutGate[]) =>
  gates
    .filter((gate) => gate.state === 'fails')
    .map((gate) => `„${t.gate[gate.kind]}“`)
    .join(', ');

interface Props {
  title: string;
  intro?: ReactNode;
  /** The gates the decision is about: every one is shown; a failing one needs the explicit override. */
  gates: readonly RolloutGate[];
  /** The wave whose gates they are (the table's caption). */
  wave?: string;
  contextId: string;
  submitLabel: string;
  /** What the alert says of the failing gates (named in quotes). */
  failingText(names: string): string;
  /** Whether a comment is needed even without a failing gate (an approval always has one). */
  commentRequired: boolean;
  /** Resolves true when done (the dialog closes), false to stay open. */
  onSubmit(comment: string, overrideGates: boolean): Promise<boolean>;
  onHide(): void;
}

/**
 * A person's decision on a rollout with its gates in view (issue 45): the approval, and
 * 'Trotz Prüfung fortsetzen'. While a gate fails, the person confirms the override explicitly and
 * gives a reason of at least 10 characters; the server refuses it otherwise.
 */
export function GateDecisionDialog(props: Props) {
  const { title, intro, gates, wave, contextId, submitLabel, failingText, commentRequired, onSubmit, onHide } = props;
  const titleId = useId();
  const fieldId = useId();
  const checkId = useId();
  const [comment, setComment] = useState('');
  const [confirmed, setConfirmed] = useState(false);
  const [tried, setTried] = useState(false);
  const [busy, setBusy] = useState(false);
  const failing = failingNames(gates);
  const override = failing !== '';
  const text = comment.trim();
  const commentError =
    text.length > maxLength
      ? t.tooLong(maxLength)
      : override && text.length < overrideMin
        ? t.overrideCommentShort
        : commentRequired && text === ''
          ? t.commentRequired
          : undefined;
  const checkError = override && !confirmed ? t.overrideCheckMissing : undefined;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (commentError || checkError) return;
    setBusy(true);
    const done = await onSubmit(text, override);
    setBusy(false);
    if (done) onHide();
  };

  return (
    <Modal show onHide={onHide} aria-labelledby={titleId} centered size="lg">
      <Form noValidate onSubmit={(event) => void submit(event)}>
        <Modal.Header closeButton closeLabel={messageTexts.dialog.close}>
          <Modal.Title id={titleId} as="h2" className="h5">
            {title}
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          {intro && <p>{intro}</p>}
          {gates.length > 0 && (
            <div className="mb-3" data-testid="decision-gates">
              <WaveGates gates={gates} wave={wave ?? ''} contextId={contextId} />
            </div>
          )}
          {override && (
            <Alert variant="danger" className="py-2" data-testid="failing-gates">
              {failingText(failing)}
            </Alert>
          )}
          {override && (
            <Form.Group controlId={checkId} className="mb-3">
              <Form.Check
                type="checkbox"
                label={t.overrideCheck}
                checked={confirmed}
                onChange={(event) => setConfirmed(event.target.checked)}
                isInvalid={tried && !!checkError}
                feedback={tried ? checkError : undefined}
                feedbackType="invalid"
              />
            </Form.Group>
          )}
          <Form.Group controlId={fieldId}>
            <Form.Label>{t.comment}</Form.Label>
            <Form.Control
              as="textarea"
              rows={3}
              value={comment}
              autoFocus
              onChange={(event) => setComment(event.target.value)}
              isInvalid={tried && !!commentError}
              aria-describedby={`${fieldId}-error`}
            />
            <Form.Control.Feedback type="invalid" id={`${fieldId}-error`} role="alert">
              {tried ? commentError : null}
            </Form.Control.Feedback>
          </Form.Group>
        </Modal.Body>
        <Modal.Footer>
          <CancelButton onClick={onHide}>{messageTexts.dialog.cancel}</CancelButton>
          <Button type="submit" variant={override ? 'danger' : 'success'} disabled={busy}>
            {submitLabel}
          </Button>
        </Modal.Footer>
      </Form>
    </Modal>
  );
}
