import assert from 'node:assert/strict';
import { it } from 'node:test';
import { describeAlerts } from '../../test/alertsServerKit';

// The mail's link opens one alert: `?uid=` selects it among those the user sees; one of a context the
// user does not see gives an empty page, as an unknown uid does, so the link reveals nothing.

describeAlerts('one alert by its uid', (t) => {
  const list = async (cookie: string, query: string) => {
    const reply = await t.get(cookie, `/api/frontend/alerts${query}`);
    assert.equal(reply.statusCode, 200, reply.body);
    const body = reply.json<{ alerts: { uid: string }[]; total: number }>();
    return { uids: body.alerts.map((a) => a.uid), total: body.total };
  };

  it('lists only the alert of the link, closed or not, in the context the link names', async () => {
    const wanted = await t.insertAlert({ context: 'NORDMARKT', storeId: '1007' });
    await t.insertAlert({ context: 'NORDMARKT', storeId: '1008' });
    const closed = await t.insertAlert({ context: 'NORDMARKT', state: 'closed', closedAt: t.server.clock.now });
    assert.deepEqual(await list(t.operator, `?contextId=NORDMARKT&uid=${wanted}`), { uids: [wanted], total: 1 });
    assert.deepEqual(await list(t.operator, `?uid=${wanted}`), { uids: [wanted], total: 1 });
    assert.deepEqual(await list(t.operator, `?uid=${closed}`), { uids: [closed], total: 1 });
    assert.deepEqual(await list(t.operator, `?uid=gibt-es-nicht`), { uids: [], total: 0 });
  });

  it('gives an empty page for an alert of a context the user does not see', async () => {
    const hidden = await t.insertAlert({ context: 'MEGAMARKT' });
    assert.deepEqual(await list(t.admin, `?uid=${hidden}`), { uids: [hidden], total: 1 });
    assert.deepEqual(await list(t.operator, `?uid=${hidden}`), { uids: [], total: 0 });
  });

  it('refuses a uid longer than the contract allows with a German 400', async () => {
    const reply = await t.get(t.operator, `/api/frontend/alerts?uid=${'x'.repeat(65)}`);
    assert.equal(reply.statusCode, 400);
    assert.match(reply.json<{ message: string }>().message, /[äöüß]|darf|muss|höchstens/i);
  });
});
