import { sql } from 'kysely';
import { idList } from '../sqlParts';
import type { AlertCheck } from './types';

/** The status an agent reports for an installation that failed. */
const FAILED = 3;

/**
 * An installation a register or store server reported failed: one alert per update and target,
 * the update's file name as detail. It closes when a later report or heartbeat records the update
 * installed (the row's status changes), or when the target or the update is gone.
 */
export const installFailed: AlertCheck = {
  kind: 'installFailed',
  causes(_run, contextIds) {
    return sql`
      select s.context_id, s.uid || ':' || coalesce(c.uid, a.uid) as subject, st.uid as store_uid, st.store_id,
        st.name as store_name, c.pos_id, c.uid as cashpoint_uid, s.filename as detail
      from installations i
      join syncfiles s on s.id = i.syncfile_id
      left join cashpoints c on c.id = i.cashpoint_id
      left join store_agents a on a.id = i.store_agent_id
      join stores st on st.id = coalesce(c.store_row_id, a.store_row_id)
      where i.installation_status = ${FAILED} and s.context_id in (${idList(contextIds)})`;
  },
};
