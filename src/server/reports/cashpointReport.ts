import { sql } from 'kysely';
import type { Db } from '../db/connection';
import { currentVersionsSql } from '../db/currentVersions';
import type { components } from '../generated/api';
import { compareDigits, isoTime } from '../fleet/ids';
import { isOffline } from '../fleet/offline';
import { asBool, asInt, asText, jsonColumn, jsonField } from './jsonField';

type CashpointReportRow = components['schemas']['CashpointReportRow'];

interface Row {
  uid: string;
  sid: string;
  posid: string;
  postype: string | null;
  hb: number | string | null;
  vtag: string | null;
  cpver: unknown;
  tsever: unknown;
  osname: unknown;
  running: unknown;
  ntp: unknown;
  ntptime: unknown;
}

/**
 * The register report of spec 3 for one context: every register with what its agent last reported,
 * in one set-based query (the agent values are read inside the database, see `jsonField`).
 */
export async function cashpointReport(
  db: Db,
  contextId: number,
  now: number,
  offlineAfterSeconds: number,
): Promise<CashpointReportRow[]> {
  const info = sql`c.info`;
  const field = (...path: string[]) => jsonField(db.dialect, info, path);
  const result = await sql<Row>`
    select c.uid, st.store_id as sid, c.pos_id as posid, c.pos_type as postype, c.last_heartbeat as hb,
      cur.tag as vtag,
      ${field('cashpointVersion')} as cpver,
      ${field('tseServerVersion')} as tsever,
      ${field('osInfo', 'osName')} as osname,
      ${field('cashpointRunning')} as running,
      ${field('osInfo', 'ntpSyncActive')} as ntp,
      ${field('osInfo', 'ntpLastSuccessfulSyncTime')} as ntptime
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
      return {
        uid: r.uid,
        storeId: r.sid,
        posId: r.posid,
        posType: r.postype,
        lastHeartbeat: isoTime(hb),
        cashpointVersion: asText(r.cpver),
        currentVersion: r.vtag,
        tseServerVersion: asText(r.tsever),
        osName: asText(r.osname),
        cashpointRunning: asBool(r.running),
        ntpSyncActive: asBool(r.ntp),
        ntpLastSuccessfulSyncTime: asInt(r.ntptime),
        offline: isOffline(hb, now, offlineAfterSeconds),
      };
    });
}
