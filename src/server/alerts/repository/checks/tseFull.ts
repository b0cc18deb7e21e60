import { sql } from 'kysely';
import { dayFrom, stagedSubject, tseCauses, tseSubjectExists } from './tseParts';
import type { AlertCheck } from './types';

const dayMs = 86_400_000;
/** The rate is the counter's growth since the first daily sample of this window (as the cockpit's). */
const rateWindowMs = 30 * dayMs;
/** Full within this many days at that rate. */
const soonMs = 60 * dayMs;

/**
 * Full within 60 days of `now` at the counter's rate since the window's first sample `s` (the
 * cockpit's estimate fits a line through the daily samples; two points of the same window say the
 * same for a steady rate and keep this one query over a million TSEs).
 */
const fullSoon = (now: number) => sql`(s.counter is not null and s.at < t.counter_at and s.counter < t.signature_counter
  and (t.signature_capacity - t.signature_counter) * (t.counter_at - s.at)
    <= (${now + soonMs} - t.counter_at) * (t.signature_counter - s.counter))`;

/** 95 % used, else full within 60 days, else 80 % used; null below. */
const stage = (now: number) => sql`(case
  when t.signature_counter * 100 >= t.signature_capacity * 95 then 'p95'
  when ${fullSoon(now)} then 'soon'
  when t.signature_counter * 100 >= t.signature_capacity * 80 then 'p80' end)`;

/**
 * The day's first sample in the rate's window. A sample's day is the UTC day of its time, so none
 * in the window lies before the window's first day: the look-up starts there in the key (TSE,
 * day) and stops at the first sample in time, instead of reading every day the TSE ever reported.
 */
const firstSample = (now: number) => {
  const since = now - rateWindowMs;
  return sql`left join tse_counter_samples s on s.tse_id = t.id
  and s.day = (select x.day from tse_counter_samples x where x.tse_id = t.id and x.day >= ${dayFrom(since, 0)}
    and x.at >= ${since} order by x.day limit 1)`;
};

const percent = sql`replace(cast(round(cast(t.signature_counter as numeric) * 100 / t.signature_capacity, 1) as text), '.', ',')`;

/** A TSE in use whose signatures are 80 % or 95 % used, or that fills up within 60 days. */
export const tseFull: AlertCheck = {
  causes(run, contextIds) {
    return tseCauses(run.db.dialect, contextIds, {
      subject: stagedSubject(stage(run.now)),
      fact: sql`case when ${stage(run.now)} = 'soon' then 'soon:' else 'used:' end || ${percent}`,
      join: firstSample(run.now),
      // A stage at all: 80 % used (95 % is more) or full soon, without the stage's case once more.
      where: sql`t.signature_capacity > 0 and t.signature_counter is not null
        and (t.signature_counter * 100 >= t.signature_capacity * 80 or ${fullSoon(run.now)})`,
    });
  },
  subjectExists: (_dialect, now) => tseSubjectExists(stagedSubject(sql`coalesce(${stage(now)}, '')`), firstSample(now)),
};
