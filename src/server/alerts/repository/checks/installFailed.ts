import { sql } from 'kysely';
import { idList } from '../sqlParts';
import type { AlertCheck } from './types';

/** The status an agent reports for an installation that failed (the partial index installations_failed's, migration 0040). */
const FAILED = 3;

/**
 * An installation a register or store server reported failed: one alert per update and target,
 * the update's file name as detail. It closes when a later report or heartbeat records the update
 * installed (the row's status changes); when the target or the update is gone it closes unannounced.
 */
export const installFailed: AlertCheck = {
  causes(_run, contextIds) {
    return sql`
      select s.context_id, s.uid || ':' || coalesce(c.uid, a.uid) as subject, st.uid as store_uid, st.store_id,
        st.name as store_name, c.pos_id, c.uid as cashpoint_uid, s.filename as detail
      from installations i
      join syncfiles s on s.id = i.syncfile_id
      left join cashpoints c on c.id = i.cashpoint_id
      left join store_agents a on a.id = i.store_agent_id
      join stores st on st.id = coalesce(c.store_row_id, a.store_row_id)
      where i.installation_status = ${sql.lit(FAILED)} and s.context_id in (${idList(contextIds)})`;
  },
  // The update and its target (a register, or a store server of the alert's store), by the parts
  // of the subject (uids hold no colon).
  subjectExists(dialect) {
    const part = (n: 1 | 2) =>
      dialect === 'postgres'
        ? sql`split_part(alerts.subject, ':', ${sql.lit(n)})`
        : n === 1
          ? sql`substr(alerts.subject, 1, instr(alerts.subject, ':') - 1)`
          : sql`substr(alerts.subject, instr(alerts.subject, ':') + 1)`;
    return sql<boolean>`(exists (select 1 from syncfiles s where s.uid = ${part(1)})
      and (exists (select 1 from cashpoints c where c.uid = ${part(2)})
        or exists (select 1 from store_agents a where a.uid = ${part(2)})))`;
  },
};
