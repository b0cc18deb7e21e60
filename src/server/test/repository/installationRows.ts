import type { Db } from '../../platform/db/connection';
import type { SyncfileKind } from '../../platform/db/schema';
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
