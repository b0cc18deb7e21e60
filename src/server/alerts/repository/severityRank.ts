import { sql, type RawBuilder } from 'kysely';
import { alertKinds } from '../../../shared/alerts/alertKinds';
import { alertSeverities, type AlertSeverities, type AlertSeverity } from '../../../shared/alerts/alertSeverity';

// An alert's severity is not stored with it: it is its kind's in its context's settings now, so a
// changed setting re-ranks the open alerts at once. The list sorts and filters by it in SQL, over
// the contexts it lists, as this rank: 0 critical, 1 warning, 2 info.

export const severityRank = (severity: AlertSeverity): number => alertSeverities.indexOf(severity);

/**
 * The rank of `alerts` rows by their context's severities (`severities`: each listed context's);
 * a kind this version does not know ranks as a warning.
 */
export function severityRankSql(severities: Map<number, AlertSeverities>): RawBuilder<number> {
  const branches: RawBuilder<unknown>[] = [];
  for (const kind of alertKinds)
    for (const severity of alertSeverities) {
      const contexts = [...severities].filter(([, s]) => s[kind] === severity).map(([id]) => id);
      if (contexts.length === 0) continue;
      branches.push(
        sql`when alerts.kind = ${kind} and alerts.context_id in (${sql.join(contexts)}) then ${sql.lit(severityRank(severity))}`,
      );
    }
  const otherwise = sql.lit(severityRank('warning'));
  if (branches.length === 0) return sql<number>`${otherwise}`;
  return sql<number>`(case ${sql.join(branches, sql` `)} else ${otherwise} end)`;
}
