import { sql, type Updateable } from 'kysely';
import type { Db } from '../../platform/db/connection';
import type { RolloutWavesTable, WaveStateValue } from '../../platform/db/schema';
import type { components } from '../../../shared/generated/contract';

type WavePlan = components['schemas']['WavePlan'];

/** A gate a person overrode on this wave (a resume or an approval 'trotz Prüfung'): its value then, who, when, why. */
export interface GateOverride {
  kind: components['schemas']['RolloutGateKind'];
  value: number;
  at: number;
  by: string;
  comment: string;
}

// The rows of `rollout_waves`: a plan's waves in order (`number` from 1) with their progress.

/** A wave as stored (the capability's WaveFacts), with its approval. */
export interface WaveRow {
  number: number;
  plan: WavePlan;
  state: WaveStateValue;
  startedAt: number | null;
  lastInstallAt: number | null;
  soakUntil: number | null;
  doneAt: number | null;
  approvedBy: string | null;
  approvedAt: number | null;
  approvalComment: string | null;
  /** The overrides, the latest of each gate last (only the latest of a gate counts). */
  gateOverrides: GateOverride[];
}

const time = (value: number | null) => (value === null ? null : Number(value));

/** The waves of the rollouts, in order, by rollout id. */
export async function wavesOf(db: Db, rolloutIds: readonly number[]): Promise<Map<number, WaveRow[]>> {
  const byRollout = new Map<number, WaveRow[]>(rolloutIds.map((id) => [id, []]));
  if (rolloutIds.length === 0) return byRollout;
  const rows = await db.kysely
    .selectFrom('rolloutWaves')
    .selectAll()
    .where('rolloutId', 'in', rolloutIds)
    .orderBy('rolloutId')
    .orderBy('number')
    .execute();
  for (const row of rows) {
    byRollout.get(row.rolloutId)?.push({
      number: row.number,
      plan: JSON.parse(row.plan) as WavePlan,
      state: row.state,
      startedAt: time(row.startedAt),
      lastInstallAt: time(row.lastInstallAt),
      soakUntil: time(row.soakUntil),
      doneAt: time(row.doneAt),
      approvedBy: row.approvedBy,
      approvedAt: time(row.approvedAt),
      approvalComment: row.approvalComment,
      gateOverrides: overridesOf(row.gateOverrides),
    });
  }
  return byRollout;
}

/** The stored overrides; a malformed text (none written so) counts as none. */
function overridesOf(text: string): GateOverride[] {
  try {
    const list = JSON.parse(text) as unknown;
    return Array.isArray(list) ? (list as GateOverride[]) : [];
  } catch {
    return [];
  }
}

/** Adds overrides to a wave's (a gate overridden again keeps only its latest). */
export async function addGateOverrides(
  db: Db,
  rolloutId: number,
  wave: WaveRow,
  overrides: readonly GateOverride[],
): Promise<void> {
  const kinds = new Set(overrides.map((o) => o.kind));
  const list = [...wave.gateOverrides.filter((o) => !kinds.has(o.kind)), ...overrides];
  await changeWave(db, rolloutId, wave.number, { gateOverrides: JSON.stringify(list) });
}

export async function wavesOfRollout(db: Db, rolloutId: number): Promise<WaveRow[]> {
  return (await wavesOf(db, [rolloutId])).get(rolloutId)!;
}

/** A draft's waves: the plan's, all pending, replacing those it had. */
export async function replaceWaves(db: Db, rolloutId: number, plans: readonly WavePlan[]): Promise<void> {
  await db.kysely.deleteFrom('rolloutWaves').where('rolloutId', '=', rolloutId).execute();
  await db.kysely
    .insertInto('rolloutWaves')
    .values(
      plans.map((plan, i) => ({
        rolloutId,
        number: i + 1,
        plan: JSON.stringify(plan),
        state: 'pending' as const,
        startedAt: null,
        lastInstallAt: null,
        soakUntil: null,
        doneAt: null,
        approvedBy: null,
        approvedAt: null,
        approvalComment: null,
      })),
    )
    .execute();
}

type WaveChange = Omit<Updateable<RolloutWavesTable>, 'rolloutId' | 'number' | 'plan' | 'doneAt'> & { doneAt?: number };

/** Changes one wave; `doneAt` is kept when the wave has one already. */
export async function changeWave(db: Db, rolloutId: number, number: number, change: WaveChange): Promise<void> {
  const { doneAt, ...rest } = change;
  await db.kysely
    .updateTable('rolloutWaves')
    .set({ ...rest, ...(doneAt === undefined ? {} : { doneAt: sql<number>`coalesce(done_at, ${doneAt})` }) })
    .where('rolloutId', '=', rolloutId)
    .where('number', '=', number)
    .execute();
}

/** Sets every wave of the rollout in one of `from` to `to` (a cancel ends them all). */
export async function changeWavesInState(
  db: Db,
  rolloutId: number,
  from: readonly WaveStateValue[],
  to: WaveStateValue,
): Promise<void> {
  await db.kysely
    .updateTable('rolloutWaves')
    .set({ state: to })
    .where('rolloutId', '=', rolloutId)
    .where('state', 'in', from)
    .execute();
}
