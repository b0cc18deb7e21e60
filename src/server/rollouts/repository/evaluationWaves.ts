import type { Db } from '../../platform/db/connection';
import type { components } from '../../../shared/generated/contract';
import type { WaveStateValue } from '../../platform/db/schema';

// The waves of a rollout and its context's advance setting, as the evaluation and the job read them.

type WavePlan = components['schemas']['WavePlan'];

export interface StoredWave {
  number: number;
  plan: WavePlan;
  state: WaveStateValue;
  startedAt: number | null;
  lastInstallAt: number | null;
  soakUntil: number | null;
}

const time = (value: number | string | null) => (value === null ? null : Number(value));

/** Every wave of a rollout, by number. */
export async function storedWaves(db: Db, rolloutId: number): Promise<StoredWave[]> {
  const rows = await db.kysely
    .selectFrom('rolloutWaves')
    .select(['number', 'plan', 'state', 'startedAt', 'lastInstallAt', 'soakUntil'])
    .where('rolloutId', '=', rolloutId)
    .orderBy('number')
    .execute();
  return rows.map((row) => ({
    number: Number(row.number),
    plan: JSON.parse(row.plan) as WavePlan,
    state: row.state,
    startedAt: time(row.startedAt),
    lastInstallAt: time(row.lastInstallAt),
    soakUntil: time(row.soakUntil),
  }));
}

/** Whether the context lets a wave that requires no approval start by itself (a context never saved: no). */
export async function autoAdvanceOf(db: Db, contextId: number): Promise<boolean> {
  const row = await db.kysely
    .selectFrom('rolloutSettings')
    .select('autoAdvance')
    .where('contextId', '=', contextId)
    .executeTakeFirst();
  return Number(row?.autoAdvance ?? 0) === 1;
}
