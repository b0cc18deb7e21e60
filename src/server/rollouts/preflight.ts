import type { components } from '../../shared/generated/contract';
import { contextWindowsNow } from '../calendar';
import type { Db } from '../platform/db/connection';
import { isoTime } from '../platform/ids';
import { percent } from './gates';
import type { RolloutFacts, RolloutGateKind } from './model';
import { reachOf, storeReachOfContext, storeTargetCountsOfContext, type StoreReach } from './repository/storeReach';
import type { WaveRow } from './repository/waves';
import { waveReach } from './preview';

// The pre-flight before 'Starten': what each wave would reach if it started now, how much of it is
// offline, who must approve it, which gates its stores cannot measure, and when the first install
// can begin (the release time and the first wave's update windows). It changes nothing.

type RolloutPreflight = components['schemas']['RolloutPreflight'];
type PreflightWave = components['schemas']['RolloutPreflightWave'];

export interface PreflightInput {
  rollout: RolloutFacts;
  waves: readonly WaveRow[];
  /** The context starts a wave without required approval by itself (rollout settings). */
  autoAdvance: boolean;
  /** The update's release time (ms); null: released. */
  releaseAt: number | null;
  now: number;
  offlineAfterSeconds: number;
}

/**
 * A wave waits for a second person before it starts when it asks for one; a later wave also when
 * the context starts no wave by itself (the first starts with 'Starten').
 */
export const approvalNeeded = (wave: Pick<WaveRow, 'number' | 'plan'>, autoAdvance: boolean): boolean =>
  wave.plan.requireApproval || (wave.number > 1 && !autoAdvance);

/**
 * The gates a store cannot measure: without a store server no day close (register updates) is known
 * of it. Its alerts are (the gate watches its registers' devices and receipts too, issue 51). A
 * store update's target is the store server itself: a store without one has nothing to measure or
 * install.
 */
function unmeasurable(kind: RolloutFacts['kind'], stores: readonly StoreReach[]): PreflightWave['unmeasurable'] {
  if (kind !== 'cashpoint') return [];
  const blind = stores.filter((store) => store.storeServers === 0).length;
  if (blind === 0) return [];
  const gates: RolloutGateKind[] = ['dayClose'];
  return gates.map((gate) => ({ gate, stores: blind }));
}

function waveOf(wave: WaveRow, stores: readonly StoreReach[], input: PreflightInput): PreflightWave {
  const sum = (pick: (store: StoreReach) => number) => stores.reduce((total, store) => total + pick(store), 0);
  const cashpoints = sum((s) => s.cashpoints);
  const storeServers = sum((s) => s.storeServers);
  const register = input.rollout.kind === 'cashpoint';
  const targets = register ? cashpoints : storeServers;
  const offline = register ? sum((s) => s.cashpointsOffline) : sum((s) => s.storeServersOffline);
  return {
    number: wave.number,
    name: wave.plan.name,
    stores: stores.length,
    cashpoints,
    storeServers,
    targets,
    offlineShare: percent(offline, targets),
    approvalNeeded: approvalNeeded(wave, input.autoAdvance),
    unmeasurable: unmeasurable(input.rollout.kind, stores),
  };
}

/**
 * When the first store of wave 1 may install: from now or the release time (the later), the first
 * moment one of its stores' update windows is open; null when it takes no store or none opens.
 */
async function earliestStart(db: Db, input: PreflightInput, storeRowIds: readonly number[]): Promise<number | null> {
  if (storeRowIds.length === 0) return null;
  const from = Math.max(input.now, input.releaseAt ?? input.now);
  const windows = await contextWindowsNow(db, input.rollout.contextId, from, storeRowIds);
  if (windows.some((w) => w.state.mayInstall)) return from;
  const starts = windows.filter((w) => !w.state.noWindow && w.state.notBefore !== null).map((w) => w.state.notBefore!);
  return starts.length > 0 ? Math.min(...starts) : null;
}

export async function rolloutPreflight(db: Db, input: PreflightInput): Promise<RolloutPreflight> {
  const { rollout, now, offlineAfterSeconds } = input;
  const [reach, stores] = await Promise.all([
    waveReach(db, rollout, input.waves, now, offlineAfterSeconds),
    storeReachOfContext(db, rollout.contextId, now - offlineAfterSeconds * 1000),
  ]);
  const waves = input.waves.map((wave) =>
    waveOf(
      wave,
      (reach.get(wave.number) ?? []).map((id) => reachOf(stores, id)),
      input,
    ),
  );
  const first = await earliestStart(db, input, reach.get(1) ?? []);
  return {
    waves,
    releaseAt: isoTime(input.releaseAt),
    releaseInFuture: input.releaseAt !== null && input.releaseAt > now,
    earliestStart: isoTime(first),
  };
}

/**
 * The waves not started yet of a rollout still under way: the stores and targets each would take if
 * it started now (the progress view shows them instead of the zeros of a wave that took nothing).
 */
export async function plannedReach(
  db: Db,
  rollout: RolloutFacts & { state: string },
  waves: readonly WaveRow[],
  now: number,
  offlineAfterSeconds: number,
): Promise<Map<number, { stores: number; targets: number }>> {
  const planned = new Map<number, { stores: number; targets: number }>();
  if (rollout.state === 'finished' || rollout.state === 'cancelled') return planned;
  if (waves.every((wave) => wave.startedAt !== null)) return planned;
  const [reach, stores] = await Promise.all([
    waveReach(db, rollout, waves, now, offlineAfterSeconds),
    storeTargetCountsOfContext(db, rollout.contextId),
  ]);
  for (const wave of waves) {
    if (wave.startedAt !== null) continue;
    const ids = reach.get(wave.number) ?? [];
    const targets = ids.reduce((total, id) => {
      const store = reachOf(stores, id);
      return total + (rollout.kind === 'cashpoint' ? store.cashpoints : store.storeServers);
    }, 0);
    planned.set(wave.number, { stores: ids.length, targets });
  }
  return planned;
}
