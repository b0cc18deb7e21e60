import type { CashpointReportRow } from '../../api';
import { formatDateTime, formatUnixSeconds } from '../../app/dates';
import type { Level } from '../../components/report/types';
import { texts } from '../../../shared/texts/de';

// The register report's rules of spec 2.9 (cell texts, colouring) and 4 (warning rows).

type Row = CashpointReportRow;
export type CashpointColumnId = keyof typeof texts.reports.cashpoint.columns;

const t = texts.reports;
const yesNo = (value: boolean | null) => (value === null ? '' : value ? t.yes : t.no);

/** What a cell shows. */
export function cellText(id: CashpointColumnId, row: Row): string {
  switch (id) {
    case 'lastHeartbeat':
      return formatDateTime(row.lastHeartbeat);
    case 'cashpointRunning':
      return yesNo(row.cashpointRunning);
    case 'ntpSyncActive':
      return row.ntpSyncActive === null
        ? ''
        : t.withTime(yesNo(row.ntpSyncActive), formatUnixSeconds(row.ntpLastSuccessfulSyncTime));
    default:
      return row[id] ?? '';
  }
}

const missing = (value: unknown) => value === null || value === undefined || value === '';

/**
 * Spec 2.9, cell colouring: an offline row is error throughout; a missing store, pos, type,
 * heartbeat or version is an error; a missing installed update is 'empty'; a missing TSE version,
 * OS, running flag or NTP flag is an error; anything else is ok.
 */
export function cellLevel(id: CashpointColumnId, row: Row): Level {
  if (row.offline) return 'error';
  if (id === 'currentVersion') return missing(row.currentVersion) ? 'empty' : 'ok';
  return missing(row[id]) ? 'error' : 'ok';
}

/**
 * Spec 4, warning rows: offline, or a missing store, pos or type; and, for columns on screen only,
 * a missing heartbeat, version, TSE version, OS or running flag.
 */
export function isWarningRow(row: Row, shown: ReadonlySet<string>): boolean {
  if (row.offline || missing(row.storeId) || missing(row.posId) || missing(row.posType)) return true;
  const checked = ['lastHeartbeat', 'cashpointVersion', 'tseServerVersion', 'osName', 'cashpointRunning'] as const;
  return checked.some((id) => shown.has(id) && missing(row[id]));
}
