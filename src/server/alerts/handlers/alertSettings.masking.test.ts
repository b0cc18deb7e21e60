import assert from 'node:assert/strict';
import { it } from 'node:test';
import { describeAlerts } from '../../test/alertsServerKit';
import { settingsForm } from '../../test/alertSettingsForm';
import { defaultNotifyPolicy } from '../../../shared/alerts/alertSeverity';

// Slack's and Teams' webhook addresses carry their secret in the path: they never leave the server
// in clear, neither in the settings' reply nor in the audit log (its page, its CSV, its rows), and
// the masked value a form sends back keeps the stored address.

const getUrl = (key: string) => `/api/frontend/alert-settings?contextId=${key}`;
const saveUrl = '/api/frontend/alert-settings/save';

// Slack's documented example form: T…/B…/a 24-character key.
const slackKey = 'T0A1B2C3D/B0E4F5G6H/abcdEFGHijklMNOPqrstUVWX';
const slack = `https://hooks.slack.com/services/${slackKey}`;
const slackMasked = 'https://hooks.slack.com/services/T0…/…';
const teamsKey = '6f0e2a9c-1d2b-4c3d-9e8f-0a1b2c3d4e5f@72f988bf-86f1-41af-91ab-2d7cd011db47';
const teams = `https://nordmarkt.webhook.office.com/webhookb2/${teamsKey}/IncomingWebhook/9c1d2b4c3d9e8f0a1b2c/0a1b2c3d`;
const secretParts = ['B0E4F5G6H', 'abcdEFGHijklMNOPqrstUVWX', '6f0e2a9c', '9c1d2b4c3d9e8f0a1b2c'];

