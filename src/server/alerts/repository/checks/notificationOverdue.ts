import { sql } from 'kysely';
import { deadlineOf } from '../../../../shared/taxNotice/fields';
import { momentOf, wallClock } from '../../../platform/wallClock';
import type { AlertCheck } from './types';

// A store's notification to the tax office (issue 52) not marked reported within its deadline: one
// month after the Berlin day of its earliest due change (fiscal_changes with no report). Overdue
// once today in Berlin is past the deadline. The deadline only grows with the day of the change, so
// the overdue stores are those whose earliest due change came before one moment: the start (Berlin)
// of the first day whose deadline is not yet past. One grouped read of the due changes' index.
// SQLite, without statistics, took the index on report_id for `report_id is null` (an equality on
// it looks selective) and read every due change's row and sorted them for the grouping: 0.9 s at
// a million due changes (the bench's fleet after its first take-in). `likely()` keeps that term off
// the report index, so the partial index fiscal_changes_due (its predicate) is read in its order
// (context, store, at) and grouped as it goes (then once per store, as before: a store's changes
// share its context); PostgreSQL plans by its statistics.

const berlin = 'Europe/Berlin';
const dayMs = 86_400_000;
const dayOf = (utcMidnight: number) => new Date(utcMidnight).toISOString().slice(0, 10);

/** The start (ms) of the first Berlin day whose changes are not yet overdue on the day of `now`. */
export function overdueBefore(now: number): number {
  const wall = wallClock(now, berlin);
  const todayUtc = Date.UTC(wall.year, wall.month - 1, wall.day);
  const today = dayOf(todayUtc);
  // A deadline is at most 31 days after its change: go back until a day's deadline is past today.
  let first = todayUtc;
  while (deadlineOf(dayOf(first - dayMs)) >= today) first -= dayMs;
  return momentOf(first, berlin);
}

export const notificationOverdue: AlertCheck = {
  causes(run, contextIds) {
    const before = overdueBefore(run.now);
    const due = run.db.dialect === 'sqlite' ? sql`likely(report_id is null)` : sql`report_id is null`;
    return sql`
      select f.context_id, f.store_uid as subject, f.store_uid, f.store_id, coalesce(s.name, f.name) as store_name,
        cast(null as text) as pos_id, cast(null as text) as cashpoint_uid, cast(null as text) as detail
      from (select distinct store_uid from (select context_id, store_uid from fiscal_changes
          where ${due} and context_id in (${sql.join(contextIds)})
          group by context_id, store_uid having min(at) < ${before}) g) d
      join fiscal_stores f on f.store_uid = d.store_uid
      left join stores s on s.uid = f.store_uid`;
  },
  // A closed store's report is still owed: the alert lasts while its record does.
  subjectExists: () => sql<boolean>`exists (select 1 from fiscal_stores x where x.store_uid = alerts.store_uid)`,
};
