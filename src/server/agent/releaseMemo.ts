import type { Db } from '../platform/db/connection';
import type { SyncfileKind } from '../platform/db/schema';
import { nextRelease } from './repository/offerVersions';
import { VersionedMemo } from './versionedMemo';

// Every due answer computed afresh (after an installation moved its target's version, say) asks
// when the context's next update is released, and the answer is the same for all its targets until
// an update of the context is written (which moves the context's offer version, as every write to
// syncfiles does) or that release arrives. So it is kept per context and kind with that version.

/** Between its reading and the next release, no other release can come first without a write. */
const releases = new VersionedMemo<number | null>(
  10_000,
  (next, readAt, now) => now >= readAt && (next === null || now < next),
);

/**
 * When the next update of the context and kind is released (ms), null without one, as
 * `nextRelease` answers. `contextVersion` must have been read before.
 */
export function keptNextRelease(
  db: Db,
  contextId: number,
  kind: SyncfileKind,
  contextVersion: number,
  now: number,
): Promise<number | null> {
  const key = `${contextId}\u0000${kind}`;
  return releases.get(db, key, contextVersion, now, () => nextRelease(db, contextId, kind, now));
}
