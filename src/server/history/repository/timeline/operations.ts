import type { Db } from '../../../platform/db/connection';
import type { TimelineSubject } from './subject';
import type { Window } from './reported';

// The timeline's sources of what happened around the subject: its alerts (opened, acknowledged,
// closed), the audit log's entries on its objects, remote actions, rollout waves and maintenance.
// Each reads by the subject's store or rows, newest first and limited to the window's rows.

export type AlertStep = 'opened' | 'acknowledged' | 'closed';

export interface AlertRow {
  at: number;
  step: AlertStep;
  kind: string;
  posId: string | null;
  acknowledgedBy: string | null;
  comment: string | null;
}

const stepColumn = { opened: 'openedAt', acknowledged: 'acknowledgedAt', closed: 'closedAt' } as const;

/** The subject's alerts: a register's own, a store server's (no register), a store's all. */
function alertsOf(db: Db, subject: TimelineSubject) {
  let q = db.kysely
    .selectFrom('alerts')
    .where('contextId', '=', subject.contextId)
    .where('storeUid', '=', subject.storeUid);
  if (subject.kind === 'cashpoint') q = q.where('cashpointUid', '=', subject.cashpoints[0]!.uid);
  if (subject.kind === 'storeAgent') q = q.where('cashpointUid', 'is', null);
  return q;
}

/** One step of the subject's alerts in the window, newest first (each step a query of its own). */
export async function alertSteps(db: Db, subject: TimelineSubject, step: AlertStep, w: Window): Promise<AlertRow[]> {
  const column = stepColumn[step];
  const rows = await alertsOf(db, subject)
    .select(['kind', 'posId', 'acknowledgedBy', 'comment', `${column} as at`])
    .where(column, '>=', w.from)
    .where(column, '<', w.before)
    .orderBy(column, 'desc')
    .limit(w.limit)
    .execute();
  return rows.map((r) => ({ ...r, step, at: Number(r.at) }));
}

export interface AuditRow {
  at: number;
  action: string;
  objectId: string | null;
  userName: string | null;
  tokenLabel: string | null;
}

/** The audit log's entries on the subject's objects (by uid) in its context, newest first. */
export async function auditEntries(db: Db, subject: TimelineSubject, w: Window): Promise<AuditRow[]> {
  const rows = await db.kysely
    .selectFrom('auditLog')
    .select(['at', 'action', 'objectId', 'userName', 'tokenLabel'])
    .where('objectId', 'in', subject.auditUids)
    .where('contextId', '=', subject.contextId)
    .where('at', '>=', w.from)
    .where('at', '<', w.before)
    .orderBy('at', 'desc')
    .limit(w.limit)
    .execute();
  return rows.map((r) => ({ ...r, at: Number(r.at) }));
}

export interface ActionRow {
  at: number;
  /** requested: the request was made; ended: the target's end (its state). */
  step: 'requested' | 'ended';
  uid: string;
  kind: string;
  state: string;
  requestedBy: string;
  exitCode: number | null;
  output: string | null;
  cashpointId: number | null;
}

function actionTargetsOf(db: Db, subject: TimelineSubject) {
  const cashpoints = subject.cashpoints.map((c) => c.id);
  const storeAgents = subject.storeAgents.map((a) => a.id);
  return db.kysely
    .selectFrom('actionTargets as t')
    .innerJoin('actionRequests as r', 'r.id', 't.requestId')
    .select(['r.uid', 'r.kind', 't.state', 'r.requestedBy', 't.exitCode', 't.output', 't.cashpointId'])
    .where((eb) =>
      eb.or([
        ...(cashpoints.length > 0 ? [eb('t.cashpointId', 'in', cashpoints)] : []),
        ...(storeAgents.length > 0 ? [eb('t.storeAgentId', 'in', storeAgents)] : []),
        ...(cashpoints.length + storeAgents.length === 0 ? [eb.val(false)] : []),
      ]),
    );
}

/** The remote actions on the subject's targets: when each was requested and when each ended. */
export async function actionSteps(db: Db, subject: TimelineSubject, w: Window): Promise<ActionRow[]> {
  const [requested, ended] = await Promise.all([
    actionTargetsOf(db, subject)
      .select('r.createdAt as at')
      .where('r.createdAt', '>=', w.from)
      .where('r.createdAt', '<', w.before)
      .orderBy('r.createdAt', 'desc')
      .limit(w.limit)
      .execute(),
    actionTargetsOf(db, subject)
      .select('t.finishedAt as at')
      .where('t.finishedAt', '>=', w.from)
      .where('t.finishedAt', '<', w.before)
      .orderBy('t.finishedAt', 'desc')
      .limit(w.limit)
      .execute(),
  ]);
  return [
    ...requested.map((r) => ({ ...r, step: 'requested' as const, at: Number(r.at) })),
    ...ended.map((r) => ({ ...r, step: 'ended' as const, at: Number(r.at) })),
  ];
}

