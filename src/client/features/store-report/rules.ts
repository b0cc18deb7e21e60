import type { ReportTimestamp, StoreReportRow } from '../../api';
import { formatDateTime, formatUnixSeconds } from '../../app/dates';
import {
  activeLevel,
  backupResultLevel,
  diwadebuLevel,
  serviceStateLevel,
  startTypeLevel,
  updateResultLevel,
  type Level as StoreLevel,
} from '../../components/fleet/storeChecks';
import type { Level } from '../../components/report/types';
import { texts } from '../../../shared/texts/de';

// The store report's rules of spec 2.10 (cell texts) and 4 (colouring and warning rows).

type Row = StoreReportRow;
const t = texts.reports;

const missing = (value: unknown) => value === null || value === undefined || value === '';
const yesNo = (value: boolean | null | undefined) => (missing(value) ? '' : value ? t.yes : t.no);
const time = (stamp: ReportTimestamp | undefined) => formatUnixSeconds(stamp?.timestamp);

/** Spec 9: a cashier close is done with a value above 0. */
export const cashierCloseDone = (value: number | null | undefined) => (missing(value) ? null : value! >= 1);

/** Spec 2.10: 'Aktiv (time)' while running, else 'Erfolgreich (time)' for code '4', else 'Nicht erfolgreich (time)'. */
export function backupText(row: Row): string {
  const at = time(row.lastsigmabackup);
  if (row.sigmabackupaktiv) return t.withTime(t.active, at);
  return t.withTime(row.lastsigmabackuperfolg === '4' ? t.successful : t.notSuccessful, at);
}

/** The same pattern for the STORE update; without any last update there is nothing to say. */
export function updateText(row: Row): string {
  const at = time(row.lastupdate);
  if (row.updateaktiv) return t.withTime(t.active, at);
  if (!row.lastupdate && missing(row.lastupdateerfolg)) return '';
  return t.withTime(row.lastupdateerfolg === '4' ? t.successful : t.notSuccessful, at);
}

/** 'Erfolgreich' or 'Nicht erfolgreich', the time and, when known, the build tag. */
export function posConnectUpdateText(row: Row): string {
  if (!row.lastPosConnectUpdate && missing(row.lastPosConnectUpdateErfolg)) return '';
  const text = t.withTime(
    row.lastPosConnectUpdateErfolg ? t.successful : t.notSuccessful,
    time(row.lastPosConnectUpdate),
  );
  return row.posConnectBuildTag ? `${text} ${row.posConnectBuildTag}` : text;
}

const timestampColumns = ['tbeg', 'tabsletzte', 'dzuskarun', 'lastPosReceiptProcessing'] as const;
const flagColumns = [
  'tabsaktiv',
  'wwsBelegverarbeitungAktiv',
  'bonaufloesungWAModulAktiv',
  'datenverarbeitungHQAktiv',
  'posReceiptProcessingActive',
  'tillServerActive',
  'tseServerRunning',
] as const;
export const serviceColumns = [
  'dutiserv',
  'dzuska28',
  'dzuska51',
  'diwaapps',
  'dzuswdfk',
  'dzuswa11',
  'dzuswa18',
  'diwamesw',
  'posConnectAppAdmin',
  'posConnectMasterData',
  'posConnectReceiptService',
  'tseServer',
  'postgresql',
] as const;
/** Values whose absence is an error (spec 4: missing versions, licence data, tbeg, tabsletzte). */
const requiredValues = [
  'lastHeartbeat',
  'storeVersion',
  'license',
  'licenseProcedure',
  'identNumber',
  'serialNumber',
  'tseServerVersion',
  'pgsqlVersion',
] as const;

const includes = <T extends string>(list: readonly T[], id: string): id is T =>
  (list as readonly string[]).includes(id);

