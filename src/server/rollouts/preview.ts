import type { Db } from '../platform/db/connection';
import type { RolloutFacts } from './model';
import { rolloutStores, storesOfContext } from './repository/stores';
import type { WaveRow } from './repository/waves';
import { chooseWaveStores, planChoiceFacts } from './waveStores';

// Which stores each wave reaches, from the plan as it is now: a started wave the stores it took, a
// wave not started those it would take if it started now, after the stores the waves before it took
// or would take (the same choice `openWave` makes, over what is left). The pre-flight and the
// progress view's waves not started yet show this.

/** The store row ids of each wave, by wave number. */
export async function waveReach(
  db: Db,
  rollout: RolloutFacts,
  waves: readonly WaveRow[],
  now: number,
  offlineAfterSeconds: number,
): Promise<Map<number, number[]>> {
  const [stores, taken] = await Promise.all([storesOfContext(db, rollout.contextId), rolloutStores(db, rollout.id)]);
  const gone = new Set(taken.map((row) => row.storeRowId));
  const reach = new Map<number, number[]>();
  for (const wave of waves) {
    if (wave.startedAt !== null) {
      reach.set(
        wave.number,
        taken.filter((row) => row.wave === wave.number).map((row) => row.storeRowId),
      );
      continue;
    }
    const facts = await planChoiceFacts(db, rollout, wave.plan, now, offlineAfterSeconds);
    const chosen = chooseWaveStores(rollout.uid, wave.plan, {
      ...facts,
      remaining: stores.filter((store) => !gone.has(store.id)),
    });
    for (const id of chosen) gone.add(id);
    reach.set(wave.number, chosen);
  }
  return reach;
}
