import assert from 'node:assert/strict';
import { it } from 'node:test';
import { describeRollouts, wave } from '../../test/rolloutsKit';

// A plan whose first wave requires approval: the start does not open it. The rollout waits (no
// store admitted, the update not yet Aktiv) until a second person approves; a pause and a resume
// meanwhile leave it waiting. Then the rollback's input: a wave the plan does not have is a 400, and
// stores are named by their numbers (a uid only for a store the context does not have).

describeRollouts('a first wave that requires approval', (t) => {
  const filename = 'kasse-5.14.0-rc1.zip';
  const summary = async (uid: string) =>
    (await t.get(t.viewer, '/api/frontend/rollouts?contextId=SUEDKAUF'))
      .json()
      .rollouts.find((r: { uid: string }) => r.uid === uid) as { state: string; currentWave: number };
  /** The rollout of the update the first test planned (the second goes on with it). */
  async function rolloutOfFile() {
    const updateUid = (await t.update('SUEDKAUF', filename)).uid;
    const list = await t.get(t.viewer, `/api/frontend/rollouts?contextId=SUEDKAUF&updateUid=${updateUid}`);
    return list.json().rollouts[0] as { uid: string };
  }

  it('waits for a second person before any store gets the update', async () => {
    const plan = [wave('Pilot', { pilot: true }, { requireApproval: true }), wave('Rest', { sharePercent: 100 })];
    const uid = await t.savePlan(t.admin, 'SUEDKAUF', filename, plan);
    assert.equal((await t.act(t.admin, uid, 'start')).statusCode, 200);

    const waiting = await summary(uid);
    assert.deepEqual([waiting.state, waiting.currentWave], ['waitingForApproval', 0]);
    assert.deepEqual(await t.rolloutStores(uid), []);
    assert.deepEqual(
      (await t.waves(uid)).map((w) => [w.state, w.startedAt]),
      [
        ['pending', null],
        ['pending', null],
      ],
    );
    assert.equal((await t.update('SUEDKAUF', filename)).status, 4, 'not Aktiv before the approval');
    const waitingList = await t.get(t.approver, '/api/frontend/rollouts/awaiting-approval');
    assert.ok(waitingList.json().rollouts.some((r: { uid: string }) => r.uid === uid));

    // Paused and resumed while it waits: it waits again (no wave runs without the approval).
    assert.equal((await t.act(t.admin, uid, 'pause', { reason: 'Wartung' })).statusCode, 200);
    assert.equal((await t.act(t.admin, uid, 'resume')).statusCode, 200);
    const resumed = await summary(uid);
    assert.deepEqual([resumed.state, resumed.currentWave], ['waitingForApproval', 0]);

    // The author may not approve; the second person's approval opens wave 1 and sets the update Aktiv.
    assert.equal((await t.act(t.admin, uid, 'approve', { comment: 'ok' })).statusCode, 403);
    assert.equal((await t.act(t.approver, uid, 'approve', { comment: 'Pilot freigegeben' })).statusCode, 200);
    const running = await summary(uid);
    assert.deepEqual([running.state, running.currentWave], ['running', 1]);
    const admitted = await t.rolloutStores(uid);
    assert.ok(admitted.length > 0 && admitted.every((s) => s.wave === 1 && s.admittedAt !== null));
    assert.equal((await t.update('SUEDKAUF', filename)).status, 2);
    const [first] = await t.waves(uid);
    assert.deepEqual(
      [first!.state, first!.approvedBy, first!.approvalComment],
      ['running', 'approver', 'Pilot freigegeben'],
    );
    // The progress view names the approver as the console names people.
    const detail = (await t.get(t.viewer, `/api/frontend/rollouts/${uid}?contextId=SUEDKAUF`)).json();
    assert.deepEqual(
      [detail.waves[0].approvedBy, detail.waves[0].approvedByName, detail.authorName],
      ['approver', 'Frieda Freigabe', 'Anna Admin'],
    );
    assert.deepEqual(
      (await t.auditOf(uid)).map((e) => [e.action, e.user]),
      [
        ['rolloutSaved', 'admin'],
        ['rolloutStarted', 'admin'],
        ['rolloutPaused', 'admin'],
        ['rolloutResumed', 'admin'],
        ['rolloutApproved', 'approver'],
      ],
    );
  });

  it('refuses a rollback of a wave the plan lacks with a 400, and names stores by their numbers', async () => {
    const { uid } = await rolloutOfFile();
    const stores = await t.stores('SUEDKAUF');
    const admitted = new Set((await t.rolloutStores(uid)).map((s) => s.uid));
    const outside = stores.find((s) => !admitted.has(s.uid))!;
    const before = await t.snapshot();
    const beyond = await t.act(t.admin, uid, 'rollback', { wave: 19 });
    assert.equal(beyond.statusCode, 400);
    assert.equal(beyond.json().message, 'Der Plan hat keine Welle 19, nur 2 Wellen.');
    const pending = await t.act(t.admin, uid, 'rollback', { wave: 2 });
    assert.equal(pending.statusCode, 409);
    assert.equal(pending.json().message, 'Welle 2 hat noch nicht begonnen.');
    const unknown = await t.act(t.admin, uid, 'rollback', { storeUids: ['gibtsnicht', outside.uid] });
    assert.equal(unknown.statusCode, 400);
    assert.equal(unknown.json().message, 'Diese Filialen gibt es im Kontext nicht: gibtsnicht');
    const notAdmitted = await t.act(t.admin, uid, 'rollback', { storeUids: [outside.uid] });
    assert.equal(notAdmitted.statusCode, 400);
    assert.equal(notAdmitted.json().message, `Diese Filialen hat der Rollout nicht erreicht: ${outside.storeId}`);
    const include = await t.act(t.admin, uid, 'include', { storeUids: ['gibtsnicht', outside.uid] });
    assert.equal(include.statusCode, 400);
    assert.equal(include.json().message, 'Diese Filialen gibt es im Kontext nicht: gibtsnicht');
    assert.deepEqual(await t.snapshot(), before);
  });
});
