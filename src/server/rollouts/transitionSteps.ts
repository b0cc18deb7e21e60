import { changesBetween, recordAuditAs, updateObject, type AuditActor, type AuditFact } from '../audit';
import type { AuditChange } from '../../shared/audit/describe';
import { factsOf } from './facts';
import type { Db } from '../platform/db/connection';
import { inTransaction } from '../platform/db/transaction';
import { isoTime } from '../platform/ids';
import { recordUpdateEvent, setUpdateActive, setUpdateReleaseDate, updateByUid } from '../updates';
import { publishLive } from '../live';
import { recordEvent } from '../webhooks';
import type { RolloutFacts } from './model';
import { changeIfRevision, rolloutById, type RolloutRow } from './repository/rollouts';
import { autoAdvanceOf } from './repository/settings';
import { admitStores } from './repository/stores';
import { changeWave, wavesOfRollout, type WaveRow } from './repository/waves';
import { defaultOfflineAfterSeconds } from './storeTargets';
import { chooseWaveStores, waveChoiceFacts } from './waveStores';

// The steps the transitions are made of. A transition runs in one transaction: its first write is
// the rollout's row on the revision it was decided on (0 rows: someone else made a transition
// meanwhile, and nothing is written), then its wave and store rows, then its audit entries. A step
// that follows another in the same transaction (a wave that takes no store is done at once) goes on
// from the revision the first one wrote.

/** One transition under way: its transaction, the rollout as read in it, its plan, who and when. */
export interface Step {
  db: Db;
  row: RolloutRow;
  waves: WaveRow[];
  revision: number;
  now: number;
  actor: AuditActor;
  /** Which registers the register report counts as offline (a wave with a report filter). */
  offlineAfterSeconds: number;
}

/**
 * Runs `work` in one transaction on the rollout as it is now, when it is still at the revision the
 * caller decided on; false (and nothing written) otherwise. Only a transition that starts a wave
 * needs `offlineAfterSeconds` (the job and the handlers pass the configured one).
 */
export function transition(
  db: Db,
  rollout: RolloutFacts,
  now: number,
  actor: AuditActor,
  work: (step: Step) => Promise<boolean>,
  offlineAfterSeconds = defaultOfflineAfterSeconds,
): Promise<boolean> {
  return inTransaction(db, async (trx) => {
    const row = await rolloutById(trx, rollout.id);
    if (!row || row.revision !== rollout.revision) return false;
    const waves = await wavesOfRollout(trx, row.id);
    return work({ db: trx, row, waves, revision: row.revision, now, actor, offlineAfterSeconds });
  });
}

type RolloutChange = Parameters<typeof changeIfRevision>[3];

/** The rollout's row changed on the step's revision (raising it); false when it had moved on. */
export async function guarded(step: Step, change: RolloutChange): Promise<boolean> {
  if (!(await changeIfRevision(step.db, step.row.id, step.revision, change, step.now))) return false;
  step.revision += 1;
  const { state, currentWave } = change;
  if (state !== undefined) step.row = { ...step.row, state: state as RolloutRow['state'] };
  if (typeof currentWave === 'number') step.row = { ...step.row, currentWave };
  return true;
}

/** The step's audit entry, naming the rollout by its update's file. */
export function record(step: Step, action: AuditFact['action'], changes: AuditChange[]): Promise<void> {
  const { row } = step;
  return recordAuditAs(
    step.db,
    step.actor,
    {
      action,
      context: { id: row.contextId, key: row.contextKey, name: row.contextName },
      object: { type: 'rollout', id: row.uid, label: row.updateFilename },
      changes,
    },
    step.now,
  );
}

type RolloutEventType = 'rolloutWaveStarted' | 'rolloutPaused' | 'rolloutWaitingForApproval' | 'rolloutFinished';

/**
 * The step's event for the event webhooks (RolloutEvent), in its transaction: the rollout as the
 * step leaves it, the wave it is about (1-based) and, for a pause, its German reason.
 */
