import { storeWindowNow } from '../calendar';
import type { Db } from '../platform/db/connection';
import { timelineTexts } from '../../shared/texts/de/timeline';
import {
  actionEvent,
  alertEvent,
  auditEvent,
  changeEvent,
  event,
  installationEvent,
  maintenanceEvents,
  rolloutEvent,
  spanEvents,
  timelinePage,
  type Timed,
  type TimelineEvent,
} from './logic/timeline';
import {
  installationReports,
  keptChanges,
  offlineSpans,
  tseEvents,
  type ChangeKind,
  type Window,
} from './repository/timeline/reported';
import {
  actionSteps,
  alertSteps,
  auditEntries,
  maintenanceWindows,
  nextMaintenance,
  queuedActions,
  rolloutSteps,
} from './repository/timeline/operations';
import type { TimelineSubject } from './repository/timeline/subject';
import { dueUpdates } from './repository/timeline/upcoming';
import type { TimelineQuery } from './validation';

const e = timelineTexts.timelineEvents;
/** 'Demnächst' lists at most this many of each kind. */
const upcomingPerKind = 20;

/**
 * One page of a subject's timeline: each chosen source read with its own indexed, limited query
 * (a page and one more row), all at once, then merged newest first (`timelinePage`); and what is
 * coming. Sources a kind filter leaves out are not read.
 */
export async function timelineOf(
  db: Db,
  subject: TimelineSubject,
  contextKey: string,
  q: TimelineQuery,
  now: number,
): Promise<{ events: TimelineEvent[]; upcoming: TimelineEvent[]; next: string | null }> {
  const w: Window = { from: q.from, before: q.before, limit: q.size + 1 };
  const posOf = new Map(subject.cashpoints.map((c) => [c.id, c.posId]));
  const posIdOf = (r: { cashpointId: number | null }) =>
    r.cashpointId === null ? null : (posOf.get(r.cashpointId) ?? null);
  const posOfUid = new Map(subject.cashpoints.map((c) => [c.uid, c.posId]));
  const has = (k: TimelineEvent['kind']) => q.kinds.has(k);
  const changeKinds = new Set((['version', 'tse', 'change'] as ChangeKind[]).filter(has));
  const none = Promise.resolve([] as Timed[]);

  const sources: Promise<Timed[]>[] = [
    has('connection')
      ? offlineSpans(db, subject, w, now).then((rows) => rows.flatMap((r) => spanEvents(r, posIdOf(r))))
      : none,
    keptChanges(db, subject, changeKinds, w).then((rows) => rows.map((r) => changeEvent(r, posIdOf(r)))),
    has('version')
      ? installationReports(db, subject, w).then((rows) => rows.map((r) => installationEvent(r, posIdOf(r))))
      : none,
    has('tse')
      ? tseEvents(db, subject, w).then((rows) =>
          rows.map((r) =>
            event(r.at, 'tse', e.tseEvent(r.kind, r.serial), { before: r.fromValue, after: r.toValue, posId: r.posId }),
          ),
        )
      : none,
    ...(has('alert')
      ? (['opened', 'acknowledged', 'closed'] as const).map((step) =>
          alertSteps(db, subject, step, w).then((rows) => rows.map((r) => alertEvent(r, contextKey))),
        )
      : []),
    has('audit')
      ? auditEntries(db, subject, w).then((rows) =>
          rows.map((r) => auditEvent(r, contextKey, r.objectId === null ? null : (posOfUid.get(r.objectId) ?? null))),
        )
      : none,
    has('action')
      ? actionSteps(db, subject, w).then((rows) => rows.map((r) => actionEvent(r, contextKey, posIdOf(r))))
      : none,
    has('rollout') ? rolloutSteps(db, subject, w).then((rows) => rows.map((r) => rolloutEvent(r, contextKey))) : none,
    has('maintenance')
      ? maintenanceWindows(db, subject, w).then((rows) => rows.flatMap((r) => maintenanceEvents(r, now)))
      : none,
  ];
  const [page, upcoming] = await Promise.all([
    Promise.all(sources).then((lists) => timelinePage(lists.flat(), { from: q.from, before: q.before, size: q.size })),
    upcomingOf(db, subject, contextKey, now),
  ]);
  return { ...page, upcoming };
}

/** What is coming: the due updates (with the update window's start), the next maintenance, queued actions; soonest first. */
async function upcomingOf(db: Db, subject: TimelineSubject, contextKey: string, now: number): Promise<TimelineEvent[]> {
  const [due, window, maintenance, queued] = await Promise.all([
    dueUpdates(db, subject, now),
    storeWindowNow(db, subject.contextId, subject.storeId, now),
    nextMaintenance(db, subject, now),
    queuedActions(db, subject, upcomingPerKind),
  ]);
  const posOf = new Map(subject.cashpoints.map((c) => [c.id, c.posId]));
  const notBefore = window && !window.mayInstall && window.notBefore !== null ? window.notBefore : null;
  const items: Timed[] = [
    ...due.slice(0, upcomingPerKind).map((u) => {
      const waits = notBefore !== null && !u.begun;
      return event(waits ? notBefore : now, 'version', e.updateDue(u.filename), {
        detail: waits ? e.updateDueAt : e.updateDueNow,
        posId: u.posId,
      });
    }),
    ...(maintenance
      ? [
          event(maintenance.startsAt, 'maintenance', e.maintenancePlanned(maintenance.reason), {
            detail: maintenance.createdBy,
            posId: maintenance.posId,
          }),
        ]
      : []),
    ...queued.map((a) =>
      actionEvent(a, contextKey, a.cashpointId === null ? null : (posOf.get(a.cashpointId) ?? null)),
    ),
  ];
  return items.sort((a, b) => a.ms - b.ms).map(({ ms: _ms, ...rest }) => rest);
}
