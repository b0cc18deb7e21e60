import crypto from 'node:crypto';
import type { Db } from '../platform/db/connection';
import type { AgentTarget } from './agentDelivery';
import { actionSignals } from './signals';

// Nearly every action check finds nothing for its agent. That answer ("no actions") is kept per
// check with the context's epoch read before it was computed (signals.ts): every write that can
// make an action deliverable announces its context, which moves the epoch on every instance, so an
// unmoved epoch means the kept answer still holds, and the check costs no database read at all.
// What no write announces (a store's opening hours ending, a deadline passing) is bounded by the
// answer's age: a kept answer holds for `keptForMs` at most. Answers that hand out actions are never
// kept: each is computed afresh (and claims what it hands out).

/** A kept answer holds this long at most (a gate that opens by the clock is seen this late at most). */
export const keptForMs = 15_000;

/** The register or store server of a check is looked up again after this long (moved, deleted). */
const targetKeptMs = 5 * 60_000;

/** More than the registers of the largest fleet; beyond it (targets gone) it starts afresh. */
const maxEntries = 1_500_000;

interface Kept {
  /** The context's epoch when "no actions" was computed; null when the last answer had actions. */
  epoch: string | null;
  keptAt: number;
  target: AgentTarget;
  targetFoundAt: number;
}

const perDb = new WeakMap<Db, Map<string, Kept>>();

function of(db: Db): Map<string, Kept> {
  let kept = perDb.get(db);
  if (!kept) perDb.set(db, (kept = new Map()));
  return kept;
}

/** The body and ETag of "no actions", the same on every instance. */
export const nothingBody = JSON.stringify({ actions: [] });
export const actionsEtagOf = (body: string) => `"act-${crypto.createHash('sha1').update(body).digest('base64url')}"`;
export const nothingEtag = actionsEtagOf(nothingBody);

/** Whether the check's kept "no actions" still holds now. */
export function stillNothing(db: Db, contextId: number, checkKey: string, now: number): boolean {
  const kept = of(db).get(checkKey);
  if (!kept || kept.epoch === null || now < kept.keptAt || now - kept.keptAt >= keptForMs) return false;
  const signals = actionSignals(db);
  return signals.trustworthy && kept.epoch === signals.epochOf(contextId);
}

/** The register or store server the check found lately, if any. */
export function knownTargetOf(db: Db, checkKey: string, now: number): AgentTarget | undefined {
  const kept = of(db).get(checkKey);
  return kept && now >= kept.targetFoundAt && now - kept.targetFoundAt < targetKeptMs ? kept.target : undefined;
}

/**
 * Keeps the check's answer: "no actions" with the epoch read before the rows it was computed from,
 * or (epoch null) only its target, when it handed out actions.
 */
export function keepAnswer(db: Db, checkKey: string, epoch: string | null, target: AgentTarget, now: number): void {
  const kept = of(db);
  const before = kept.get(checkKey);
  if (kept.size >= maxEntries) kept.clear();
  const targetFoundAt = before?.target === target ? before.targetFoundAt : now;
  kept.set(checkKey, { epoch, keptAt: now, target, targetFoundAt });
}
