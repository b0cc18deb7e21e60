import type { Alert } from '../../api/alerts';
import { formatDateTime } from '../../../shared/dates';
import { alertOwnershipTexts } from '../../../shared/texts/de/alertOwnership';
import './alertOwnership.css';

const t = alertOwnershipTexts.alertOwnership;

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
