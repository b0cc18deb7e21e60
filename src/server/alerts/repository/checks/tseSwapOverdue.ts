import { sql } from 'kysely';
import { dayFrom, tseCauses, tseSubjectExists } from './tseParts';
import type { AlertCheck } from './types';

/**
 * A TSE still in use whose planned swap's day passed (UTC, as the plan's check of a date in the past):
 * no new serial was reported for it. A swap reported closes the plan (done) and retires the TSE, a
 * deleted or re-planned plan ends it too.
 */
export const tseSwapOverdue: AlertCheck = {
  causes(run, contextIds) {
    const today = dayFrom(run.now, 0);
    return tseCauses(run.db.dialect, contextIds, {
      subject: sql`t.serial`,
      fact: sql`'planned:' || p.planned_for`,
      join: sql`join tse_swap_plans p on p.tse_id = t.id`,
      // The few plans overdue first, their TSEs by key: joined as above, SQLite read every TSE of the
      // contexts (a million) to look each one's plan up (150 ms at the million bench, with none).
      where: sql`t.id in (select x.tse_id from tse_swap_plans x where x.done_at is null and x.planned_for < ${today})
        and p.done_at is null and p.planned_for < ${today}`,
    });
  },
  subjectExists: () => tseSubjectExists(sql`t.serial`),
};
