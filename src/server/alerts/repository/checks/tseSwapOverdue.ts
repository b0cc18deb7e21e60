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
    return tseCauses(contextIds, {
      subject: sql`t.serial`,
      fact: sql`'planned:' || p.planned_for`,
      join: sql`join tse_swap_plans p on p.tse_id = t.id`,
      where: sql`p.done_at is null and p.planned_for < ${dayFrom(run.now, 0)}`,
    });
  },
  subjectExists: () => tseSubjectExists(sql`t.serial`),
};