/** What a cell shows. */
export function cellText(id: string, row: Row): string {
  if (id === 'lastHeartbeat') return formatDateTime(row.lastHeartbeat);
  if (includes(timestampColumns, id)) return time(row[id]);
  if (includes(flagColumns, id)) return yesNo(row[id]);
  switch (id) {
    case 'tabsok':
      return row.tabsok ? t.withTime(yesNo(row.tabsok.value === '1'), time(row.tabsok)) : '';
    case 'kabsvortag':
    case 'kabslaufendertag':
      return yesNo(cashierCloseDone(row[id]));
    case 'sigmabackup':
      return backupText(row);
    case 'update':
      return updateText(row);
    case 'diwastop_err':
      return row.diwastop_err?.value ? t.withTime(row.diwastop_err.value, time(row.diwastop_err)) : '';
    case 'lastPosConnectUpdate':
      return posConnectUpdateText(row);
    default: {
      const value = (row as unknown as Record<string, unknown>)[id];
      return missing(value) ? '' : String(value);
    }
  }
}

const fromStore = (level: StoreLevel): Level => level;
/** A flag that should be on: on is ok, off says nothing, unknown is an error (a missing flag). */
const flagLevel = (value: boolean | null | undefined): Level => (missing(value) ? 'error' : value ? 'ok' : 'neutral');

/** Spec 4: the colour of a cell. An offline store server is an error throughout (as in 2.9). */
export function cellLevel(id: string, row: Row): Level {
  if (row.offline) return 'error';
  if (includes(requiredValues, id)) return missing(row[id]) ? 'error' : 'ok';
  if (includes(serviceColumns, id)) return fromStore(serviceStateLevel(row[id]));
  switch (id) {
    case 'currentVersionTag':
      return missing(row.currentVersionTag) ? 'empty' : 'ok';
    case 'tbeg':
    case 'tabsletzte':
      return row[id]?.timestamp == null ? 'error' : 'ok';
    case 'tabsok':
      return row.tabsok?.value == null ? 'error' : row.tabsok.value === '1' ? 'ok' : 'neutral';
    case 'tabsaktiv':
    case 'wwsBelegverarbeitungAktiv':
    case 'bonaufloesungWAModulAktiv':
    case 'datenverarbeitungHQAktiv':
      return flagLevel(row[id]);
    case 'kabsvortag':
    case 'kabslaufendertag':
      return flagLevel(cashierCloseDone(row[id]));
    case 'tseServerRunning':
      return row.tseServerRunning ? 'ok' : 'error';
    case 'sigmabackup':
      return row.sigmabackupaktiv
        ? fromStore(activeLevel(true))
        : fromStore(backupResultLevel(row.lastsigmabackuperfolg));
    case 'update':
      return row.updateaktiv
        ? fromStore(activeLevel(true))
        : fromStore(updateResultLevel(row.lastupdate, row.lastupdateerfolg));
    case 'diwastop_err':
      return row.diwastop_err?.value ? 'error' : 'neutral';
    case 'diwadebu_log':
      return fromStore(diwadebuLevel(row.diwadebu_log));
    case 'lastPosConnectUpdate':
      return row.lastPosConnectUpdate && row.lastPosConnectUpdateErfolg === false ? 'error' : 'neutral';
    case 'dutiservStartart':
      return fromStore(startTypeLevel(row.dutiservStartart));
    default:
      return 'neutral';
  }
}

/**
 * Spec 4, warning rows: offline, or any column on screen with a warning or an error. The colouring
 * above gives exactly the spec's list a colour: missing heartbeat, versions, licence data, tbeg,
 * tabsletzte or flags; TSE not running; backup or update active or failed; diwastop_err present;
 * diwadebu_log above 1; a failed POSCONNECT update; a service not RUNNING or a start type not
 * AUTOMATIC; a missing PostgreSQL version.
 */
export function isWarningRow(row: Row, shown: ReadonlySet<string>): boolean {
  if (row.offline) return true;
  for (const id of shown) {
    const level = cellLevel(id, row);
    if (level === 'warning' || level === 'error') return true;
  }
  return false;
}
