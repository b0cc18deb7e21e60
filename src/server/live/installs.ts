import type { Db } from '../platform/db/connection';
import type { ContextRow } from '../platform/db/schema';
import { publishLive } from './publisher';
import { installedTarget } from './repository/installed';

/** An installation report's status that means installed (as `markInstalled` records one). */
const installed = 2;

/**
 * Tells the context's streams of an installation report: the rollouts' progress and the update
 * lists count it, and an installed update is the register's or store server's new version. That
 * version is the reported update's tag; where an older update was installed after a newer one, the
 * tree's own read (which the browser makes on a version change) shows the version that counts.
 */
export async function publishInstallation(
  db: Db,
  context: Pick<ContextRow, 'id' | 'key'>,
  report: {
    target: 'cashpoint' | 'store';
    storeId: string;
    posId?: string;
    filename: string;
    installationStatus: number;
  },
): Promise<void> {
  publishLive(db, [{ contextId: context.id, event: { kind: 'rollout', contextId: context.key } }]);
  if (report.installationStatus !== installed) return;
  const target = await installedTarget(db, context.id, report);
  if (!target) return;
  const kind = report.target === 'cashpoint' ? 'cashpoint' : 'storeAgent';
  const changes = { currentVersionTag: target.tag };
  publishLive(db, [
    {
      contextId: context.id,
      event: { kind, contextId: context.key, uid: target.uid, storeUid: target.storeUid, changes },
    },
  ]);
}
