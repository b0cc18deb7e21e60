import { sql } from 'kysely';
import type { Db } from '../../platform/db/connection';

// The TSEs a context's agents reported last (issue 50), so the in-process simulator goes on
// reporting the same ones: each TSE in use with its latest values, its registers, the store whose
// store server reports it (a LAN TSE), its earliest recent counter sample (for its rate) and its
// open swap plan.

export interface StoredTse {
  id: number;
  serial: string;
  type: string;
  bsi: string | null;
  manufacturer: string | null;
  model: string | null;
  validuntil: string;
  activated: number | string | null;
  counter: number | string | null;
  capacity: number | string | null;
  counterat: number | string | null;
  state: string;
  timeset: number | boolean | null;
  exportat: number | string | null;
  exportok: number | boolean | null;
  testat: number | string | null;
  testok: number | boolean | null;
  sid: string | null;
  /** The earliest counter sample since `since` and when it was taken. */
  firstcounter: number | string | null;
  firstat: number | string | null;
  plannedfor: string | null;
}

/** The TSEs in use of a context, with what the simulator needs to go on reporting them. */
export async function storedTses(db: Db, contextId: number, since: number) {
  const tses = await sql<StoredTse>`
    select t.id, t.serial, t.type, t.bsi_certificate_id as bsi, t.manufacturer, t.model,
      t.certificate_valid_until as validuntil, t.activated_at as activated, t.signature_counter as counter,
      t.signature_capacity as capacity, t.counter_at as counterat, t.state, t.time_set as timeset,
      t.last_export_at as exportat, t.last_export_ok as exportok, t.last_self_test_at as testat,
      t.last_self_test_ok as testok, st.store_id as sid, s.counter as firstcounter, s.at as firstat,
      p.planned_for as plannedfor
    from tses t
    left join stores st on st.id = t.store_row_id
    left join tse_counter_samples s on s.tse_id = t.id and s.at = (
      select min(e.at) from tse_counter_samples e where e.tse_id = t.id and e.at >= ${since})
    left join tse_swap_plans p on p.tse_id = t.id and p.done_at is null
    where t.context_id = ${contextId} and t.retired_at is null
  `.execute(db.kysely);
  const assigned = await sql<{ tid: number; sid: string; posid: string }>`
    select a.tse_id as tid, st.store_id as sid, c.pos_id as posid
    from tse_assignments a
    join cashpoints c on c.id = a.cashpoint_id
    join stores st on st.id = c.store_row_id
    where st.context_id = ${contextId}
  `.execute(db.kysely);
  return { tses: tses.rows, assigned: assigned.rows };
}
