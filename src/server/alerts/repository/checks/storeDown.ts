import { sql } from 'kysely';
import { alertKindCatalogue } from '../../../../shared/alerts/alertKinds';
import { isStillOpen, onlineSince, valuesTable } from '../sqlParts';
import type { AlertCheck } from './types';

/**
 * A store is down when it has registers and none of them nor its store server is online: its line
 * is down, for longer than its context's minutes (5 unless set). One alert per store; the detail is the number of its registers (all offline). A store
 * none of whose machines ever reported (set up ahead of time) is not down. Silence before this
 * instance's checks started does not count, so after a start no store opens an alert within the
 * offline limit; an alert already open stays open while the store is still down.
 */
export const storeDown: AlertCheck = {
  causes(run, contextIds) {
    const since = onlineSince(run.now, run.offlineAfterSeconds);
    const values = contextIds.map((id) => {
      const downBefore =
        since -
        (run.settings.get(id)!.rules.storeDown.minutes ?? alertKindCatalogue.storeDown.threshold.default) * 60_000;
      return [id, downBefore, run.startedAt < downBefore ? 1 : 0];
    });
    const rules = valuesTable({ context_id: 'integer', down_before: 'bigint', opens: 'integer' }, values);
    return sql`
      select st.context_id, st.uid as subject, st.uid as store_uid, st.store_id, st.name as store_name,
        cast(null as text) as pos_id, cast(null as text) as cashpoint_uid, cast(count(*) as text) as detail
      from stores st
      join ${rules} r on r.context_id = st.context_id
      join cashpoints c on c.store_row_id = st.id
      where not exists (select 1 from store_agents sa where sa.store_row_id = st.id and sa.last_heartbeat >= ${since})
      group by st.id, st.context_id, st.uid, st.store_id, st.name, r.down_before, r.opens
      having max(coalesce(c.last_heartbeat, -1)) < ${since}
        and ((r.opens = 1 and max(coalesce(c.last_heartbeat, -1)) < r.down_before
            and not exists (select 1 from store_agents a where a.store_row_id = st.id and a.last_heartbeat >= r.down_before)
            and (max(c.last_heartbeat) is not null
              or exists (select 1 from store_agents a where a.store_row_id = st.id and a.last_heartbeat is not null)))
          or ${isStillOpen('storeDown', sql`st.uid`)})`;
  },
};
