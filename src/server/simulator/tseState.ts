import type { components } from '../../shared/generated/contract';
import { demoTsePlan, lastDaily, type PlannedTse, type TseFleetContext, type TseRoles } from '../demo/tseData';

type AgentTse = components['schemas']['AgentTse'];

// The simulated TSEs (issue 50): each register and the LAN context's store servers report theirs
// with every full heartbeat. A shared LAN TSE is one object its registers and store server hold, so
// they report the same counter. The counter grows with the agents' clock at the TSE's rate (the one
// filling up fast visibly so), the daily export and self-test move on (not on a TSE whose export or
// self-test keeps failing), and a TSE whose swap is planned is replaced on its day, after a while:
// its registers then report a new serial, which the console records as a swap.

const day = 86_400_000;

export interface SimTse {
  /** The TSE as reported at `baseAt`; the counter grows from `tse.signatureCounter` then. */
  tse: AgentTse;
  baseAt: number;
  /** Signatures a day, all its registers together. */
  perDay: number;
  /** The day of its planned swap ('YYYY-MM-DD'), if one is planned. */
  swapOn: string | null;
}

/** A simulated TSE from a planned one (the demo's plan), its counter as of `now`. */
export function simTseOf(planned: Pick<PlannedTse, 'tse' | 'perDay' | 'swap'>, now: number): SimTse {
  return { tse: { ...planned.tse }, baseAt: now, perDay: planned.perDay, swapOn: planned.swap?.date ?? null };
}

/** What the TSE reports now. */
export function reportedTse(sim: SimTse, now: number): AgentTse {
  const { tse } = sim;
  const reported = { ...tse };
  if (tse.signatureCounter != null && sim.perDay > 0) {
    const grown = tse.signatureCounter + Math.floor((sim.perDay * Math.max(0, now - sim.baseAt)) / day);
    reported.signatureCounter = tse.signatureCapacity == null ? grown : Math.min(grown, tse.signatureCapacity);
  }
  // A working TSE exports at 02:00 and tests itself at 03:00 (UTC) every day; a failing one keeps
  // its last time and the failure, and nothing else says so (the silent failure the cockpit catches).
  const later = (last: string | null | undefined, hour: number) =>
    new Date(Math.max(last ? Date.parse(last) : 0, lastDaily(now, hour))).toISOString();
  if (tse.state === 'initialized') {
    if (tse.lastExportOk !== false) reported.lastExportAt = later(tse.lastExportAt, 2);
    if (tse.lastSelfTestOk !== false) reported.lastSelfTestAt = later(tse.lastSelfTestAt, 3);
  }
  return reported;
}

/** The key of a target: its context, store and register ('' for the store server). */
export const tseTargetKey = (contextKey: string, storeId: string, posId: string | null) =>
  `${contextKey}/${storeId}/${posId ?? ''}`;

/**
 * The demo's TSEs for a fleet that has none yet (a synthetic one, or a demo database seeded before
 * the TSEs), as `demoTsePlan` draws them, by target key; a LAN TSE is one object for all its targets.
 */
export function plannedSimTses(fleet: readonly TseFleetContext[], now: number, roles?: TseRoles): Map<string, SimTse> {
  const byTarget = new Map<string, SimTse>();
  for (const planned of demoTsePlan(fleet, now, roles)) {
    const sim = simTseOf(planned, now);
    for (const posId of planned.posIds) byTarget.set(tseTargetKey(planned.contextKey, planned.storeId, posId), sim);
    if (planned.server) byTarget.set(tseTargetKey(planned.contextKey, planned.storeId, null), sim);
  }
  return byTarget;
}
