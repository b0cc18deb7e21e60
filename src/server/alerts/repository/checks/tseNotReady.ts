import { sql } from 'kysely';
import { tseCauses, tseSubjectExists } from './tseParts';
import type { AlertCheck } from './types';

/** A TSE in use in another state than initialized, or whose time is not set: it cannot sign. */
export const tseNotReady: AlertCheck = {
  causes(_run, contextIds) {
    return tseCauses(contextIds, {
      subject: sql`t.serial`,
      fact: sql`case when t.state <> 'initialized' then 'state:' || t.state else 'timeNotSet:' end`,
      where: sql`t.state <> 'initialized' or t.time_set = 0`,
    });
  },
  subjectExists: () => tseSubjectExists(sql`t.serial`),
};
