import crypto from 'node:crypto';
import { storeRegions } from '../calendar';
import { cashpointReportStoreIdsAt } from '../reports';
import { checkedTargetStoreRowIds } from '../updates';
import type { Db } from '../platform/db/connection';
import type { RolloutFacts, WavePlan } from './model';
import { contextRow } from './repository/rollouts';
import { rolloutStores, storesOfContext, type ContextStore } from './repository/stores';

// The stores a wave takes when it starts, from the context's stores no earlier wave took (a store
// rolled back keeps its row, so no later wave takes it): the pilot's (the update's checked targets'
// stores), named stores, a share, or the stores of a register report filter. A share is spread
// evenly over the stores' holiday regions (no region is a group of its own) by largest remainder,
// and within a region the stores are taken in the order of a hash of rollout and store: the same
// plan takes the same stores, a different rollout different ones.

export interface WaveChoiceFacts {
  /** The context's stores no earlier wave took. */
  remaining: readonly ContextStore[];
  /** Pilot waves: the stores of the update's checked targets. */
  pilotStoreRowIds: ReadonlySet<number>;
  /** Share waves: each store's holiday region. */
  regions: ReadonlyMap<number, string | null>;
  /** Filter waves: the store numbers the register report lets through. */
  filterStoreIds: ReadonlySet<string>;
}

const order = (rolloutUid: string, storeUid: string) =>
  crypto.createHash('sha256').update(`${rolloutUid}/${storeUid}`).digest('hex');

/** How many of a share each region gets: proportional, the rest by largest remainder (ties by region). */
function quotas(sizes: Map<string, number>, wanted: number, total: number): Map<string, number> {
  const parts = [...sizes].map(([region, size]) => {
    const exact = (wanted * size) / total;
    return { region, quota: Math.floor(exact), rest: exact - Math.floor(exact) };
  });
  let left = wanted - parts.reduce((sum, part) => sum + part.quota, 0);
  const byRest = [...parts].sort((a, b) => b.rest - a.rest || (a.region < b.region ? -1 : 1));
  for (const part of byRest) {
    if (left <= 0) break;
    part.quota += 1;
    left -= 1;
  }
  return new Map(parts.map((part) => [part.region, part.quota]));
}

/** The share's stores: round(share × remaining), spread over the regions, deterministic. */
function shareStores(rolloutUid: string, percent: number, facts: WaveChoiceFacts): ContextStore[] {
  const total = facts.remaining.length;
  const wanted = Math.min(total, Math.round((percent * total) / 100));
  if (wanted === 0) return [];
  const byRegion = new Map<string, ContextStore[]>();
  for (const store of facts.remaining) {
    // No region is a group of its own ('' sorts before every region code).
    const region = facts.regions.get(store.id) ?? '';
    byRegion.set(region, [...(byRegion.get(region) ?? []), store]);
  }
  const sizes = new Map([...byRegion].map(([region, stores]) => [region, stores.length]));
  const quota = quotas(sizes, wanted, total);
  return [...byRegion].flatMap(([region, stores]) =>
    stores
      .map((store) => ({ store, key: order(rolloutUid, store.uid) }))
      .sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0))
      .slice(0, quota.get(region) ?? 0)
      .map(({ store }) => store),
  );
}

/** The row ids of the stores the wave takes (a pure choice over what `waveChoiceFacts` read). */
export function chooseWaveStores(rolloutUid: string, plan: WavePlan, facts: WaveChoiceFacts): number[] {
  let chosen: readonly ContextStore[];
  if (plan.pilot) chosen = facts.remaining.filter((store) => facts.pilotStoreRowIds.has(store.id));
  else if (plan.storeUids) {
    const uids = new Set(plan.storeUids);
    chosen = facts.remaining.filter((store) => uids.has(store.uid));
  } else if (plan.sharePercent !== undefined) chosen = shareStores(rolloutUid, plan.sharePercent, facts);
  else if (plan.filter) chosen = facts.remaining.filter((store) => facts.filterStoreIds.has(store.storeId));
  else chosen = [];
  return chosen.map((store) => store.id).sort((a, b) => a - b);
}

/** What a wave's choice reads besides the remaining stores. */
export type PlanChoiceFacts = Omit<WaveChoiceFacts, 'remaining'>;

/**
 * What the wave's choice needs, read now: only what its kind of choice asks for. A filter is
 * resolved as the register report resolves it (the report's cached rows), `offlineAfterSeconds`
 * deciding which registers count as offline there.
 */
export async function planChoiceFacts(
  db: Db,
  rollout: RolloutFacts,
  plan: WavePlan,
  now: number,
  offlineAfterSeconds: number,
): Promise<PlanChoiceFacts> {
  const facts = {
    pilotStoreRowIds: new Set<number>(),
    regions: new Map<number, string | null>(),
    filterStoreIds: new Set<string>(),
  };
  if (plan.pilot) facts.pilotStoreRowIds = new Set(await checkedTargetStoreRowIds(db, rollout.syncfileId));
  if (plan.sharePercent !== undefined) facts.regions = await storeRegions(db, rollout.contextId);
  if (plan.filter) {
    const context = await contextRow(db, rollout.contextId);
    const selected = context && (await cashpointReportStoreIdsAt(db, context, plan.filter, now, offlineAfterSeconds));
    // A filter id the report dropped since the plan was saved lets no register through.
    if (selected && 'storeIds' in selected) facts.filterStoreIds = selected.storeIds;
  }
  return facts;
}

/** The same with the context's stores no earlier wave took: what a wave starting now chooses from. */
export async function waveChoiceFacts(
  db: Db,
  rollout: RolloutFacts,
  plan: WavePlan,
  now: number,
  offlineAfterSeconds: number,
): Promise<WaveChoiceFacts> {
  const [stores, taken, facts] = await Promise.all([
    storesOfContext(db, rollout.contextId),
    rolloutStores(db, rollout.id),
    planChoiceFacts(db, rollout, plan, now, offlineAfterSeconds),
  ]);
  const takenIds = new Set(taken.map((row) => row.storeRowId));
  return { remaining: stores.filter((store) => !takenIds.has(store.id)), ...facts };
}