/** The actions queued for the subject's targets, not sent yet (the timeline's 'Demnächst'). */
export async function queuedActions(db: Db, subject: TimelineSubject, limit: number): Promise<ActionRow[]> {
  const rows = await actionTargetsOf(db, subject)
    .select('r.createdAt as at')
    .where('t.state', 'in', ['queued', 'waitingForApproval'])
    .orderBy('r.createdAt', 'asc')
    .limit(limit)
    .execute();
  return rows.map((r) => ({ ...r, step: 'requested' as const, at: Number(r.at) }));
}

export interface RolloutRow {
  at: number;
  step: 'entered' | 'rolledBack';
  uid: string;
  wave: number;
  filename: string;
}

/** The rollout waves that took the subject's store in, and its rollbacks, newest first. */
export async function rolloutSteps(db: Db, subject: TimelineSubject, w: Window): Promise<RolloutRow[]> {
  const base = db.kysely
    .selectFrom('rolloutStores as rs')
    .innerJoin('rollouts as r', 'r.id', 'rs.rolloutId')
    .innerJoin('syncfiles as s', 's.id', 'r.syncfileId')
    .select(['r.uid', 'rs.wave', 's.filename'])
    .where('rs.storeRowId', '=', subject.storeRowId);
  const [entered, rolledBack] = await Promise.all([
    base
      .select('rs.admittedAt as at')
      .where('rs.admittedAt', '>=', w.from)
      .where('rs.admittedAt', '<', w.before)
      .orderBy('rs.admittedAt', 'desc')
      .limit(w.limit)
      .execute(),
    base
      .select('rs.rolledBackAt as at')
      .where('rs.rolledBackAt', '>=', w.from)
      .where('rs.rolledBackAt', '<', w.before)
      .orderBy('rs.rolledBackAt', 'desc')
      .limit(w.limit)
      .execute(),
  ]);
  return [
    ...entered.map((r) => ({ ...r, step: 'entered' as const, at: Number(r.at), wave: Number(r.wave) })),
    ...rolledBack.map((r) => ({ ...r, step: 'rolledBack' as const, at: Number(r.at), wave: Number(r.wave) })),
  ];
}

export interface MaintenanceRow {
  startsAt: number;
  /** When it ended or ends: ended early, else its planned end. */
  endsAt: number;
  reason: string;
  posId: string | null;
  createdBy: string;
}

/** The subject's maintenance (its store's, and a register's own) that began before `before` and ended after `from`. */
export async function maintenanceWindows(db: Db, subject: TimelineSubject, w: Window): Promise<MaintenanceRow[]> {
  const rows = await maintenanceOf(db, subject)
    .where('startsAt', '<', w.before)
    .where('endsAt', '>=', w.from)
    .orderBy('startsAt', 'desc')
    .limit(w.limit)
    .execute();
  return rows.map(maintenanceRow);
}

/** The subject's next maintenance not begun yet at `now`, if any. */
export async function nextMaintenance(
  db: Db,
  subject: TimelineSubject,
  now: number,
): Promise<MaintenanceRow | undefined> {
  const row = await maintenanceOf(db, subject)
    .where('startsAt', '>', now)
    .where('endedAt', 'is', null)
    .orderBy('startsAt', 'asc')
    .limit(1)
    .executeTakeFirst();
  return row && maintenanceRow(row);
}

function maintenanceOf(db: Db, subject: TimelineSubject) {
  let q = db.kysely
    .selectFrom('maintenanceWindows')
    .select(['startsAt', 'endsAt', 'endedAt', 'reason', 'posId', 'createdBy'])
    .where('contextId', '=', subject.contextId)
    .where('storeUid', '=', subject.storeUid);
  if (subject.kind !== 'store')
    q = q.where((eb) =>
      eb.or([
        eb('cashpointUid', 'is', null),
        ...(subject.kind === 'cashpoint' ? [eb('cashpointUid', '=', subject.cashpoints[0]!.uid)] : []),
      ]),
    );
  return q;
}

const maintenanceRow = (r: {
  startsAt: number;
  endsAt: number;
  endedAt: number | null;
  reason: string;
  posId: string | null;
  createdBy: string;
}): MaintenanceRow => ({
  startsAt: Number(r.startsAt),
  endsAt: Number(r.endedAt ?? r.endsAt),
  reason: r.reason,
  posId: r.posId,
  createdBy: r.createdBy,
});
