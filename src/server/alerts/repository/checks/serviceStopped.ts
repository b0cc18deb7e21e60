import { sql } from 'kysely';
import { storeServiceIds } from '../../../../shared/reports/storeColumns';
import { fence, idList, jsonIsFalse, jsonObjectAt, jsonText, storeAgentFacts, storeAgentsWithFacts } from '../sqlParts';
import type { AlertCheck } from './types';

/** The TSE server's name in the detail: the same as its service's. */
const tseServer = 'tseServer';

/**
 * A store whose store server last reported the TSE server not running (its app value, or its
 * service) or one of the store services that should run stopped: one started automatically (or
 * whose start type is not reported) in a state other than RUNNING or STARTING (a service starting
 * up is not stopped; one set to start by hand or disabled is meant to be off at times). One alert
 * per store; the detail names the stopped ones, and changes with them. A service the server does
 * not report is not counted as stopped.
 */
export const serviceStopped: AlertCheck = {
  causes(run, contextIds) {
    const dialect = run.db.dialect;
    const facts = storeAgentFacts(dialect);
    // On PostgreSQL the services' object is taken out once per store server and each service read
    // from it: four times faster than walking every path from the whole. SQLite reads the paths of
    // the whole agent info (it keeps the text parsed; taking out the object made it slower).
    const postgres = dialect === 'postgres';
    const service = (name: string, field: string) =>
      jsonText(dialect, sql`a.s`, postgres ? [name, field] : ['serviceInfo', name, field]);
    const stopped = (name: string) =>
      sql`(coalesce(${service(name, 'state')}, 'RUNNING') not in ('RUNNING', 'STARTING')
        and coalesce(${service(name, 'startType')}, 'AUTOMATIC') = 'AUTOMATIC')`;
    const names = storeServiceIds.map((name) =>
      name === tseServer
        ? sql`case when ${stopped(name)} or a.tse_off = 1 then cast(${name} as text) end`
        : sql`case when ${stopped(name)} then cast(${name} as text) end`,
    );
    return sql`
      select st.context_id, st.uid as subject, st.uid as store_uid, st.store_id, st.name as store_name,
        cast(null as text) as pos_id, cast(null as text) as cashpoint_uid, d.detail
      from (
        select a.store_row_id, concat_ws(', ', ${sql.join(names)}) as detail
        from (
          select sa.store_row_id, ${postgres ? jsonObjectAt(dialect, facts, 'serviceInfo') : facts} as s,
            case when ${jsonIsFalse(dialect, facts, ['appValues', 'tseserverrunning'])} then 1 else 0 end as tse_off
          from ${storeAgentsWithFacts(dialect)}
          join stores sst on sst.id = sa.store_row_id
          where ${facts} is not null and sst.context_id in (${idList(contextIds)}) ${fence(dialect)}
        ) a ${fence(dialect)}
      ) d
      join stores st on st.id = d.store_row_id
      where d.detail <> ''`;
  },
};
