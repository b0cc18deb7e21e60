import assert from 'node:assert/strict';
import { it } from 'node:test';
import { describeRollouts, wave } from '../../test/rolloutsKit';

// While a rollout steers an update, the update's own form leaves its status alone: a planned update
// set Aktiv by hand would reach no store, and a rolling one set Neu or Gelöscht (or archived) would
// leave the job advancing a rollout of an update that no longer goes out. Each refusal is a German
// 409 that changes nothing; other fields save as ever, and once the rollout ended the status is free.

describeRollouts('an update with a rollout', (t) => {
  const saveOf = (kind: string, filename: string, body: Record<string, unknown>) =>
    t.post(t.admin, `/api/frontend/${kind}-updates/save?contextId=NORDMARKT&filename=${filename}`, {
      releaseDate: null,
      comment: '',
      checkedUids: [],
      ...body,
    });

  it('keeps the status of a planned update to its plan', async () => {
    const filename = 'kasse-5.14.0.zip';
    await t.savePlan(t.admin, 'NORDMARKT', filename, [wave('Alle', { sharePercent: 100 })]);
    const before = await t.snapshot();
    const active = await saveOf('cashpoint', filename, { status: 2, tag: 'neu' });
    assert.equal(active.statusCode, 409);
    assert.equal(active.json().message, 'Das Update hat einen Rollout-Plan: starten Sie ihn im Reiter Rollout.');
    assert.deepEqual(await t.snapshot(), before);
    const row = await t.update('NORDMARKT', filename);
    assert.deepEqual([row.status, row.tag === 'neu'], [1, false]);
    // The same status with another tag saves.
    assert.equal((await saveOf('cashpoint', filename, { status: 1, tag: 'neu' })).statusCode, 200);
    assert.equal((await t.update('NORDMARKT', filename)).tag, 'neu');
  });

  it('refuses a status change and the archive while the rollout runs, and allows them once it is cancelled', async () => {
    const filename = 'store-8.5.1.zip';
    const uid = await t.savePlan(t.admin, 'NORDMARKT', filename, [wave('Pilot', { pilot: true })]);
    assert.equal((await t.act(t.admin, uid, 'start', {}, 'NORDMARKT')).statusCode, 200);
    const archive = () =>
      t.post(t.admin, '/api/frontend/store-updates/archive', { contextId: 'NORDMARKT', filename, archive: true });
    const before = await t.snapshot();
    const rolling = 'Das Update wird gerade ausgerollt: halten Sie den Rollout an oder brechen Sie ihn ab.';
    for (const status of [1, 3, 4]) {
      const reply = await saveOf('store', filename, { status, tag: '8.5.1' });
      assert.equal(reply.statusCode, 409, `status ${status}`);
      assert.equal(reply.json().message, rolling);
    }
    const archived = await archive();
    assert.equal(archived.statusCode, 409);
    assert.equal(archived.json().message, rolling);
    // Paused, it still steers the update.
    assert.equal((await t.act(t.admin, uid, 'pause', { reason: 'Prüfung' }, 'NORDMARKT')).statusCode, 200);
    assert.equal((await saveOf('store', filename, { status: 3, tag: '8.5.1' })).statusCode, 409);
    const row = await t.update('NORDMARKT', filename);
    assert.deepEqual([row.status, row.archived], [2, 0]);
    assert.equal((await t.snapshot()).audit, before.audit + 1, 'only the pause was recorded');

    assert.equal((await t.act(t.admin, uid, 'cancel', {}, 'NORDMARKT')).statusCode, 200);
    assert.equal((await saveOf('store', filename, { status: 3, tag: '8.5.1' })).statusCode, 200);
    assert.equal((await archive()).statusCode, 200);
    const after = await t.update('NORDMARKT', filename);
    assert.deepEqual([after.status, after.archived], [3, 1]);
  });
});
