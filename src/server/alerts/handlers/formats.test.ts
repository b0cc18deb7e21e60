import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { startNotifyingServer, type Receivers } from '../../test/alertReceivers';
import { closeAlert, insertContext, openStoreDown, saveSettings } from '../../test/repository/alertNotifyRows';
import { carriesSecret, maskedWebhookUrl, webhookUrlFromForm } from '../../../shared/validation/webhookUrlMask';

// The alert webhook in the format its context chose, as a real HTTP receiver gets it: a Slack
// incoming webhook's message, a Teams message with an Adaptive Card, the signed JSON as before.
// The format is a setting, not guessed from the host, so the test receiver stands in for both.

describe('alert webhook formats (SQLite)', () => {
  let receivers: Receivers;
  let slackContext: number;
  let teamsContext: number;

  before(async () => {
    receivers = await startNotifyingServer('sqlite', { PUBLIC_URL: 'https://konsole.example' });
    receivers.server.clock.now = Date.parse('2026-06-10T08:00:00Z');
    const { db } = receivers.server;
    const hook = receivers.hook.url;
    slackContext = await insertContext(db, 'NORDMARKT', 'Nordmarkt <GmbH> & Co');
    await saveSettings(db, slackContext, { webhookUrl: hook, webhookFormat: 'slack' }, null);
    teamsContext = await insertContext(db, 'SUEDKAUF', 'Südkauf AG');
    await saveSettings(db, teamsContext, { webhookUrl: hook, webhookFormat: 'teams' }, null);
  });
  after(() => receivers.close());

  it('posts a Slack message with the facts, escaped, and a button that opens the alert', async () => {
    const { server, hook, sender } = receivers;
    const alertId = await openStoreDown(server.db, slackContext, { id: '1003', name: 'Hafen' }, server.clock.now);
    assert.equal((await sender.run()).sent, 1, 'the webhook; the mail has no recipients');
    const body = hook.received.at(-1)!.body as unknown as { text: string; blocks: Record<string, unknown>[] };
    const uid = `alert-${slackContext}-1003-${server.clock.now}`;
    assert.deepEqual(body, {
      text: 'Alarm: Filiale 1003 ausgefallen (Nordmarkt &lt;GmbH&gt; &amp; Co)',
      blocks: [
        { type: 'header', text: { type: 'plain_text', text: 'Alarm: Filiale 1003 ausgefallen', emoji: false } },
        {
          type: 'section',
          fields: [
            { type: 'mrkdwn', text: '*Schweregrad*\nkritisch' },
            { type: 'mrkdwn', text: '*Kontext*\nNordmarkt &lt;GmbH&gt; &amp; Co (NORDMARKT)' },
            { type: 'mrkdwn', text: '*Filiale*\n1003 Hafen' },
            { type: 'mrkdwn', text: '*Seit*\n10.06.2026, 10:00 (Europe/Berlin)' },
            { type: 'mrkdwn', text: '*Details*\n4 Kassen offline' },
          ],
        },
        {
          type: 'actions',
          elements: [
            {
              type: 'button',
              text: { type: 'plain_text', text: 'Alarm öffnen' },
              url: `https://konsole.example/frontend/alerts?contextId=NORDMARKT&uid=${uid}`,
            },
          ],
        },
      ],
    });

    server.clock.now += 15 * 60_000;
    await closeAlert(server.db, alertId, server.clock.now);
    assert.equal((await sender.run()).sent, 1, 'the webhook; the mail has no recipients');
    const closing = hook.received.at(-1)!.body as unknown as { text: string; blocks: { fields?: unknown[] }[] };
    assert.equal(closing.text, 'Alarm beendet: Filiale 1003 ausgefallen (Nordmarkt &lt;GmbH&gt; &amp; Co)');
    assert.deepEqual(closing.blocks[1]!.fields![4], {
      type: 'mrkdwn',
      text: '*Beendet*\n10.06.2026, 10:15 (Europe/Berlin)',
    });
  });

  it('posts a Teams message with one Adaptive Card', async () => {
    const { server, hook, sender } = receivers;
    await openStoreDown(server.db, teamsContext, { id: '2001', name: 'Markt' }, server.clock.now);
    assert.equal((await sender.run()).sent, 1, 'the webhook; the mail has no recipients');
    const body = hook.received.at(-1)!.body as unknown as Record<string, unknown>;
    const uid = `alert-${teamsContext}-2001-${server.clock.now}`;
    assert.deepEqual(body, {
      type: 'message',
      attachments: [
        {
          contentType: 'application/vnd.microsoft.card.adaptive',
          contentUrl: null,
          content: {
            $schema: 'http://adaptivecards.io/schemas/adaptive-card.json',
            type: 'AdaptiveCard',
            version: '1.4',
            body: [
              {
                type: 'TextBlock',
                text: 'Alarm: Filiale 2001 ausgefallen',
                weight: 'Bolder',
                size: 'Medium',
                wrap: true,
                color: 'Attention',
              },
              {
                type: 'FactSet',
                facts: [
                  { title: 'Schweregrad', value: 'kritisch' },
                  { title: 'Kontext', value: 'Südkauf AG (SUEDKAUF)' },
                  { title: 'Filiale', value: '2001 Markt' },
                  { title: 'Seit', value: '10.06.2026, 10:15 (Europe/Berlin)' },
                  { title: 'Details', value: '4 Kassen offline' },
                ],
              },
            ],
            actions: [
              {
                type: 'Action.OpenUrl',
                title: 'Alarm öffnen',
                url: `https://konsole.example/frontend/alerts?contextId=SUEDKAUF&uid=${uid}`,
              },
            ],
          },
        },
      ],
    });
  });
});

