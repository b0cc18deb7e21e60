import assert from 'node:assert/strict';
import { before, it } from 'node:test';
import { describeAlerts } from '../../test/alertsServerKit';

// The stores the fleet trees mark: every store of the context with a not-closed alert, once each.

describeAlerts('alert stores', (t) => {
  before(async () => {
    await t.insertAlert({ context: 'NORDMARKT', storeUid: 'store-b' });
    // A second alert of the same store names it once.
    await t.insertAlert({ context: 'NORDMARKT', kind: 'installFailed', storeUid: 'store-b' });
    await t.insertAlert({ context: 'NORDMARKT', kind: 'cashpointOffline', state: 'acknowledged', storeUid: 'store-a' });
    await t.insertAlert({ context: 'NORDMARKT', state: 'closed', closedAt: t.server.clock.now, storeUid: 'store-c' });
    // An alert that names no store (or only its number) marks nothing.
    await t.insertAlert({ context: 'NORDMARKT', kind: 'serviceStopped', storeUid: null });
    await t.insertAlert({ context: 'MEGAMARKT', storeUid: 'store-mega' });
  });

  const storeUids = async (cookie: string, key: string) => {
    const reply = await t.get(cookie, `/api/frontend/alerts/stores?contextId=${key}`);
    assert.equal(reply.statusCode, 200, reply.body);
    return (reply.json() as { storeUids: string[] }).storeUids.sort();
  };

  it('names each store with an open or acknowledged alert once, and no closed one', async () => {
    assert.deepEqual(await storeUids(t.operator, 'NORDMARKT'), ['store-a', 'store-b']);
    assert.deepEqual(await storeUids(t.admin, 'MEGAMARKT'), ['store-mega']);
    assert.deepEqual(await storeUids(t.admin, 'SUEDKAUF'), []);
  });

  it('refuses a context the user does not see, and a call without one', async () => {
    for (const key of ['MEGAMARKT', 'GIBTESNICHT']) {
      const reply = await t.get(t.operator, `/api/frontend/alerts/stores?contextId=${key}`);
      assert.equal(reply.statusCode, 403, key);
      assert.deepEqual(reply.json(), { message: 'Sie haben nicht genügend Zugriffsrechte.' });
    }
    assert.equal((await t.get(t.operator, '/api/frontend/alerts/stores')).statusCode, 400);
    assert.equal((await t.get('', '/api/frontend/alerts/stores?contextId=NORDMARKT')).statusCode, 401);
  });
});
