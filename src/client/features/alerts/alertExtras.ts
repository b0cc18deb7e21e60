import type { Alert } from '../../api/alerts';
import type { AlertSeverity } from './alertParams';

// What the alert reply gains in this round from the other parts of issue 33: `severity`
// (ALERTNOTIFY), `assignee` and `maintenance` (ALERTOWN). The page reads them here only, optionally,
// so it shows them as soon as the server sends them; once the contract has them this is a plain read.

export interface AlertAssignee {
  name: string;
  /** When the alert was taken over (ISO time). */
  at: string;
}

export interface AlertMaintenance {
  /** Until when the subject is in maintenance (ISO time). */
  until: string;
  reason: string;
}

export interface AlertExtras {
  severity: AlertSeverity | undefined;
  /** undefined: the server knows no take-over yet; null: nobody has taken the alert over. */
  assignee: AlertAssignee | null | undefined;
  maintenance: AlertMaintenance | null | undefined;
}

type Loose = Partial<Record<'severity' | 'assignee' | 'maintenance', unknown>>;

const severities: readonly string[] = ['critical', 'warning', 'info'];

function assigneeOf(value: unknown): AlertAssignee | null | undefined {
  if (value === undefined || value === null) return value;
  const v = value as Record<string, unknown>;
  const name = v.name ?? v.userName ?? v.fullName;
  const at = v.at ?? v.assignedAt ?? v.since;
  return typeof name === 'string' ? { name, at: typeof at === 'string' ? at : '' } : null;
}

function maintenanceOf(value: unknown): AlertMaintenance | null | undefined {
  if (value === undefined || value === null) return value;
  const v = value as Record<string, unknown>;
  return { until: typeof v.until === 'string' ? v.until : '', reason: typeof v.reason === 'string' ? v.reason : '' };
}

export function alertExtras(alert: Alert): AlertExtras {
  const loose = alert as Alert & Loose;
  const severity =
    typeof loose.severity === 'string' && severities.includes(loose.severity) ? loose.severity : undefined;
  return {
    severity: severity as AlertSeverity | undefined,
    assignee: assigneeOf(loose.assignee),
    maintenance: maintenanceOf(loose.maintenance),
  };
}
