import { sql } from 'kysely';
import { alertKindCatalogue } from '../../../../shared/alerts/alertKinds';
import type { Dialect } from '../../../platform/db/connection';
import { previousDeadline, isKnownTimeZone } from '../localDay';
import { fence, idList, jsonColumn, jsonText, storeAgentFacts, storeAgentsWithFacts } from '../sqlParts';
import type { AlertCheck, CheckRun } from './types';

/** Where neither the store's machines nor the context's quiet hours name a known zone. */
const lastResortZone = 'Europe/Berlin';

/**
 * However a zone's day runs, the deadline before the last one lies at least this long before now
 * (a calendar day back from a deadline already passed, 23 hours across a change of daylight saving
 * time; an hour more kept for zones that once moved by two).
 */
const sinceAtLeastAgoSeconds = 22 * 3600;

interface Candidate {
  storeRowId: number;
  contextId: number;
  ok: string | null;
  at: string | number | null;
  tz: string | null;
}

/**
 * A store whose store server has not reported a successful day close (`tabsok` '1') since the
 * deadline before the one that passed last: each deadline (the rule's time) wants a close done
 * since the deadline before it, so the close of the previous business day, late in the evening,
 * counts for the next morning. The local time is the store's: the time zone its store
 * server reports, else one of its registers', else the context's quiet-hours zone. The alert
 * lasts until a close is reported (it does not close at midnight by itself).
 *
 * One pass over the store servers' facts: a close within the last 22 hours meets any zone's
 * deadline, so only the others (few, but for the hour before the evening's closes) are read with
 * their zone and judged here, by their zone's deadline.
 */
export const dayCloseMissing: AlertCheck = {
  async causes(run, contextIds) {
    const dialect = run.db.dialect;
    const facts = storeAgentFacts(dialect);
    const tabsok = (field: string) => jsonText(dialect, sql`a.j`, ['fileValues', 'tabsok', field]);
    const recent = Math.floor(run.now / 1000) - sinceAtLeastAgoSeconds;
    // Without JIT, as the causes themselves (reconcile.ts): compiling took longer than the query.
    const candidates = await run.db.kysely.transaction().execute(async (trx) => {
      if (dialect === 'postgres') await sql`set local jit = off`.execute(trx);
      return sql<Candidate>`
        select d.store_row_id, d.context_id, d.ok, d.at, ${storeZone(dialect)} as tz
        from (
          select a.store_row_id, a.context_id, a.j, ${tabsok('value')} as ok, ${tabsok('timestamp')} as at
          from (
            select sa.store_row_id, sst.context_id, ${facts} as j
            from ${storeAgentsWithFacts(dialect)}
            join stores sst on sst.id = sa.store_row_id
            where ${facts} is not null and sst.context_id in (${idList(contextIds)}) ${fence(dialect)}
          ) a ${fence(dialect)}
        ) d
        where not (coalesce(d.ok, '') = '1' and coalesce(cast(d.at as numeric), 0) >= ${recent})`.execute(trx);
    });
    const since = deadlines(run);
    const missing = candidates.rows
      .filter((row) => !(row.ok === '1' && Number(row.at ?? 0) >= since(row.contextId, row.tz)))
      .map((row) => Number(row.storeRowId));
    return sql`
      select st.context_id, st.uid as subject, st.uid as store_uid, st.store_id, st.name as store_name,
        cast(null as text) as pos_id, cast(null as text) as cashpoint_uid, cast(null as text) as detail
      from stores st
      where ${storeIn(dialect, missing)}`;
  },
};

/** The store's zone: its store server's (`d.j`), else one of its registers'. */
function storeZone(dialect: Dialect) {
  const registerZone = jsonText(dialect, jsonColumn(dialect, sql`c.agent_info`), ['osInfo', 'timezone']);
  return sql`coalesce(${jsonText(dialect, sql`d.j`, ['osInfo', 'timezone'])},
    (select ${registerZone} from cashpoints c
      where c.store_row_id = d.store_row_id and c.agent_info is not null and ${registerZone} is not null limit 1))`;
}

/** The stores by row id, as one bound value however many. */
function storeIn(dialect: Dialect, ids: number[]) {
  return dialect === 'postgres'
    ? sql`st.id = any(${ids}::integer[])`
    : sql`st.id in (select value from json_each(${JSON.stringify(ids)}))`;
}

/**
 * Per context and zone, the Unix second from which a day close counts: in the store's zone when it is
 * known, else in the context's own.
 */
function deadlines(run: CheckRun) {
  const memo = new Map<string, number>();
  return (contextId: number, tz: string | null): number => {
    const key = `${contextId} ${tz ?? ''}`;
    let since = memo.get(key);
    if (since === undefined) {
      const settings = run.settings.get(Number(contextId))!;
      const time = settings.rules.dayCloseMissing.time ?? alertKindCatalogue.dayCloseMissing.threshold.default;
      const own = isKnownTimeZone(settings.quietHours.timeZone) ? settings.quietHours.timeZone : lastResortZone;
      const zone = tz !== null && isKnownTimeZone(tz) ? tz : own;
      since = Math.floor(previousDeadline(run.now, zone, time) / 1000);
      memo.set(key, since);
    }
    return since;
  };
}
