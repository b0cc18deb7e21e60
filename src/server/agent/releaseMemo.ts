import type { Db } from '../platform/db/connection';
import type { SyncfileKind } from '../platform/db/schema';
import { nextRelease } from './repository/offerVersions';

// Every due answer computed afresh (after an installation moved its target's version, say) asks
// when the context's next update is released, and the answer is the same for all its targets until
// an update of the context is written (which moves the context's offer version, as every write to
// syncfiles does) or that release arrives. So it is kept per context and kind with the version it
// was read at.

interface KeptRelease {
  contextVersion: number;
  /** When it was read: the next release after that moment. */
  readAt: number;
  next: number | null;
}

const perDb = new WeakMap<Db, Map<string, KeptRelease>>();

/**
 * When the next update of the context and kind is released (ms), null without one, as
 * `nextRelease` answers. `contextVersion` must have been read before: a release read after it can
 * only be newer than that version says, and is read afresh once the version has moved.
 */
export async function keptNextRelease(
  db: Db,
  contextId: number,
  kind: SyncfileKind,
  contextVersion: number,
  now: number,
): Promise<number | null> {
  let releases = perDb.get(db);
  if (!releases) perDb.set(db, (releases = new Map()));
  const key = `${contextId}\u0000${kind}`;
  const kept = releases.get(key);
  // Between its reading and the next release, no other release can come first without a write.
  if (kept && kept.contextVersion === contextVersion && now >= kept.readAt && (kept.next === null || now < kept.next))
    return kept.next;
  const next = await nextRelease(db, contextId, kind, now);
  releases.set(key, { contextVersion, readAt: now, next });
  return next;
}
