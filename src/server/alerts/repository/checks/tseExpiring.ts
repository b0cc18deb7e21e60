import { sql } from 'kysely';
import { dayFrom, stagedSubject, tseCauses, tseSubjectExists } from './tseParts';
import type { AlertCheck } from './types';

/**
 * A TSE's certificate stage at `now`: its last day (a date, UTC) within 90, 42, 30 or 7 days
 * (the day itself counts as 0 days left), or passed; null before. Each stage its own alert
 * (stageSeverities of the catalogue), so each threshold opens once.
 */
const stage = (now: number) => sql`(case
  when t.certificate_valid_until < ${dayFrom(now, 0)} then 'expired'
  when t.certificate_valid_until <= ${dayFrom(now, 7)} then 'd7'
  when t.certificate_valid_until <= ${dayFrom(now, 30)} then 'd30'
  when t.certificate_valid_until <= ${dayFrom(now, 42)} then 'd42'
  when t.certificate_valid_until <= ${dayFrom(now, 90)} then 'd90' end)`;

/** A TSE in use whose certificate ends within 90 days or ended. */
export const tseExpiring: AlertCheck = {
  causes(run, contextIds) {
    return tseCauses(run.db.dialect, contextIds, {
      subject: stagedSubject(stage(run.now)),
      fact: sql`case when ${stage(run.now)} = 'expired' then 'expired:' else 'until:' end || t.certificate_valid_until`,
      where: sql`t.certificate_valid_until <= ${dayFrom(run.now, 90)}`,
    });
  },
  subjectExists: (_dialect, now) => tseSubjectExists(stagedSubject(sql`coalesce(${stage(now)}, '')`)),
};
