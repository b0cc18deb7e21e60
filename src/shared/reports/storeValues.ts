import { formatUnixSeconds } from '../dates';
import { reportTexts } from '../texts/de/reports';
import { flagLevel, missing, type Stamp } from './kinds';
import type { StoreReportRow as Row } from './rows';
import { activeLevel, backupResultLevel, updateResultLevel } from './storeLevels';
import type { Level } from './types';

// The store report's columns that put several values of a row together: their texts and colours.

const t = reportTexts.reports;
const time = (stamp: Stamp | null | undefined) => formatUnixSeconds(stamp?.timestamp);

/** A cashier close is done with a value above 0. */
export const cashierCloseDone = (value: number | null | undefined) => (missing(value) ? null : value! >= 1);

/** 'Aktiv (time)' while running, else 'Erfolgreich (time)' for code '4', else 'Nicht erfolgreich (time)'. */
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

/** Tagesabschluss erfolgt: Ja for '1', else Nein, with the time. */
export const dayCloseText = (row: Row) =>
  row.tabsok ? t.withTime(row.tabsok.value === '1' ? t.yes : t.no, time(row.tabsok)) : '';

/** A start error is its text with the time. */
export const startErrorText = (row: Row) =>
  row.diwastop_err?.value ? t.withTime(row.diwastop_err.value, time(row.diwastop_err)) : '';

/** A running backup is a warning; otherwise its result counts. */
export const backupLevel = (row: Row): Level =>
  row.sigmabackupaktiv ? activeLevel(true) : backupResultLevel(row.lastsigmabackuperfolg);

/** A running update is a warning; otherwise the result of the last one counts. */
export const updateLevel = (row: Row): Level =>
  row.updateaktiv ? activeLevel(true) : updateResultLevel(row.lastupdate, row.lastupdateerfolg);

/** Only a failed POSCONNECT update is coloured. */
export const posConnectUpdateLevel = (row: Row): Level =>
  row.lastPosConnectUpdate && row.lastPosConnectUpdateErfolg === false ? 'error' : 'neutral';

/** The day close must be recorded: no '1' says nothing, no value at all is an error. */
export const dayCloseLevel = (row: Row): Level =>
  row.tabsok?.value == null ? 'error' : row.tabsok.value === '1' ? 'ok' : 'neutral';

/** A stamp that must be there: no time is an error. */
export const stampRequiredLevel = (stamp: Stamp | null | undefined): Level =>
  stamp?.timestamp == null ? 'error' : 'ok';

/** A cashier close: done is ok, not done says nothing, unknown is an error. */
export const cashierCloseLevel = (value: number | null | undefined): Level => flagLevel(cashierCloseDone(value));
