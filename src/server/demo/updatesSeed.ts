import { Readable } from 'node:stream';
import type { Kysely } from 'kysely';
import type { Database, SyncfileKind } from '../platform/db/schema';
import type { UpdateStore } from '../platform/storage/updateStore';
import { updateRelativePath, updateStoreKey } from '../updates';
import type { UpdatePlan } from './demoFleet';
import type { Prng } from './prng';
import { insertRow } from './repository/demoRows';

const day = 86400 * 1000;

/** What a demo update says about itself when its plan gives no comment. */
function defaultComment(u: UpdatePlan): string {
  if (u.status === 4) return 'Pilot in ausgewählten Filialen';
  if (u.status === 3) return 'Zurückgezogen';
  return `Version ${u.version}`;
}

/** The version in a demo update's file name (`kasse-5.13.1.zip` holds 5.13.1), or null. */
export function demoFileVersion(filename: string | null): string | null {
  return /^[a-z]+-(.+)\.zip$/.exec(filename ?? '')?.[1] ?? null;
}

/**
 * Writes a context's demo updates of one kind: a small file per update in the configured store and
 * its row, released a week apart (an unreleased one three days from now), in the plan's order.
 * Returns the new rows' ids in that order.
 */
export async function insertDemoUpdates(
  trx: Kysely<Database>,
  store: UpdateStore,
  prng: Prng,
  target: { contextId: number; contextKey: string; kind: SyncfileKind; prefix: string },
  plan: UpdatePlan[],
  now: number,
): Promise<number[]> {
  const ids: number[] = [];
  for (const [index, u] of plan.entries()) {
    const filename = `${target.prefix}-${u.version}.zip`;
    const relative = updateRelativePath(target.contextKey, target.kind, filename);
    const content = `Demo-Update ${filename}\n`.repeat(64);
    await store.put(updateStoreKey(relative)!, { stream: Readable.from([Buffer.from(content)]) });
    const id = await insertRow(trx, 'syncfiles', {
      uid: prng.uid(),
      contextId: target.contextId,
      kind: target.kind,
      filename,
      tag: u.version,
      comment: u.comment ?? defaultComment(u),
      status: u.status,
      releaseDate: u.released ? now - (plan.length - index) * 7 * day : now + 3 * day,
      orderKey: index + 1,
      archived: u.archived ? 1 : 0,
      uploadFilepath: relative,
      size: Buffer.byteLength(content),
      createdAt: now - (plan.length - index) * 8 * day,
    });
    ids.push(id);
  }
  return ids;
}