describeAlerts('masked webhook URLs', (t) => {
  const replies: string[] = [];
  const post = async (form: unknown, status = 200) => {
    const reply = await t.post(t.admin, saveUrl, form);
    replies.push(reply.body);
    assert.equal(reply.statusCode, status, reply.body);
    return reply;
  };
  const read = async (key: string) => {
    const reply = await t.get(t.admin, getUrl(key));
    replies.push(reply.body);
    assert.equal(reply.statusCode, 200, reply.body);
    return reply.json<{ webhookUrl: string | null; webhookUrlMasked: boolean; webhookFormat: string }>();
  };
  const storedUrl = async (key: string) => {
    const { id } = await t.contextRow(key);
    const row = await t.server.db.kysely
      .selectFrom('alertSettings')
      .select('settings')
      .where('contextId', '=', id)
      .executeTakeFirstOrThrow();
    return (JSON.parse(row.settings) as { webhookUrl: string | null }).webhookUrl;
  };

  it('shows a Slack URL masked, keeps it when the mask comes back, and replaces it only by a new value', async () => {
    await post(settingsForm({ webhookUrl: slack, webhookFormat: 'slack', webhookSecret: null }));
    assert.equal(await storedUrl('NORDMARKT'), slack);
    const shown = await read('NORDMARKT');
    assert.deepEqual([shown.webhookUrl, shown.webhookUrlMasked, shown.webhookFormat], [slackMasked, true, 'slack']);

    // The form as the settings gave it: the stored address stays, nothing changed.
    const before = (await t.auditEntries('alertSettingsSaved')).length;
    await post(settingsForm({ webhookUrl: slackMasked, webhookSecret: null }));
    assert.equal(await storedUrl('NORDMARKT'), slack);
    const [kept] = (await t.auditEntries('alertSettingsSaved')).slice(before);
    assert.deepEqual(JSON.parse(kept.changes), []);

    // A masked value edited has lost what it hid: a German 400, and nothing changes.
    const edited = await post(
      settingsForm({ webhookUrl: 'https://hooks.slack.com/services/T0…/B1', webhookSecret: null }),
      400,
    );
    assert.match(edited.json<{ message: string }>().message, /Die Webhook-URL ist verdeckt/);
    assert.equal(await storedUrl('NORDMARKT'), slack);

    // Another Slack URL masks alike; the audit log still notes that the hidden part changed.
    const other = 'https://hooks.slack.com/services/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';
    await post(settingsForm({ webhookUrl: other, webhookSecret: null }));
    assert.equal(await storedUrl('NORDMARKT'), other);
    const [changed] = (await t.auditEntries('alertSettingsSaved')).slice(before + 1);
    assert.deepEqual(JSON.parse(changed.changes), [
      { field: 'webhookUrlSecret', before: null, after: null, hidden: true },
    ]);
    secretParts.push('B9Z8Y7X6W', 'zyxwVUTSrqpoNMLKjihgFEDC');
  });

  it('masks a Teams URL and records the format in the audit log', async () => {
    await post(settingsForm({ contextId: 'SUEDKAUF', webhookUrl: teams, webhookFormat: 'teams', webhookSecret: null }));
    const shown = await read('SUEDKAUF');
    assert.equal(shown.webhookUrl, 'https://nordmarkt.webhook.office.com/webhookb2/6f…/…');
    assert.equal(shown.webhookUrlMasked, true);
    const [entry] = (await t.auditEntries('alertSettingsSaved')).filter((e) => e.contextKey === 'SUEDKAUF');
    const changes = JSON.parse(entry.changes) as { field: string; after: unknown }[];
    assert.deepEqual(
      changes.filter((c) => c.field.startsWith('webhook')),
      [
        { field: 'webhookUrl', before: null, after: 'https://nordmarkt.webhook.office.com/webhookb2/6f…/…' },
        { field: 'webhookUrlSecret', before: null, after: null, hidden: true },
        {
          field: 'webhookFormat',
          before: 'Signiertes JSON (eigener Empfänger)',
          after: 'Microsoft Teams (Adaptive Card)',
        },
      ],
    );
  });

  it('shows an address without a secret as it is', async () => {
    await post(settingsForm({ contextId: 'OSTBAU', webhookUrl: 'https://hooks.ostbau.example/alarme' }));
    const shown = await read('OSTBAU');
    assert.deepEqual([shown.webhookUrl, shown.webhookUrlMasked], ['https://hooks.ostbau.example/alarme', false]);
  });

  it("masks the escalation list's webhook alike, and keeps it when the mask comes back", async () => {
    const escalationKey = 'T0A1B2C3D/B7Q6R5S4T/leitungLEITUNGleitung123';
    const escalationUrl = `https://hooks.slack.com/services/${escalationKey}`;
    secretParts.push('B7Q6R5S4T', 'leitungLEITUNGleitung123');
    const notify = (webhookUrl: string) => ({
      ...defaultNotifyPolicy(),
      escalation: { recipients: ['leitung@westfrisch.example'], webhookUrl },
    });
    const form = (webhookUrl: string) =>
      settingsForm({ contextId: 'WESTFRISCH', webhookUrl: null, webhookSecret: null, notify: notify(webhookUrl) });
    const stored = async () => {
      const { id } = await t.contextRow('WESTFRISCH');
      const row = await t.server.db.kysely
        .selectFrom('alertSettings')
        .select('settings')
        .where('contextId', '=', id)
        .executeTakeFirstOrThrow();
      return (JSON.parse(row.settings) as { notify: { escalation: { webhookUrl: string | null } } }).notify.escalation
        .webhookUrl;
    };
    await post(form(escalationUrl));
    const reply = await t.get(t.admin, getUrl('WESTFRISCH'));
    replies.push(reply.body);
    const shown = reply.json<{ notify: { escalation: { webhookUrl: string } } }>().notify.escalation.webhookUrl;
    assert.equal(shown, slackMasked);

    await post(form(shown));
    assert.equal(await stored(), escalationUrl);
    const edited = await post(form('https://hooks.slack.com/services/T0…/B2'), 400);
    assert.match(edited.json<{ message: string }>().message, /Die Webhook-URL ist verdeckt/);
    assert.equal(await stored(), escalationUrl);

    const [entry] = (await t.auditEntries('alertSettingsSaved')).filter((e) => e.contextKey === 'WESTFRISCH');
    const changes = JSON.parse(entry.changes) as { field: string }[];
    assert.deepEqual(
      changes.filter((c) => c.field.startsWith('escalationWebhook')),
      [
        { field: 'escalationWebhookUrl', before: null, after: slackMasked },
        { field: 'escalationWebhookUrlSecret', before: null, after: null, hidden: true },
      ],
    );
  });

  it('never let a secret part out: not in a reply, not in the audit log, its page or its CSV', async () => {
    for (const url of ['/api/frontend/audit-log?size=100', '/api/frontend/audit-log.csv']) {
      const reply = await t.get(t.admin, url);
      assert.equal(reply.statusCode, 200, reply.body);
      assert.match(reply.body, /hooks\.slack\.com\/services\/T0…\/…/);
      replies.push(reply.body);
    }
    const rows = JSON.stringify(await t.auditEntries('alertSettingsSaved'));
    for (const part of secretParts) {
      for (const body of replies) assert.equal(body.includes(part), false, `${part} in a reply`);
      assert.equal(rows.includes(part), false, `${part} in the audit rows`);
    }
  });
});
