import { sql } from 'kysely';
import { storeServiceIds } from '../../../../shared/reports/storeColumns';
import { fence, idList, jsonColumn, jsonIsFalse, jsonText } from '../sqlParts';
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
    const j = sql`a.j`;
    const service = (name: string, field: string) => jsonText(dialect, j, ['serviceInfo', name, field]);
    const stopped = (name: string) =>
      sql`(coalesce(${service(name, 'state')}, 'RUNNING') not in ('RUNNING', 'STARTING')
        and coalesce(${service(name, 'startType')}, 'AUTOMATIC') = 'AUTOMATIC')`;
    const names = storeServiceIds.map((name) =>
      name === tseServer
        ? sql`case when ${stopped(name)} or ${jsonIsFalse(dialect, j, ['appValues', 'tseserverrunning'])} then cast(${name} as text) end`
        : sql`case when ${stopped(name)} then cast(${name} as text) end`,
    );
    return sql`
      select st.context_id, st.uid as subject, st.uid as store_uid, st.store_id, st.name as store_name,
        cast(null as text) as pos_id, cast(null as text) as cashpoint_uid, d.detail
      from (
        select a.store_row_id, concat_ws(', ', ${sql.join(names)}) as detail
        from (
          select sa.store_row_id, ${jsonColumn(dialect, sql`sa.agent_info`)} as j
          from store_agents sa
          join stores sst on sst.id = sa.store_row_id
          where sa.agent_info is not null and sst.context_id in (${idList(contextIds)}) ${fence(dialect)}
        ) a
      ) d
      join stores st on st.id = d.store_row_id
      where d.detail <> ''`;
  },
};
