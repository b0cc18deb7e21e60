import { sql } from 'kysely';
import type { Db } from '../../../platform/db/connection';
import { latestSpans } from '../offlineDays';
import type { TimelineSubject } from './subject';

// The timeline's sources of what the agents reported: offline spans, kept changes, installations
// and TSE events. Each is one query by the subject's rows on an index that starts with them, newest
// first and limited, so a first page costs the same at any fleet size.

/** Which events a source reads: from ≤ at < before, at most `limit` rows (a page and one more). */
export interface Window {
  from: number;
  before: number;
  limit: number;
}

/** The target a row belongs to: a register's id or a store server's id. */
export interface TargetOf {
  cashpointId: number | null;
  storeAgentId: number | null;
}

const ids = (subject: TimelineSubject) => ({
  cashpoints: subject.cashpoints.map((c) => c.id),
  storeAgents: subject.storeAgents.map((a) => a.id),
});

/** Rows of the subject's targets, for tables with cashpoint_id and store_agent_id columns (each `in` on its index). */
function ofTargets(subject: TimelineSubject, prefix = '') {
  const { cashpoints, storeAgents } = ids(subject);
  const parts = [
    ...(cashpoints.length > 0 ? [sql`${sql.ref(`${prefix}cashpointId`)} in (${sql.join(cashpoints)})`] : []),
    ...(storeAgents.length > 0 ? [sql`${sql.ref(`${prefix}storeAgentId`)} in (${sql.join(storeAgents)})`] : []),
  ];
  return parts.length === 0 ? sql<boolean>`1 = 0` : sql<boolean>`(${sql.join(parts, sql` or `)})`;
}

export interface SpanRow extends TargetOf {
  startedAt: number;
  endedAt: number;
}

/** The offline spans that ended on or after `from` and began before `before`, latest first (offlineDays.ts). */
export async function offlineSpans(db: Db, subject: TimelineSubject, w: Window, now: number): Promise<SpanRow[]> {
  return latestSpans(db, ids(subject), { ...w, now });
}

/** Which kept changes: version keys, TSE keys, or all others. */
export type ChangeKind = 'version' | 'tse' | 'change';

export interface ChangeRow extends TargetOf {
  at: number;
  key: string;
  old: string | null;
  new: string | null;
}

/** The kept changes of the chosen kinds in the window, newest first. */
export async function keptChanges(
  db: Db,
  subject: TimelineSubject,
  kinds: ReadonlySet<ChangeKind>,
  w: Window,
): Promise<ChangeRow[]> {
  if (kinds.size === 0) return [];
  const rows = await db.kysely
    .selectFrom('historyChanges')
    .select(['cashpointId', 'storeAgentId', 'at', 'key', 'old', 'new'])
    .where(ofTargets(subject))
    .where('at', '>=', w.from)
    .where('at', '<', w.before)
    .$if(kinds.size < 3, (q) =>
      q.where((eb) => {
        const version = eb('key', 'like', 'version:%');
        const tse = eb('key', 'like', 'tse.%');
        const parts = [];
        if (kinds.has('version')) parts.push(version);
        if (kinds.has('tse')) parts.push(tse);
        if (kinds.has('change')) parts.push(eb.and([eb.not(version), eb.not(tse)]));
        return eb.or(parts);
      }),
    )
    .orderBy('at', 'desc')
    .orderBy('id', 'desc')
    .limit(w.limit)
    .execute();
  return rows.map((r) => ({ ...r, at: Number(r.at) }));
}

export interface InstallationRow extends TargetOf {
  at: number;
  filename: string;
  status: number;
  log: string | null;
}

/** The installations the targets reported in the window (their logs with them), newest first. */
export async function installationReports(db: Db, subject: TimelineSubject, w: Window): Promise<InstallationRow[]> {
  const rows = await db.kysely
    .selectFrom('installations as i')
    .innerJoin('syncfiles as s', 's.id', 'i.syncfileId')
    .select([
      'i.cashpointId',
      'i.storeAgentId',
      'i.logDate',
      'i.updatedAt',
      's.filename',
      'i.installationStatus',
      'i.log',
    ])
    .where(ofTargets(subject, 'i.'))
    .where('i.installationStatus', 'in', [1, 2, 3])
    .where((eb) => eb.fn.coalesce('i.logDate', 'i.updatedAt'), '>=', w.from)
    .where((eb) => eb.fn.coalesce('i.logDate', 'i.updatedAt'), '<', w.before)
    .orderBy((eb) => eb.fn.coalesce('i.logDate', 'i.updatedAt'), 'desc')
    .limit(w.limit)
    .execute();
  return rows.map((r) => ({
    cashpointId: r.cashpointId,
    storeAgentId: r.storeAgentId,
    at: Number(r.logDate ?? r.updatedAt),
    filename: r.filename,
    status: Number(r.installationStatus),
    log: r.log,
  }));
}

export interface TseEventRow {
  at: number;
  kind: string;
  serial: string;
  posId: string | null;
  fromValue: string | null;
  toValue: string | null;
}

/** The events of the TSEs the subject's registers had, in their store, newest first. */
export async function tseEvents(db: Db, subject: TimelineSubject, w: Window): Promise<TseEventRow[]> {
  const registers = subject.cashpoints.map((c) => c.id);
  if (registers.length === 0) return [];
  const rows = await db.kysely
    .selectFrom('tseEvents as e')
    .innerJoin('tses as t', 't.id', 'e.tseId')
    .select(['e.at', 'e.kind', 't.serial', 'e.posId', 'e.fromValue', 'e.toValue'])
    .where('e.tseId', 'in', (eb) =>
      eb.selectFrom('tseAssignments').select('tseId').where('cashpointId', 'in', registers),
    )
    .where((eb) => eb.or([eb('e.storeId', 'is', null), eb('e.storeId', '=', subject.storeId)]))
    .where('e.at', '>=', w.from)
    .where('e.at', '<', w.before)
    .orderBy('e.at', 'desc')
    .limit(w.limit)
    .execute();
  return rows.map((r) => ({ ...r, at: Number(r.at) }));
}
