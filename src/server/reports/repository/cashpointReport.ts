import { sql } from 'kysely';
import { cashpointAgentFields, type AgentField } from '../../../shared/reports/cashpointColumns';
import type { Db } from '../../platform/db/connection';
import { currentVersionsSql } from '../../updates';
import type { components } from '../../../shared/generated/contract';
import { compareDigits, isoTime } from '../../platform/ids';
import { isOffline, type BuiltStore } from '../../fleet';
import { idBatches } from '../../platform/db/paddedIds';
import { asBool, asInt, asText, jsonColumn, jsonField, sharedStrings } from '../../platform/db/repository/jsonField';
import { healthJoin, healthSelect, healthValues, type HealthColumns } from './cashpointHealth';
import { nextDayStart, tseJoin, tseSelect, tseValues, type TseColumns } from './cashpointTse';

type CashpointReportRow = components['schemas']['CashpointReportRow'];
type AgentValues = { [K in keyof typeof cashpointAgentFields]: unknown };

interface Row extends AgentValues, TseColumns, HealthColumns {
  stid: number;
  cid: number;
  uid: string;
  sid: string;
  posid: string;
  postype: string | null;
  hb: number | string | null;
}

const agentFields = Object.entries(cashpointAgentFields) as [keyof AgentValues, AgentField][];
const read = { text: asText, yesNo: asBool, seconds: asInt } as const;

/** The current version tag of the registers of the given stores (all with null), by target id. */
async function versionTags(db: Db, contextId: number, storeRowIds: number[] | null): Promise<Map<number, string>> {
  const storeFilter = storeRowIds === null ? sql`` : sql`where t.store_row_id in (${sql.join(storeRowIds)})`;
  const versions = await sql<{ tid: number; tag: string }>`
    select cur.target_id as tid, cur.tag from (${currentVersionsSql('cashpoint', contextId)}) cur
    join cashpoints t on t.id = cur.target_id ${storeFilter}
  `.execute(db.kysely);
  return new Map(versions.rows.map((r) => [Number(r.tid), r.tag]));
}

/** The TSE values with their repeated texts (types, states, days) as one string each. */
function shareTexts<T extends object>(values: T, shared: <V>(value: V) => V): T {
  return Object.fromEntries(Object.entries(values).map(([k, v]) => [k, shared(v)])) as T;
}

/** The registers of the given stores of a context (all with null) as report rows, per store. */
export async function cashpointReportStores(
  db: Db,
  contextId: number,
  now: number,
  offlineAfterSeconds: number,
  storeRowIds: number[] | null,
): Promise<Map<number, BuiltStore<CashpointReportRow>>> {
  const info = sql`c.info`;
  const fields = sql.join(
    agentFields.map(([name, { path }]) => sql`${jsonField(db.dialect, info, path)} as ${sql.id(name)}`),
  );
  // The registers a batch of stores at a time (see `idBatches`), so only one batch's rows from the
  // database are alive at once.
  const batches = storeRowIds === null ? [null] : idBatches(storeRowIds);
  // One batch (a few stores changed, the usual rebuild) reads only its targets' versions; several
  // read the whole context's once, as a grouped query per batch would cost more.
  const wholeContext = batches.length > 1 ? await versionTags(db, contextId, null) : undefined;
  const shared = sharedStrings();
  const stores = new Map<number, BuiltStore<CashpointReportRow>>();
  for (const ids of batches) {
    const tagById = wholeContext ?? (await versionTags(db, contextId, ids));
    const storeFilter = ids === null ? sql`` : sql`and st.id in (${sql.join(ids)})`;
    const result = await sql<Row>`
      select st.id as stid, c.id as cid, c.uid, st.store_id as sid, c.pos_id as posid, c.pos_type as postype,
        c.last_heartbeat as hb, ${fields}, ${tseSelect}, ${healthSelect}
      from stores st
      join (
        select id, uid, store_row_id, pos_id, pos_type, last_heartbeat,
          ${jsonColumn(db.dialect, sql`agent_info`)} as info
        from cashpoints
      ) c on c.store_row_id = st.id
      ${tseJoin}
      ${healthJoin}
      where st.context_id = ${contextId} ${storeFilter}
    `.execute(db.kysely);
    for (const r of result.rows.sort((a, b) => compareDigits(a.posid, b.posid))) {
      let part = stores.get(r.stid);
      if (!part) stores.set(r.stid, (part = { rows: [], validUntil: Infinity }));
      const hb = r.hb === null ? null : Number(r.hb);
      const offline = isOffline(hb, now, offlineAfterSeconds);
      if (!offline) part.validUntil = Math.min(part.validUntil, hb! + offlineAfterSeconds * 1000);
      if (r.tseserial !== null) part.validUntil = Math.min(part.validUntil, nextDayStart(now));
      const agentValues = Object.fromEntries(
        agentFields.map(([name, { kind }]) => [name, shared(read[kind](r[name]))]),
      );
      part.rows.push({
        uid: r.uid,
        storeId: shared(r.sid),
        posId: r.posid,
        posType: shared(r.postype),
        lastHeartbeat: shared(isoTime(hb)),
        currentVersion: shared(tagById.get(Number(r.cid)) ?? null),
        ...(agentValues as Pick<CashpointReportRow, keyof AgentValues>),
        offline,
        // Filled in by the reports' update window column (updateWindowColumn.ts).
        updateWindow: null,
        ...shareTexts(tseValues(r, now), shared),
        ...shareTexts(healthValues(r), shared),
      });
    }
  }
  return stores;
}
