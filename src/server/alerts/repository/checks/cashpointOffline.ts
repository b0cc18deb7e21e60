import { sql } from 'kysely';
import { alertKindCatalogue } from '../../../../shared/alerts/alertKinds';
import { isStillOpen, onlineSince, storeIsDown, valuesTable } from '../sqlParts';
import type { AlertCheck } from './types';

/**
 * A register offline for longer than its context's minutes. Its offline time counts from when the
 * latest of these aged past the offline limit: its last heartbeat, the moment its store's own alert
 * closed (the store came back), and the start of this instance's checks (before it no heartbeat
 * could arrive). So registers still silent when their store returns alert only after the minutes,
 * not all at once. One that never sent a heartbeat (set up ahead of time) is not counted. While
 * its whole store is down and that rule is on, the store's alert stands for it: one alert per
 * store, not one per register; a register alert already open then stays open (it is not over).
 */
export const cashpointOffline: AlertCheck = {
  causes(run, contextIds) {
    const since = onlineSince(run.now, run.offlineAfterSeconds);
    const values = contextIds.map((id) => {
      const rules = run.settings.get(id)!.rules;
      const offlineBefore =
        since - (rules.cashpointOffline.minutes ?? alertKindCatalogue.cashpointOffline.threshold.default) * 60_000;
      return [id, offlineBefore, rules.storeDown.enabled ? 1 : 0, run.startedAt < offlineBefore ? 1 : 0];
    });
    const rules = valuesTable(
      { context_id: 'integer', offline_before: 'bigint', store_rule: 'integer', opens: 'integer' },
      values,
    );
    const earliest = Math.min(...values.map((row) => row[1]!));
    return sql`
      select st.context_id, c.uid as subject, st.uid as store_uid, st.store_id, st.name as store_name,
        c.pos_id, c.uid as cashpoint_uid, cast(null as text) as detail
      from cashpoints c
      join stores st on st.id = c.store_row_id
      join ${rules} r on r.context_id = st.context_id
      left join (
        select context_id, subject, max(closed_at) as at from alerts
        where kind = 'storeDown' and state = 'closed' and closed_at >= ${earliest}
        group by context_id, subject
      ) back on back.context_id = st.context_id and back.subject = st.uid
      where c.last_heartbeat < ${since}
        and ((r.opens = 1 and c.last_heartbeat < r.offline_before
            and (back.at is null or back.at < r.offline_before)
            and not (r.store_rule = 1 and ${storeIsDown(since)}))
          or ${isStillOpen('cashpointOffline', sql`c.uid`)})`;
  },
  subjectExists: () => sql<boolean>`exists (select 1 from cashpoints x where x.uid = alerts.cashpoint_uid)`,
};
