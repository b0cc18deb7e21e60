import type { Alert } from '../../api/alerts';

// The alert's severity, owner and maintenance (issue 33) as the page shows them: a maintenance only
// while the alert is not closed (a closed alert is past being held).

export type AlertExtras = Pick<Alert, 'severity' | 'assignee' | 'maintenance'>;

export function alertExtras(alert: Alert): AlertExtras {
  return {
    severity: alert.severity,
    assignee: alert.assignee,
    maintenance: alert.state === 'closed' ? null : alert.maintenance,
  };
}
