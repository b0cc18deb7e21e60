import { sql, type RawBuilder } from 'kysely';
import type { Dialect } from '../../platform/db/connection';
import type { AlertKind } from '../../../shared/alerts/alertKinds';

// SQL pieces the checks share, written once for SQLite and PostgreSQL.

/**
 * A JSON text column made readable by path: as is on SQLite (json_extract parses it), as jsonb on
 * PostgreSQL. `fence` keeps PostgreSQL from inlining the subquery, which would parse the text once
 * per path read instead of once per row.
 */
export function jsonColumn(dialect: Dialect, column: RawBuilder<unknown>): RawBuilder<unknown> {
  return dialect === 'postgres' ? sql`cast(${column} as jsonb)` : column;
}

/**
 * The store servers (`sa`) with their agent info as the checks read it (`${storeAgentFacts}`): on
 * PostgreSQL the jsonb of its parts the checks need (migration 0017 keeps it; a store server without
 * agent info has none), not the whole text parsed per row and run.
 */
export const storeAgentsWithFacts = (dialect: Dialect): RawBuilder<unknown> =>
  dialect === 'postgres'
    ? sql`store_agents sa join store_agent_facts saf on saf.store_agent_id = sa.id`
    : sql`store_agents sa`;

export const storeAgentFacts = (dialect: Dialect): RawBuilder<unknown> =>
  dialect === 'postgres' ? sql`saf.facts` : sql`sa.agent_info`;

export const fence = (dialect: Dialect) => (dialect === 'postgres' ? sql`offset 0` : sql``);

/**
 * The text at a path of object keys in a JSON value (a JSON string without its quotes, a number as
 * digits), or null. PostgreSQL walks it key by key (`->`), which was faster than a path (`#>>`).
 */
export function jsonText(dialect: Dialect, json: RawBuilder<unknown>, path: string[]): RawBuilder<string | null> {
  return dialect === 'postgres'
    ? sql<string | null>`(${json}${sql.join(
        path.map((key, i) => sql` ${sql.raw(i === path.length - 1 ? '->>' : '->')} cast(${key} as text)`),
        sql``,
      )})`
    : sql<string | null>`json_extract(${json}, ${`$.${path.join('.')}`})`;
}

/** The object under a key of a JSON object (null when it is none), to read several paths from. */
export function jsonObjectAt(dialect: Dialect, json: RawBuilder<unknown>, key: string): RawBuilder<unknown> {
  return dialect === 'postgres'
    ? sql`(case when jsonb_typeof(${json} -> cast(${key} as text)) = 'object' then ${json} -> cast(${key} as text) end)`
    : sql`(case when json_type(${json}, ${`$.${key}`}) = 'object' then json_extract(${json}, ${`$.${key}`}) end)`;
}

/** Whether the value at a path of a JSON value is the JSON literal false. */
export function jsonIsFalse(dialect: Dialect, json: RawBuilder<unknown>, path: string[]): RawBuilder<boolean> {
  return dialect === 'postgres'
    ? sql<boolean>`(jsonb_typeof(${json} #> cast(${`{${path.join(',')}}`} as text[])) = 'boolean' and ${jsonText(dialect, json, path)} = 'false')`
    : sql<boolean>`(json_type(${json}, ${`$.${path.join('.')}`}) = 'false')`;
}

/** A list of ids as the contents of `in (…)`. */
export const idList = (ids: number[]) => sql.join(ids.map((id) => sql`${id}`));

/**
 * Rows of per-context values as a derived table (`select … union all select …`): each column's
 * values cast to its SQL type, so PostgreSQL knows the parameters' types.
 */
export function valuesTable(
  columns: Record<string, 'integer' | 'bigint' | 'text'>,
  rows: unknown[][],
): RawBuilder<unknown> {
  const names = Object.entries(columns);
  const selects = rows.map(
    (row) =>
      sql`select ${sql.join(names.map(([name, type], i) => sql`cast(${row[i]} as ${sql.raw(type)}) as ${sql.ref(name)}`))}`,
  );
  return sql`(${sql.join(selects, sql` union all `)})`;
}

/** The moment from which a target with a later heartbeat counts as online. */
export const onlineSince = (now: number, offlineAfterSeconds: number) => now - offlineAfterSeconds * 1000;

/**
 * Whether the store `st` is down: none of its registers and not its store server sent a heartbeat
 * since `since` (a register or server that never sent one is offline too).
 */
export const storeIsDown = (since: number) => sql<boolean>`(
  not exists (select 1 from cashpoints o where o.store_row_id = st.id and o.last_heartbeat >= ${since})
  and not exists (select 1 from store_agents sa where sa.store_row_id = st.id and sa.last_heartbeat >= ${since}))`;

/** Whether an alert of the kind about `subject` in the context of the store `st` is not closed. */
export const isStillOpen = (kind: AlertKind, subject: RawBuilder<unknown>) => sql<boolean>`exists (
  select 1 from alerts o where o.context_id = st.context_id and o.kind = ${kind} and o.subject = ${subject}
    and o.state <> 'closed')`;
