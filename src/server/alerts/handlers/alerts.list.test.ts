import assert from 'node:assert/strict';
import { before, it } from 'node:test';
import { describeAlerts } from '../../test/alertsServerKit';

const minute = 60_000;

interface AlertJson {
  uid: string;
  contextId: string;
  state: string;
}

describeAlerts('alert list', (t) => {
  // Named by what they are; opened this many minutes ago.
  const uids: Record<string, string> = {};
  let now = 0;
  before(async () => {
    now = t.server.clock.now;
    const at = (minutes: number) => ({ openedAt: now - minutes * minute, updatedAt: now - minutes * minute });
    uids.nordOld = await t.insertAlert({ context: 'NORDMARKT', ...at(180) });
    uids.nordAcknowledged = await t.insertAlert({
      context: 'NORDMARKT',
      kind: 'cashpointOffline',
      state: 'acknowledged',
      posId: '2',
      acknowledgedBy: 'Otto Operator',
      acknowledgedAt: now - 30 * minute,
      comment: 'Techniker informiert',
      ...at(60),
    });
    // Closed alerts come after every open one, however new.
    uids.nordClosed = await t.insertAlert({
      context: 'NORDMARKT',
      kind: 'installFailed',
      state: 'closed',
      closedAt: now - minute,
      ...at(5),
    });
    uids.sued = await t.insertAlert({ context: 'SUEDKAUF', storeId: '2001', ...at(120) });
    // Opened at the same moment as `sued`: the later row comes first.
    uids.suedTwin = await t.insertAlert({ context: 'SUEDKAUF', storeId: '2002', ...at(120) });
    uids.mega = await t.insertAlert({ context: 'MEGAMARKT', kind: 'serviceStopped', detail: 'TSE-Server', ...at(10) });
  });

  const list = async (cookie: string, query = '') => {
    const reply = await t.get(cookie, `/api/frontend/alerts${query}`);
    assert.equal(reply.statusCode, 200, reply.body);
    const body = reply.json() as { alerts: AlertJson[]; total: number };
    return { names: body.alerts.map((a) => Object.keys(uids).find((k) => uids[k] === a.uid)), total: body.total };
  };

  it('lists not-closed alerts first, newest opened first, in the contract shape', async () => {
    assert.deepEqual(await list(t.admin), {
      names: ['mega', 'nordAcknowledged', 'suedTwin', 'sued', 'nordOld', 'nordClosed'],
      total: 6,
    });
    const reply = (await t.get(t.admin, '/api/frontend/alerts?kind=cashpointOffline')).json();
    assert.deepEqual(reply.alerts, [
      {
        uid: uids.nordAcknowledged,
        contextId: 'NORDMARKT',
        contextName: 'Nordmarkt GmbH',
        kind: 'cashpointOffline',
        severity: 'warning',
        state: 'acknowledged',
        openedAt: new Date(now - 60 * minute).toISOString(),
        updatedAt: new Date(now - 60 * minute).toISOString(),
        closedAt: null,
        storeId: '1003',
        storeUid: null,
        storeName: null,
        posId: '2',
        cashpointUid: null,
        rolloutUid: null,
        detail: null,
        acknowledgedBy: 'Otto Operator',
        acknowledgedAt: new Date(now - 30 * minute).toISOString(),
        comment: 'Techniker informiert',
        assignee: null,
        flapping: false,
        snooze: null,
        maintenance: null,
      },
    ]);
    const closed = (await t.get(t.admin, '/api/frontend/alerts?state=closed')).json();
    assert.equal(closed.alerts[0].closedAt, new Date(now - minute).toISOString());
  });

  it('shows an operator only the alerts of its contexts', async () => {
    assert.deepEqual(await list(t.operator), {
      names: ['nordAcknowledged', 'suedTwin', 'sued', 'nordOld', 'nordClosed'],
      total: 5,
    });
    assert.deepEqual(await list(t.operator, '?contextId=NORDMARKT'), {
      names: ['nordAcknowledged', 'nordOld', 'nordClosed'],
      total: 3,
    });
  });

  it('refuses the alerts of a context the user does not see', async () => {
    for (const key of ['MEGAMARKT', 'GIBTESNICHT']) {
      const reply = await t.get(t.operator, `/api/frontend/alerts?contextId=${key}`);
      assert.equal(reply.statusCode, 403, key);
      assert.deepEqual(reply.json(), { message: 'Sie haben nicht genügend Zugriffsrechte.' });
    }
    assert.deepEqual(await list(t.admin, '?contextId=MEGAMARKT'), { names: ['mega'], total: 1 });
  });

  it('filters by state and kind', async () => {
    assert.deepEqual(await list(t.admin, '?state=open'), {
      names: ['mega', 'nordAcknowledged', 'suedTwin', 'sued', 'nordOld'],
      total: 5,
    });
    assert.deepEqual(await list(t.admin, '?state=closed'), { names: ['nordClosed'], total: 1 });
    assert.deepEqual(await list(t.admin, '?state=all&kind=storeDown'), {
      names: ['suedTwin', 'sued', 'nordOld'],
      total: 3,
    });
    assert.deepEqual(await list(t.operator, '?state=open&kind=serviceStopped'), { names: [], total: 0 });
    assert.equal((await t.get(t.admin, '/api/frontend/alerts?state=offen')).statusCode, 400);
  });

  it('pages through the list, with the total of all that match', async () => {
    assert.deepEqual(await list(t.admin, '?size=2'), { names: ['mega', 'nordAcknowledged'], total: 6 });
    assert.deepEqual(await list(t.admin, '?size=2&page=2'), { names: ['suedTwin', 'sued'], total: 6 });
    assert.deepEqual(await list(t.admin, '?size=4&page=2'), { names: ['nordOld', 'nordClosed'], total: 6 });
    assert.deepEqual(await list(t.admin, '?size=4&page=3'), { names: [], total: 6 });
  });

  // Last: it adds an alert the counts above do not know.
  it("names a rollout alert's rollout, and no store", async () => {
    const uid = await t.insertAlert({
      context: 'NORDMARKT',
      kind: 'rolloutPaused',
      subject: 'rollout:r0001',
      storeId: null,
      detail: 'kasse-6.1.0.zip\nZu viele Fehler',
    });
    const reply = (await t.get(t.admin, '/api/frontend/alerts?kind=rolloutPaused')).json();
    assert.deepEqual(
      reply.alerts.map((a: Record<string, unknown>) => [a.uid, a.rolloutUid, a.storeId, a.detail]),
      [[uid, 'r0001', null, 'kasse-6.1.0.zip\nZu viele Fehler']],
    );
  });
});
