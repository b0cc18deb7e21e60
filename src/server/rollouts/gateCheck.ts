import type { Db } from '../platform/db/connection';
import { quotedGates, rolloutRefusals as m } from '../../shared/texts/rolloutMessages';
import { evaluateRollout } from './evaluation';
import { failingGates } from './gates';
import type { GateOverride, RolloutFacts, RolloutGate } from './model';

// A person decides against a gate (issue 45): a resume or an approval while a gate of the current
// wave fails is refused (409, naming the gates) unless the person overrides them explicitly, with a
// reason. The overrides are kept on the wave, so the job judges only what happens after them.

/** An override's reason needs at least this many characters. */
export const overrideCommentMin = 10;

/** The gates of the rollout's current wave that fail now (none before the first wave). */
export async function failingGatesNow(
  db: Db,
  rollout: RolloutFacts,
  now: number,
  offlineAfterSeconds: number,
): Promise<RolloutGate[]> {
  if (rollout.currentWave === 0) return [];
  const evaluations = await evaluateRollout(db, rollout, now, { offlineAfterSeconds });
  const current = evaluations.find((e) => e.number === rollout.currentWave);
  return current ? failingGates(current.gates) : [];
}

/** Why the request may not go on (its status, German message and the failing kinds), or null. */
export function overrideRefusal(
  failing: readonly RolloutGate[],
  request: { overrideGates?: boolean; comment?: string },
  approval: boolean,
): { status: 400 | 409; message: string; value?: string } | null {
  if (failing.length === 0) return null;
  const kinds = failing.map((gate) => gate.kind);
  if (request.overrideGates !== true)
    return { status: 409, message: m.gatesFail(quotedGates(kinds), approval), value: kinds.join(',') };
  if ((request.comment ?? '').trim().length < overrideCommentMin)
    return { status: 400, message: m.overrideCommentShort(overrideCommentMin) };
  return null;
}

/** The overrides a person makes of the failing gates: each gate's value now becomes its baseline. */
export const overridesOf = (failing: readonly RolloutGate[], by: string, comment: string, at: number): GateOverride[] =>
  failing.map((gate) => ({ kind: gate.kind, value: gate.value, at, by, comment }));

/** The audit entry's fields of an override: the gates in German, and the reason. */
export const overrideChanges = (overrides: readonly GateOverride[]) =>
  overrides.length === 0
    ? []
    : [{ field: 'overriddenGates', before: null, after: quotedGates(overrides.map((o) => o.kind)) }];
