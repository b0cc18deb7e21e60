import { sql } from 'kysely';
import { alertKindCatalogue } from '../../../../shared/alerts/alertKinds';
import { previousDeadline, isKnownTimeZone } from '../localDay';
import { fence, idList, jsonColumn, jsonText, storeAgentFacts, storeAgentsWithFacts, valuesTable } from '../sqlParts';
import type { AlertCheck, CheckRun } from './types';

/** Where neither the store's machines nor the context's quiet hours name a known zone. */
const lastResortZone = 'Europe/Berlin';

/**
 * A store whose store server has not reported a successful day close (`tabsok` '1') since the
 * deadline before the one that passed last: each deadline (the rule's time) wants a close done
 * since the deadline before it, so the close of the previous business day, late in the evening,
 * counts for the next morning. The local time is the store's: the time zone its store
 * server reports, else one of its registers', else the context's quiet-hours zone. The alert
 * lasts until a close is reported (it does not close at midnight by itself).
 */
export const dayCloseMissing: AlertCheck = {
  async causes(run, contextIds) {
    const dialect = run.db.dialect;
    const registerZone = jsonText(dialect, jsonColumn(dialect, sql`c.agent_info`), ['osInfo', 'timezone']);
    const storeZone = sql`coalesce(${jsonText(dialect, sql`a.j`, ['osInfo', 'timezone'])},
      (select ${registerZone} from cashpoints c
        where c.store_row_id = a.store_row_id and c.agent_info is not null and ${registerZone} is not null limit 1))`;
    const agents = sql`(
      select sa.store_row_id, ${storeAgentFacts(dialect)} as j
      from ${storeAgentsWithFacts(dialect)}
      join stores sst on sst.id = sa.store_row_id
      where ${storeAgentFacts(dialect)} is not null and sst.context_id in (${idList(contextIds)}) ${fence(dialect)})`;
    // Without JIT, as the causes themselves (reconcile.ts): compiling took longer than the query.
    const zones = await run.db.kysely.transaction().execute(async (trx) => {
      if (dialect === 'postgres') await sql`set local jit = off`.execute(trx);
      return sql<{ tz: string | null }>`select distinct ${storeZone} as tz from ${agents} a`.execute(trx);
    });
    const rules = deadlines(
      run,
      contextIds,
      zones.rows.map((row) => row.tz).filter((tz) => tz !== null),
    );
    const tabsok = (field: string) => jsonText(dialect, sql`a.j`, ['fileValues', 'tabsok', field]);
    return sql`
      select st.context_id, st.uid as subject, st.uid as store_uid, st.store_id, st.name as store_name,
        cast(null as text) as pos_id, cast(null as text) as cashpoint_uid, cast(null as text) as detail
      from (
        select a.store_row_id, ${tabsok('value')} as ok, ${tabsok('timestamp')} as at, ${storeZone} as tz from ${agents} a
        ${fence(dialect)}
      ) d
      join stores st on st.id = d.store_row_id
      join ${rules} f on f.context_id = st.context_id and f.tz = ''
      left join ${rules} z on z.context_id = st.context_id and z.tz = d.tz
      where not (coalesce(d.ok, '') = '1' and coalesce(cast(d.at as numeric), 0) >= coalesce(z.since, f.since))`;
  },
};

/**
 * Per context and known zone, the Unix second from which a day close counts; the zone '' is the
 * context's own, for stores whose zone is unknown.
 */
function deadlines(run: CheckRun, contextIds: number[], zones: string[]) {
  const known = zones.filter(isKnownTimeZone);
  const rows = contextIds.flatMap((id) => {
    const settings = run.settings.get(id)!;
    const time = settings.rules.dayCloseMissing.time ?? alertKindCatalogue.dayCloseMissing.threshold.default;
    const own = isKnownTimeZone(settings.quietHours.timeZone) ? settings.quietHours.timeZone : lastResortZone;
    const since = (zone: string) => Math.floor(previousDeadline(run.now, zone, time) / 1000);
    return [[id, '', since(own)], ...known.map((zone) => [id, zone, since(zone)])];
  });
  return valuesTable({ context_id: 'integer', tz: 'text', since: 'bigint' }, rows);
}
