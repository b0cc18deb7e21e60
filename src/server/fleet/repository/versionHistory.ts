import { sql } from 'kysely';
import type { Db } from '../../platform/db/connection';
import { targetStatesSql, syncfileJson, type SyncfileJson } from '../../updates';
import type { SyncfileKind } from '../../platform/db/schema';

const column = { cashpoint: 'i.cashpointId', store: 'i.storeAgentId' } as const;

/**
 * A target's version history: every update of its kind in the context that is not archived, plus
 * archived ones the target has an installation record for, highest order key first, each with the
 * target's installation state.
 */
export async function versionHistory(
  db: Db,
  kind: SyncfileKind,
  contextId: number,
  targetId: number,
): Promise<SyncfileJson[]> {
  const rows = await db.kysely
    .selectFrom('syncfiles as s')
    .leftJoin('installations as i', (join) => join.onRef('i.syncfileId', '=', 's.id').on(column[kind], '=', targetId))
    .where('s.contextId', '=', contextId)
    .where('s.kind', '=', kind)
    .where((eb) => eb.or([eb('s.archived', '=', 0), eb('i.id', 'is not', null)]))
    .selectAll('s')
    .select([
      'i.id as installationId',
      'i.installationStatus',
      'i.installingSince',
      'i.downloaded',
      'i.logDate',
      sql<number>`case when i.log is null then 0 else 1 end`.as('hasLog'),
    ])
    .orderBy('s.orderKey', 'desc')
    .execute();
  return rows.map((row) =>
    syncfileJson(row, {
      installationStatus: row.installationStatus ?? 0,
      installingSince: row.installingSince,
      downloaded: row.downloaded ?? 0,
      logDate: row.logDate,
      hasLog: row.installationId === null ? 0 : row.hasLog,
    }),
  );
}

/** The highest update the target reports installed: its current version. */
export function currentOf(history: readonly SyncfileJson[]): SyncfileJson | undefined {
  // The history is ordered by key, so the first installed entry is the highest.
  return history.find((s) => s.installationStatus === 2);
}

/** Whether the target has installed the update it is due (the highest ordered update it is due, released and not archived). */
export async function isTargetUpdated(db: Db, kind: SyncfileKind, contextId: number, targetId: number, now: number) {
  const result = await targetStatesSql(kind, now, [contextId], targetId).execute(db.kysely);
  const row = result.rows[0] as { updated?: number | string } | undefined;
  return row === undefined || Number(row.updated) === 1;
}

/** The install log of one update on one target; nulls when there is none. */
export async function installLog(db: Db, kind: SyncfileKind, contextId: number, targetId: number, syncfileUid: string) {
  const syncfile = await db.kysely
    .selectFrom('syncfiles')
    .select('id')
    .where('uid', '=', syncfileUid)
    .where('contextId', '=', contextId)
    .where('kind', '=', kind)
    .executeTakeFirst();
  if (!syncfile) return undefined;
  const installation = await db.kysely
    .selectFrom('installations as i')
    .select(['i.log', 'i.logDate'])
    .where('i.syncfileId', '=', syncfile.id)
    .where(column[kind], '=', targetId)
    .executeTakeFirst();
  return { log: installation?.log ?? null, logDate: installation?.logDate ?? null };
}
