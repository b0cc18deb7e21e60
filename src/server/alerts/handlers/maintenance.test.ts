import assert from 'node:assert/strict';
import { before, it } from 'node:test';
import { describeAlerts } from '../../test/alertsServerKit';
import { maintenanceRowsOf, storeWithRegisters } from '../../test/repository/maintenanceRows';

// 'Wartung' over HTTP: starting, listing, ending; the alerts of a store in maintenance show it.

const hour = 60 * 60_000;

describeAlerts('maintenance of stores and registers', (t) => {
  let store: Awaited<ReturnType<typeof storeWithRegisters>>;
  let contextId: number;
  before(async () => {
    contextId = (await t.contextRow('SUEDKAUF')).id;
    store = await storeWithRegisters(t.server.db, contextId);
  });
  const start = (cookie: string, body: Record<string, unknown>) =>
    t.post(cookie, '/api/frontend/maintenance/save', { contextId: 'SUEDKAUF', storeUid: store.uid, ...body });
  const end = (cookie: string, uid: string) =>
    t.post(cookie, '/api/frontend/maintenance/end', { contextId: 'SUEDKAUF', uid });
  const running = async () =>
    (await t.get(t.viewer, '/api/frontend/maintenance?contextId=SUEDKAUF')).json().maintenance;
  const inHours = (hours: number) => new Date(t.server.clock.now + hours * hour).toISOString();
  const alertOf = async (uid: string) =>
    (await t.get(t.viewer, '/api/frontend/alerts?contextId=SUEDKAUF&size=100'))
      .json()
      .alerts.find((a: { uid: string }) => a.uid === uid);
  const changesOf = (entry: { changes: string }) => JSON.parse(entry.changes) as unknown[];

  it("puts a store into maintenance: listed for the trees, its alerts and its registers' alerts show it, audited", async () => {
    const storeAlert = await t.insertAlert({ context: 'SUEDKAUF', storeId: store.storeId, storeUid: store.uid });
    const register = store.registers[0]!;
    const registerAlert = await t.insertAlert({
      context: 'SUEDKAUF',
      kind: 'cashpointOffline',
      storeId: store.storeId,
      storeUid: store.uid,
      posId: register.posId,
      cashpointUid: register.uid,
    });
    const other = await t.insertAlert({ context: 'SUEDKAUF', storeId: '2003' });
    const until = inHours(4);
    const reply = await start(t.operator, { until, reason: '  Umbau der Kassenzone  ' });
    assert.equal(reply.statusCode, 200, reply.body);
    const { uid } = reply.json();

    assert.deepEqual(await running(), [
      {
        uid,
        storeUid: store.uid,
        storeId: store.storeId,
        cashpointUid: null,
        posId: null,
        reason: 'Umbau der Kassenzone',
        from: new Date(t.server.clock.now).toISOString(),
        until,
        createdBy: 'Otto Operator',
      },
    ]);
    const held = { uid, until, reason: 'Umbau der Kassenzone' };
    assert.deepEqual((await alertOf(storeAlert)).maintenance, held);
    assert.deepEqual((await alertOf(registerAlert)).maintenance, held);
    assert.equal((await alertOf(other)).maintenance, null);

    const [entry] = (await t.auditEntries('maintenanceStarted')).filter((e) => e.objectId === store.uid);
    assert.equal(entry!.userName, 'Otto Operator');
    assert.equal(entry!.objectType, 'store');
    assert.equal(entry!.objectLabel, store.storeId);
    assert.equal(entry!.contextKey, 'SUEDKAUF');
    assert.deepEqual(changesOf(entry!), [
      { field: 'until', before: null, after: until },
      { field: 'reason', before: null, after: 'Umbau der Kassenzone' },
    ]);

    // A second one for the same store waits until the first is over.
    const twice = await start(t.admin, { until: inHours(1), reason: 'Netzwerk' });
    assert.equal(twice.statusCode, 409);
    assert.match(twice.json().message, /^Bereits in Wartung bis \d\d\.\d\d\.\d{4} \d\d:\d\d\. Beenden Sie/);

    t.server.clock.now += hour;
    assert.equal((await end(t.admin, uid)).statusCode, 200);
    assert.deepEqual(await running(), []);
    assert.equal((await alertOf(storeAlert)).maintenance, null);
    const [ended] = (await t.auditEntries('maintenanceEnded')).filter((e) => e.objectId === store.uid);
    assert.equal(ended!.userName, 'Anna Admin');
    assert.deepEqual(changesOf(ended!), [
      { field: 'until', before: until, after: new Date(t.server.clock.now).toISOString() },
    ]);
    const again = await end(t.admin, uid);
    assert.equal(again.statusCode, 409);
    assert.deepEqual(again.json(), { message: 'Diese Wartung ist bereits beendet.' });
  });

  it('starts one maintenance of a subject when several starts arrive at once; the others get 409', async () => {
    const register = store.registers[1]!;
    const before = (await maintenanceRowsOf(t.server.db, contextId)).length;
    const replies = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        start(t.operator, { cashpointUid: register.uid, until: inHours(2), reason: `Gleichzeitig ${i}` }),
      ),
    );
    const codes = replies.map((r) => r.statusCode).sort();
    assert.deepEqual(codes, [200, ...Array.from({ length: 19 }, () => 409)], replies.map((r) => r.body).join('\n'));
    const rows = await maintenanceRowsOf(t.server.db, contextId);
    assert.equal(rows.length, before + 1, 'one row written');
    const { uid } = replies.find((r) => r.statusCode === 200)!.json();
    assert.equal((await end(t.operator, uid)).statusCode, 200);
  });

  it('puts one register into maintenance: only its alerts are held; ends by itself at its time', async () => {
    const [first, second] = store.registers;
    const reply = await start(t.operator, { cashpointUid: first!.uid, until: inHours(2), reason: 'Kassentausch' });
    assert.equal(reply.statusCode, 200, reply.body);
    const mine = await t.insertAlert({
      context: 'SUEDKAUF',
      kind: 'cashpointOffline',
      storeUid: store.uid,
      storeId: store.storeId,
      posId: first!.posId,
      cashpointUid: first!.uid,
    });
    const neighbour = await t.insertAlert({
      context: 'SUEDKAUF',
      kind: 'cashpointOffline',
      storeUid: store.uid,
      storeId: store.storeId,
      posId: second!.posId,
      cashpointUid: second!.uid,
    });
    assert.equal((await alertOf(mine)).maintenance.reason, 'Kassentausch');
    assert.equal((await alertOf(neighbour)).maintenance, null);
    const [entry] = (await t.auditEntries('maintenanceStarted')).filter((e) => e.objectId === first!.uid);
    assert.equal(entry!.objectType, 'cashpoint');
    assert.equal(entry!.objectLabel, `${store.storeId}-${first!.posId}`);

    t.server.clock.now += 2 * hour;
    assert.deepEqual(await running(), []);
    assert.equal((await alertOf(mine)).maintenance, null);
  });

  it('refuses bad input with a German 400, unknown subjects with 404, a viewer with 403; nothing changes', async () => {
    const rowsBefore = await maintenanceRowsOf(t.server.db, contextId);
    const audits = (await t.auditEntries('maintenanceStarted')).length;
    const cases: [Record<string, unknown>, number, string | RegExp][] = [
      [{ until: inHours(-1), reason: 'Umbau' }, 400, '"Bis" muss in der Zukunft liegen.'],
      [{ until: inHours(24 * 31), reason: 'Umbau' }, 400, '"Bis" darf höchstens 30 Tage in der Zukunft liegen.'],
      [{ until: inHours(1), reason: '   ' }, 400, '"Grund" ist ein Pflichtfeld'],
      [{ until: 'morgen', reason: 'Umbau' }, 400, /^Ungültige Anfrage/],
      [{ until: inHours(1), reason: 'x'.repeat(201) }, 400, /^Ungültige Anfrage|höchstens/],
      [{ until: inHours(1) }, 400, /Pflichtfeld/],
      [{ storeUid: 'gibtesnicht', until: inHours(1), reason: 'Umbau' }, 404, 'Nicht gefunden.'],
      [{ cashpointUid: 'gibtesnicht', until: inHours(1), reason: 'Umbau' }, 404, 'Nicht gefunden.'],
    ];
    for (const [body, status, message] of cases) {
      const reply = await start(t.operator, body);
      assert.equal(reply.statusCode, status, `${JSON.stringify(body)}: ${reply.body}`);
      if (typeof message === 'string') assert.equal(reply.json().message, message);
      else assert.match(reply.json().message, message);
    }
    const viewer = await start(t.viewer, { until: inHours(1), reason: 'Umbau' });
    assert.equal(viewer.statusCode, 403);
    assert.deepEqual(viewer.json(), { message: 'Sie haben nicht genügend Zugriffsrechte.' });
    // The operator does not see MEGAMARKT, so it cannot name it.
    const foreign = await t.post(t.operator, '/api/frontend/maintenance/save', {
      contextId: 'MEGAMARKT',
      storeUid: store.uid,
      until: inHours(1),
      reason: 'Umbau',
    });
    assert.equal(foreign.statusCode, 403);
    assert.equal((await end(t.operator, 'gibtesnicht')).statusCode, 404);
    assert.deepEqual(await maintenanceRowsOf(t.server.db, contextId), rowsBefore);
    assert.equal((await t.auditEntries('maintenanceStarted')).length, audits);
  });

  it("lists a store's and a register's last alerts for their details", async () => {
    const register = store.registers[1]!;
    const own = await t.insertAlert({ context: 'SUEDKAUF', storeUid: store.uid, storeId: store.storeId });
    const ofRegister = await t.insertAlert({
      context: 'SUEDKAUF',
      kind: 'cashpointOffline',
      storeUid: store.uid,
      storeId: store.storeId,
      posId: register.posId,
      cashpointUid: register.uid,
      state: 'closed',
      closedAt: t.server.clock.now,
    });
    await t.insertAlert({ context: 'SUEDKAUF', storeUid: 'another-store', storeId: '2004' });
    const uids = async (query: string) =>
      (await t.get(t.viewer, `/api/frontend/alerts?contextId=SUEDKAUF&${query}&size=100`))
        .json()
        .alerts.map((a: { uid: string }) => a.uid);
    const ofStore = await uids(`storeUid=${store.uid}`);
    assert.ok(ofStore.includes(own) && ofStore.includes(ofRegister));
    assert.ok(!(await uids('storeUid=another-store')).includes(own));
    const ofCashpoint = await uids(`cashpointUid=${register.uid}`);
    assert.ok(ofCashpoint.includes(ofRegister) && !ofCashpoint.includes(own));
    const listed = (
      await t.get(t.viewer, `/api/frontend/alerts?contextId=SUEDKAUF&cashpointUid=${register.uid}`)
    ).json();
    assert.ok(listed.alerts.every((a: { cashpointUid: string }) => a.cashpointUid === register.uid));
  });
});
