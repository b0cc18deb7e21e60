import assert from 'node:assert/strict';
import { it } from 'node:test';
import { describeWebhooks, secretOf } from '../../test/webhooksKit';

// An event webhook whose address carries its secret (a Slack URL, a token in the query) is listed
// masked, named masked in the audit log, and the masked value sent back keeps the stored address.

const key = 'abcdEFGHijklMNOPqrstUVWX';
const slack = `https://hooks.slack.com/services/T0A1B2C3D/B0E4F5G6H/${key}`;
const masked = 'https://hooks.slack.com/services/T0…/…';

describeWebhooks('masked event webhook URLs', (t) => {
  const save = (form: Record<string, unknown>) =>
    t.post('/api/frontend/webhooks/save', { contextId: 'NORDMARKT', events: ['storeCreated'], enabled: true, ...form });
  const bodies: string[] = [];

  it('lists a Slack URL masked, keeps it when the mask comes back, refuses an edited mask', async () => {
    const created = await save({ url: slack, secret: secretOf('NORDMARKT') });
    assert.equal(created.statusCode, 200, created.body);
    const uid = created.json<{ uid: string }>().uid;
    const list = async () => {
      const reply = await t.get('/api/frontend/webhooks?contextId=NORDMARKT');
      bodies.push(reply.body);
      return reply.json<{ webhooks: { uid: string; url: string }[] }>().webhooks.find((w) => w.uid === uid)!;
    };
    assert.equal((await list()).url, masked);

    const kept = await save({ uid, url: masked, events: ['storeCreated', 'storeDeleted'] });
    assert.equal(kept.statusCode, 200, kept.body);
    const edited = await save({ uid, url: 'https://hooks.slack.com/services/T0…/X' });
    assert.equal(edited.statusCode, 400);
    assert.match(edited.json<{ message: string }>().message, /Die Webhook-URL ist verdeckt/);
    assert.equal((await list()).url, masked);

    for (const url of ['/api/frontend/audit-log?size=100', '/api/frontend/audit-log.csv']) {
      const reply = await t.get(url);
      assert.equal(reply.statusCode, 200);
      bodies.push(reply.body);
    }
    assert.ok(bodies.some((body) => body.includes('hooks.slack.com/services/T0…/…')));
    for (const body of [...bodies, created.body, kept.body, edited.body])
      assert.equal(body.includes(key), false, 'the secret part left the server');
  });
});
