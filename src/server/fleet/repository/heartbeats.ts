import { sql, type Kysely } from 'kysely';
import type { Database, SyncfileKind } from '../../platform/db/schema';
import { precompiled } from '../../platform/db/precompiled';
import { newUid } from '../../platform/ids';
import { recordStoreRegistered } from './storeEvents';
import type { components } from '../../../shared/generated/contract';

type CashpointHeartbeat = components['schemas']['CashpointHeartbeat'];
type StoreHeartbeat = components['schemas']['StoreAgentHeartbeat'];

/**
 * Store row ids by context and store id, so a heartbeat of a known store costs no lookup. Row ids are
 * never reused (AUTOINCREMENT on SQLite, a sequence on PostgreSQL), so an entry of a store deleted
 * since cannot point at another store: writing with it breaks the foreign key, and the writer then
 * forgets every entry and writes again without them (`forgetStoreRows`).
 */
const storeRows = new WeakMap<Kysely<Database>, Map<string, number>>();

function storeRowsOf(db: Kysely<Database>): Map<string, number> {
  let rows = storeRows.get(db);
  if (!rows) storeRows.set(db, (rows = new Map()));
  return rows;
}

/**
 * Store rows found or made in a batch's transaction, not yet committed: the registers of a new store
 * mostly register in the same batch, and all but the first find their store here instead of with an
 * insert that does nothing and a select.
 */
const rowsInTransaction = new WeakMap<Kysely<Database>, Map<string, number>>();

export function forgetStoreRows(db: Kysely<Database>): void {
  storeRows.delete(db);
}

/**
 * The store row of a heartbeat, registered when unknown (an event for the webhooks, as a store an
 * operator creates). An agent's store name only fills an empty one: a name the operators gave in the
 * console wins.
 */
async function storeRowId(
  db: Kysely<Database>,
  cacheOwner: Kysely<Database>,
  contextId: number,
  storeId: string,
  now: number,
  storeName?: string | null,
): Promise<number> {
  const name = storeName?.trim() ?? '';
  const key = `${contextId}\u0000${storeId}`;
  const cache = storeRowsOf(cacheOwner);
  let inTransaction = rowsInTransaction.get(db);
  let id = cache.get(key) ?? inTransaction?.get(key);
  if (id === undefined) {
    const inserted = await db
      .insertInto('stores')
      .values({ uid: newUid(), contextId, storeId, name })
      .onConflict((oc) => oc.columns(['contextId', 'storeId']).doNothing())
      .returning(['id', 'uid'])
      .executeTakeFirst();
    if (inserted) await recordStoreRegistered(db, contextId, { uid: inserted.uid, storeId, name }, now);
    const row =
      inserted ??
      (await db
        .selectFrom('stores')
        .select('id')
        .where('contextId', '=', contextId)
        .where('storeId', '=', storeId)
        .executeTakeFirstOrThrow());
    id = row.id;
    if (!inTransaction) rowsInTransaction.set(db, (inTransaction = new Map()));
    inTransaction.set(key, id);
  }
  if (name) {
    await db.updateTable('stores').set({ name }).where('id', '=', id).where('name', '=', '').execute();
  }
  return id;
}

/** Remembers a store row once the transaction that found or made it has committed. */
export function rememberStoreRow(cacheOwner: Kysely<Database>, contextId: number, storeId: string, id: number) {
  storeRowsOf(cacheOwner).set(`${contextId}\u0000${storeId}`, id);
}

/**
 * The agent names the update it runs; that is an installation the console may not have seen
 * reported. One statement finds the update by its file name and records the installation, unless
 * it is recorded as installed already. The heartbeat counts as a report made now: a report dated
 * before it, arriving late, must not undo what the heartbeat showed (a later stored time is kept).
 */
const markInstalled = (kind: SyncfileKind) =>
  precompiled<'contextId' | 'filename' | 'targetId' | 'now', never>((db, value) =>
    db
      .insertInto('installations')
      .columns([
        'syncfileId',
        'cashpointId',
        'storeAgentId',
        'installationStatus',
        'installingSince',
        'downloaded',
        'updatedAt',
        'reportedAt',
      ])
      .expression(
        db
          .selectFrom('syncfiles')
          .select([
            'id',
            sql<number | null>`cast(${kind === 'cashpoint' ? value('targetId') : null} as integer)`.as('cashpointId'),
            sql<number | null>`cast(${kind === 'store' ? value('targetId') : null} as integer)`.as('storeAgentId'),
            sql<number>`2`.as('installationStatus'),
            sql<number | null>`cast(null as bigint)`.as('installingSince'),
            sql<number>`1`.as('downloaded'),
            sql<number>`cast(${value('now')} as bigint)`.as('updatedAt'),
            sql<number>`cast(${value('now')} as bigint)`.as('reportedAt'),
          ])
          .where('contextId', '=', value<number>('contextId'))
          .where('kind', '=', kind)
          .where('filename', '=', value<string>('filename')),
      )
      .onConflict((oc) =>
        oc
          .columns([kind === 'cashpoint' ? 'cashpointId' : 'storeAgentId', 'syncfileId'])
          .doUpdateSet((eb) => ({
            installationStatus: 2,
            installingSince: null,
            downloaded: 1,
            updatedAt: eb.ref('excluded.updatedAt'),
            reportedAt: eb
              .case()
              .when('installations.reportedAt', '>', eb.ref('excluded.reportedAt'))
              .then(eb.ref('installations.reportedAt'))
              .else(eb.ref('excluded.reportedAt'))
              .end(),
          }))
          .where('installations.installationStatus', '<>', 2),
      ),
  );
