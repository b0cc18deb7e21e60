import { changesBetween, fullName, recordAuditAs, type AuditActor } from '../audit';
import type { Db } from '../platform/db/connection';
import type { SyncfileKind } from '../platform/db/schema';
import { factsOf } from '../rollouts/facts';
import type { RolloutFacts, WavePlan } from '../rollouts/model';
import { insertRollout, rolloutById, rolloutOfUpdate } from '../rollouts/repository/rollouts';
import { rolloutStores } from '../rollouts/repository/stores';
import { replaceWaves } from '../rollouts/repository/waves';
import { approveWave, awaitApproval, beginSoak, pauseByGate, startWave } from '../rollouts/transitions';
import { planProblem, planText, storedPlan } from '../rollouts/validation';
import { gatePauseReasons } from '../../shared/texts/rolloutMessages';
import { Prng } from './prng';
import { installWave } from './repository/rolloutInstalls';
import { contextStoreUids, demoUser, releaseUpdate, seedUpdate } from './repository/rolloutSeedRows';

// The demo's rollouts (issue 29), written by the rollout capability's own plan repository and
// transitions (so the rows and audit entries are what the API and the job write), at times before the
// seed's moment: MEGAMARKT's register update installing in wave 2 of 3, WESTFRISCH's store update
// waiting for the approval of wave 2, and SUEDKAUF's register update paused by its failure gate (a
// bad version, which the simulator keeps failing: `demoBadVersions`). Seeded once, on the demo's
// updates as the fleet seed left them (Neu, without a rollout).

const hour = 3_600_000;

/**
 * The version the demo plays as bad: the simulator fails this share of its installs (also when
 * tried again), which paused its rollout at the failure ceiling.
 */
export const demoBadVersions = [{ contextKey: 'SUEDKAUF', filename: 'kasse-5.14.0.zip', failureShare: 0.6 }] as const;

/** A number from a text (FNV-1a), to seed a demo object's uid by its name. */
function seedOf(text: string): number {
  let hash = 0x811c9dc5;
  for (const char of text) hash = Math.imul(hash ^ char.charCodeAt(0), 0x01000193) >>> 0;
  return hash;
}

const wave = (name: string, choice: Partial<WavePlan>, requireApproval: boolean, soakHours = 24): WavePlan => ({
  name,
  ...choice,
  soakHours,
  minSuccessPercent: 90,
  maxFailurePercent: 10,
  requireApproval,
});

/** A demo account as the transitions name their actor. */
async function actorOf(db: Db, login: string): Promise<AuditActor> {
  const user = await demoUser(db, login);
  return { id: user.id, login: user.login, name: fullName(user), address: null };
}

/** The rollout as it is now (its revision moves with every transition). */
const current = async (db: Db, id: number): Promise<RolloutFacts> => factsOf((await rolloutById(db, id))!);

/**
 * The update's plan saved by `author` at `at` (the update released then), as the plan's save writes
 * it; null when the update is not the seed's any more (not Neu, or it has a rollout).
 */
async function savedPlan(
  db: Db,
  target: { contextKey: string; kind: SyncfileKind; filename: string },
  plans: (stores: string[]) => WavePlan[],
  author: AuditActor,
  at: number,
): Promise<RolloutFacts | null> {
  const update = await seedUpdate(db, target);
  if (!update || update.status !== 1 || (await rolloutOfUpdate(db, update.id))) return null;
  const stores = await contextStoreUids(db, update.contextId);
  const waves = plans(stores.map((s) => s.uid)).map(storedPlan);
  const problem = planProblem(waves, new Set(stores.map((s) => s.uid)));
  if (problem) throw new Error(`demo rollout of ${target.filename}: ${problem}`);
  await releaseUpdate(db, update.id, at);
  // The same uid on every fresh start: a wave's stores by share follow the rollout's uid, so a random
  // one made the demo (and the test that the running wave has offline registers) differ per start.
  const uid = new Prng(seedOf(`${target.contextKey}/${target.filename}`)).uid();
  const id = await insertRollout(db, {
    uid,
    contextId: update.contextId,
    syncfileId: update.id,
    authorId: author.id!,
    author: author.login,
    now: at,
  });
  await replaceWaves(db, id, waves);
  await recordAuditAs(
    db,
    author,
    {
      action: 'rolloutSaved',
      context: { id: update.contextId, key: update.key, name: update.name },
      object: { type: 'rollout', id: uid, label: target.filename },
      changes: changesBetween({}, { waves: planText(waves), author: author.login }),
    },
    at,
  );
  return current(db, id);
}

