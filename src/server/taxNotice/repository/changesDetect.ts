import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Db } from '../../platform/db/connection';
import type { Database } from '../../platform/db/schema';

// The changes to report, read from the fleet in the alert run (issue 52). It reads only what is new
// since the last run (fiscal_marks, migration 0038): stores and registers with a row id above the
// highest taken, TSE assignments made since the last compared moment. That a store or register
// disappeared without its delete endpoint (which records it itself) is seen from two counts read off
// indexes; only when they disagree is the fleet compared with the record: the stores in full, the
// registers only in the stores whose counts differ (see storesOutOfStep). Every step is idempotent
// (a row taken twice is recognised by its uid, an unchanged serial is no change), so a run that
// stops halfway is completed by the next.

type Tx = Kysely<Database>;

export interface DetectedCounts {
  storeAdded: number;
  storeClosed: number;
  registerAdded: number;
  registerRemoved: number;
  tseChanged: number;
}

async function mark(db: Tx, name: string): Promise<number> {
  const row = await db.selectFrom('fiscalMarks').select('value').where('name', '=', name).executeTakeFirst();
  return Number(row?.value ?? 0);
}

async function setMark(db: Tx, name: string, value: number): Promise<void> {
  await db
    .insertInto('fiscalMarks')
    .values({ name, value })
    .onConflict((oc) => oc.column('name').doUpdateSet({ value }))
    .execute();
}

const num = (v: unknown) => Number(v ?? 0);

/** Stores compared per statement when their counts differ. */
const storesPerStep = 500;

const affected = (result: { numAffectedRows?: bigint }) => Number(result.numAffectedRows ?? 0);

/**
 * Stores not yet in the record with an id above `above` (0 after a disagreement: all): their record
 * and a storeAdded change, set-based in one transaction (the change first, while the record still
 * lacks them). `highest`: the largest store id the read covered.
 */
async function addStores(db: Tx, above: number, now: number): Promise<{ added: number; highest: number }> {
  return db.transaction().execute(async (trx) => {
    const top = await sql<{ m: number | null }>`select max(id) as m from stores`.execute(trx);
    const highest = Math.max(above, num(top.rows[0]?.m));
    const fresh = sql`from stores s where s.id > ${above} and s.id <= ${highest}
      and not exists (select 1 from fiscal_stores f where f.store_uid = s.uid)`;
    const added = affected(
      await sql`insert into fiscal_changes (context_id, store_uid, cashpoint_uid, kind, at, from_value, to_value)
        select s.context_id, s.uid, cast(null as text), 'storeAdded', cast(${now} as bigint), cast(null as text), s.store_id ${fresh}`.execute(
        trx,
      ),
    );
    if (added > 0)
      await sql`insert into fiscal_stores (store_uid, context_id, store_id, name, opened_at, updated_at)
        select s.uid, s.context_id, s.store_id, coalesce(nullif(s.name, ''), s.store_id), cast(${now} as bigint), cast(${now} as bigint) ${fresh}`.execute(
        trx,
      );
    return { added, highest };
  });
}

/** Which registers a step looks at: those with an id above a mark, or those of some stores (by uid). */
type RegisterScope = { above: number } | { storeUids: readonly string[] };

/**
 * Registers not yet in the record, as stores are, each with the TSE it uses now (its baseline, not a
 * change). A scope of stores reads their registers from the index by store (cashpoints_store_tree),
 * never a register's row: the rows carry the agents' JSON (some 4 GB at a million registers), and
 * reading them all to compare took 14 s.
 */
