import type { components } from '../../../shared/generated/contract';
import { alertKindNames, type AlertKind } from '../../../shared/alerts/alertKinds';
import { actionTexts } from '../../../shared/texts/de/actions';
import { auditTexts } from '../../../shared/texts/de/audit';
import { timelineTexts } from '../../../shared/texts/de/timeline';

// The timeline's pure part: each source's rows as events in German, and the page of the merged
// events (newest first) with the cursor of the next older page.

export type TimelineEvent = components['schemas']['TimelineEvent'];
type Kind = TimelineEvent['kind'];

const e = timelineTexts.timelineEvents;
/** A log shown in an event's detail is cut here: the register's tab shows the whole one. */
const detailChars = 2000;

/** An event at a time (ms), every field not given null. */
export function event(
  at: number,
  kind: Kind,
  title: string,
  more: Partial<Omit<TimelineEvent, 'at' | 'kind' | 'title'>> = {},
): TimelineEvent & { ms: number } {
  return {
    ms: at,
    at: new Date(at).toISOString(),
    kind,
    title,
    detail: more.detail ?? null,
    before: more.before ?? null,
    after: more.after ?? null,
    posId: more.posId ?? null,
    link: more.link ?? null,
  };
}

export type Timed = ReturnType<typeof event>;

export const cutDetail = (text: string | null): string | null =>
  text === null || text.length <= detailChars ? text : `${text.slice(0, detailChars)} …`;

/** Where the console shows more of an event (paths of the SPA, with the context's key). */
export const links = {
  alerts: (contextKey: string) => `/frontend/alerts?${new URLSearchParams({ contextId: contextKey }).toString()}`,
  audit: (contextKey: string, objectUid: string) =>
    `/frontend/audit-log?${new URLSearchParams({ contextId: contextKey, object: objectUid }).toString()}`,
  action: (contextKey: string, uid: string) =>
    `/frontend/actions?${new URLSearchParams({ contextId: contextKey, uid }).toString()}`,
  rollout: (contextKey: string, uid: string) =>
    `/frontend/rollouts?${new URLSearchParams({ contextId: contextKey, uid }).toString()}`,
};

/** A changed value's event: its kind by its key (version, TSE, or any other value). */
export function changeEvent(
  c: { at: number; key: string; old: string | null; new: string | null },
  posId: string | null,
): Timed {
  const kind: Kind = c.key.startsWith('version:') ? 'version' : c.key.startsWith('tse.') ? 'tse' : 'change';
  const title = kind === 'version' ? e.versionChanged(c.key.slice('version:'.length)) : c.key;
  return event(c.at, kind, title, { before: c.old, after: c.new, posId });
}

/** The two ends of an offline span: offline at its start, back online at its end. */
export function spanEvents(s: { startedAt: number; endedAt: number }, posId: string | null): Timed[] {
  const minutes = Math.max(1, Math.round((s.endedAt - s.startedAt) / 60_000));
  return [
    event(s.startedAt, 'connection', e.offline, { posId }),
    event(s.endedAt, 'connection', e.online, { detail: e.offlineFor(minutes), posId }),
  ];
}

const installTitle = { 1: e.installing, 2: e.installed, 3: e.installFailed } as Record<number, (f: string) => string>;

export function installationEvent(
  i: { at: number; filename: string; status: number; log: string | null },
  posId: string | null,
): Timed {
  return event(i.at, 'version', (installTitle[i.status] ?? e.installing)(i.filename), {
    detail: cutDetail(i.log),
    posId,
  });
}

export const alertLabel = (kind: string): string => alertKindNames[kind as AlertKind] ?? kind;

export function alertEvent(
  a: {
    at: number;
    step: 'opened' | 'acknowledged' | 'closed';
    kind: string;
    posId: string | null;
    acknowledgedBy: string | null;
    comment: string | null;
  },
  contextKey: string,
): Timed {
  const label = alertLabel(a.kind);
  const title =
    a.step === 'opened'
      ? e.alertOpened(label)
      : a.step === 'acknowledged'
        ? e.alertAcknowledged(label, a.acknowledgedBy)
        : e.alertClosed(label);
  return event(a.at, 'alert', title, {
    detail: a.step === 'acknowledged' ? a.comment : null,
    posId: a.posId,
    link: links.alerts(contextKey),
  });
}

const auditActions = auditTexts.audit.actions as Record<string, string>;

export function auditEvent(
  a: { at: number; action: string; objectId: string | null; userName: string | null; tokenLabel: string | null },
  contextKey: string,
  posId: string | null,
): Timed {
  return event(a.at, 'audit', e.audit(auditActions[a.action] ?? a.action, a.userName), {
    detail: a.tokenLabel,
    posId,
    link: a.objectId ? links.audit(contextKey, a.objectId) : null,
  });
}

const actionKinds = actionTexts.actions.kinds as Record<string, string>;
const actionStates = actionTexts.actions.targetStates as Record<string, string>;

export function actionEvent(
  a: {
    at: number;
    step: 'requested' | 'ended';
    uid: string;
    kind: string;
    state: string;
    requestedBy: string;
    exitCode: number | null;
    output: string | null;
  },
  contextKey: string,
  posId: string | null,
): Timed {
  const kind = actionKinds[a.kind] ?? a.kind;
  const title =
    a.step === 'requested' ? e.actionQueued(kind, a.requestedBy) : e.action(kind, actionStates[a.state] ?? a.state);
  return event(a.at, 'action', title, {
    detail: a.step === 'ended' ? cutDetail(a.output) : null,
    posId,
    link: links.action(contextKey, a.uid),
  });
}

export function rolloutEvent(
  r: { at: number; step: 'entered' | 'rolledBack'; uid: string; wave: number; filename: string },
  contextKey: string,
): Timed {
  const title = r.step === 'entered' ? e.rolloutEntered(r.filename, r.wave) : e.rolloutRolledBack(r.filename);
  return event(r.at, 'rollout', title, { link: links.rollout(contextKey, r.uid) });
}

/** A maintenance's begin and (once past) end. */
export function maintenanceEvents(
  m: { startsAt: number; endsAt: number; reason: string; posId: string | null; createdBy: string },
  now: number,
): Timed[] {
  const begun = event(m.startsAt, 'maintenance', e.maintenanceStarted(m.reason), {
    detail: m.createdBy,
    posId: m.posId,
  });
  return m.endsAt <= now
    ? [begun, event(m.endsAt, 'maintenance', e.maintenanceEnded(m.reason), { posId: m.posId })]
    : [begun];
}

/**
 * The page of the merged events: those in from ≤ at < before, newest first, at most `size`. When
 * more are left, the events at the time of the first one left are moved to the next page too (its
 * `before` is that time + 1 ms), so no event is lost between pages; only when a whole page shares
 * one time is it cut within that time.
 */
export function timelinePage(
  all: readonly Timed[],
  w: { from: number; before: number; size: number },
): { events: TimelineEvent[]; next: string | null } {
  const inWindow = all
    .filter((x) => x.ms >= w.from && x.ms < w.before)
    .sort((a, b) => b.ms - a.ms || a.kind.localeCompare(b.kind) || a.title.localeCompare(b.title));
  if (inWindow.length <= w.size) return { events: inWindow.map(plain), next: null };
  const cut = inWindow[w.size]!.ms;
  let page = inWindow.slice(0, w.size);
  const clean = page.filter((x) => x.ms !== cut);
  let next = cut + 1;
  if (clean.length > 0) page = clean;
  else next = cut;
  return { events: page.map(plain), next: new Date(next).toISOString() };
}

const plain = ({ ms: _ms, ...rest }: Timed): TimelineEvent => rest;
