import assert from 'node:assert/strict';
import { before, it } from 'node:test';
import { describeRollouts } from '../../test/rolloutsKit';
import { addAlert, minute } from '../../test/rolloutEvaluationKit';
import { contextRowByKey } from '../../test/repository/contextRows';
import { seedDemoRollouts } from '../../demo/rolloutsSeed';
import { advanceRollouts } from '../advance';

// A person decides (issue 45): 'Fortsetzen' and 'Freigeben' while a gate fails are refused (409,
// naming the gates) unless the person overrides them with a reason; the overridden gates then judge
// only what happens after it, so the job's next run does not pause the rollout again for the same
// evidence, but a new alert does. Over HTTP on the demo (its SUEDKAUF rollout paused by the failure
// share, its WESTFRISCH rollout waiting for the approval of wave 2).

interface Gate {
  kind: string;
  state: string;
  override?: { by: string; byName?: string; comment: string };
}

describeRollouts('a person decides against a gate', (t) => {
  before(() => seedDemoRollouts(t.server.db, t.server.clock.now));
  const uidOf = async (key: string, filename: string) => {
    const updateUid = (await t.update(key, filename)).uid;
    const list = await t.get(t.viewer, `/api/frontend/rollouts?contextId=${key}&updateUid=${updateUid}`);
    return list.json().rollouts[0].uid as string;
  };
  const detail = async (key: string, uid: string) =>
    (await t.get(t.admin, `/api/frontend/rollouts/${uid}?contextId=${key}`)).json() as {
      state: string;
      pauseCause: string | null;
      currentWave: number;
      waves: { gates: Gate[] }[];
    };
  const gatesOf = async (key: string, uid: string, wave: number) =>
    Object.fromEntries((await detail(key, uid)).waves[wave - 1]!.gates.map((g) => [g.kind, g.state]));
  /** A new open alert 'Dienst gestoppt' in a store of the rollout's wave, opened now. */
  async function alertIn(key: string, uid: string, wave: number, index = 0) {
    const store = (await t.rolloutStores(uid)).filter((s) => s.wave === wave)[index]!;
    const contextId = (await contextRowByKey(t.server.db, key)).id;
    await addAlert(t.server.db, contextId, store.uid, 'serviceStopped', t.server.clock.now);
  }

  it("refuses 'Fortsetzen' while a gate fails, and resumes 'trotz Prüfung' with a reason", async () => {
    const uid = await uidOf('SUEDKAUF', 'kasse-5.14.0.zip');
    assert.equal((await gatesOf('SUEDKAUF', uid, 2)).failureShare, 'fails');
    // A service stopped in a store of wave 2 since it began: the alert gate fails too.
    await alertIn('SUEDKAUF', uid, 2);
    assert.equal((await gatesOf('SUEDKAUF', uid, 2)).alertRise, 'fails');

    // Every failing gate is named (the demo's wave 2 also installed too few, and its closes vary).
    const failing = Object.entries(await gatesOf('SUEDKAUF', uid, 2))
      .filter(([, state]) => state === 'fails')
      .map(([kind]) => kind);
    const before = await t.snapshot();
    const plain = await t.act(t.operator, uid, 'resume');
    assert.equal(plain.statusCode, 409, plain.body);
    assert.equal(plain.json().value, failing.join(','));
    // Named each (which others fail beside them depends on the demo's clock: its heartbeats, its closes).
    assert.match(plain.json().message, /„Fehlerquote“/);
    assert.match(plain.json().message, /„Neue Alarme“/);
    const short = await t.act(t.operator, uid, 'resume', { overrideGates: true, comment: 'geht so' });
    assert.equal(short.statusCode, 400, short.body);
    assert.match(short.json().message, /mindestens 10 Zeichen/);
    assert.deepEqual(await t.snapshot(), before, 'a refused resume changes nothing');

    const comment = 'Fehler nur auf den alten Testkassen, Dienst bewusst neu gestartet';
    const resumed = await t.act(t.operator, uid, 'resume', { overrideGates: true, comment });
    assert.equal(resumed.statusCode, 200, resumed.body);
    const view = await detail('SUEDKAUF', uid);
    assert.equal(view.state, 'running');
    const overridden = view.waves[1]!.gates.filter((g) => g.state === 'overridden');
    assert.deepEqual(
      overridden.map((g) => [g.kind, g.override?.by, g.override?.byName, g.override?.comment]),
      // The view names the person ('Trotz Prüfung fortgesetzt von Otto Operator'), the login beside it.
      failing.map((kind) => [kind, 'operator', 'Otto Operator', comment]),
    );
    const entry = (await t.auditOf(uid)).at(-1)!;
    assert.equal(entry.action, 'rolloutResumed');
    assert.deepEqual(
      entry.changes.filter((c) => c.field === 'overriddenGates' || c.field === 'comment').map((c) => c.after),
      [plain.json().message.match(/Prüfungen sind nicht erfüllt: (.*)\. Fortsetzen/)[1], comment],
    );

    // The job's next run: the same evidence does not pause it again.
    t.server.clock.now += minute;
    await advanceRollouts(t.server.db, t.server.clock.now);
    assert.equal((await detail('SUEDKAUF', uid)).state, 'running');

    // A new alert after the resume does.
    t.server.clock.now += minute;
    await alertIn('SUEDKAUF', uid, 2, 1);
    await advanceRollouts(t.server.db, t.server.clock.now);
    const paused = await detail('SUEDKAUF', uid);
    assert.deepEqual([paused.state, paused.pauseCause], ['paused', 'alertRise']);
  });

  it('refuses an approval while a gate of the done wave fails, and takes it with the override and a comment', async () => {
    const uid = await uidOf('WESTFRISCH', 'store-8.6.0.zip');
    assert.equal((await detail('WESTFRISCH', uid)).state, 'waitingForApproval');
    await alertIn('WESTFRISCH', uid, 1);
    assert.equal((await gatesOf('WESTFRISCH', uid, 1)).alertRise, 'fails');
    const act = (body: Record<string, unknown>) => t.act(t.approver, uid, 'approve', body, 'WESTFRISCH');
    const plain = await act({ comment: 'Pilot sieht gut aus' });
    assert.equal(plain.statusCode, 409, plain.body);
    assert.equal(plain.json().value, 'alertRise');
    assert.equal((await act({ comment: 'kurz', overrideGates: true })).statusCode, 400);
    assert.equal((await detail('WESTFRISCH', uid)).state, 'waitingForApproval');
    const approved = await act({ comment: 'Dienst wurde von Hand gestoppt, Wartung', overrideGates: true });
    assert.equal(approved.statusCode, 200, approved.body);
    const view = await detail('WESTFRISCH', uid);
    assert.deepEqual([view.state, view.currentWave], ['running', 2]);
    const entry = (await t.auditOf(uid)).find((e) => e.action === 'rolloutApproved')!;
    assert.equal(entry.changes.find((c) => c.field === 'overriddenGates')?.after, '„Neue Alarme“');
  });
});