async function addRegisters(db: Tx, scope: RegisterScope, now: number): Promise<{ added: number; highest: number }> {
  return db.transaction().execute(async (trx) => {
    let highest = 0;
    let which: RawBuilder<unknown>;
    if ('above' in scope) {
      const top = await sql<{ m: number | null }>`select max(id) as m from cashpoints`.execute(trx);
      highest = Math.max(scope.above, num(top.rows[0]?.m));
      which = sql`c.id > ${scope.above} and c.id <= ${highest}`;
    } else which = sql`s.uid in (${sql.join([...scope.storeUids])})`;
    const fresh = sql`from cashpoints c join stores s on s.id = c.store_row_id
      where ${which} and not exists (select 1 from fiscal_registers f where f.cashpoint_uid = c.uid)`;
    const added = affected(
      await sql`insert into fiscal_changes (context_id, store_uid, cashpoint_uid, kind, at, from_value, to_value)
        select s.context_id, s.uid, c.uid, 'registerAdded', cast(${now} as bigint), cast(null as text), c.pos_id ${fresh}`.execute(
        trx,
      ),
    );
    if (added > 0)
      await sql`insert into fiscal_registers (cashpoint_uid, context_id, store_uid, pos_id, tse_serial, first_seen, updated_at)
        select c.uid, s.context_id, s.uid, c.pos_id,
          (select t.serial from tse_assignments a join tses t on t.id = a.tse_id where a.cashpoint_id = c.id),
          cast(${now} as bigint), cast(${now} as bigint) ${fresh}`.execute(trx);
    return { added, highest };
  });
}

/** Whether the fleet holds as many stores and registers as the record holds in service. */
async function countsAgree(db: Tx, fleet: 'stores' | 'cashpoints'): Promise<boolean> {
  const query =
    fleet === 'stores'
      ? sql<{ a: number; b: number }>`select (select count(*) from stores) as a,
          (select count(*) from fiscal_stores where closed_at is null) as b`
      : sql<{ a: number; b: number }>`select (select count(*) from cashpoints) as a,
          (select count(*) from fiscal_registers where removed_at is null) as b`;
  const row = (await query.execute(db)).rows[0]!;
  return num(row.a) === num(row.b);
}

/**
 * The stores (uids) whose registers in the fleet are not as many as their registers in service in
 * the record: where a register was added out of id order or vanished. Two grouped reads of indexes
 * (the registers by store, the record's by store in service: fiscal_registers_live_store, migration
 * 0040), about a million entries each, instead of a million look-ups each way by uid.
 */
async function storesOutOfStep(db: Tx): Promise<string[]> {
  const rows = await sql<{ storeUid: string }>`
    select store_uid from (
      select s.uid as store_uid, k.n as d
      from (select store_row_id, count(*) as n from cashpoints group by store_row_id) k
      join stores s on s.id = k.store_row_id
      union all
      select store_uid, -count(*) as d from fiscal_registers where removed_at is null group by store_uid
    ) x
    group by store_uid having sum(d) <> 0`.execute(db);
  return rows.rows.map((r) => r.storeUid);
}

/** Stores of the record gone from the fleet without their delete endpoint: closed now. */
async function closeGoneStores(db: Tx, now: number): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const gone = await trx
      .updateTable('fiscalStores')
      .set({ closedAt: now, updatedAt: now })
      .where('closedAt', 'is', null)
      .where(({ not, exists, selectFrom }) =>
        not(exists(selectFrom('stores').select('stores.id').whereRef('stores.uid', '=', 'fiscalStores.storeUid'))),
      )
      .returning(['storeUid', 'contextId', 'storeId'])
      .execute();
    if (gone.length > 0)
      await trx
        .insertInto('fiscalChanges')
        .values(
          gone.map((g) => ({
            contextId: g.contextId,
            storeUid: g.storeUid,
            cashpointUid: null,
            kind: 'storeClosed',
            at: now,
            fromValue: g.storeId,
            toValue: null,
            reportId: null,
          })),
        )
        .execute();
    return gone.length;
  });
}

/**
 * Registers of the record in these stores gone from the fleet without their delete endpoint:
 * decommissioned today.
 */