const markCurrentVersion = { cashpoint: markInstalled('cashpoint'), store: markInstalled('store') };

/**
 * A large part the agent sent, or the stored one when it sent none or the same text: an unchanged
 * value is not written again (PostgreSQL then keeps its stored copy instead of a new one).
 */
const keptUnlessChanged = (column: string, table: string) =>
  sql<
    string | null
  >`case when excluded.${sql.raw(column)} is null or excluded.${sql.raw(column)} = ${sql.raw(table)}.${sql.raw(column)}
    then ${sql.raw(table)}.${sql.raw(column)} else excluded.${sql.raw(column)} end`;

const upsertCashpoint = precompiled<
  | 'uid'
  | 'storeRowId'
  | 'posId'
  | 'posType'
  | 'agentVersion'
  | 'now'
  | 'additionalDataTimestamp'
  | 'agentInfo'
  | 'cashpointInfo',
  { id: number }
>((db, value) =>
  db
    .insertInto('cashpoints')
    .values({
      uid: value('uid'),
      storeRowId: value('storeRowId'),
      posId: value('posId'),
      posType: value('posType'),
      agentVersion: value('agentVersion'),
      lastHeartbeat: value('now'),
      additionalDataTimestamp: value('additionalDataTimestamp'),
      agentInfo: value('agentInfo'),
      cashpointInfo: value('cashpointInfo'),
    })
    .onConflict((oc) =>
      oc.columns(['storeRowId', 'posId']).doUpdateSet((eb) => ({
        posType: sql`coalesce(${eb.ref('excluded.posType')}, cashpoints.pos_type)`,
        agentVersion: eb.ref('excluded.agentVersion'),
        lastHeartbeat: eb.ref('excluded.lastHeartbeat'),
        // A heartbeat without the large parts keeps what the last full one reported.
        agentInfo: keptUnlessChanged('agent_info', 'cashpoints'),
        cashpointInfo: keptUnlessChanged('cashpoint_info', 'cashpoints'),
        additionalDataTimestamp: sql`coalesce(${eb.ref('excluded.additionalDataTimestamp')}, cashpoints.additional_data_timestamp)`,
      })),
    )
    .returning('id'),
);

const upsertStoreAgent = precompiled<'uid' | 'storeRowId' | 'agentVersion' | 'now' | 'agentInfo', { id: number }>(
  (db, value) =>
    db
      .insertInto('storeAgents')
      .values({
        uid: value('uid'),
        storeRowId: value('storeRowId'),
        agentVersion: value('agentVersion'),
        lastHeartbeat: value('now'),
        agentInfo: value('agentInfo'),
      })
      .onConflict((oc) =>
        oc.column('storeRowId').doUpdateSet((eb) => ({
          agentVersion: eb.ref('excluded.agentVersion'),
          lastHeartbeat: eb.ref('excluded.lastHeartbeat'),
          agentInfo: keptUnlessChanged('agent_info', 'store_agents'),
        })),
      )
      .returning('id'),
);

/** What a recorded heartbeat leaves to remember once its transaction has committed. */
export interface RecordedStore {
  contextId: number;
  storeId: string;
  storeRowId: number;
  /** The register's or store server's row, for the liveness batches (fleet/liveness.ts). */
  targetId: number;
}

/** Records a register's heartbeat, registering the register and its store when they are new. */
export async function recordCashpointHeartbeat(
  db: Kysely<Database>,
  cacheOwner: Kysely<Database>,
  contextId: number,
  heartbeat: CashpointHeartbeat,
  now: number,
): Promise<RecordedStore> {
  const storeRow = await storeRowId(db, cacheOwner, contextId, heartbeat.storeId, now);
  const agentInfo = heartbeat.agentInfo ? JSON.stringify(heartbeat.agentInfo) : null;
  const cashpointInfo = heartbeat.cashpointInfo ? JSON.stringify(heartbeat.cashpointInfo) : null;
  const [row] = await upsertCashpoint(db, cacheOwner, {
    uid: newUid(),
    storeRowId: storeRow,
    posId: heartbeat.posId,
    posType: heartbeat.posType ?? null,
    agentVersion: heartbeat.agentVersion,
    now,
    additionalDataTimestamp: cashpointInfo ? now : null,
    agentInfo,
    cashpointInfo,
  });
  if (heartbeat.currentVersion) {
    const values = { contextId, filename: heartbeat.currentVersion, targetId: row!.id, now };
    await markCurrentVersion.cashpoint(db, cacheOwner, values);
  }
  return { contextId, storeId: heartbeat.storeId, storeRowId: storeRow, targetId: row!.id };
}

/** Records a store server's heartbeat, registering it and its store when they are new. */
export async function recordStoreHeartbeat(
  db: Kysely<Database>,
  cacheOwner: Kysely<Database>,
  contextId: number,
  heartbeat: StoreHeartbeat,
  now: number,
): Promise<RecordedStore> {
  const storeRow = await storeRowId(db, cacheOwner, contextId, heartbeat.storeId, now, heartbeat.storeName);
  const agentInfo = heartbeat.agentInfo ? JSON.stringify(heartbeat.agentInfo) : null;
  const [row] = await upsertStoreAgent(db, cacheOwner, {
    uid: newUid(),
    storeRowId: storeRow,
    agentVersion: heartbeat.agentVersion,
    now,
    agentInfo,
  });
  if (heartbeat.currentVersion) {
    const values = { contextId, filename: heartbeat.currentVersion, targetId: row!.id, now };
    await markCurrentVersion.store(db, cacheOwner, values);
  }
  return { contextId, storeId: heartbeat.storeId, storeRowId: storeRow, targetId: row!.id };
}
