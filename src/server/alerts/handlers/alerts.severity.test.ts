import assert from 'node:assert/strict';
import { before, it } from 'node:test';
import { describeAlerts } from '../../test/alertsServerKit';
import { settingsForm } from '../../test/alertSettingsForm';
import { defaultNotifyPolicy } from '../../../shared/alerts/alertSeverity';

// Severity (issue 33 item 1) as an API client sees it: each alert's `severity` is its kind's in its
// context's settings (storeDown and serviceStopped critical by default), the list filters and sorts
// by it, a context's settings change it, and a form with a bad policy gets a German 400.

const minute = 60_000;
const saveUrl = '/api/frontend/alert-settings/save';

describeAlerts('alert severity', (t) => {
  const uids: Record<string, string> = {};
  before(async () => {
    const now = t.server.clock.now;
    const at = (minutes: number) => ({ openedAt: now - minutes * minute, updatedAt: now - minutes * minute });
    uids.down = await t.insertAlert({ context: 'NORDMARKT', kind: 'storeDown', ...at(60) });
    uids.register = await t.insertAlert({ context: 'NORDMARKT', kind: 'cashpointOffline', posId: '2', ...at(5) });
    uids.tse = await t.insertAlert({ context: 'SUEDKAUF', kind: 'serviceStopped', detail: 'TSE-Server', ...at(30) });
    uids.finished = await t.insertAlert({
      context: 'SUEDKAUF',
      kind: 'rolloutFinished',
      subject: 'rollout:r0001',
      storeId: null,
      detail: 'kasse-6.1.0.zip',
      ...at(1),
    });
  });

  const list = async (query: string) => {
    const reply = await t.get(t.admin, `/api/frontend/alerts${query}`);
    assert.equal(reply.statusCode, 200, reply.body);
    const body = reply.json() as { alerts: { uid: string; severity: string }[]; total: number };
    const name = (uid: string) => Object.keys(uids).find((k) => uids[k] === uid);
    return { alerts: body.alerts.map((a) => `${name(a.uid)}:${a.severity}`), total: body.total };
  };

  it('gives each alert its severity, the defaults for a context that saved none', async () => {
    assert.deepEqual(await list(''), {
      alerts: ['finished:info', 'register:warning', 'tse:critical', 'down:critical'],
      total: 4,
    });
  });

  it('sorts the most severe first, then the newest, and filters by severity', async () => {
    assert.deepEqual((await list('?sort=severity')).alerts, [
      'tse:critical',
      'down:critical',
      'register:warning',
      'finished:info',
    ]);
    assert.deepEqual(await list('?severity=critical&sort=severity'), {
      alerts: ['tse:critical', 'down:critical'],
      total: 2,
    });
    assert.deepEqual(await list('?severity=info'), { alerts: ['finished:info'], total: 1 });
    assert.deepEqual(await list('?severity=warning&size=1&page=2'), { alerts: [], total: 1 });
    const bad = await t.get(t.admin, '/api/frontend/alerts?severity=kritisch');
    assert.equal(bad.statusCode, 400);
    assert.equal((await t.get(t.admin, '/api/frontend/alerts?sort=zufall')).statusCode, 400);
  });

  it("follows the context's settings: a register offline made critical in NORDMARKT only", async () => {
    const notify = defaultNotifyPolicy();
    notify.severities.cashpointOffline = 'critical';
    notify.severities.storeDown = 'info';
    notify.reminders.critical = { repeatMinutes: 30, escalateAfterMinutes: 60 };
    notify.escalation = {
      recipients: [' leitung@nordmarkt.example '],
      webhookUrl: 'https://hooks.nordmarkt.example/eskalation',
    };
    const reply = await t.post(t.admin, saveUrl, settingsForm({ notify }));
    assert.equal(reply.statusCode, 200, reply.body);
    const read = (await t.get(t.admin, '/api/frontend/alert-settings?contextId=NORDMARKT')).json();
    assert.deepEqual(read.notify, {
      ...notify,
      escalation: {
        recipients: ['leitung@nordmarkt.example'],
        webhookUrl: 'https://hooks.nordmarkt.example/eskalation',
      },
    });
    assert.deepEqual((await list('?sort=severity')).alerts, [
      'register:critical',
      'tse:critical',
      'finished:info',
      'down:info',
    ]);
    // A form without the policy keeps it.
    assert.equal((await t.post(t.admin, saveUrl, settingsForm())).statusCode, 200);
    assert.deepEqual((await list('?severity=critical')).alerts, ['register:critical', 'tse:critical']);
    const [entry] = await t.auditEntries('alertSettingsSaved');
    const changes = JSON.parse(entry!.changes) as { field: string; after: string | null }[];
    assert.ok(changes.some((c) => c.field === 'severities' && c.after?.includes('Kasse offline: kritisch')));
    assert.ok(changes.some((c) => c.field === 'escalationRecipients' && c.after === 'leitung@nordmarkt.example'));
  });

  it('refuses a bad policy with German messages and changes nothing', async () => {
    const before = (await t.get(t.admin, '/api/frontend/alert-settings?contextId=NORDMARKT')).json();
    // Out of the contract's ranges: the contract's check names the field.
    const outOfRange = defaultNotifyPolicy();
    outOfRange.reminders.warning = { repeatMinutes: 2, escalateAfterMinutes: null };
    const range = await t.post(t.admin, saveUrl, settingsForm({ notify: outOfRange }));
    assert.equal(range.statusCode, 400);
    assert.match(range.json().message, /notify\.reminders\.warning\.repeatMinutes/);
    // Addresses and URLs: the settings' own checks, one German message each.
    const notify = defaultNotifyPolicy();
    notify.escalation = { recipients: ['keine-adresse'], webhookUrl: 'ftp://x.example' };
    const reply = await t.post(t.admin, saveUrl, settingsForm({ notify }));
    assert.equal(reply.statusCode, 400);
    const { message } = reply.json() as { message: string };
    assert.match(message, /"keine-adresse"/);
    assert.match(
      message,
      /Eskalationsliste: Webhook-Adresse: Die Webhook-URL muss eine gültige http- oder https-Adresse sein/,
    );
    const local = defaultNotifyPolicy();
    local.escalation.webhookUrl = 'http://127.0.0.1/hook';
    assert.equal((await t.post(t.admin, saveUrl, settingsForm({ notify: local }))).statusCode, 400);
    const wrongSeverity = settingsForm({ notify: { ...defaultNotifyPolicy(), severities: { storeDown: 'hoch' } } });
    assert.equal((await t.post(t.admin, saveUrl, wrongSeverity)).statusCode, 400);
    assert.deepEqual((await t.get(t.admin, '/api/frontend/alert-settings?contextId=NORDMARKT')).json(), before);
  });
});
