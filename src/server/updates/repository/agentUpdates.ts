import { sql, type Kysely, type OnConflictBuilder } from 'kysely';
import type { Database, RolloutStateValue, SyncfileKind } from '../../platform/db/schema';
import { admittedSql, rollbackSql, rolloutStateSql } from './admission';
import type { AgentTarget } from './lookup';

// What the agents are due to install and remove, and the installations they report.

const STATUS_ACTIVE = 2;
const STATUS_DELETED = 3;
const STATUS_TEST = 4;
const INSTALLING = 1;
const INSTALLED = 2;
const FAILED = 3;

const targetColumn = { cashpoint: 'cashpointId', store: 'storeAgentId' } as const;

/**
 * Whether the target's installation of an update has begun (installing, downloaded, or done): an
 * installation started inside the store's update window may go on outside it. A failed one has
 * ended and waits for the next window like one never tried.
 */
export function installationBegun(row: { installationStatus: number | null; downloaded: number | null }): boolean {
  const status = row.installationStatus === null ? null : Number(row.installationStatus);
  return status === INSTALLING || status === INSTALLED || (Number(row.downloaded) === 1 && status !== FAILED);
}

/**
 * The updates due for a target, lowest order key first: not archived, released, and Aktiv
 * for everyone (under a rollout only in its admitted stores, `admission.ts`) or Test/Labor with the
 * target checked. Neu and Gelöscht are never due. Each with the target's installation state of it
 * (null: none reported), for `installationBegun`, when that installation was last written, and the
 * state of the update's rollout (null without one), since a paused rollout is offered only to the
 * targets that began it. A query not yet run: the agent reads it together with other rows.
 */
export function dueUpdatesQuery(
  db: Kysely<Database>,
  contextId: number,
  kind: SyncfileKind,
  target: AgentTarget,
  now: number,
) {
  return db
    .selectFrom('syncfiles as s')
    .leftJoin('installations as i', (join) =>
      join.onRef('i.syncfileId', '=', 's.id').on(`i.${targetColumn[kind]}`, '=', target.id),
    )
    .select([
      's.uid',
      's.filename',
      's.tag',
      's.orderKey',
      's.uploadFilepath',
      's.size',
      's.sha256',
      'i.installationStatus',
      'i.downloaded',
      'i.updatedAt as installationUpdatedAt',
      sql<RolloutStateValue | null>`${rolloutStateSql(sql`s.id`)}`.as('rolloutState'),
    ])
    .where('s.contextId', '=', contextId)
    .where('s.kind', '=', kind)
    .where('s.archived', '=', 0)
    .where((eb) => eb.or([eb('s.releaseDate', 'is', null), eb('s.releaseDate', '<=', now)]))
    .where((eb) =>
      eb.or([
        eb.and([
          eb('s.status', '=', STATUS_ACTIVE),
          sql<boolean>`${admittedSql(sql`s.id`, sql`${target.storeRowId}`)}`,
        ]),
        eb.and([
          eb('s.status', '=', STATUS_TEST),
          eb.exists(
            eb
              .selectFrom('syncfileTargets as t')
              .select('t.id')
              .whereRef('t.syncfileId', '=', 's.id')
              .where(`t.${targetColumn[kind]}`, '=', target.id),
          ),
        ]),
      ]),
    )
    .orderBy('s.orderKey', 'asc');
}

/**
 * The updates the target reports installed and must remove: withdrawn ones (Gelöscht), and Aktiv
 * ones rolled back in its store, with the rollback's time and whether it holds at once (null for a
 * withdrawn one).
 */
export function updatesToRemove(db: Kysely<Database>, contextId: number, kind: SyncfileKind, target: AgentTarget) {
  return updatesToRemoveQuery(db, contextId, kind, target).execute();
}

/** `updatesToRemove` as a query not yet run, for a caller that reads it together with other rows. */
export function updatesToRemoveQuery(db: Kysely<Database>, contextId: number, kind: SyncfileKind, target: AgentTarget) {
  const store = sql`${target.storeRowId}`;
  return db
    .selectFrom('syncfiles as s')
    .innerJoin('installations as i', 'i.syncfileId', 's.id')
    .select([
      's.filename',
      sql<number | string | null>`${rollbackSql(sql`s.id`, store, 'rolled_back_at')}`.as('rolledBackAt'),
      sql<number | string | null>`${rollbackSql(sql`s.id`, store, 'rollback_immediately')}`.as('rollbackImmediately'),
    ])
    .where('s.contextId', '=', contextId)
    .where('s.kind', '=', kind)
    .where(`i.${targetColumn[kind]}`, '=', target.id)
    .where('i.installationStatus', '=', INSTALLED)
    .where((eb) =>
      eb.or([
        eb('s.status', '=', STATUS_DELETED),
        eb.and([
          eb('s.status', '=', STATUS_ACTIVE),
          sql<boolean>`${rollbackSql(sql`s.id`, store, 'rolled_back_at')} is not null`,
        ]),
      ]),
    )
    .orderBy('s.orderKey', 'asc');
}

/** What a report writes over a stored installation of the same target and update. */
export interface ReportWrite {
  installationStatus: number;
  log: string | null;
  now: number;
  /** The agent's time of the report (ms). */
  reportedAt: number;
}

/**
 * The conflict clause of every write of a report (`agent/repository/installationReports.ts`, and
 * the tests' rows): it writes over the stored installation unless that report is newer. A report
 * that arrives late (held up, or sent again) must not undo a later one; the database compares the
 * times in the same statement that writes, so the rule holds with several instances writing at
 * once, and of two reports with the same time the one written last counts.
 */
export function reportOverStored(
  kind: SyncfileKind,
  { installationStatus: status, log, now, reportedAt }: ReportWrite,
) {
  return (oc: OnConflictBuilder<Database, 'installations'>) =>
    oc
      .columns([targetColumn[kind], 'syncfileId'])
      .doUpdateSet((eb) => ({
        installationStatus: status,
        // A repeated "installing" keeps the time the installation began.
        installingSince:
          status === INSTALLING
            ? eb
                .case()
                .when('installations.installationStatus', '=', INSTALLING)
                .then(eb.fn.coalesce('installations.installingSince', eb.val(now)))
                // A bound value, not a literal: a literal time would make every report a new SQL
                // text, compiled and kept afresh (thousands of statements while a fleet updates).
                .else(eb.val(now))
                .end()
            : null,
        // Once downloaded stays downloaded, even when the target later reports it removed (0).
        ...(status >= 1 ? { downloaded: 1 } : {}),
        ...(log === null ? {} : { log, logDate: now }),
        updatedAt: now,
        reportedAt,
      }))
      // Rows written before reports carried a time (or by a heartbeat alone) have none: any report is newer.
      .where((eb) =>
        eb.or([eb('installations.reportedAt', 'is', null), eb('installations.reportedAt', '<=', reportedAt)]),
      );
}