async function removeGoneRegisters(db: Tx, now: number, today: string, storeUids: readonly string[]): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const gone = await trx
      .updateTable('fiscalRegisters')
      .set({ removedAt: now, updatedAt: now, decommissionedOn: sql`coalesce(decommissioned_on, ${today})` })
      .where('removedAt', 'is', null)
      .where('storeUid', 'in', storeUids)
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('cashpoints')
              .select('cashpoints.id')
              .whereRef('cashpoints.uid', '=', 'fiscalRegisters.cashpointUid'),
          ),
        ),
      )
      .returning(['cashpointUid', 'contextId', 'storeUid', 'posId'])
      .execute();
    if (gone.length > 0)
      await trx
        .insertInto('fiscalChanges')
        .values(
          gone.map((g) => ({
            contextId: g.contextId,
            storeUid: g.storeUid,
            cashpointUid: g.cashpointUid,
            kind: 'registerRemoved',
            at: now,
            fromValue: g.posId,
            toValue: null,
            reportId: null,
          })),
        )
        .execute();
    return gone.length;
  });
}

/**
 * The registers whose TSE assignment was written since `since`: one that had no TSE in the record
 * takes it as baseline; another serial than the record's is a swap to report.
 */
async function compareTses(db: Tx, since: number, now: number): Promise<number> {
  const rows = await sql<{ uid: string; serial: string; before: string | null; contextId: number; storeUid: string }>`
    select c.uid, t.serial, f.tse_serial as before, f.context_id, f.store_uid
    from tse_assignments a
    join cashpoints c on c.id = a.cashpoint_id
    join tses t on t.id = a.tse_id
    join fiscal_registers f on f.cashpoint_uid = c.uid
    where a.since >= ${since} and (f.tse_serial is null or f.tse_serial <> t.serial)
  `.execute(db);
  if (rows.rows.length === 0) return 0;
  let swapped = 0;
  await db.transaction().execute(async (trx) => {
    for (const r of rows.rows) {
      await trx
        .updateTable('fiscalRegisters')
        .set({ tseSerial: r.serial, updatedAt: now })
        .where('cashpointUid', '=', r.uid)
        .execute();
      if (r.before === null) continue;
      swapped++;
      await trx
        .insertInto('fiscalChanges')
        .values({
          contextId: r.contextId,
          storeUid: r.storeUid,
          cashpointUid: r.uid,
          kind: 'tseChanged',
          at: now,
          fromValue: r.before,
          toValue: r.serial,
          reportId: null,
        })
        .execute();
    }
  });
  return swapped;
}

/** One detection at `now` (`today` its Berlin day): the record brought in step with the fleet. */
export async function detectFleetChanges(db: Db, now: number, today: string): Promise<DetectedCounts> {
  const k = db.kysely;
  const counts: DetectedCounts = { storeAdded: 0, storeClosed: 0, registerAdded: 0, registerRemoved: 0, tseChanged: 0 };

  let stores = await addStores(k, await mark(k, 'stores'), now);
  counts.storeAdded += stores.added;
  if (!(await countsAgree(k, 'stores'))) {
    // A store committed out of id order (PostgreSQL) or one gone: compared in full.
    const all = await addStores(k, 0, now);
    counts.storeAdded += all.added;
    stores = { added: 0, highest: Math.max(stores.highest, all.highest) };
    counts.storeClosed += await closeGoneStores(k, now);
  }
  await setMark(k, 'stores', stores.highest);

  const registers = await addRegisters(k, { above: await mark(k, 'cashpoints') }, now);
  counts.registerAdded += registers.added;
  if (!(await countsAgree(k, 'cashpoints'))) {
    // A register committed out of id order (PostgreSQL) or one gone: compared in the stores whose
    // counts differ, a few hundred at a time (bound values per statement).
    const stores = await storesOutOfStep(k);
    for (let i = 0; i < stores.length; i += storesPerStep) {
      const part = stores.slice(i, i + storesPerStep);
      counts.registerAdded += (await addRegisters(k, { storeUids: part }, now)).added;
      counts.registerRemoved += await removeGoneRegisters(k, now, today, part);
    }
  }
  await setMark(k, 'cashpoints', registers.highest);

  counts.tseChanged += await compareTses(k, await mark(k, 'tseAssignments'), now);
  await setMark(k, 'tseAssignments', now);
  return counts;
}