/** Wave `number` installed (each target's status by `outcome`) and, when all ended, soaked from `at`. */
async function installed(db: Db, rollout: RolloutFacts, number: number, at: number, outcome: (i: number) => number) {
  const stores = (await rolloutStores(db, rollout.id, number)).map((s) => s.storeRowId);
  await installWave(db, rollout, stores, at, outcome);
}

/** The demo's three rollouts, once (an update no longer as seeded is left alone). */
export async function seedDemoRollouts(db: Db, now: number): Promise<void> {
  const admin = await actorOf(db, 'admin');
  const approver = await actorOf(db, 'approver');

  // Running: the pilot went well and a second person approved wave 2, which is installing now.
  const t0 = now - 4 * 24 * hour;
  let running = await savedPlan(
    db,
    { contextKey: 'MEGAMARKT', kind: 'cashpoint', filename: 'kasse-5.14.0.zip' },
    (stores) => [
      wave('Pilot', { storeUids: stores.slice(0, 3) }, false),
      wave('Welle 2', { sharePercent: 25 }, true),
      wave('Rest', { sharePercent: 100 }, true, 0),
    ],
    admin,
    t0 - hour,
  );
  if (running) {
    await startWave(db, running, 1, t0, admin);
    await installed(db, running, 1, t0 + 2 * hour, () => 2);
    await beginSoak(db, await current(db, running.id), t0 + 2 * hour, t0 + 26 * hour, t0 + 2 * hour);
    await awaitApproval(db, await current(db, running.id), t0 + 26 * hour);
    running = await current(db, running.id);
    await approveWave(
      db,
      running,
      { comment: 'Pilot ohne Auffälligkeiten, Tagesabschlüsse erfolgreich.' },
      now - 2 * hour,
      approver,
    );
    // About half has installed, some are installing; the simulator installs the rest.
    await installed(db, await current(db, running.id), 2, now - hour, (i) => (i % 6 < 3 ? 2 : i % 6 === 3 ? 1 : 0));
  }

  // Waiting for approval: the store update's pilot soaked, wave 2 needs a second person.
  const t1 = now - 3 * 24 * hour;
  const waiting = await savedPlan(
    db,
    { contextKey: 'WESTFRISCH', kind: 'store', filename: 'store-8.6.0.zip' },
    (stores) => [
      wave('Pilot', { storeUids: stores.slice(0, 2) }, false),
      wave('Hälfte', { sharePercent: 50 }, true),
      wave('Rest', { sharePercent: 100 }, true, 0),
    ],
    admin,
    t1 - hour,
  );
  if (waiting) {
    await startWave(db, waiting, 1, t1, admin);
    await installed(db, waiting, 1, t1 + hour, () => 2);
    await beginSoak(db, await current(db, waiting.id), t1 + hour, t1 + 25 * hour, t1 + hour);
    await awaitApproval(db, await current(db, waiting.id), t1 + 25 * hour);
  }

  // Paused by a gate: the bad version fails in wave 2 beyond its ceiling.
  const t2 = now - 2 * 24 * hour;
  const paused = await savedPlan(
    db,
    { contextKey: 'SUEDKAUF', kind: 'cashpoint', filename: 'kasse-5.14.0.zip' },
    (stores) => [
      wave('Pilot', { storeUids: stores.slice(0, 2) }, false, 12),
      wave('Welle 2', { sharePercent: 30 }, false),
      wave('Rest', { sharePercent: 100 }, true, 0),
    ],
    admin,
    t2 - hour,
  );
  if (paused) {
    await startWave(db, paused, 1, t2, admin);
    await installed(db, paused, 1, t2 + hour, () => 2);
    await beginSoak(db, await current(db, paused.id), t2 + hour, t2 + 13 * hour, t2 + hour);
    await awaitApproval(db, await current(db, paused.id), t2 + 13 * hour);
    await approveWave(db, await current(db, paused.id), { comment: 'Pilot unauffällig.' }, t2 + 14 * hour, approver);
    const failed = await installWave(
      db,
      await current(db, paused.id),
      (await rolloutStores(db, paused.id, 2)).map((s) => s.storeRowId),
      t2 + 15 * hour,
      (i) => (i % 5 < 3 ? 3 : 2),
    );
    const reason = gatePauseReasons.failureShare({
      wave: 2,
      kind: 'cashpoint',
      value: Math.round((failed.failed / Math.max(1, failed.targets)) * 100),
      threshold: 10,
    });
    await pauseByGate(db, await current(db, paused.id), 'failureShare', reason, t2 + 15 * hour);
  }
}
