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
    // The services' object is taken out once per store server and each service read from it: on
    // PostgreSQL four times faster than walking every path from the whole; on SQLite as JSONB (its
    // binary form, read without parsing again) in a fenced subquery, a quarter less than reading
    // each path from the whole text.
    const postgres = dialect === 'postgres';
    // Fenced on SQLite too (an offset, after a limit of none): merged into the query around it, the
    // detail was built twice per store (where and select) and the object taken out once per service.
    const apart = postgres ? fence(dialect) : sql`limit -1 offset 0`;
    const service = (name: string, field: string) => jsonText(dialect, sql`a.s`, [name, field]);
    const services = postgres
      ? jsonObjectAt(dialect, facts, 'serviceInfo')
      : sql`(case when json_type(${facts}, '$.serviceInfo') = 'object' then jsonb_extract(${facts}, '$.serviceInfo') end)`;
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
          select sa.store_row_id, ${services} as s,
            case when ${jsonIsFalse(dialect, facts, ['appValues', 'tseserverrunning'])} then 1 else 0 end as tse_off
          from ${storeAgentsWithFacts(dialect)}
          join stores sst on sst.id = sa.store_row_id
          where ${facts} is not null and sst.context_id in (${idList(contextIds)}) ${apart}
        ) a ${apart}
      ) d
      join stores st on st.id = d.store_row_id
      where d.detail <> ''`;
  },
};
