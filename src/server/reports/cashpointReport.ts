import { sql } from 'kysely';
import { cashpointAgentFields, type AgentField } from '../../shared/reports/cashpointColumns';
import type { Db } from '../db/connection';
import { currentVersionsSql } from '../db/currentVersions';
import type { components } from '../../shared/generated/contract';
import { compareDigits, isoTime } from '../fleet/ids';
import { isOffline } from '../fleet/offline';
import { asBool, asInt, asText, jsonColumn, jsonField } from './jsonField';

type CashpointReportRow = components['schemas']['CashpointReportRow'];
type AgentValues = { [K in keyof typeof cashpointAgentFields]: unknown };

interface Row extends AgentValues {
  uid: string;
  sid: string;
  posid: string;
  postype: string | null;
  hb: number | string | null;
  vtag: string | null;
}

const agentFields = Object.entries(cashpointAgentFields) as [keyof AgentValues, AgentField][];
const read = { text: asText, yesNo: asBool, seconds: asInt } as const;

/**
 * The register report for one context: every register with what its agent last reported, in one
 * set-based query (the agent values the catalogue names are read inside the database, see `jsonField`).
 */
export async function cashpointReport(
  db: Db,
  contextId: number,
  now: number,
  offlineAfterSeconds: number,
): Promise<CashpointReportRow[]> {
  const info = sql`c.info`;
  const fields = sql.join(
    agentFields.map(([name, { path }]) => sql`${jsonField(db.dialect, info, path)} as ${sql.id(name)}`),
  );
  const result = await sql<Row>`
    select c.uid, st.store_id as sid, c.pos_id as posid, c.pos_type as postype, c.last_heartbeat as hb,
      cur.tag as vtag, ${fields}
    from stores st
    join (
      select id, uid, store_row_id, pos_id, pos_type, last_heartbeat,
        ${jsonColumn(db.dialect, sql`agent_info`)} as info
      from cashpoints
    ) c on c.store_row_id = st.id
    left join (${currentVersionsSql('cashpoint', contextId)}) cur on cur.target_id = c.id
    where st.context_id = ${contextId}
  `.execute(db.kysely);
  return result.rows
    .sort((a, b) => compareDigits(a.sid, b.sid) || compareDigits(a.posid, b.posid))
    .map((r) => {
      const hb = r.hb === null ? null : Number(r.hb);
      const agentValues = Object.fromEntries(agentFields.map(([name, { kind }]) => [name, read[kind](r[name])]));
      return {
        uid: r.uid,
        storeId: r.sid,
        posId: r.posid,
        posType: r.postype,
        lastHeartbeat: isoTime(hb),
        currentVersion: r.vtag,
        ...(agentValues as Pick<CashpointReportRow, keyof AgentValues>),
        offline: isOffline(hb, now, offlineAfterSeconds),
      };
    });
}
