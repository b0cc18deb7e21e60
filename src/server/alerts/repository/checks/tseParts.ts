import { sql, type RawBuilder } from 'kysely';
import { idList } from '../sqlParts';
import { storeExists } from '../checkScope';

// What the TSE alerts (issue 50) share: one alert per TSE in use (a LAN or cloud TSE that several
// registers of a store share is one row of `tses`, so one alert for its store), its store the one
// whose register or store server last reported it. Days count in UTC as the cockpit's do.

const dayMs = 86_400_000;

/** 'YYYY-MM-DD' (UTC) `days` days from `now`. */
export const dayFrom = (now: number, days: number): string => new Date(now + days * dayMs).toISOString().slice(0, 10);

/**
 * The causes of a TSE kind: the TSEs in use of these contexts (`t`) that `where` picks, the subject
 * and the fact of the detail (after the serial and a line break) as the kind builds them from `t`.
 * A TSE that serves one register names it; a shared one names its store only.
 */
export function tseCauses(
  contextIds: number[],
  cause: {
    subject: RawBuilder<unknown>;
    fact: RawBuilder<unknown>;
    where: RawBuilder<unknown>;
    join?: RawBuilder<unknown>;
  },
): RawBuilder<unknown> {
  // The register of a TSE that serves one: looked up once per TSE (its one assignment, then the
  // register by its key), not once per column; a million TSEs are a million look-ups.
  return sql`
    select t.context_id, ${cause.subject} as subject, st.uid as store_uid, st.store_id, st.name as store_name,
      c.pos_id, c.uid as cashpoint_uid, t.serial || ${'\n'} || ${cause.fact} as detail
    from tses t
    join stores st on st.id = t.store_row_id
    ${cause.join ?? sql``}
    left join cashpoints c on t.cashpoint_count = 1
      and c.id = (select ta.cashpoint_id from tse_assignments ta where ta.tse_id = t.id limit 1)
    where t.retired_at is null and t.context_id in (${idList(contextIds)}) and (${cause.where})`;
}

/**
 * Whether the TSE an alert names still exists (one swapped out too: its alert then closes with its
 * message) with the subject `subject` builds of `t`, and its store: a staged alert whose TSE reached
 * another stage closes without a message (the next stage's alert tells it).
 */
export const tseSubjectExists = (subject: RawBuilder<unknown>, join: RawBuilder<unknown> = sql``) =>
  sql<boolean>`(${storeExists} and exists (select 1 from tses t ${join}
    where t.context_id = alerts.context_id and ${subject} = alerts.subject))`;

/** The subject of a staged kind: the serial, '@' and the stage. */
export const stagedSubject = (stage: RawBuilder<unknown>) => sql`t.serial || '@' || ${stage}`;
