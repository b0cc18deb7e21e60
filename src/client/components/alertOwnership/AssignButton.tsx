import Button from 'react-bootstrap/Button';
import { isHandledError, errorMessage } from '../../api/replyHandling';
import { useAssignAlertMutation, type Alert } from '../../api/alerts';
import { useAppDispatch } from '../../app/hooks';
import { showToast } from '../../lib/toasts';
import { formatDateTime } from '../../../shared/dates';
import { texts } from '../../../shared/texts/de';
import { useCanAcknowledge } from './useAlertOwnership';
import './alertOwnership.css';

const t = texts.alertOwnership;

/** 'Übernehmen' for an alert that is not closed, for who may; `label` names the alert for screen readers. */
export function AssignButton({ alert, label, className }: { alert: Alert; label: string; className?: string }) {
  const dispatch = useAppDispatch();
  const may = useCanAcknowledge();
  const [assign, { isLoading }] = useAssignAlertMutation();
  if (!may || alert.state === 'closed') return null;
  const click = async () => {
    try {
      await assign({ body: { uid: alert.uid } }).unwrap();
      dispatch(showToast('success', t.assignDone));
    } catch (error) {
      if (!isHandledError(error)) dispatch(showToast('danger', errorMessage(error) ?? t.assignFailed));
    }
  };
  return (
    <Button
      size="sm"
      variant="outline-secondary"
      className={className}
      aria-label={t.assignAlert(label)}
      disabled={isLoading}
      onClick={click}
    >
      {t.assign}
    </Button>
  );
}

/** Who has the alert and whether it is held by a maintenance, as lines under its acknowledgement. */
export function OwnerLines({ alert }: { alert: Alert }) {
  return (
    <>
      {alert.assignee && (
        <div className="small">{t.assigned(alert.assignee.name, formatDateTime(alert.assignee.at))}</div>
      )}
      {alert.maintenance && alert.state !== 'closed' && (
        <div className="small text-body-secondary" title={alert.maintenance.reason}>
          {t.maintenanceHeld}
        </div>
      )}
    </>
  );
}
