import { sql, type RawBuilder } from 'kysely';
import { idList } from '../sqlParts';
import { rolloutSubjectPrefix } from '../rolloutSubject';

// What the three rollout checks share: their causes are rollouts (one alert per rollout, no store),
// read from `rollouts` with their update's file name (migration 0013).

/**
 * The causes of the rollouts `r` (joined to their update `s`) that `where` picks in these contexts:
 * subject `rollout:<uid>`, no store or register, the detail the update's file name and, after a line
 * break, `rest` when it is not null (the alert list and the mail split them: alertLabel.ts).
 */
export function rolloutCauses(contextIds: number[], where: RawBuilder<boolean>, rest?: RawBuilder<string | null>) {
  const detail = rest
    ? sql`case when ${rest} is null or ${rest} = '' then s.filename else s.filename || cast(${'\n'} as text) || ${rest} end`
    : sql`s.filename`;
  return sql`
    select r.context_id, cast(${rolloutSubjectPrefix} as text) || r.uid as subject, cast(null as text) as store_uid,
      cast(null as text) as store_id, cast(null as text) as store_name, cast(null as text) as pos_id,
      cast(null as text) as cashpoint_uid, ${detail} as detail
    from rollouts r
    join syncfiles s on s.id = r.syncfile_id
    where r.context_id in (${idList(contextIds)}) and ${where}`;
}

/**
 * Whether the rollout an alert names still exists (and, when `holds` is given, still deserves an
 * alert: `holds` over its row `r`). When not, the alert closes without a notification.
 */
export function rolloutExists(holds: RawBuilder<boolean> = sql<boolean>`true`) {
  return sql<boolean>`exists (select 1 from rollouts r
    where cast(${rolloutSubjectPrefix} as text) || r.uid = alerts.subject and ${holds})`;
}
