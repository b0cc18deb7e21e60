import { sql, type Kysely } from 'kysely';
import type { Db } from '../../platform/db/connection';
import type { Database, SyncfileKind } from '../../platform/db/schema';
import { compareDigits } from '../../platform/ids';
import type { components } from '../../../shared/generated/contract';

type TargetStore = components['schemas']['UpdateTargetStore'];
// A transaction (the work runs inside one), typed as what it is used as.
type Trx = Kysely<Database>;

interface CashpointTargetRow {
  suid: string;
  sid: string;
  sname: string;
  cuid: string | null;
  posid: string | null;
  checked: number | string | null;
}

interface StoreAgentTargetRow {
  auid: string;
  sid: string;
  sname: string;
  checked: number | string | null;
}

/** Every store of the context with its registers, each flagged when it is a target of the update. */
async function cashpointTargets(db: Db, contextId: number, syncfileId: number): Promise<TargetStore[]> {
  const result = await sql<CashpointTargetRow>`
    select st.uid as suid, st.store_id as sid, st.name as sname, c.uid as cuid, c.pos_id as posid,
      case when t.id is null then 0 else 1 end as checked
    from stores st
    left join cashpoints c on c.store_row_id = st.id
    left join syncfile_targets t on t.syncfile_id = ${syncfileId} and t.cashpoint_id = c.id
    where st.context_id = ${contextId}
    order by length(st.store_id), st.store_id, length(c.pos_id), c.pos_id
  `.execute(db.kysely);
  const stores: TargetStore[] = [];
  let store: TargetStore | undefined;
  for (const row of result.rows) {
    if (store?.uid !== row.suid) {
      // A store without registers has nothing to install on, so it is never checked.
      store = { uid: row.suid, id: row.sid, name: row.sname || null, isChecked: false, cashpoints: [] };
      stores.push(store);
    }
    if (row.cuid === null || row.posid === null) continue;
    store.cashpoints.push({ uid: row.cuid, posId: row.posid, isChecked: Number(row.checked) === 1 });
  }
  for (const s of stores) s.isChecked = s.cashpoints.length > 0 && s.cashpoints.every((c) => c.isChecked);
  return stores;
}

/** One entry per store agent: a store update targets the store server, which has no registers here. */
async function storeAgentTargets(db: Db, contextId: number, syncfileId: number): Promise<TargetStore[]> {
  const result = await sql<StoreAgentTargetRow>`
    select a.uid as auid, st.store_id as sid, st.name as sname,
      case when t.id is null then 0 else 1 end as checked
    from store_agents a
    join stores st on st.id = a.store_row_id
    left join syncfile_targets t on t.syncfile_id = ${syncfileId} and t.store_agent_id = a.id
    where st.context_id = ${contextId}
    order by length(st.store_id), st.store_id
  `.execute(db.kysely);
  return result.rows.map((row) => ({
    uid: row.auid,
    id: row.sid,
    name: row.sname || null,
    isChecked: Number(row.checked) === 1,
    cashpoints: [],
  }));
}

export function updateTargetTree(
  db: Db,
  kind: SyncfileKind,
  contextId: number,
  syncfileId: number,
): Promise<TargetStore[]> {
  return kind === 'cashpoint'
    ? cashpointTargets(db, contextId, syncfileId)
    : storeAgentTargets(db, contextId, syncfileId);
}

/** Uids that name no target of the context; the transaction that met them is rolled back. */
export class UnknownTargetsError extends Error {
  constructor(readonly uids: string[]) {
    super(`unknown targets: ${uids.join(', ')}`);
  }
}

// Each chunk is one statement with this many bound uids: well under SQLite's and PostgreSQL's
// parameter limits, and 50 statements for 50,000 targets.
const chunkSize = 1000;

function targetIdsOfUids(trx: Trx, kind: SyncfileKind, contextId: number, uids: readonly string[]) {
  return kind === 'cashpoint'
    ? trx
        .selectFrom('cashpoints as x')
        .innerJoin('stores as st', 'st.id', 'x.storeRowId')
        .select(['x.id as id', 'x.uid as uid'])
        .where('st.contextId', '=', contextId)
        .where('x.uid', 'in', uids)
    : trx
        .selectFrom('storeAgents as x')
        .innerJoin('stores as st', 'st.id', 'x.storeRowId')
        .select(['x.id as id', 'x.uid as uid'])
        .where('st.contextId', '=', contextId)
        .where('x.uid', 'in', uids);
}

/**
 * Makes `uids` the update's whole target set, set-based: one delete, then one insert-select per
 * chunk that only finds targets of the context. A chunk that inserts fewer rows than it named holds
 * a foreign or unknown uid; those are looked up (on that error path only) and reported.
 */
export async function replaceTargets(
  trx: Trx,
  kind: SyncfileKind,
  contextId: number,
  syncfileId: number,
  uids: readonly string[],
): Promise<void> {
  await trx.deleteFrom('syncfileTargets').where('syncfileId', '=', syncfileId).execute();
  const unique = [...new Set(uids)];
  for (let i = 0; i < unique.length; i += chunkSize) {
    const chunk = unique.slice(i, i + chunkSize);
    const found = targetIdsOfUids(trx, kind, contextId, chunk);
    // The cast types the bound id on PostgreSQL, which would take a bare parameter in a select list as text.
    const result = await trx
      .insertInto('syncfileTargets')
      .columns(['syncfileId', kind === 'cashpoint' ? 'cashpointId' : 'storeAgentId'])
      .expression(found.clearSelect().select([sql<number>`cast(${syncfileId} as integer)`.as('syncfileId'), 'x.id']))
      .executeTakeFirst();
    if (Number(result.numInsertedOrUpdatedRows ?? 0) !== chunk.length) {
      const known = new Set((await found.execute()).map((r) => r.uid));
      throw new UnknownTargetsError(chunk.filter((uid) => !known.has(uid)));
    }
  }
}

/** Where the update's targets are, in store and register order (a store server has no register). */
export async function targetPlaces(
  trx: Trx,
  kind: SyncfileKind,
  syncfileId: number,
): Promise<{ storeId: string; posId: string | null }[]> {
  const rows =
    kind === 'cashpoint'
      ? await trx
          .selectFrom('syncfileTargets as t')
          .innerJoin('cashpoints as c', 'c.id', 't.cashpointId')
          .innerJoin('stores as st', 'st.id', 'c.storeRowId')
          .select(['st.storeId', 'c.posId'])
          .where('t.syncfileId', '=', syncfileId)
          .execute()
      : await trx
          .selectFrom('syncfileTargets as t')
          .innerJoin('storeAgents as a', 'a.id', 't.storeAgentId')
          .innerJoin('stores as st', 'st.id', 'a.storeRowId')
          .select(['st.storeId', sql<null>`null`.as('posId')])
          .where('t.syncfileId', '=', syncfileId)
          .execute();
  return rows.sort((a, b) => compareDigits(a.storeId, b.storeId) || compareDigits(a.posId ?? '', b.posId ?? ''));
}
