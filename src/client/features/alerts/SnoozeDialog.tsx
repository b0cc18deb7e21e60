import { Formik } from 'formik';
import { useId } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import type { Alert } from '../../api/alerts';
import { useSnoozeAlertsMutation } from '../../api/alerts';
import { errorMessage, isHandledError } from '../../api/replyHandling';
import { useAppDispatch } from '../../app/hooks';
import { CancelButton } from '../../components/CancelButton';
import { showToast } from '../../lib/toasts';
import { formatDateTime } from '../../../shared/dates';
import { alertSnoozeTexts } from '../../../shared/texts/de/alertSnooze';
import { messageTexts } from '../../../shared/texts/de/messages';
import { localInputValue, maxSnoozeMs, snoozeChoices, snoozeEnd, type SnoozeChoice } from './snoozeTimes';

const t = alertSnoozeTexts.alertSnooze;

interface Values {
  choice: SnoozeChoice;
  custom: string;
  comment: string;
}

/** What is wrong with the chosen end (the server's limits), or undefined. */
function untilError(until: number): string | undefined {
  if (Number.isNaN(until)) return t.untilMissing;
  if (until <= Date.now()) return t.untilPast;
  if (until > Date.now() + maxSnoozeMs) return t.untilTooFar;
  return undefined;
}

interface Props {
  /** The alerts to snooze (one, or the selection). */
  alerts: readonly Alert[];
  onClose(): void;
  /** Called once the server has snoozed them. */
  onDone?(): void;
}

/**
 * 'Stummschalten' (issue 46): the chosen alerts are not notified until the end picked here (1 h,
 * 4 h, 1 Tag, bis morgen 8 Uhr, or a time of one's own), with an optional comment. The end it will be
 * is said under the choice, so 'bis morgen' is never a guess.
 */
export function SnoozeDialog({ alerts, onClose, onDone }: Props) {
  const id = useId();
  const dispatch = useAppDispatch();
  const [snooze] = useSnoozeAlertsMutation();
  const uids = alerts.map((a) => a.uid);
  const submit = async (values: Values) => {
    const until = new Date(snoozeEnd(values.choice, values.custom, new Date())).toISOString();
    try {
      const comment = values.comment.trim();
      const reply = await snooze({ body: { uids, until, ...(comment ? { comment } : {}) } }).unwrap();
      dispatch(showToast('success', t.done(uids.length, reply.closedUids?.length ?? 0)));
      onDone?.();
      onClose();
    } catch (error) {
      if (!isHandledError(error)) dispatch(showToast('danger', errorMessage(error) ?? t.failed));
    }
  };
  return (
    <Modal show onHide={onClose} aria-labelledby={`${id}-title`} centered>
      <Formik<Values>
        initialValues={{ choice: 'hour', custom: localInputValue(Date.now() + 2 * 60 * 60_000), comment: '' }}
        validate={(values) => {
          const problem = untilError(snoozeEnd(values.choice, values.custom, new Date()));
          return problem ? { custom: problem } : {};
        }}
        onSubmit={submit}
      >
        {({ values, errors, handleChange, handleSubmit, isSubmitting, setFieldValue }) => {
          const until = snoozeEnd(values.choice, values.custom, new Date());
          return (
            <Form noValidate onSubmit={handleSubmit}>
              <Modal.Header closeButton closeLabel={messageTexts.dialog.close}>
                <Modal.Title id={`${id}-title`} as="h2" className="h5">
                  {t.title(alerts.length)}
                </Modal.Title>
              </Modal.Header>
              <Modal.Body>
                <fieldset className="mb-3">
                  <legend className="form-label fs-6">{t.duration}</legend>
                  {snoozeChoices.map((choice, i) => (
                    <Form.Check
                      key={choice}
                      type="radio"
                      id={`${id}-${choice}`}
                      name="choice"
                      label={t.durations[choice]}
                      checked={values.choice === choice}
                      autoFocus={i === 0}
                      onChange={() => void setFieldValue('choice', choice)}
                    />
                  ))}
                </fieldset>
                {values.choice === 'custom' && (
                  <Form.Group controlId={`${id}-until`} className="mb-3">
                    <Form.Label>{t.until}</Form.Label>
                    <Form.Control
                      type="datetime-local"
                      name="custom"
                      value={values.custom}
                      isInvalid={errors.custom !== undefined}
                      onChange={handleChange}
                    />
                  </Form.Group>
                )}
                <p className={errors.custom ? 'text-danger' : 'text-body-secondary'} role="status">
                  {errors.custom ?? (Number.isNaN(until) ? '' : t.endsAt(formatDateTime(until)))}
                </p>
                <p className="small text-body-secondary">{t.help}</p>
                <Form.Group controlId={`${id}-comment`}>
                  <Form.Label>{t.comment}</Form.Label>
                  <Form.Control
                    as="textarea"
                    rows={2}
                    name="comment"
                    maxLength={500}
                    value={values.comment}
                    onChange={handleChange}
                  />
                </Form.Group>
              </Modal.Body>
              <Modal.Footer>
                <CancelButton onClick={onClose}>{t.cancel}</CancelButton>
                <Button type="submit" variant="primary" disabled={isSubmitting}>
                  {t.save}
                </Button>
              </Modal.Footer>
            </Form>
          );
        }}
      </Formik>
    </Modal>
  );
}
