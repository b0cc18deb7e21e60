import type { Db } from '../platform/db/connection';
import { alertKinds } from '../../shared/alerts/alertKinds';
import type { CheckRun } from './repository/checks/types';
import { serverAlertKinds } from './kinds';
import { reconcileAlerts, type AlertEventsHook } from './repository/reconcile';
import { publishAlertChanges, recordAlertEvents } from './alertEvents';
import { allContextIds, droppedAlerts, storeExists } from './repository/checkScope';
import { loadAlertSettings, type AlertKind } from './settings';

/** Per kind: alerts opened and closed, and the check's time in ms (the bench shows where a run goes). */
export type AlertCheckCounts = Record<AlertKind, { opened: number; closed: number; ms: number }>;

/**
 * One run of all checks over all contexts, at `now`: each kind's causes in one query over the
 * contexts whose rule is on, and its alerts opened, updated and closed to match (those of contexts
 * with the rule off close). `startedAt` is when this instance's checks started: silence before it
 * does not count (the console may have been down). Returns how many alerts of each kind opened and
 * closed.
 */
export async function runAlertChecks(
  db: Db,
  now: number,
  offlineAfterSeconds: number,
  startedAt = 0,
): Promise<AlertCheckCounts> {
  const settings = await loadAlertSettings(db, await allContextIds(db));
  const run: CheckRun = { db, now, offlineAfterSeconds, startedAt, settings };
  const counts = {} as AlertCheckCounts;
  // Each kind of alert is one check (its catalogue entry's), in the catalogue's order.
  for (const kind of alertKinds) {
    const started = performance.now();
    const { check } = serverAlertKinds[kind];
    const on = [...settings].filter(([, value]) => value.rules[kind].enabled).map(([id]) => id);
    const causes = on.length === 0 ? null : await check.causes(run, on);
    const exists = check.subjectExists?.(db.dialect, now) ?? storeExists;
    const events: AlertEventsHook = (trx, opened, closed) => recordAlertEvents(trx, opened, closed, now);
    const { opened, closed } = await reconcileAlerts(db, kind, causes, now, droppedAlerts(on, exists), events);
    await publishAlertChanges(db, opened, closed);
    counts[kind] = { opened: opened.length, closed: closed.length, ms: Math.round(performance.now() - started) };
  }
  return counts;
}
