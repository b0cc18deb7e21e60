import assert from 'node:assert/strict';
import { it } from 'node:test';
import { defaultAlertSettings } from '../settings';
import { defaultNotifyPolicy } from '../../../shared/alerts/alertSeverity';
import { describeAlerts } from '../../test/alertsServerKit';
import { secret, settingsForm } from '../../test/alertSettingsForm';

const getUrl = (key: string) => `/api/frontend/alert-settings?contextId=${key}`;
const saveUrl = '/api/frontend/alert-settings/save';

describeAlerts('alert settings', (t) => {
  const storedRow = async (key: string) => {
    const { id } = await t.contextRow(key);
    return t.server.db.kysely.selectFrom('alertSettings').selectAll().where('contextId', '=', id).executeTakeFirst();
  };
  const save = async (form: unknown) => {
    const reply = await t.post(t.admin, saveUrl, form);
    assert.equal(reply.statusCode, 200, reply.body);
    assert.equal(reply.body.includes(secret), false);
  };
  const read = async (key: string) => {
    const reply = await t.get(t.admin, getUrl(key));
    assert.equal(reply.statusCode, 200, reply.body);
    assert.equal(reply.body.includes(secret), false);
    return reply.json();
  };
  const savedEntries = async () => {
    const entries = await t.auditEntries('alertSettingsSaved');
    for (const entry of entries) assert.equal(JSON.stringify(entry).includes(secret), false, 'no secret in the log');
    return entries.map((e) => ({ ...e, changes: JSON.parse(e.changes) as { field: string }[] }));
  };

  it('needs CONTEXTS_CHANGE to read or save them', async () => {
    for (const cookie of [t.operator, t.viewer]) {
      const read = await t.get(cookie, getUrl('NORDMARKT'));
      assert.equal(read.statusCode, 403);
      assert.deepEqual(read.json(), { message: 'Sie haben nicht genügend Zugriffsrechte.' });
      assert.equal((await t.post(cookie, saveUrl, settingsForm())).statusCode, 403);
    }
    assert.equal(await storedRow('NORDMARKT'), undefined);
    assert.deepEqual(await savedEntries(), []);
  });

  it('gives a context that never saved any the defaults', async () => {
    const { webhookSecret: _, ...defaults } = defaultAlertSettings();
    assert.deepEqual(await read('WESTFRISCH'), {
      contextId: 'WESTFRISCH',
      ...defaults,
      webhookUrlMasked: false,
      hasWebhookSecret: false,
    });
    assert.deepEqual(defaults.rules.cashpointOffline, { enabled: true, minutes: 30 });
    assert.deepEqual(defaults.rules.storeDown, { enabled: true, minutes: 5 });
  });

  it('gives a rule stored before it had a threshold the default one', async () => {
    const context = await t.contextRow('OSTBAU');
    const { webhookSecret: _, ...defaults } = defaultAlertSettings();
    const stored = { ...defaults, rules: { ...defaults.rules, storeDown: { enabled: false } } };
    await t.server.db.kysely
      .insertInto('alertSettings')
      .values({ contextId: context.id, settings: JSON.stringify(stored), webhookSecret: null, updatedAt: 0 })
      .execute();
    assert.deepEqual((await read('OSTBAU')).rules.storeDown, { enabled: false, minutes: 5 });
  });

  it('saves the settings, reads them back without the secret, and records what changed', async () => {
    const form = settingsForm({ contextId: 'SUEDKAUF', recipients: [' leitstand@suedkauf.example '] });
    await save(form);
    const { webhookSecret: _, ...sent } = form;
    assert.deepEqual(await read('SUEDKAUF'), {
      ...sent,
      recipients: ['leitstand@suedkauf.example'],
      webhookUrlMasked: false,
      webhookFormat: 'signedJson',
      hasWebhookSecret: true,
      // A form without the policy of issue 33 keeps the stored one (here the defaults).
      notify: defaultNotifyPolicy(),
    });
    assert.equal((await storedRow('SUEDKAUF'))?.webhookSecret, secret);

    const context = await t.contextRow('SUEDKAUF');
    const [entry] = (await savedEntries()).filter((e) => e.contextKey === 'SUEDKAUF');
    assert.equal(entry.userLogin, 'admin');
    assert.equal(entry.objectType, 'context');
    assert.equal(entry.objectId, context.uid);
    assert.equal(entry.objectLabel, 'SUEDKAUF');
    assert.deepEqual(entry.changes, [
      { field: 'storeDown', before: 'an, 5 Minuten', after: 'an, 10 Minuten' },
      { field: 'cashpointOffline', before: 'an, 30 Minuten', after: 'an, 15 Minuten' },
      { field: 'installFailed', before: 'an', after: 'aus' },
      { field: 'dayCloseMissing', before: 'aus, bis 08:00', after: 'an, bis 07:30' },
      {
        field: 'quietHours',
        before: 'aus, 22:00–06:00, So, Europe/Berlin',
        after: 'an, 22:00–06:00, So Sa, Europe/Berlin',
      },
      { field: 'recipients', before: null, after: 'leitstand@suedkauf.example' },
      { field: 'webhookUrl', before: null, after: 'https://hooks.nordmarkt.example/alarme' },
      { field: 'webhookSecret', before: null, after: null, hidden: true },
    ]);
  });

  it('keeps the stored secret when the form brings none, and drops it with the webhook', async () => {
    await save(settingsForm());
    const count = async () => (await savedEntries()).filter((e) => e.contextKey === 'NORDMARKT').length;
    const before = await count();
    const { webhookSecret: _, ...withoutSecret } = settingsForm({ recipients: ['it@nordmarkt.example'] });
    await save(withoutSecret);
    await save(settingsForm({ webhookSecret: null }));
    await save(settingsForm({ webhookSecret: '' }));
    assert.equal((await storedRow('NORDMARKT'))?.webhookSecret, secret);
    assert.equal((await read('NORDMARKT')).hasWebhookSecret, true);
    const kept = (await savedEntries()).filter((e) => e.contextKey === 'NORDMARKT').slice(before);
    assert.deepEqual(
      kept.map((e) => e.changes.map((c) => c.field)),
      [['recipients'], ['recipients'], []],
    );

    const other = 'ein-anderes-webhook-secret-2026';
    await save(settingsForm({ webhookSecret: other }));
    assert.equal((await storedRow('NORDMARKT'))?.webhookSecret, other);
    const [changed] = (await savedEntries()).filter((e) => e.contextKey === 'NORDMARKT').slice(before + 3);
    assert.deepEqual(changed.changes, [{ field: 'webhookSecret', before: null, after: null, hidden: true }]);
    assert.equal(JSON.stringify(changed).includes(other), false);

    await save(settingsForm({ webhookUrl: null, webhookSecret: null }));
    assert.equal((await storedRow('NORDMARKT'))?.webhookSecret, null);
    assert.equal((await read('NORDMARKT')).hasWebhookSecret, false);
    assert.equal((await count()) - before, 5);
  });
});
