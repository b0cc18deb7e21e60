import { sql, type RawBuilder } from 'kysely';
import type { Db, Dialect } from '../../../platform/db/connection';
import { fence, idList, isStillOpen, jsonText, storeAgentFacts, storeAgentsWithFacts, valuesTable } from '../sqlParts';

// The SQL of the alerts on a store's ability to sell (issue 51): devices, card terminal cuts, unsent
// receipts, today's prices, from the tables store health's ingest writes. Each cause is one query over
// every context with the rule on; the opening hours come in as a derived table of the few stores
// with a candidate cause (alerts/sellingChecks.ts computes them by the store calendar).
// `+st.context_id`: the store's context is compared, never looked up by its index. SQLite, without
// statistics, started from the contexts' stores and walked every register (a million at the bench)
// to find the few devices, flows and payments; from those few rows the query takes a millisecond
// (peripheralDown 0.35 s, receiptsUnsent and eftCutMissing 0.1 s each before).

/** A context's moment before which a fact is old enough for its rule (now minus its minutes). */
export type ContextBefore = [contextId: number, before: number];
/** A store that counts as open now, and from when its open time counts (0: always). */
export type OpenStore = [storeRowId: number, countsFrom: number];

const before = (rows: ContextBefore[]) => valuesTable({ context_id: 'integer', before: 'bigint' }, rows);

/** The stores open now as a derived table `(store_row_id, counts_from)`: one bound value, however many. */
function openStores(dialect: Dialect, rows: OpenStore[]): RawBuilder<unknown> {
  return dialect === 'postgres'
    ? sql`unnest(${rows.map((r) => r[0])}::integer[], ${rows.map((r) => r[1])}::bigint[]) as o(store_row_id, counts_from)`
    : sql`(select value ->> 0 as store_row_id, value ->> 1 as counts_from from json_each(${JSON.stringify(rows)})) as o`;
}

/** The texts of a group joined by ', ' in order. */
const joined = (dialect: Dialect, text: RawBuilder<unknown>) =>
  dialect === 'postgres'
    ? sql`string_agg(${text}, ', ' order by ${text})`
    : sql`group_concat(${text}, ', ' order by ${text})`;

const inList = (values: readonly string[]) => sql.join(values.map((v) => sql`${v}`));

/** A device of `p` that stops its register selling. */
const stopping = (devices: readonly string[], states: readonly string[]) =>
  // `state <> 'ok'` as the partial index cashpoint_peripherals_not_ok says it: the few not ok are read from it.
  sql`p.state <> 'ok' and p.kind in (${inList(devices)}) and p.state not in (${inList(states)})`;

/** Whether the register an alert names still exists (its alert closes silently once it is deleted). */
export const registerExists = () =>
  sql<boolean>`exists (select 1 from cashpoints x where x.uid = alerts.cashpoint_uid)`;

/** The stores (by context) with a device that stops selling since `before` at the latest: the few whose hours matter. */
export async function storesWithDevicesDown(
  db: Db,
  contextIds: number[],
  since: number,
  devices: readonly string[],
  states: readonly string[],
): Promise<{ contextId: number; storeRowId: number }[]> {
  const rows = await sql<{ contextId: number; storeRowId: number }>`
    select distinct st.context_id, st.id as store_row_id
    from cashpoint_peripherals p
    join cashpoints c on c.id = p.cashpoint_id
    join stores st on st.id = c.store_row_id
    where ${stopping(devices, states)} and p.since <= ${since} and +st.context_id in (${idList(contextIds)})`.execute(
    db.kysely,
  );
  return rows.rows.map((r) => ({ contextId: Number(r.contextId), storeRowId: Number(r.storeRowId) }));
}

/**
 * Registers with a receipt printer or card terminal that stops them selling for their context's
 * minutes of open time (since the later of the device's `since` and the opening), or whose alert is
 * open while a device still stops them (it does not end when the store closes). Detail: the devices'
 * 'kind:state' pairs.
 */
export function devicesDownCauses(
  dialect: Dialect,
  rules: ContextBefore[],
  open: OpenStore[],
  devices: readonly string[],
  states: readonly string[],
): RawBuilder<unknown> {
  const pair = sql`p.kind || ':' || p.state`;
  return sql`
    select st.context_id, c.uid as subject, st.uid as store_uid, st.store_id, st.name as store_name,
      c.pos_id, c.uid as cashpoint_uid, d.detail
    from (
      select x.cashpoint_id, ${joined(dialect, sql`x.pair`)} as detail
      from (
        select distinct p.cashpoint_id, ${pair} as pair
        from cashpoint_peripherals p
        join cashpoints c on c.id = p.cashpoint_id
        join stores st on st.id = c.store_row_id
        join ${before(rules)} r on r.context_id = +st.context_id
        left join ${openStores(dialect, open)} on o.store_row_id = st.id
        where ${stopping(devices, states)}
          and ((o.store_row_id is not null and p.since <= r.before and o.counts_from <= r.before)
            or ${isStillOpen('peripheralDown', sql`c.uid`)})
      ) x
      group by x.cashpoint_id
    ) d
    join cashpoints c on c.id = d.cashpoint_id
    join stores st on st.id = c.store_row_id`;
}