function rolloutEvent(step: Step, type: RolloutEventType, wave: number | null, reason: string | null = null) {
  const { row } = step;
  const rollout = { uid: row.uid, updateUid: row.updateUid, updateTag: row.updateTag, state: row.state };
  publishLive(step.db, [
    { contextId: row.contextId, event: { kind: 'rollout', contextId: row.contextKey, uid: row.uid, state: row.state } },
  ]);
  return recordEvent(step.db, { id: row.contextId, key: row.contextKey }, { type, rollout, wave, reason }, step.now);
}

/** A wave as the audit log names it: `2 (Welle 2)`. */
export const waveLabel = (wave: WaveRow | undefined) => (wave ? `${wave.number} (${wave.plan.name})` : null);

const stateChange = (before: string, after: string) =>
  changesBetween({ rolloutState: before }, { rolloutState: after });

/** The update goes Aktiv with its rollout's start, audited as a status change of the update. */
async function activateUpdate(step: Step): Promise<void> {
  const update = await updateByUid(step.db, step.row.contextId, step.row.updateUid);
  if (!update || update.status === 2) return;
  await setUpdateActive(step.db, update.id);
  const context = { id: step.row.contextId, key: step.row.contextKey };
  await recordUpdateEvent(step.db, context, 'updateStatusChanged', { ...update, status: 2 }, step.now, update.status);
  await recordAuditAs(
    step.db,
    step.actor,
    {
      action: 'updateSaved',
      context: { id: step.row.contextId, key: step.row.contextKey, name: step.row.contextName },
      object: updateObject(update.kind, update),
      changes: changesBetween({ status: String(update.status) }, { status: '2' }),
    },
    step.now,
  );
}

/**
 * The operator chose 'Jetzt freigeben' at the start: an update released only later gets its release
 * time moved to now (agents are offered released updates only), audited as a change of the update.
 */
export async function releaseUpdateNow(step: Step): Promise<void> {
  const update = await updateByUid(step.db, step.row.contextId, step.row.updateUid);
  if (!update || update.releaseDate === null || Number(update.releaseDate) <= step.now) return;
  await setUpdateReleaseDate(step.db, update.id, step.now);
  await recordAuditAs(
    step.db,
    step.actor,
    {
      action: 'updateSaved',
      context: { id: step.row.contextId, key: step.row.contextKey, name: step.row.contextName },
      object: updateObject(update.kind, update),
      changes: changesBetween({ releaseDate: isoTime(Number(update.releaseDate)) }, { releaseDate: isoTime(step.now) }),
    },
    step.now,
  );
}

/**
 * Starts wave `number`: the wave before it is done, its stores are taken and admitted now. The first
 * wave sets the update Aktiv. A wave that takes no store is done at once.
 */
export async function openWave(
  step: Step,
  number: number,
  action: 'rolloutStarted' | 'rolloutWaveStarted' | 'rolloutApproved',
  extra: AuditChange[] = [],
): Promise<boolean> {
  const wave = step.waves[number - 1];
  if (!wave) return false;
  const facts = await waveChoiceFacts(step.db, factsOf(step.row), wave.plan, step.now, step.offlineAfterSeconds);
  const before = step.row.state;
  const change = { state: 'running' as const, currentWave: number, pauseReason: null, pauseCause: null };
  if (!(await guarded(step, { ...change, startedAt: 'now' }))) return false;
  if (number > 1) await changeWave(step.db, step.row.id, number - 1, { state: 'done', doneAt: step.now });
  const storeRowIds = chooseWaveStores(step.row.uid, wave.plan, facts);
  await admitStores(step.db, step.row.id, number, storeRowIds, step.now);
  await changeWave(step.db, step.row.id, number, { state: 'running', startedAt: step.now });
  await record(step, action, [
    ...stateChange(before, 'running'),
    { field: 'wave', before: waveLabel(step.waves[number - 2]), after: waveLabel(wave) },
    { field: 'stores', before: null, after: String(storeRowIds.length) },
    ...extra,
  ]);
  await rolloutEvent(step, 'rolloutWaveStarted', number);
  if (number === 1) await activateUpdate(step);
  if (storeRowIds.length === 0) await waveDone(step, number);
  return true;
}

