import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import type { Alert } from '../../api/alerts';
import { useAcknowledgeAlertMutation, useAssignAlertMutation } from '../../api/alerts';
import { errorMessage, isHandledError } from '../../api/replyHandling';
import { useAppDispatch } from '../../app/hooks';
import { PromptDialog } from '../../components/PromptDialog';
import { textSchema } from '../../lib/textSchema';
import { showToast } from '../../lib/toasts';
import { alertSnoozeTexts } from '../../../shared/texts/de/alertSnooze';
import { alertTexts } from '../../../shared/texts/de/alerts';
import { alertTriageTexts } from '../../../shared/texts/de/alertsTriage';
import { commentRule } from '../../../shared/validation/alertSettings';

const t = alertTriageTexts.alertTriage;

// The server's rule for the comment: required, blanks not counting, at most 500 characters.
const commentSchema = textSchema({
  ...commentRule,
  label: alertTexts.alerts.comment,
  requiredMessage: alertTexts.alerts.commentRequired,
});

interface Props {
  /** The chosen alerts (of the page shown, none closed). */
  chosen: readonly Alert[];
  /** Called once the server has done it: the choice is over. */
  onDone(): void;
  onClear(): void;
  /** 'Stummschalten' of the chosen alerts: the page asks until when. */
  onSnooze(chosen: readonly Alert[]): void;
}

/**
 * What the chosen alerts get at once: 'Übernehmen', or 'Bestätigen' with one comment for all. One
 * request each; the toast counts them, and names those a check closed meanwhile (the server skips them).
 */
export function AlertBulkActions({ chosen, onDone, onClear, onSnooze }: Props) {
  const dispatch = useAppDispatch();
  const [assign, { isLoading: assigning }] = useAssignAlertMutation();
  const [acknowledge] = useAcknowledgeAlertMutation();
  const [asking, setAsking] = useState(false);
  if (chosen.length === 0) return null;
  const uids = chosen.map((a) => a.uid);

  const takeOver = async () => {
    try {
      const reply = await assign({ body: { uids } }).unwrap();
      dispatch(showToast('success', t.takenOver(uids.length, reply.closedUids?.length ?? 0)));
      onDone();
    } catch (error) {
      if (!isHandledError(error)) dispatch(showToast('danger', errorMessage(error) ?? t.takeOverFailed));
    }
  };
  const submit = async (comment: string) => {
    try {
      const reply = await acknowledge({ body: { uids, comment } }).unwrap();
      dispatch(showToast('success', t.acknowledged(uids.length, reply.closedUids?.length ?? 0)));
      onDone();
      return true;
    } catch (error) {
      if (!isHandledError(error)) dispatch(showToast('danger', errorMessage(error) ?? t.acknowledgeFailed));
      return false;
    }
  };

  return (
    <section
      className="alert-bulk d-flex flex-wrap align-items-center gap-2 mb-3 p-2 border rounded"
      aria-label={t.selection}
    >
      <span className="me-auto fw-semibold" role="status">
        {t.selected(chosen.length)}
      </span>
      <Button variant="outline-secondary" className="alert-action" disabled={assigning} onClick={takeOver}>
        {t.takeOver}
      </Button>
      <Button variant="outline-secondary" className="alert-action" onClick={() => onSnooze(chosen)}>
        {alertSnoozeTexts.alertSnooze.snooze}
      </Button>
      <Button variant="primary" className="alert-action" onClick={() => setAsking(true)}>
        {t.acknowledge}
      </Button>
      <Button variant="link" className="alert-action" onClick={onClear}>
        {t.clear}
      </Button>
      {asking && (
        <PromptDialog
          title={t.acknowledgeTitle(chosen.length)}
          label={alertTexts.alerts.comment}
          submitLabel={t.acknowledge}
          schema={commentSchema}
          multiline
          onHide={() => setAsking(false)}
          onSubmit={submit}
        />
      )}
    </section>
  );
}
