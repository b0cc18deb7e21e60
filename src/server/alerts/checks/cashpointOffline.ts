import { sql } from 'kysely';
import { onlineSince, storeIsDown, valuesTable } from '../sqlParts';
import type { AlertCheck } from './types';

/**
 * A register offline for longer than its context's minutes (offline counted from when its last
 * heartbeat aged past the offline limit; one that never sent one is offline). While its whole store
 * is down and that rule is on, the store's alert stands for it: one alert per store, not one per
 * register.
 */
export const cashpointOffline: AlertCheck = {
  kind: 'cashpointOffline',
  causes(run, contextIds) {
    const since = onlineSince(run.now, run.offlineAfterSeconds);
    const rules = valuesTable(
      { context_id: 'integer', offline_before: 'bigint', store_rule: 'integer' },
      contextIds.map((id) => {
        const rules = run.settings.get(id)!.rules;
        return [id, since - (rules.cashpointOffline.minutes ?? 30) * 60_000, rules.storeDown.enabled ? 1 : 0];
      }),
    );
    return sql`
      select st.context_id, c.uid as subject, st.uid as store_uid, st.store_id, st.name as store_name,
        c.pos_id, c.uid as cashpoint_uid, cast(null as text) as detail
      from cashpoints c
      join stores st on st.id = c.store_row_id
      join ${rules} r on r.context_id = st.context_id
      where (c.last_heartbeat is null or c.last_heartbeat < r.offline_before)
        and not (r.store_rule = 1 and ${storeIsDown(since)})`;
  },
};
