import { sql } from 'kysely';
import { tseCauses, tseSubjectExists } from './tseParts';
import type { AlertCheck } from './types';

/**
 * A TSE in use in another state than initialized, or whose time is not set: it cannot sign. The
 * condition is the predicate of the partial index tses_not_ready (migration 0040), word for word:
 * the few such TSEs are read from it, not every TSE of the contexts.
 */
export const tseNotReady: AlertCheck = {
  causes(run, contextIds) {
    return tseCauses(run.db.dialect, contextIds, {
      subject: sql`t.serial`,
      fact: sql`case when t.state <> 'initialized' then 'state:' || t.state else 'timeNotSet:' end`,
      where: sql`t.state <> 'initialized' or t.time_set = 0`,
    });
  },
  subjectExists: () => tseSubjectExists(sql`t.serial`),
};
