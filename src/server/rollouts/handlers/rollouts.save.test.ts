import assert from 'node:assert/strict';
import { it } from 'node:test';
import { describeRollouts, wave } from '../../test/rolloutsKit';

// Saving a plan: every bad plan is a German 400 naming its wave and writes nothing; an update that
// already reaches every store, is withdrawn or archived is a 409; a draft saved again gets the new
// waves (and its saver as author); each save is one audit entry.

const saveUrl = '/api/frontend/rollouts/save';

describeRollouts('saving a rollout plan', (t) => {
  it('refuses a bad plan with a German 400 that names the wave, and saves nothing', async () => {
    const updateUid = (await t.update('SUEDKAUF', 'kasse-5.14.0.zip')).uid;
    const foreignStore = (await t.stores('WESTFRISCH'))[0]!.uid;
    const ownStore = (await t.stores('SUEDKAUF'))[0]!.uid;
    const pilot = wave('Pilot', { pilot: true });
    const cases: [unknown[], string][] = [
      [[wave('Alles', { pilot: true, sharePercent: 50 })], 'Welle 1: Wählen Sie genau eine Auswahl'],
      [[wave('Nichts', {})], 'Welle 1: Wählen Sie genau eine Auswahl'],
      [[wave('Nichts', { pilot: false })], 'Welle 1: Wählen Sie genau eine Auswahl'],
      [[wave('Rest', { sharePercent: 50 }), wave('Pilot', { pilot: true })], 'Welle 2: Nur die erste Welle'],
      [
        [pilot, wave('Zwei', { storeUids: [ownStore, foreignStore, 'nichtda'] })],
        `Welle 2: Diese Filialen gibt es im Kontext nicht: ${foreignStore}, nichtda`,
      ],
      [
        [pilot, wave('Gefiltert', { filter: { filters: { gibtsnicht: 'x' } } })],
        'Welle 2: Die Kassen-Auswertung hat keinen Filter „gibtsnicht“.',
      ],
      [[pilot, wave('B', { sharePercent: 5 }), wave(' b ', { sharePercent: 100 })], 'Welle 3: Der Name „b“ kommt'],
      [[wave('   ', { pilot: true })], 'Welle 1: Die Welle braucht einen Namen.'],
      [[pilot, wave('Null', { sharePercent: 0 })], 'Welle 2: Der Anteil muss größer als 0'],
    ];
    const before = await t.snapshot();
    for (const [waves, message] of cases) {
      const reply = await t.post(t.operator, saveUrl, { contextId: 'SUEDKAUF', updateUid, waves });
      assert.equal(reply.statusCode, 400, reply.body);
      assert.ok(reply.json().message.startsWith(message), `${reply.json().message} ≠ ${message}`);
    }
    // The contract's own limits: a share of 0, a failure ceiling above 100, no wave at all.
    for (const waves of [
      [wave('A', { sharePercent: 0 })],
      [wave('A', { pilot: true }, { maxFailurePercent: 101 })],
      [],
    ]) {
      const reply = await t.post(t.operator, saveUrl, { contextId: 'SUEDKAUF', updateUid, waves });
      assert.equal(reply.statusCode, 400, reply.body);
    }
    assert.deepEqual(await t.snapshot(), before);
  });

  it('answers 404 for an unknown update, 409 for an Aktiv, Gelöscht or archived one, 403 without the right', async () => {
    const waves = [wave('Pilot', { pilot: true })];
    const before = await t.snapshot();
    const save = (cookie: string, updateUid: string, contextId = 'SUEDKAUF') =>
      t.post(cookie, saveUrl, { contextId, updateUid, waves });
    assert.equal((await save(t.operator, 'gibtsnicht')).statusCode, 404);
    // An update of another context is not one of this context.
    assert.equal((await save(t.operator, (await t.update('NORDMARKT', 'kasse-5.14.0.zip')).uid)).statusCode, 404);
    const refusals: [string, string][] = [
      ['kasse-5.13.1.zip', 'Das Update ist bereits Aktiv und erreicht alle Filialen'],
      ['kasse-5.11.9-hotfix.zip', 'Das Update ist zurückgezogen (Gelöscht)'],
      ['kasse-5.12.0.zip', 'Das Update ist archiviert'],
    ];
    for (const [filename, message] of refusals) {
      const reply = await save(t.operator, (await t.update('SUEDKAUF', filename)).uid);
      assert.equal(reply.statusCode, 409, filename);
      assert.ok(reply.json().message.startsWith(message), reply.json().message);
    }
    const fresh = (await t.update('SUEDKAUF', 'kasse-5.14.0.zip')).uid;
    assert.equal((await save(t.viewer, fresh)).statusCode, 403);
    // The operator does not see MEGAMARKT.
    assert.equal(
      (await save(t.operator, (await t.update('MEGAMARKT', 'kasse-5.14.0.zip')).uid, 'MEGAMARKT')).statusCode,
      403,
    );
    assert.deepEqual(await t.snapshot(), before);
  });

  it('saves a draft, replaces its waves when saved again, lists it, and records each save', async () => {
    const first = [wave('Pilot', { pilot: true }), wave('Hälfte', { sharePercent: 50 })];
    const uid = await t.savePlan(t.operator, 'SUEDKAUF', 'store-8.6.0.zip', first);
    const second = [
      wave(' Pilot ', { pilot: true }),
      wave('Hälfte', { sharePercent: 50 }, { requireApproval: true }),
      wave('Rest', { sharePercent: 100 }),
    ];
    assert.equal(await t.savePlan(t.admin, 'SUEDKAUF', 'store-8.6.0.zip', second), uid);
    const updateUid = (await t.update('SUEDKAUF', 'store-8.6.0.zip')).uid;
    const list = await t.get(t.viewer, `/api/frontend/rollouts?contextId=SUEDKAUF&updateUid=${updateUid}`);
    assert.equal(list.statusCode, 200, list.body);
    assert.deepEqual(
      list
        .json()
        .rollouts.map((r: Record<string, unknown>) => [
          r.uid,
          r.state,
          r.author,
          r.waveCount,
          r.currentWave,
          r.waveName,
          r.updateKind,
        ]),
      [[uid, 'draft', 'admin', 3, 0, null, 'store']],
    );
    const detail = await t.get(t.viewer, `/api/frontend/rollouts/${uid}?contextId=SUEDKAUF`);
    assert.equal(detail.statusCode, 200, detail.body);
    const body = detail.json();
    assert.deepEqual(
      body.waves.map((w: Record<string, unknown>) => [w.number, w.name, w.state, w.requireApproval, w.gates]),
      [
        [1, 'Pilot', 'pending', false, []],
        [2, 'Hälfte', 'pending', true, []],
        [3, 'Rest', 'pending', false, []],
      ],
    );
    assert.equal(body.waves[0].counts.stores, 0);
    assert.deepEqual(body.waves[2].selection, { ...second[2] });
    assert.equal(body.mayApprove, false);
    assert.equal(body.autoAdvance, false);
    // Another context does not know the rollout.
    assert.equal((await t.get(t.admin, `/api/frontend/rollouts/${uid}?contextId=NORDMARKT`)).statusCode, 404);

    const entries = await t.auditOf(uid);
    assert.deepEqual(
      entries.map((e) => [e.action, e.user]),
      [
        ['rolloutSaved', 'operator'],
        ['rolloutSaved', 'admin'],
      ],
    );
    assert.deepEqual(entries[1]!.changes, [
      {
        field: 'waves',
        before: 'Pilot: Pilot; Hälfte: 50 %',
        after: 'Pilot: Pilot; Hälfte: 50 %, mit Freigabe; Rest: 100 %',
      },
      { field: 'author', before: 'operator', after: 'admin' },
    ]);
  });
});