/**
 * Registers whose card terminal holds payments that no cut covers from before their store's last
 * successful day close (its store server's `tabsok`), or the start of `dayStart`'s day when none is
 * known. Detail: the terminal's id. Only the store servers of stores with uncut payments are read
 * (their info parsed): reading all took 778 ms of the million bench's run with none uncut.
 */
export function cutsMissingCauses(dialect: Dialect, contextIds: number[], dayStart: number): RawBuilder<unknown> {
  const facts = storeAgentFacts(dialect);
  const tabsok = (field: string) => jsonText(dialect, facts, ['fileValues', 'tabsok', field]);
  return sql`
    select st.context_id, c.uid as subject, st.uid as store_uid, st.store_id, st.name as store_name,
      c.pos_id, c.uid as cashpoint_uid, t.terminal_id as detail
    from cashpoint_payments t
    join cashpoints c on c.id = t.cashpoint_id
    join stores st on st.id = c.store_row_id
    left join (
      select sa.store_row_id, case when ${tabsok('value')} = '1' then cast(${tabsok('timestamp')} as numeric) * 1000 end as at
      from ${storeAgentsWithFacts(dialect)}
      join stores sst on sst.id = sa.store_row_id
      where ${facts} is not null and sst.context_id in (${idList(contextIds)})
        and sa.store_row_id in (
          select c2.store_row_id from cashpoint_payments t2 join cashpoints c2 on c2.id = t2.cashpoint_id
          where t2.uncut_since is not null)
        ${fence(dialect)}
    ) dc on dc.store_row_id = st.id
    where +st.context_id in (${idList(contextIds)}) and t.uncut_since is not null
      and t.uncut_since < coalesce(dc.at, ${dayStart})`;
}

/** Registers whose oldest unsent receipt is older than their context's minutes. Detail: how many wait. */
export function receiptsUnsentCauses(rules: ContextBefore[]): RawBuilder<unknown> {
  return sql`
    select st.context_id, c.uid as subject, st.uid as store_uid, st.store_id, st.name as store_name,
      c.pos_id, c.uid as cashpoint_uid, cast(f.unsent_receipts as text) as detail
    from cashpoint_data_flows f
    join cashpoints c on c.id = f.cashpoint_id
    join stores st on st.id = c.store_row_id
    join ${before(rules)} r on r.context_id = +st.context_id
    where f.unsent_receipts > 0 and f.oldest_unsent_at < r.before`;
}

/** The store's price file not applied since `dayStart` (or never): the master data of `m`. */
const pricesMissing = (dayStart: number) =>
  sql`m.kind = 'prices' and (m.applied_at is null or m.applied_at < ${dayStart})`;

/** The stores (by context) whose prices were not applied today: the few whose hours matter. */
export async function storesWithoutPrices(
  db: Db,
  contextIds: number[],
  dayStart: number,
): Promise<{ contextId: number; storeRowId: number }[]> {
  const rows = await sql<{ contextId: number; storeRowId: number }>`
    select st.context_id, st.id as store_row_id
    from store_master_data m
    join stores st on st.id = m.store_row_id
    where ${pricesMissing(dayStart)} and st.context_id in (${idList(contextIds)})`.execute(db.kysely);
  return rows.rows.map((r) => ({ contextId: Number(r.contextId), storeRowId: Number(r.storeRowId) }));
}

/** Stores open now whose prices were not applied today, or whose alert is open while they still are not. */
export function pricesMissingCauses(
  dialect: Dialect,
  contextIds: number[],
  open: OpenStore[],
  dayStart: number,
): RawBuilder<unknown> {
  return sql`
    select st.context_id, st.uid as subject, st.uid as store_uid, st.store_id, st.name as store_name,
      cast(null as text) as pos_id, cast(null as text) as cashpoint_uid, cast(null as text) as detail
    from store_master_data m
    join stores st on st.id = m.store_row_id
    left join ${openStores(dialect, open)} on o.store_row_id = st.id
    where ${pricesMissing(dayStart)} and st.context_id in (${idList(contextIds)})
      and (o.store_row_id is not null or ${isStillOpen('masterDataMissing', sql`st.uid`)})`;
}
