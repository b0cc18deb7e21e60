import { sql, type Kysely } from 'kysely';
import type { Database, SyncfileKind } from '../../platform/db/schema';
import { reportOverStored } from '../../updates';

// An agent reports every step of an installation (installing, installed, failed, removed), so a
// fleet that updates sends many reports. Finding the target, finding the update and writing the
// report were three statements; here they are one, which finds both rows as they are in the moment
// it writes (no kept id can point at a register deleted or renumbered meanwhile).
// Over a stored installation it writes by the rule kept in `reportOverStored` (updates).

const INSTALLING = 1;

export interface AgentReport {
  target: SyncfileKind;
  storeId: string;
  posId?: string;
  filename: string;
  installationStatus: number;
  log?: string | null;
}

/**
 * Writes the report of a target about one update in one statement, unless the stored report is
 * newer. False when nothing was written: the target or the update does not exist, or the stored
 * report is newer (the caller tells the two apart, which is rare, by looking both up).
 */
export async function writeInstallationReport(
  db: Kysely<Database>,
  contextId: number,
  report: AgentReport,
  reportedAt: number,
  now: number,
): Promise<boolean> {
  const status = report.installationStatus;
  const log = report.log ?? null;
  // Bound values in a SELECT list have no type PostgreSQL could infer from an insert's columns.
  const int = (value: number | null) => sql<number>`cast(${value} as bigint)`;
  const found = db
    .selectFrom('syncfiles as s')
    .innerJoin('stores as st', 'st.contextId', 's.contextId')
    .where('s.contextId', '=', contextId)
    .where('s.kind', '=', report.target)
    .where('s.filename', '=', report.filename)
    .where('st.storeId', '=', report.storeId);
  const values = [
    int(status).as('installationStatus'),
    int(status === INSTALLING ? now : null).as('installingSince'),
    int(status >= 1 ? 1 : 0).as('downloaded'),
    sql<string | null>`cast(${log} as text)`.as('log'),
    int(log === null ? null : now).as('logDate'),
    int(now).as('updatedAt'),
    int(reportedAt).as('reportedAt'),
  ] as const;
  const rows =
    report.target === 'cashpoint'
      ? found
          .innerJoin('cashpoints as t', 't.storeRowId', 'st.id')
          .where('t.posId', '=', report.posId ?? '')
          .select(['s.id as syncfileId', 't.id as cashpointId', int(null).as('storeAgentId'), ...values])
      : found
          .innerJoin('storeAgents as t', 't.storeRowId', 'st.id')
          .select(['s.id as syncfileId', int(null).as('cashpointId'), 't.id as storeAgentId', ...values]);
  const written = await db
    .insertInto('installations')
    .columns([
      'syncfileId',
      'cashpointId',
      'storeAgentId',
      'installationStatus',
      'installingSince',
      'downloaded',
      'log',
      'logDate',
      'updatedAt',
      'reportedAt',
    ])
    .expression(rows)
    .onConflict(reportOverStored(report.target, { installationStatus: status, log, now, reportedAt }))
    .returning('installations.id')
    .executeTakeFirst();
  return written !== undefined;
}