describe('webhook URL masking', () => {
  it('masks the addresses whose path or query carries a secret, and only those', () => {
    const cases: [string, string][] = [
      [
        'https://hooks.slack.com/services/T0A1B2C3D/B0E4F5G6H/abcdEFGHijklMNOPqrstUVWX',
        'https://hooks.slack.com/services/T0…/…',
      ],
      [
        'https://x.webhook.office.com/webhookb2/6f0e@72f9/IncomingWebhook/9c1d/0a1b',
        'https://x.webhook.office.com/webhookb2/6f…/…',
      ],
      [
        'https://prod-12.westeurope.logic.azure.com:443/workflows/abc123/triggers/manual/paths/invoke?api-version=1&sig=XYZ',
        'https://prod-12.westeurope.logic.azure.com/workflows/ab…/…?…',
      ],
      ['https://discord.com/api/webhooks/123/abc', 'https://discord.com/api/we…/…'],
      ['https://hooks.example/alarme?token=geheim', 'https://hooks.example/alarme?…'],
      ['https://hooks.example/k/3f9a8b7c6d5e4f3a2b1c0d9e', 'https://hooks.example/k/3f…'],
      ['https://hooks.example/3f9a8b7c6d5e4f3a2b1c0d9e/in', 'https://hooks.example/3f…/…'],
    ];
    for (const [url, masked] of cases) {
      assert.equal(carriesSecret(url), true, url);
      assert.equal(maskedWebhookUrl(url), masked);
      assert.equal(webhookUrlFromForm(masked, url), url, 'the mask sent back keeps the address');
    }
    for (const url of ['https://hooks.nordmarkt.example/alarme', 'http://127.0.0.1:8080/hooks/kasse'])
      assert.equal(maskedWebhookUrl(url), url);
    assert.equal(maskedWebhookUrl(null), null);
    assert.equal(
      webhookUrlFromForm('https://hooks.slack.com/services/T0…/x', 'https://hooks.slack.com/services/T0A/B/C'),
      'https://hooks.slack.com/services/T0…/x',
    );
  });
});
