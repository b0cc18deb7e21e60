import { sql } from 'kysely';
import { idList, onlineSince } from '../sqlParts';
import type { AlertCheck } from './types';

/**
 * A store is down when it has registers and none of them nor its store server is online: its line
 * is down. One alert per store; the detail is the number of its registers (all offline).
 */
export const storeDown: AlertCheck = {
  kind: 'storeDown',
  causes(run, contextIds) {
    const since = onlineSince(run.now, run.offlineAfterSeconds);
    return sql`
      select st.context_id, st.uid as subject, st.uid as store_uid, st.store_id, st.name as store_name,
        cast(null as text) as pos_id, cast(null as text) as cashpoint_uid, cast(count(*) as text) as detail
      from stores st
      join cashpoints c on c.store_row_id = st.id
      where st.context_id in (${idList(contextIds)})
        and not exists (select 1 from store_agents sa where sa.store_row_id = st.id and sa.last_heartbeat >= ${since})
      group by st.id, st.context_id, st.uid, st.store_id, st.name
      having max(coalesce(c.last_heartbeat, -1)) < ${since}`;
  },
};
