import {
  actionCatalogue,
  type ActionHold,
  type ActionKind,
  type StoredTargetState,
} from '../../../shared/actions/catalogue';

// The business gates of a remote action (issue 49), as one pure judgement: the dry run, the request's
// first counts, the details and the agents' delivery all ask it, so they never disagree on why a
// target waits. Its facts come from the caller: the approval from the request, the open receipt from
// the register's heartbeat (for a store server, any register of its store: one LAN TSE serves them
// all), the opening hours from the store calendar, the running counts from the targets' table.

/** The stored side of a target, as the gates need it. */
export interface GateTarget {
  kind: ActionKind;
  state: StoredTargetState;
  /** ms, UTC: not handed out (or started) after this. */
  deadlineAt: number;
}

/** What is true around the target now. */
export interface GateFacts {
  now: number;
  /** The request is marked 'Notfall' (with its reason): the opening hours do not hold it. */
  emergency: boolean;
  /** The store is open now by its calendar (opening hours, holidays, special days). */
  storeOpen: boolean;
  /** The register has a receipt open (a store server: some register of its store has). */
  openReceipt: boolean;
  /** Targets handed out and not ended (sent or running) in the target's store, and in its context. */
  runningInStore: number;
  runningInContext: number;
  limits: ActionLimits;
}

export interface ActionLimits {
  perStore: number;
  perContext: number;
}

/**
 * deliver: hand it to the agent now (a queued one, or a sent one again until the agent reports it
 * started, since a reply may have been lost); hold: it waits, and why; expire: its deadline passed
 * before it started; none: running or ended, nothing to hand out.
 */
export type GateVerdict =
  { verdict: 'deliver' } | { verdict: 'hold'; hold: ActionHold } | { verdict: 'expire' } | { verdict: 'none' };

const deliver: GateVerdict = { verdict: 'deliver' };
const held = (hold: ActionHold): GateVerdict => ({ verdict: 'hold', hold });

export function judgeTarget(target: GateTarget, facts: GateFacts): GateVerdict {
  const { state } = target;
  if (state !== 'waitingForApproval' && state !== 'queued' && state !== 'sent') return { verdict: 'none' };
  if (facts.now >= target.deadlineAt) return { verdict: 'expire' };
  // Handed out already: its slot is taken and the gates let it go then; the agent gets it again.
  if (state === 'sent') return deliver;
  if (state === 'waitingForApproval') return held('waitingForApproval');
  const gates = actionCatalogue[target.kind].gates;
  if (gates.openingHours && facts.storeOpen && !facts.emergency) return held('waitingForWindow');
  if (gates.openReceipt && facts.openReceipt) return held('waitingForReceipt');
  if (facts.runningInStore >= facts.limits.perStore || facts.runningInContext >= facts.limits.perContext) {
    return held('waitingForSlot');
  }
  return deliver;
}

/** The facts of a target's store, shared by the targets of one store in a batch. */
export interface StoreFacts {
  storeOpen: boolean;
  /** Registers of the store with an open receipt (for a store server's target). */
  anyOpenReceipt: boolean;
  runningInStore: number;
}

/** One target of a batch, with what is known of it and its store. */
export interface BatchTarget<T> {
  target: GateTarget;
  storeKey: number;
  /** The register's own open receipt; null for a store server (its store's any receipt counts). */
  openReceipt: boolean | null;
  /** Its request is marked 'Notfall'. */
  emergency: boolean;
  item: T;
}

/**
 * Judges targets in order as if each deliverable one were handed out at once: it then takes a slot
 * of its store and context, so with the per-store limit 1 the second register of a store waits for
 * a slot. The dry run and a delivery of several targets judge this way; the store facts are read
 * once per store.
 */
export function judgeBatch<T>(
  targets: readonly BatchTarget<T>[],
  stores: ReadonlyMap<number, StoreFacts>,
  base: { now: number; runningInContext: number; limits: ActionLimits },
): { item: T; verdict: GateVerdict }[] {
  const takenInStore = new Map<number, number>();
  let takenInContext = 0;
  return targets.map(({ target, storeKey, openReceipt, emergency, item }) => {
    const store = stores.get(storeKey) ?? { storeOpen: false, anyOpenReceipt: false, runningInStore: 0 };
    const verdict = judgeTarget(target, {
      now: base.now,
      emergency,
      storeOpen: store.storeOpen,
      openReceipt: openReceipt ?? store.anyOpenReceipt,
      runningInStore: store.runningInStore + (takenInStore.get(storeKey) ?? 0),
      runningInContext: base.runningInContext + takenInContext,
      limits: base.limits,
    });
    if (verdict.verdict === 'deliver' && target.state === 'queued') {
      takenInStore.set(storeKey, (takenInStore.get(storeKey) ?? 0) + 1);
      takenInContext += 1;
    }
    return { item, verdict };
  });
}
