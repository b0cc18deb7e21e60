import assert from 'node:assert/strict';
import { it } from 'node:test';
import { systemActor } from '../../audit';
import { describeRollouts, wave } from '../../test/rolloutsKit';
import { awaitApproval, beginSoak, finishRollout, pauseByGate, runningRollouts, startWave } from '../transitions';

// The context's setting 'automatisch weiter', a wave that takes no store (done at once, and what
// follows it in the same transaction), a gate's pause and the resume into the soak, a pause while a
// wave waits for approval, the finish, a transition decided on an old revision, and the start page's
// list limited to the contexts the user sees.

const settingsUrl = (key: string) => `/api/frontend/rollout-settings?contextId=${key}`;
const hour = 3_600_000;

describeRollouts('rollout transitions and settings', (t) => {
  const facts = async (uid: string) => (await runningRollouts(t.server.db)).find((r) => r.uid === uid)!;

  it('saves a context’s automatic advance only with ROLLOUTS_APPROVE, audited once per change', async () => {
    assert.deepEqual((await t.get(t.viewer, settingsUrl('NORDMARKT'))).json(), {
      contextId: 'NORDMARKT',
      autoAdvance: false,
    });
    const save = (cookie: string, autoAdvance: boolean) =>
      t.post(cookie, '/api/frontend/rollout-settings/save', { contextId: 'NORDMARKT', autoAdvance });
    assert.equal((await save(t.operator, true)).statusCode, 403);
    assert.equal((await save(t.admin, true)).statusCode, 200);
    assert.equal((await save(t.admin, true)).statusCode, 200);
    assert.deepEqual((await t.get(t.viewer, settingsUrl('NORDMARKT'))).json(), {
      contextId: 'NORDMARKT',
      autoAdvance: true,
    });
    const contextUid = (
      await t.server.db.kysely
        .selectFrom('contexts')
        .select('uid')
        .where('key', '=', 'NORDMARKT')
        .executeTakeFirstOrThrow()
    ).uid;
    const entries = await t.auditOf(contextUid);
    assert.deepEqual(
      entries.filter((e) => e.action === 'rolloutSettingsSaved').map((e) => e.changes),
      [[{ field: 'autoAdvance', before: 'false', after: 'true' }]],
    );
  });

  it('with automatic advance, a wave that takes no store is done at once and the next starts; a gate pauses; the last finishes', async () => {
    const clock = t.server.clock;
    const [a, b] = await t.stores('NORDMARKT');
    const uid = await t.savePlan(t.operator, 'NORDMARKT', 'store-8.6.0.zip', [
      wave('Zwei', { storeUids: [a!.uid, b!.uid] }),
      wave('Schon dabei', { storeUids: [a!.uid] }),
      wave('Rest', { sharePercent: 100 }),
    ]);
    // The update is released only in three days: the start releases it now.
    assert.equal((await t.act(t.operator, uid, 'start', { releaseNow: true }, 'NORDMARKT')).statusCode, 200);
    clock.now += hour;
    assert.equal(await beginSoak(t.server.db, await facts(uid), clock.now, clock.now + hour, clock.now), true);
    clock.now += hour;
    // Every gate held and the context advances by itself: the job starts wave 2, which takes no store.
    assert.equal(await startWave(t.server.db, await facts(uid), 2, clock.now, systemActor), true);
    const waves = await t.waves(uid);
    assert.deepEqual(
      waves.map((w) => w.state),
      ['done', 'done', 'running'],
    );
    assert.equal(Number(waves[1]!.startedAt), clock.now);
    assert.equal(Number((await t.rollout(uid)).currentWave), 3);
    const stores = await t.rolloutStores(uid);
    assert.equal(stores.length, (await t.stores('NORDMARKT')).length);
    assert.deepEqual(
      stores
        .filter((s) => s.wave === 1)
        .map((s) => s.uid)
        .sort(),
      [a!.uid, b!.uid].sort(),
    );
    assert.equal(stores.filter((s) => s.wave === 2).length, 0);

    // A failure gate pauses at once, with its German reason; resumed, the wave runs again.
    const reason = 'Fehlerquote 12 % über der Obergrenze von 5 %';
    assert.equal(await pauseByGate(t.server.db, await facts(uid), 'failureShare', reason, clock.now), true);
    const paused = await t.rollout(uid);
    assert.deepEqual([paused.state, paused.pauseReason, paused.pauseCause], ['paused', reason, 'failureShare']);
    assert.equal((await t.waves(uid))[2]!.state, 'paused');
    // The failing gates are overridden explicitly (issue 45): the job would pause it again otherwise.
    const despite = { overrideGates: true, comment: 'Fehler geprüft, weiter' };
    assert.equal((await t.act(t.operator, uid, 'resume', despite, 'NORDMARKT')).statusCode, 200);
    assert.equal((await t.waves(uid))[2]!.state, 'running');
    // Paused during its soak, a wave soaks again when resumed.
    assert.equal(await beginSoak(t.server.db, await facts(uid), clock.now, clock.now + hour, clock.now), true);
    assert.equal((await t.act(t.operator, uid, 'pause', { reason: 'Wartung' }, 'NORDMARKT')).statusCode, 200);
    assert.equal((await t.act(t.operator, uid, 'resume', {}, 'NORDMARKT')).statusCode, 200);
    assert.equal((await t.waves(uid))[2]!.state, 'soaking');
    clock.now += hour;
    assert.equal(await finishRollout(t.server.db, await facts(uid), clock.now), true);
    const finished = await t.rollout(uid);
    assert.deepEqual([finished.state, Number(finished.finishedAt)], ['finished', clock.now]);
    assert.deepEqual(
      (await t.waves(uid)).map((w) => w.state),
      ['done', 'done', 'done'],
    );
    const cancel = await t.act(t.operator, uid, 'cancel', {}, 'NORDMARKT');
    assert.equal(cancel.statusCode, 409);

    const entries = await t.auditOf(uid);
    assert.deepEqual(
      entries.map((e) => [e.action, e.user]),
      [
        ['rolloutSaved', 'operator'],
        ['rolloutStarted', 'operator'],
        ['rolloutWaveSoaking', 'system'],
        ['rolloutWaveStarted', 'system'],
        ['rolloutWaveStarted', 'system'],
        ['rolloutPaused', 'system'],
        ['rolloutResumed', 'operator'],
        ['rolloutWaveSoaking', 'system'],
        ['rolloutPaused', 'operator'],
        ['rolloutResumed', 'operator'],
        ['rolloutFinished', 'system'],
      ],
    );
    assert.deepEqual(entries[5]!.changes, [
      { field: 'rolloutState', before: 'running', after: 'paused' },
      { field: 'pauseReason', before: null, after: reason },
    ]);
  });

  it('pausing a waiting rollout keeps its wave waiting; an approved wave that takes no store finishes the rollout', async () => {
    const clock = t.server.clock;
    const [a] = await t.stores('SUEDKAUF');
    const uid = await t.savePlan(t.operator, 'SUEDKAUF', 'store-8.6.0.zip', [
      wave('Eine', { storeUids: [a!.uid] }),
      wave('Dieselbe', { storeUids: [a!.uid] }),
    ]);
    assert.equal((await t.act(t.operator, uid, 'start', { releaseNow: true })).statusCode, 200);
    // A decision on an old revision changes nothing.
    const old = await facts(uid);
    assert.equal(await beginSoak(t.server.db, old, clock.now, clock.now, clock.now), true);
    const before = await t.snapshot();
    assert.equal(await awaitApproval(t.server.db, old, clock.now), false);
    assert.equal(await startWave(t.server.db, old, 2, clock.now, systemActor), false);
    assert.deepEqual(await t.snapshot(), before);
    // SUEDKAUF never saved its settings: the next wave waits for an approval.
    assert.equal(await awaitApproval(t.server.db, await facts(uid), clock.now), true);

    assert.equal((await t.act(t.operator, uid, 'pause', { reason: 'Abwarten' })).statusCode, 200);
    assert.deepEqual(
      (await t.waves(uid)).map((w) => w.state),
      ['waitingForApproval', 'pending'],
    );
    assert.equal((await t.act(t.approver, uid, 'approve', { comment: 'ok' })).statusCode, 409);
    const despite = { overrideGates: true, comment: 'Wartet weiter auf Freigabe' };
    assert.equal((await t.act(t.operator, uid, 'resume', despite)).statusCode, 200);
    assert.equal((await t.rollout(uid)).state, 'waitingForApproval');

    // Only the contexts a user sees: the operator does not see OSTBAU's waiting rollout.
    const ost = await t.savePlan(t.admin, 'OSTBAU', 'kasse-5.14.0.zip', [
      wave('Erste', { sharePercent: 50 }),
      wave('Zweite', { sharePercent: 100 }, { requireApproval: true }),
    ]);
    assert.equal((await t.act(t.admin, ost, 'start', { releaseNow: true }, 'OSTBAU')).statusCode, 200);
    assert.equal(await beginSoak(t.server.db, await facts(ost), clock.now, clock.now, clock.now), true);
    assert.equal(await awaitApproval(t.server.db, await facts(ost), clock.now), true);
    const listed = async (cookie: string) =>
      (await t.get(cookie, '/api/frontend/rollouts/awaiting-approval'))
        .json()
        .rollouts.map((r: { uid: string }) => r.uid)
        .sort();
    assert.deepEqual(await listed(t.operator), [uid]);
    assert.deepEqual(await listed(t.admin), [uid, ost].sort());

    assert.equal((await t.act(t.approver, uid, 'approve', { comment: 'passt' })).statusCode, 200);
    const finished = await t.rollout(uid);
    assert.equal(finished.state, 'finished');
    assert.deepEqual(
      (await t.waves(uid)).map((w) => w.state),
      ['done', 'done'],
    );
    assert.deepEqual(
      (await t.auditOf(uid)).slice(-2).map((e) => [e.action, e.user]),
      [
        ['rolloutApproved', 'approver'],
        ['rolloutFinished', 'approver'],
      ],
    );
    assert.deepEqual(await listed(t.operator), []);
  });
});
