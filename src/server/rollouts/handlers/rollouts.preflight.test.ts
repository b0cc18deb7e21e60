import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';
import assert from 'node:assert/strict';
import { it } from 'node:test';
import { describeRollouts, wave } from '../../test/rolloutsKit';
import { recordInstallation } from '../../test/repository/installationRows';
import { setHeartbeat } from '../../test/repository/alertRows';

// Before 'Starten': the pre-flight names each wave's reach as the plan would take it now (stores,
// registers, the offline share, the approvals the context's setting asks for, the gates a store
// without a store server cannot measure), and the start refuses an update released only later
// unless the operator releases it now ('Jetzt freigeben', audited on the update). The update list
// then shows the rollout beside its update: state, wave and installs.

describeRollouts('the pre-flight and the start of a rollout', (t) => {
  const filename = 'kasse-5.14.0.zip';
  const post = (url: string, body: object) => t.post(t.admin, `/api/frontend/${url}?contextId=NORDMARKT`, body);
  const registersOf = (storeRowIds: number[]) =>
    t.server.db.kysely
      .selectFrom('cashpoints')
      .select(['id', 'storeRowId'])
      .where('storeRowId', 'in', storeRowIds)
      .execute();

  /** A store of its own with one register that never reported, and no store server. */
  async function bareStore() {
    const created = await post('stores/create', { storeId: '9901' });
    assert.equal(created.statusCode, 200, created.body);
    const store = (await t.stores('NORDMARKT')).find((s) => s.storeId === '9901')!;
    assert.equal((await post('cashpoints/create', { posId: '1', storeUid: store.uid })).statusCode, 200);
    return store;
  }

  it('names each wave’s stores, registers, offline share, approvals and unmeasurable gates', async () => {
    const bare = await bareStore();
    const first = (await t.stores('NORDMARKT'))[0]!;
    const agents = await t.server.db.kysely
      .selectFrom('storeAgents')
      .select('id')
      .where('storeRowId', '=', first.id)
      .execute();
    assert.ok(agents.length > 0, 'the first demo store has a store server');
    // Every register of the first store heard from now: the bare store's one register is the offline one.
    const firstRegisters = await registersOf([first.id]);
    await setHeartbeat(
      t.server.db,
      'cashpoints',
      firstRegisters.map((r) => r.id),
      t.server.clock.now,
    );
    const uid = await t.savePlan(t.admin, 'NORDMARKT', filename, [
      wave('Zwei', { storeUids: [bare.uid, first.uid] }),
      wave('Rest', { sharePercent: 100 }),
    ]);
    const all = await t.stores('NORDMARKT');
    const allRegisters = await registersOf(all.map((s) => s.id));
    const update = await t.update('NORDMARKT', filename);

    const reply = await t.get(t.viewer, `/api/frontend/rollouts/${uid}/preflight?contextId=NORDMARKT`);
    assert.equal(reply.statusCode, 200, reply.body);
    const preflight = reply.json();
    const wave1 = 1 + firstRegisters.length;
    assert.deepEqual(
      preflight.waves.map((w: Record<string, unknown>) => [w.number, w.name, w.stores, w.cashpoints, w.targets]),
      [
        [1, 'Zwei', 2, wave1, wave1],
        [2, 'Rest', all.length - 2, allRegisters.length - wave1, allRegisters.length - wave1],
      ],
    );
    assert.equal(preflight.waves[0].offlineShare, Math.round(1000 / wave1) / 10);
    // Its registers' devices and receipts are watched by the alert gate: only the day close is blind.
    assert.deepEqual(preflight.waves[0].unmeasurable, [{ gate: 'dayClose', stores: 1 }]);
    // The context starts no wave by itself: wave 2 waits for a second person although its plan asks for none.
    assert.deepEqual(
      preflight.waves.map((w: { approvalNeeded: boolean }) => w.approvalNeeded),
      [false, true],
    );
    assert.equal(preflight.releaseAt, new Date(Number(update.releaseDate)).toISOString());
    assert.equal(preflight.releaseInFuture, true);
    assert.ok(Date.parse(preflight.earliestStart) >= Number(update.releaseDate));

    // With the context's automatic advance on, wave 2 needs no one.
    assert.equal(
      (await t.post(t.admin, '/api/frontend/rollout-settings/save', { contextId: 'NORDMARKT', autoAdvance: true }))
        .statusCode,
      200,
    );
    const again = (await t.get(t.viewer, `/api/frontend/rollouts/${uid}/preflight?contextId=NORDMARKT`)).json();
    assert.deepEqual(
      again.waves.map((w: { approvalNeeded: boolean }) => w.approvalNeeded),
      [false, false],
    );
    // The progress view shows the waves not started with what they would take.
    const detail = (await t.get(t.viewer, `/api/frontend/rollouts/${uid}?contextId=NORDMARKT`)).json();
    assert.deepEqual(
      detail.waves.map((w: { planned: unknown }) => w.planned),
      [
        { stores: 2, targets: wave1 },
        { stores: all.length - 2, targets: allRegisters.length - wave1 },
      ],
    );
    assert.equal(detail.authorName, 'Anna Admin');
  });

  it('refuses a start before the release time, naming it, and releases now on request, audited', async () => {
    const update = await t.update('NORDMARKT', filename);
    const uid = (await t.get(t.viewer, `/api/frontend/rollouts?contextId=NORDMARKT&updateUid=${update.uid}`)).json()
      .rollouts[0].uid as string;
    const releaseAt = Number(update.releaseDate);
    assert.ok(releaseAt > t.server.clock.now);

    const before = await t.snapshot();
    const refused = await t.act(t.operator, uid, 'start', {}, 'NORDMARKT');
    assert.equal(refused.statusCode, 409);
    const when = format(new TZDate(releaseAt, t.server.config.timeZone), 'dd.MM.yyyy HH:mm');
    assert.match(refused.json().message, new RegExp(`^Das Update ist erst ab ${when} freigegeben`));
    assert.deepEqual(await t.snapshot(), before);
    assert.equal(Number((await t.update('NORDMARKT', filename)).releaseDate), releaseAt);

    const now = t.server.clock.now;
    const started = await t.act(t.operator, uid, 'start', { releaseNow: true }, 'NORDMARKT');
    assert.equal(started.statusCode, 200, started.body);
    const released = await t.update('NORDMARKT', filename);
    assert.deepEqual([Number(released.releaseDate), released.status], [now, 2]);
    const entries = await t.auditOf(update.uid);
    const release = entries.find((e) => e.action === 'updateSaved' && e.changes.some((c) => c.field === 'releaseDate'));
    assert.ok(release, 'the release is audited on the update');
    assert.equal(release.user, 'operator');
    assert.deepEqual(
      release.changes.find((c) => c.field === 'releaseDate'),
      { field: 'releaseDate', before: new Date(releaseAt).toISOString(), after: new Date(now).toISOString() },
    );
  });

  it('shows the rollout beside its update in the update list: state, wave and installs', async () => {
    const list = async () =>
      (await t.get(t.viewer, '/api/frontend/cashpoint-updates?contextId=NORDMARKT')).json().syncfiles as {
        filename: string;
        rollout: Record<string, unknown> | null;
      }[];
    const update = await t.update('NORDMARKT', filename);
    const uid = (await t.get(t.viewer, `/api/frontend/rollouts?contextId=NORDMARKT&updateUid=${update.uid}`)).json()
      .rollouts[0].uid as string;
    const admitted = (await t.rolloutStores(uid)).map((s) => s.storeRowId);
    const registers = await registersOf(admitted);
    const [one] = registers;
    const at = t.server.clock.now;
    await recordInstallation(t.server.db, one!.id, update.id, { target: 'cashpoint', installationStatus: 2 }, at, at);

    const rows = await list();
    assert.deepEqual(rows.find((r) => r.filename === filename)!.rollout, {
      uid,
      state: 'running',
      wave: 1,
      waves: 2,
      installed: 1,
      targets: registers.length,
    });
    // An update without a rollout carries none.
    assert.equal(rows.find((r) => r.filename === 'kasse-5.13.1.zip')!.rollout, null);
  });
});
