import type { Insertable } from 'kysely';
import type { Db } from '../../platform/db/connection';
import type { InstallationsTable, SyncfileKind } from '../../platform/db/schema';
import { reportOverStored } from '../../updates';

const INSTALLING = 1;

/**
 * A target's report about an update written straight by row ids, as the agent's report writes it
 * (the same conflict rule), for tests that set up installations without an agent's request.
 */
export async function recordInstallation(
  db: Db,
  targetId: number,
  syncfileId: number,
  report: { target: SyncfileKind; installationStatus: number; log?: string | null },
  reportedAt: number,
  now: number,
): Promise<void> {
  const status = report.installationStatus;
  const log = report.log ?? null;
  await db.kysely
    .insertInto('installations')
    .values({
      syncfileId,
      cashpointId: report.target === 'cashpoint' ? targetId : null,
      storeAgentId: report.target === 'store' ? targetId : null,
      installationStatus: status,
      installingSince: status === INSTALLING ? now : null,
      downloaded: status >= 1 ? 1 : 0,
      log,
      logDate: log === null ? null : now,
      updatedAt: now,
      reportedAt,
    })
    .onConflict(reportOverStored(report.target, { installationStatus: status, log, now, reportedAt }))
    .execute();
}

/** Writes an installation's row as given (a target that has none for the update yet). */
export async function insertInstallationRow(db: Db, values: Insertable<InstallationsTable>): Promise<void> {
  await db.kysely.insertInto('installations').values(values).execute();
}
