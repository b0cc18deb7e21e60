import { sql, type RawBuilder } from 'kysely';
import type { Dialect } from '../../../platform/db/connection';
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
  dialect: Dialect,
  contextIds: number[],
  cause: {
    subject: RawBuilder<unknown>;
    fact: RawBuilder<unknown>;
    where: RawBuilder<unknown>;
    join?: RawBuilder<unknown>;
  },
): RawBuilder<unknown> {
  if (dialect === 'postgres')
    // The register of a TSE that serves one: looked up once per TSE (its one assignment, then the
    // register by its key), not once per column; a million TSEs are a million look-ups. PostgreSQL
    // keeps a register's JSON out of line (TOAST), so its row by key is cheap.
    return sql`
      select t.context_id, ${cause.subject} as subject, st.uid as store_uid, st.store_id, st.name as store_name,
        c.pos_id, c.uid as cashpoint_uid, t.serial || ${'\n'} || ${cause.fact} as detail
      from tses t
      join stores st on st.id = t.store_row_id
      ${cause.join ?? sql``}
      left join cashpoints c on t.cashpoint_count = 1
        and c.id = (select ta.cashpoint_id from tse_assignments ta where ta.tse_id = t.id limit 1)
      where t.retired_at is null and t.context_id in (${idList(contextIds)}) and (${cause.where})`;
  // SQLite: the TSEs of the kind first (fenced, so each one's register is looked up once, not once
  // per row joined), then their store and, for a TSE that serves one register, that register's
  // number and uid: from the index of its store's registers (cashpoints_store_tree) when it sits in
  // the TSE's store, as it does unless it moved since it last reported; else from its row. A
  // register's row holds the agents' JSON in line: reading 200,000 of them (tseFull at the million
  // bench) took 0.3 s, and the store's join before the condition read a store per TSE of the
  // contexts. The row's key is null once the index found it: SQLite sought the row before it asked
  // `c.id is null`. (On PostgreSQL this shape hashed the whole table of registers: slower.)
  return sql`
    select x.context_id, x.subject, st.uid as store_uid, st.store_id, st.name as store_name,
      coalesce(c.pos_id, r.pos_id) as pos_id, coalesce(c.uid, r.uid) as cashpoint_uid, x.detail
    from (
      select t.context_id, t.store_row_id, ${cause.subject} as subject, t.serial || ${'\n'} || ${cause.fact} as detail,
        case when t.cashpoint_count = 1
          then (select ta.cashpoint_id from tse_assignments ta where ta.tse_id = t.id limit 1) end as register_id
      from tses t
      ${cause.join ?? sql``}
      where t.retired_at is null and t.context_id in (${idList(contextIds)}) and (${cause.where})
      limit -1 offset 0
    ) x
    join stores st on st.id = x.store_row_id
    left join cashpoints c on c.store_row_id = x.store_row_id and +c.id = x.register_id
    left join cashpoints r on r.id = (case when c.id is null then x.register_id end)`;
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
