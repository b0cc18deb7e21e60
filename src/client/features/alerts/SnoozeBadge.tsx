import Badge from 'react-bootstrap/Badge';
import type { Alert } from '../../api/alerts';
import { alertSnoozeTexts } from '../../../shared/texts/de/alertSnooze';
import { snoozeEndText } from './snoozeTimes';

const t = alertSnoozeTexts.alertSnooze;

/** 'Stummgeschaltet bis hh:mm' (issue 46); who snoozed it and why in its tooltip. */
export function SnoozeBadge({ alert }: { alert: Alert }) {
  if (!alert.snooze || alert.state === 'closed') return null;
  return (
    <Badge bg="secondary" className="ms-1 alert-snoozed" title={t.snoozedBy(alert.snooze.by, alert.snooze.comment)}>
      {t.snoozedUntil(snoozeEndText(alert.snooze.until))}
    </Badge>
  );
}
