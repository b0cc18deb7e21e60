import { sql } from 'kysely';
import type { Db } from '../db/connection';
import { parseJsonObject } from '../db/json';
import { targetStatesSql } from '../db/rollout';
import type { components } from '../generated/api';
import { isOffline, isoTime } from './ids';
import { syncfileJson, type SyncfileJson } from './syncfiles';

type Cashpoint = components['schemas']['Cashpoint'];

/** A register of the context with its store, or undefined when the uid is not one of the context's. */
export function findCashpoint(db: Db, contextId: number, uid: string) {
  return db.kysely
    .selectFrom('cashpoints as c')
    .innerJoin('stores as s', 's.id', 'c.storeRowId')
    .where('c.uid', '=', uid)
    .where('s.contextId', '=', contextId)
    .select([
      'c.id',
      'c.uid',
      'c.posId',
      'c.posType',
      'c.agentVersion',
      'c.lastHeartbeat',
      'c.additionalDataTimestamp',
      'c.agentInfo',
      'c.cashpointInfo',
      's.storeId',
      's.name as storeName',
    ])
    .executeTakeFirst();
}

export type CashpointRow = NonNullable<Awaited<ReturnType<typeof findCashpoint>>>;

/**
 * The register's version history: every update of the context that is not archived, plus archived
 * ones the register has an installation record for, highest order key first.
 */
export async function versionHistory(db: Db, contextId: number, cashpointId: number): Promise<SyncfileJson[]> {
  const rows = await db.kysely
    .selectFrom('syncfiles as s')
    .leftJoin('installations as i', (join) =>
      join.onRef('i.syncfileId', '=', 's.id').on('i.cashpointId', '=', cashpointId),
    )
    .where('s.contextId', '=', contextId)
    .where('s.kind', '=', 'cashpoint')
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
    syncfileJson(
      row,
      row.installationId === null
        ? { installationStatus: 0, installingSince: null, downloaded: 0, logDate: null, hasLog: 0 }
        : {
            installationStatus: row.installationStatus ?? 0,
            installingSince: row.installingSince,
            downloaded: row.downloaded ?? 0,
            logDate: row.logDate,
            hasLog: row.hasLog,
          },
    ),
  );
}

/** Whether the register has installed the update it is due (design.md's rule). */
export async function isCashpointUpdated(db: Db, contextId: number, cashpointId: number, now: number) {
  const result = await targetStatesSql('cashpoint', now, [contextId], cashpointId).execute(db.kysely);
  const row = result.rows[0] as { updated?: number | string } | undefined;
  return row === undefined || Number(row.updated) === 1;
}

export function cashpointJson(
  row: CashpointRow,
  history: readonly SyncfileJson[],
  updated: boolean,
  now: number,
  offlineAfterSeconds: number,
): Cashpoint {
  // History is ordered by key, so the first installed entry is the highest installed update.
  const current = history.find((s) => s.installationStatus === 2);
  return {
    uid: row.uid,
    posId: row.posId,
    storeId: row.storeId,
    storeName: row.storeName || null,
    posType: row.posType,
    offline: isOffline(row.lastHeartbeat, now, offlineAfterSeconds),
    currentVersionTag: current?.tag ?? null,
    currentVersion: current?.filename ?? null,
    updated,
    agentVersion: row.agentVersion,
    lastHeartbeat: isoTime(row.lastHeartbeat),
    additionalDataTimestamp: isoTime(row.additionalDataTimestamp),
    agentInfo: parseJsonObject(row.agentInfo) as Cashpoint['agentInfo'],
  };
}
