import Badge from 'react-bootstrap/Badge';
import type { Alert } from '../../api/alerts';
import { alertTriageTexts } from '../../../shared/texts/de/alertsTriage';

const t = alertTriageTexts.alertTriage;

/** 'flattert' (issue 46): the alert's cause comes and goes; it is notified once per spell. */
export function FlappingBadge({ alert }: { alert: Alert }) {
  if (!alert.flapping) return null;
  return (
    <Badge bg="warning" text="dark" className="ms-1" title={t.flappingHint}>
      {t.flapping}
    </Badge>
  );
}
