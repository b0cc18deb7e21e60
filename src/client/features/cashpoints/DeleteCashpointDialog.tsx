import { useId, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import { messageTexts } from '../../../shared/texts/de/messages';
import { taxNoticeTexts } from '../../../shared/texts/de/taxNotice';
import { DayInput } from '../../components/DayInput';
import { berlinToday } from './berlinToday';

const t = taxNoticeTexts.taxNotice.changes.deleteDialog;
const t2 = taxNoticeTexts.taxNotice.changes;

interface Props {
  title: string;
  message: string;
  onCancel(): void;
  onConfirm(decommission: { decommissionedOn: string; reason: string | null }): void;
}

/**
 * Asks before a register is deleted, and when and why it was taken out of service (issue 52): its
 * fiscal record keeps both for the store's next Kassenmeldung. The day defaults to today (Berlin)
 * and cannot lie ahead. As every confirmation, the harmless choice has the focus.
 */
export function DeleteCashpointDialog({ title, message, onCancel, onConfirm }: Props) {
  const titleId = useId();
  const messageId = useId();
  const today = berlinToday();
  const [day, setDay] = useState(today);
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  const dayProblem = !day ? t.dayMissing : day > today ? t2.decommissionedInFuture : null;
  const reasonProblem = reason.length > 200 ? t.reasonTooLong : null;
  const submit = () => {
    setTouched(true);
    if (dayProblem || reasonProblem) return;
    onConfirm({ decommissionedOn: day, reason: reason.trim() || null });
  };
  return (
    <Modal show onHide={onCancel} aria-labelledby={titleId} aria-describedby={messageId} centered>
      <Modal.Header closeButton closeLabel={messageTexts.dialog.close}>
        <Modal.Title id={titleId}>{title}</Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <p id={messageId}>{message}</p>
        <Form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          <Form.Group className="mb-3">
            <Form.Label htmlFor={`${titleId}-day`}>{t.dayLabel}</Form.Label>
            <DayInput
              id={`${titleId}-day`}
              value={day}
              onChange={setDay}
              isInvalid={touched && !!dayProblem}
              aria-describedby={`${titleId}-day-hint`}
            />
            {touched && dayProblem && <div className="invalid-feedback d-block">{dayProblem}</div>}
            <Form.Text id={`${titleId}-day-hint`}>{t.hint}</Form.Text>
          </Form.Group>
          <Form.Group controlId={`${titleId}-reason`}>
            <Form.Label>{t.reasonLabel}</Form.Label>
            <Form.Control
              value={reason}
              onChange={(event) => setReason(event.target.value)}
              isInvalid={touched && !!reasonProblem}
            />
            <Form.Control.Feedback type="invalid">{reasonProblem}</Form.Control.Feedback>
          </Form.Group>
        </Form>
      </Modal.Body>
      <Modal.Footer>
        <Button variant="secondary" onClick={onCancel} autoFocus>
          {messageTexts.dialog.no}
        </Button>
        <Button variant="danger" onClick={submit}>
          {messageTexts.dialog.yes}
        </Button>
      </Modal.Footer>
    </Modal>
  );
}
