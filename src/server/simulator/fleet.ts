import type { Db } from '../platform/db/connection';
import { contextTargets, signingContexts } from './repository/fleetRows';
import { storeName } from '../demo/agentData';
import type { Prng } from '../demo/prng';
import { plannedSimTses, tseTargetKey, type SimTse } from './tseState';
import { storedSimTses } from './tseStored';
import { restoreStoreHealth } from './storeHealthStored';
import type { RegisterHealth, ServerHealth, StoreHealthState } from './storeHealthState';

/** An action as the console hands it to an agent (GET /api/agent/actions). */
export interface AgentAction {
  actionUid: string;
  kind: string;
  parameters: Record<string, string>;
  deadline: string;
  signature: string;
  repeat?: boolean;
}

/** A target's remote actions (actions.ts): those it plays now, those it has taken (by uid and deadline: run once), its last ETag. */
export interface TargetActions {
  running: { action: AgentAction; endsAt: number }[];
  seen: Set<string>;
  etag: string | null;
}

/** What remote actions restarted on a target (repairs.ts). */
export interface Repairs {
  /**
   * The version the machine ran when its TSE server was last restarted (or it rebooted): a version
   * that stops the TSE server (badVersions.ts) stops it again once another one is installed.
   */
  version: string | null;
  services: Set<string>;
  /** A reboot's time (ms), reported as the machine's last reboot. */
  rebootedAt: number | null;
}

/** A simulated target: a register (posId set) or a store server (posId null). */
export interface SimTarget {
  storeId: string;
  posId: string | null;
  /** File name of the installed update, as the agent would report it. */
  current: string | null;
  /** Ticks left in an outage; a target in an outage sends nothing. Infinity: never comes back. */
  silentFor: number;
  /** The update being installed and the tick its installation ends. */
  installing: { filename: string; until: number } | null;
  /** A file that failed, and the tick from which it may be tried again. */
  failed: { filename: string; retryAt: number } | null;
  /** The server's `notBefore` (ms): outside its store's update window, it asks for updates again from then on. */
  notBefore: number | null;
  beats: number;
  /** Whether its last full info reported its store's TSE stopped (a bad version, `badVersions.ts`). */
  tseStopped?: boolean;
  /** The remote actions it plays (actions.ts) and what they restarted (repairs.ts). */
  actions?: TargetActions;
  repairs?: Repairs | undefined;
  /** Its next heartbeat carries its full info (something changed on it). */
  fullNext?: boolean;
  /** The TSE it reports with its full info (issue 50); a LAN TSE is one object for its store. */
  tse?: SimTse;
  /** A register's devices, terminal and receipts (issue 51, storeHealth.ts). */
  health?: RegisterHealth;
  /** A store server's master data (issue 51). */
  masterData?: ServerHealth;
}

export interface SimStore {
  storeId: string;
  name: string;
  registers: SimTarget[];
  server: SimTarget | null;
  /** Its hours and its line to head office (issue 51, storeHealth.ts). */
  health?: StoreHealthState;
}

export interface SimContext {
  key: string;
  secret: string;
  stores: SimStore[];
  /**
   * A lab on the bench (the internal context): its machines never drop out, their installations
   * never fail and they report healthy, so its state stays the same while it is kept alive.
   */
  steady?: boolean;
}

/** A target as it starts: nothing installing, failed or silent. */
export const target = (storeId: string, posId: string | null, current: string | null = null): SimTarget => ({
  storeId,
  posId,
  current,
  silentFor: 0,
  installing: null,
  failed: null,
  notBefore: null,
  beats: 0,
});

/** A fresh fleet for `npm run simulate`: stores numbered from `firstStoreId`, registers 1..n each. */
export function syntheticFleet(
  contexts: { key: string; secret: string }[],
  storesPerContext: number,
  registersPerStore: number,
  prng: Prng,
  firstStoreId = 10001,
): SimContext[] {
  return contexts.map((c) => ({
    ...c,
    stores: Array.from({ length: storesPerContext }, (_, i) => {
      const storeId = String(firstStoreId + i);
      return {
        storeId,
        name: storeName(prng),
        registers: Array.from({ length: registersPerStore }, (_, p) => target(storeId, String(p + 1))),
        server: target(storeId, null),
      };
    }),
  }));
}

/**
 * Gives a fleet (a synthetic one, `npm run simulate`) the demo's TSEs: the first context shares a
 * LAN TSE per store, the second (or the first) holds the special cases.
 */
export function withDemoTses(fleet: SimContext[], now: number): SimContext[] {
  const roles = { lan: fleet[0]?.key ?? '', special: (fleet[1] ?? fleet[0])?.key ?? '' };
  giveTses(fleet, plannedSimTses(tseFleetOf(fleet), now, roles));
  return fleet;
}

/** The fleet as the TSE plan wants it: the registers that report (not those never heard of). */
const tseFleetOf = (fleet: readonly SimContext[]) =>
  fleet.map((c) => ({
    key: c.key,
    steady: c.steady,
    stores: c.stores.map((s) => ({
      storeId: s.storeId,
      posIds: s.registers.filter((r) => r.silentFor !== Infinity).map((r) => r.posId!),
      server: s.server !== null,
    })),
  }));

/** Hands each target its TSE by its key (see `tseTargetKey`). */
function giveTses(fleet: readonly SimContext[], byTarget: ReadonlyMap<string, SimTse>) {
  for (const c of fleet)
    for (const s of c.stores)
      for (const t of [...s.registers, ...(s.server ? [s.server] : [])])
        t.tse = byTarget.get(tseTargetKey(c.key, s.storeId, t.posId)) ?? t.tse;
}

/**
 * The fleet already in the database (the demo seed), so the in-process simulator keeps exactly
 * those registers and store servers alive. Targets that are offline now start in an outage; those
 * that never reported stay silent.
 */
export async function fleetFromDatabase(db: Db, now: number, offlineAfterSeconds: number, prng: Prng) {
  const contexts = await signingContexts(db);
  const fleet: SimContext[] = [];
  for (const c of contexts) {
    // The internal context (type Anwendung) is the lab: a lab machine found offline is back at once.
    const steady = c.type === 1;
    const outage = (lastHeartbeat: number | null) =>
      lastHeartbeat === null
        ? Infinity
        : !steady && now - lastHeartbeat > offlineAfterSeconds * 1000
          ? prng.int(20, 240)
          : 0;
    const { registers: rows, servers } = await contextTargets(db, c.id);
    const stores = new Map<string, SimStore>();
    const storeOf = (storeId: string, name = '') => {
      let store = stores.get(storeId);
      if (!store) stores.set(storeId, (store = { storeId, name, registers: [], server: null }));
      return store;
    };
    for (const r of rows) {
      const t = target(r.sid, r.posid, r.cur);
      t.silentFor = outage(r.hb === null ? null : Number(r.hb));
      storeOf(r.sid, r.sname).registers.push(t);
    }
    for (const s of servers) {
      const t = target(s.sid, null, s.cur);
      t.silentFor = outage(s.hb === null ? null : Number(s.hb));
      storeOf(s.sid).server = t;
    }
    const context: SimContext = { key: c.key, secret: c.hashSecret!, stores: [...stores.values()], steady };
    // The TSEs its agents reported last (the demo's, demo/tseSeed.ts): it goes on reporting them.
    giveTses([context], await storedSimTses(db, c.id, c.key, now));
    // Its stores' hours and what their agents reported last of their ability to sell (issue 51).
    if (!steady) await restoreStoreHealth(db, c.id, context.stores, now);
    fleet.push(context);
  }
  return fleet;
}
