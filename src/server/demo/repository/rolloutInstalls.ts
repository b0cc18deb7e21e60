import type { Db } from '../../platform/db/connection';
import type { RolloutFacts } from '../../rollouts/model';

const INSTALLING = 1;
const FAILED = 3;

/**
 * The installations the agents of a demo wave's stores reported of the rollout's update at `at`, as
 * their reports would have written them: the i-th target heard from since `at` gets `outcome(i)`
 * (0: none yet, 1 installing, 2 installed, 3 failed). Returns how many targets there are and how
 * many failed.
 */
export async function installWave(
  db: Db,
  rollout: RolloutFacts,
  storeRowIds: readonly number[],
  at: number,
  outcome: (index: number) => number,
): Promise<{ targets: number; failed: number }> {
  if (storeRowIds.length === 0) return { targets: 0, failed: 0 };
  const table = rollout.kind === 'cashpoint' ? 'cashpoints' : 'storeAgents';
  const targets = await db.kysely
    .selectFrom(table)
    .select('id')
    .where('storeRowId', 'in', storeRowIds)
    // Only a target alive then reported: one silent since before `at` (offline now) reported no
    // install, so the wave counts it offline, not installed and then silent after its install.
    .where('lastHeartbeat', '>=', at)
    .orderBy('id')
    .execute();
  const stamp = new Date(at).toISOString();
  const rows = targets.flatMap((target, index) => {
    const status = outcome(index);
    if (status === 0) return [];
    const log =
      status === INSTALLING
        ? null
        : status === FAILED
          ? `${stamp} FEHLER: Installation abgebrochen (Dienst antwortet nicht)\n`
          : `${stamp} Installation erfolgreich\n`;
    return [
      {
        syncfileId: rollout.syncfileId,
        cashpointId: rollout.kind === 'cashpoint' ? target.id : null,
        storeAgentId: rollout.kind === 'store' ? target.id : null,
        installationStatus: status,
        installingSince: status === INSTALLING ? at : null,
        downloaded: 1,
        log,
        logDate: log === null ? null : at,
        updatedAt: at,
        reportedAt: at,
      },
    ];
  });
  for (let i = 0; i < rows.length; i += 300) {
    await db.kysely
      .insertInto('installations')
      .values(rows.slice(i, i + 300))
      .execute();
  }
  return { targets: targets.length, failed: rows.filter((row) => row.installationStatus === FAILED).length };
}
