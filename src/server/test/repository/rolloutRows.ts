import type { Db } from '../../platform/db/connection';
import type { RolloutStateValue } from '../../platform/db/schema';
import { newUid } from '../../platform/ids';

// Rollout rows written directly, as the rollout capability leaves them in each state, for the
// rollout alerts' tests (the alerts read `rollouts`, `rollout_waves` and `syncfiles` only).

export interface RolloutRows {
  id: number;
  uid: string;
}

/** A register update of the context, status Aktiv, as a started rollout leaves it. */
export async function addUpdate(db: Db, contextId: number, filename: string, at: number): Promise<number> {
  const row = await db.kysely
    .insertInto('syncfiles')
    .values({
      ...{ uid: newUid(), contextId, kind: 'cashpoint', filename, tag: filename, comment: '' },
      ...{ status: 2, releaseDate: null, orderKey: 1, archived: 0, uploadFilepath: `updates/x/${filename}`, size: 1 },
      createdAt: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

const planOf = (name: string) =>
  JSON.stringify({ name, soakHours: 1, minSuccessPercent: 95, maxFailurePercent: 5, requireApproval: true });

/**
 * A rollout of a new update named `filename` in the state given, with waves of these names; the
 * first `startedWaves` of them started (and the last of those current).
 */
export async function addRollout(
  db: Db,
  contextId: number,
  filename: string,
  options: {
    state: RolloutStateValue;
    waves: string[];
    startedWaves: number;
    at: number;
    pause?: { cause: string; reason: string };
    finishedAt?: number;
  },
): Promise<RolloutRows> {
  const syncfileId = await addUpdate(db, contextId, filename, options.at);
  const uid = newUid();
  const row = await db.kysely
    .insertInto('rollouts')
    .values({
      ...{ uid, contextId, syncfileId, state: options.state, author: 'operator', authorId: null },
      pauseReason: options.pause?.reason ?? null,
      pauseCause: options.pause?.cause ?? null,
      currentWave: options.startedWaves,
      ...{ createdAt: options.at, updatedAt: options.at, startedAt: options.at },
      finishedAt: options.finishedAt ?? null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  for (const [i, name] of options.waves.entries()) {
    const started = i < options.startedWaves;
    await db.kysely
      .insertInto('rolloutWaves')
      .values({
        ...{ rolloutId: row.id, number: i + 1, plan: planOf(name) },
        state: started ? 'done' : 'pending',
        ...{ startedAt: started ? options.at : null, lastInstallAt: null, soakUntil: null, doneAt: null },
        ...{ approvedBy: null, approvedAt: null, approvalComment: null },
      })
      .execute();
  }
  return { id: row.id, uid };
}

/** A transition of the rollout as the rollout capability writes it (its state, pause and end). */
export async function setRollout(
  db: Db,
  id: number,
  changes: { state: RolloutStateValue; pauseCause?: string | null; pauseReason?: string | null; finishedAt?: number },
): Promise<void> {
  await db.kysely.updateTable('rollouts').set(changes).where('id', '=', id).execute();
}
