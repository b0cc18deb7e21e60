import type { AlertKind } from '../../shared/alerts/alertKinds';
import type { Db } from '../platform/db/connection';
import { isoTime } from '../platform/ids';
import { publishLive, type LiveChange } from '../live';
import { contextsListeningTo, recordEvents, type NewWebhookEvent } from '../webhooks';
import { what } from './notify/message';
import { alertsForEvents, type AlertEventRow } from './repository/alertEventRows';

// The alerts' events for the event webhooks (AlertEvent): every alert a check run opened, and every
// one it closed (also those closed silently because their kind was switched off or their subject
// deleted: a receiver that mirrors the open alerts must see them go). Recorded in the check's
// transaction, beside the alerts' own notifications.

function eventOf(type: 'alertOpened' | 'alertClosed', row: AlertEventRow): NewWebhookEvent {
  return {
    type,
    alert: {
      uid: row.uid,
      kind: row.kind as AlertKind,
      subject: what(row),
      storeUid: row.storeUid,
      storeId: row.storeId,
      openedAt: isoTime(row.openedAt)!,
      closedAt: isoTime(row.closedAt),
    },
  };
}

/**
 * More alerts of one context than this in one check run (a whole region offline) are told to its
 * streams as one event without an alert, which has the browsers read the alerts again.
 */
const liveAlertsPerContext = 200;

/** One alert's change as the context's streams are told it. */
export function alertLiveChange(
  alert: { contextId: number; contextKey: string; uid: string; storeUid: string | null },
  state: 'opened' | 'changed' | 'closed',
): LiveChange {
  const store = alert.storeUid ? { storeUid: alert.storeUid } : {};
  return {
    contextId: alert.contextId,
    event: { kind: 'alert', contextId: alert.contextKey, uid: alert.uid, ...store, state },
  };
}

/** Tells the browsers' streams of the alerts a check run opened and closed, after its commit. */
export async function publishAlertChanges(db: Db, opened: number[], closed: number[]): Promise<void> {
  if (opened.length === 0 && closed.length === 0) return;
  const rows = [
    ...(await alertsForEvents(db, opened)).map((row) => ({ row, state: 'opened' as const })),
    ...(await alertsForEvents(db, closed)).map((row) => ({ row, state: 'closed' as const })),
  ];
  const perContext = new Map<number, typeof rows>();
  for (const entry of rows)
    perContext.set(entry.row.contextId, [...(perContext.get(entry.row.contextId) ?? []), entry]);
  const changes: LiveChange[] = [];
  for (const [contextId, entries] of perContext) {
    const contextKey = entries[0]!.row.contextKey;
    if (entries.length > liveAlertsPerContext) {
      changes.push({ contextId, event: { kind: 'alert', contextId: contextKey, state: 'changed' } });
      continue;
    }
    for (const { row, state } of entries) changes.push(alertLiveChange(row, state));
  }
  publishLive(db, changes);
}

/** Records the events of the alerts opened and closed, in the caller's transaction. */
export async function recordAlertEvents(db: Db, opened: number[], closed: number[], now: number): Promise<void> {
  if (opened.length === 0 && closed.length === 0) return;
  // A whole fleet can go down at once: the alerts are read only for contexts someone listens to.
  const listening = await contextsListeningTo(db, [
    ...(opened.length > 0 ? (['alertOpened'] as const) : []),
    ...(closed.length > 0 ? (['alertClosed'] as const) : []),
  ]);
  if (listening.size === 0) return;
  const contextIds = [...listening];
  const events = [
    ...(await alertsForEvents(db, opened, contextIds)).map((row) => ({ row, event: eventOf('alertOpened', row) })),
    ...(await alertsForEvents(db, closed, contextIds)).map((row) => ({ row, event: eventOf('alertClosed', row) })),
  ];
  await recordEvents(
    db,
    events.map(({ row, event }) => ({ context: { id: row.contextId, key: row.contextKey }, event })),
    now,
  );
}
