import { sql } from 'kysely';
import { stagedSubject, tseCauses, tseSubjectExists } from './tseParts';
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

/** The day's first sample in the rate's window. */
const firstSample = (now: number) => sql`left join tse_counter_samples s on s.tse_id = t.id
  and s.day = (select min(x.day) from tse_counter_samples x where x.tse_id = t.id and x.at >= ${now - rateWindowMs})`;

const percent = sql`replace(cast(round(cast(t.signature_counter as numeric) * 100 / t.signature_capacity, 1) as text), '.', ',')`;

/** A TSE in use whose signatures are 80 % or 95 % used, or that fills up within 60 days. */
export const tseFull: AlertCheck = {
  causes(run, contextIds) {
    return tseCauses(contextIds, {
      subject: stagedSubject(stage(run.now)),
      fact: sql`case when ${stage(run.now)} = 'soon' then 'soon:' else 'used:' end || ${percent}`,
      join: firstSample(run.now),
      where: sql`t.signature_capacity > 0 and t.signature_counter is not null and ${stage(run.now)} is not null`,
    });
  },
  subjectExists: (_dialect, now) => tseSubjectExists(stagedSubject(sql`coalesce(${stage(now)}, '')`), firstSample(now)),
};
