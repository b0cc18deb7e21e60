import { sql } from 'kysely';
import { cashpointAgentFields, type AgentField } from '../../../shared/reports/cashpointColumns';
import type { Db } from '../../platform/db/connection';
import { currentVersionsSql } from '../../updates';
import type { components } from '../../../shared/generated/contract';
import { compareDigits, isoTime } from '../../platform/ids';
import { isOffline, type BuiltStore } from '../../fleet';
import { paddedIds } from '../../platform/db/paddedIds';
import { asBool, asInt, asText, jsonColumn, jsonField } from '../../platform/db/jsonField';

type CashpointReportRow = components['schemas']['CashpointReportRow'];
type AgentValues = { [K in keyof typeof cashpointAgentFields]: unknown };

interface Row extends AgentValues {
  stid: number;
  uid: string;
  sid: string;
  posid: string;
  postype: string | null;
  hb: number | string | null;
  vtag: string | null;
}

const agentFields = Object.entries(cashpointAgentFields) as [keyof AgentValues, AgentField][];
const read = { text: asText, yesNo: asBool, seconds: asInt } as const;

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
  const storeFilter = storeRowIds === null ? sql`` : sql`and st.id in (${sql.join(paddedIds(storeRowIds))})`;
  const result = await sql<Row>`
    select st.id as stid, c.uid, st.store_id as sid, c.pos_id as posid, c.pos_type as postype,
      c.last_heartbeat as hb, cur.tag as vtag, ${fields}
    from stores st
    join (
      select id, uid, store_row_id, pos_id, pos_type, last_heartbeat,
        ${jsonColumn(db.dialect, sql`agent_info`)} as info
      from cashpoints
    ) c on c.store_row_id = st.id
    left join (${currentVersionsSql('cashpoint', contextId)}) cur on cur.target_id = c.id
    where st.context_id = ${contextId} ${storeFilter}
  `.execute(db.kysely);
  const stores = new Map<number, BuiltStore<CashpointReportRow>>();
  for (const r of result.rows.sort((a, b) => compareDigits(a.posid, b.posid))) {
    let part = stores.get(r.stid);
    if (!part) stores.set(r.stid, (part = { rows: [], validUntil: Infinity }));
    const hb = r.hb === null ? null : Number(r.hb);
    const offline = isOffline(hb, now, offlineAfterSeconds);
    if (!offline) part.validUntil = Math.min(part.validUntil, hb! + offlineAfterSeconds * 1000);
    const agentValues = Object.fromEntries(agentFields.map(([name, { kind }]) => [name, read[kind](r[name])]));
    part.rows.push({
      uid: r.uid,
      storeId: r.sid,
      posId: r.posid,
      posType: r.postype,
      lastHeartbeat: isoTime(hb),
      currentVersion: r.vtag,
      ...(agentValues as Pick<CashpointReportRow, keyof AgentValues>),
      offline,
    });
  }
  return stores;
}
