import { sql, type RawBuilder } from 'kysely';
import { alertKindEntry, alertKinds } from '../../../shared/alerts/alertKinds';
import { alertSeverities, type AlertSeverities, type AlertSeverity } from '../../../shared/alerts/alertSeverity';

// An alert's severity is not stored with it: it is its kind's in its context's settings now, so a
// changed setting re-ranks the open alerts at once. The list sorts and filters by it in SQL, over
// the contexts it lists, as this rank: 0 critical, 1 warning, 2 info.

export const severityRank = (severity: AlertSeverity): number => alertSeverities.indexOf(severity);

/**
 * The stages that raise an alert above its kind's severity in its context (alertSeverityOf), first
 * in the case: per kind with stages and each stage, the contexts whose kind's severity is lower.
 */
function stageBranches(severities: Map<number, AlertSeverities>): RawBuilder<unknown>[] {
  const branches: RawBuilder<unknown>[] = [];
  for (const kind of alertKinds)
    for (const [stage, severity] of Object.entries(alertKindEntry(kind).stageSeverities ?? {})) {
      const rank = severityRank(severity);
      const contexts = [...severities].filter(([, s]) => severityRank(s[kind]) > rank).map(([id]) => id);
      if (contexts.length === 0) continue;
      branches.push(
        sql`when alerts.kind = ${kind} and alerts.subject like ${`%@${stage}`} and alerts.context_id in (${sql.join(contexts)}) then ${sql.lit(rank)}`,
      );
    }
  return branches;
}

/**
 * The rank of `alerts` rows by their context's severities (`severities`: each listed context's);
 * a kind this version does not know ranks as a warning.
 */
export function severityRankSql(severities: Map<number, AlertSeverities>): RawBuilder<number> {
  const branches: RawBuilder<unknown>[] = stageBranches(severities);
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