/**
 * Wave `number` is done: the last one finishes the rollout; before a wave that needs approval (or
 * in a context that does not advance by itself) the rollout waits for an approval; else the next
 * wave starts.
 */
export async function waveDone(step: Step, number: number): Promise<boolean> {
  if (number >= step.waves.length) return finish(step);
  const next = step.waves[number]!;
  if (next.plan.requireApproval || !(await autoAdvanceOf(step.db, step.row.contextId))) return awaitIn(step);
  return openWave(step, number + 1, 'rolloutWaveStarted');
}

/** The current wave is done and soaked; the rollout waits for the next one's approval. */
export async function awaitIn(step: Step): Promise<boolean> {
  const before = step.row.state;
  const number = step.row.currentWave;
  if (!(await guarded(step, { state: 'waitingForApproval' }))) return false;
  await changeWave(step.db, step.row.id, number, { state: 'waitingForApproval', doneAt: step.now });
  await record(step, 'rolloutAwaitingApproval', [
    ...stateChange(before, 'waitingForApproval'),
    { field: 'wave', before: null, after: waveLabel(step.waves[number]) },
  ]);
  await rolloutEvent(step, 'rolloutWaitingForApproval', number + 1);
  return true;
}

/**
 * Started, but the first wave needs a second person's approval: the rollout waits before any wave
 * (current wave 0, every wave pending, the update not yet Aktiv); the approval opens wave 1.
 */
export async function awaitFirstApproval(step: Step): Promise<boolean> {
  const before = step.row.state;
  if (!(await guarded(step, { state: 'waitingForApproval', startedAt: 'now' }))) return false;
  await record(step, 'rolloutStarted', [
    ...stateChange(before, 'waitingForApproval'),
    { field: 'wave', before: null, after: waveLabel(step.waves[0]) },
  ]);
  await rolloutEvent(step, 'rolloutWaitingForApproval', 1);
  return true;
}

/** The last wave is done: the rollout is finished. */
export async function finish(step: Step): Promise<boolean> {
  const before = step.row.state;
  if (!(await guarded(step, { state: 'finished', finishedAt: step.now }))) return false;
  await changeWave(step.db, step.row.id, step.row.currentWave, { state: 'done', doneAt: step.now });
  await record(step, 'rolloutFinished', stateChange(before, 'finished'));
  await rolloutEvent(step, 'rolloutFinished', step.row.currentWave || null);
  return true;
}

/** Paused by a person ('manual') or a gate: the running or soaking wave pauses with it. */
export async function pauseIn(step: Step, reason: string, cause: string): Promise<boolean> {
  const before = step.row.state;
  if (!(await guarded(step, { state: 'paused', pauseReason: reason, pauseCause: cause }))) return false;
  const wave = step.waves[step.row.currentWave - 1];
  if (wave && (wave.state === 'running' || wave.state === 'soaking'))
    await changeWave(step.db, step.row.id, wave.number, { state: 'paused' });
  await record(step, 'rolloutPaused', [
    ...stateChange(before, 'paused'),
    { field: 'pauseReason', before: null, after: reason },
  ]);
  await rolloutEvent(step, 'rolloutPaused', step.row.currentWave || null, reason);
  return true;
}

/** The current wave's installs have ended: its soak runs until `soakUntil`. */
export async function soakIn(step: Step, lastInstallAt: number, soakUntil: number): Promise<boolean> {
  if (!(await guarded(step, {}))) return false;
  const number = step.row.currentWave;
  await changeWave(step.db, step.row.id, number, { state: 'soaking', lastInstallAt, soakUntil });
  await record(step, 'rolloutWaveSoaking', [
    { field: 'wave', before: null, after: waveLabel(step.waves[number - 1]) },
    { field: 'soakUntil', before: null, after: isoTime(soakUntil) },
  ]);
  return true;
}
