import assert from 'node:assert/strict';
import { it } from 'node:test';
import { describeAlerts } from '../../test/alertsServerKit';
import { settingsForm } from '../../test/alertSettingsForm';
import { defaultAlertRules } from '../../../shared/alerts/alertThresholds';

// 'Stummschalten' (issue 46): a selection of alerts snoozed until a time, rights and contexts per
// alert as for acknowledging, one audit entry each; the snooze ends at its time by itself and early
// when the severity of the alert's kind rises.

const hour = 60 * 60_000;

describeAlerts('snoozing alerts', (t) => {
  const snooze = (cookie: string, body: object) => t.post(cookie, '/api/frontend/alerts/snooze', body);
  const inAnHour = () => new Date(t.server.clock.now + hour).toISOString();
  const list = async (query: string) =>
    (await t.get(t.operator, `/api/frontend/alerts?contextId=NORDMARKT&state=open&size=200&${query}`)).json() as {
      alerts: { uid: string; snooze: { until: string; by: string; comment: string | null } | null }[];
    };
  const uidsOf = (reply: { alerts: { uid: string }[] }) => reply.alerts.map((a) => a.uid);
  const three = () =>
    Promise.all(['1003', '1004', '1005'].map((storeId) => t.insertAlert({ context: 'NORDMARKT', storeId })));

  it('snoozes every alert of the selection with one comment, one audit entry each', async () => {
    const uids = await three();
    const until = inAnHour();
    const reply = await snooze(t.operator, { uids, until, comment: '  Techniker ist unterwegs ' });
    assert.equal(reply.statusCode, 200, reply.body);
    assert.deepEqual(reply.json(), { ok: true, closedUids: [] });
    for (const uid of uids) {
      const row = await t.alertRow(uid);
      assert.equal(row?.snoozedUntil, Date.parse(until));
      assert.equal(row?.snoozedBy, 'Otto Operator');
      assert.equal(row?.snoozeComment, 'Techniker ist unterwegs');
    }
    const entries = (await t.auditEntries('alertSnoozed')).filter((e) => uids.includes(e.objectId as string));
    assert.deepEqual(entries.map((e) => e.objectId).sort(), [...uids].sort());
    assert.ok(entries.every((e) => e.userName === 'Otto Operator' && e.contextKey === 'NORDMARKT'));
  });

  it('shows a snoozed alert with its snooze, hides it with snoozed=hide, and lists only them with snoozed=only', async () => {
    const [snoozed, other] = await three();
    await snooze(t.operator, { uids: [snoozed], until: inAnHour() });
    const all = await list('');
    assert.deepEqual(all.alerts.find((a) => a.uid === snoozed)?.snooze, {
      until: inAnHour(),
      by: 'Otto Operator',
      at: new Date(t.server.clock.now).toISOString(),
      comment: null,
    });
    assert.equal(all.alerts.find((a) => a.uid === other)?.snooze, null);
    const hidden = uidsOf(await list('snoozed=hide'));
    assert.equal(hidden.includes(snoozed), false);
    assert.equal(hidden.includes(other), true);
    const only = uidsOf(await list('snoozed=only'));
    assert.equal(only.includes(snoozed), true);
    assert.equal(only.includes(other), false);
  });

  it('ends a snooze at its time by itself', async () => {
    const [uid] = await three();
    await snooze(t.operator, { uids: [uid], until: inAnHour() });
    assert.equal(uidsOf(await list('snoozed=hide')).includes(uid!), false);
    t.server.clock.now += hour;
    assert.equal(uidsOf(await list('snoozed=hide')).includes(uid!), true);
    assert.equal((await list('')).alerts.find((a) => a.uid === uid)?.snooze, null);
  });

  it('ends a snooze early when the severity of its kind rises, one audit entry each, and not when another kind changes', async () => {
    const cashpoint = await t.insertAlert({ context: 'NORDMARKT', kind: 'cashpointOffline', storeId: '1003' });
    const install = await t.insertAlert({ context: 'NORDMARKT', kind: 'installFailed', storeId: '1003' });
    // Closed meanwhile, its snooze still running: an alert opening again would keep it (snooze.ts).
    const closed = await t.insertAlert({
      context: 'NORDMARKT',
      kind: 'cashpointOffline',
      storeId: '1004',
      state: 'closed',
      closedAt: t.server.clock.now,
      snoozedUntil: t.server.clock.now + hour,
      snoozedBy: 'Otto Operator',
      snoozedAt: t.server.clock.now,
    });
    await snooze(t.operator, { uids: [cashpoint, install], until: inAnHour() });
    const { notify } = (await t.get(t.admin, '/api/frontend/alert-settings?contextId=NORDMARKT')).json();
    assert.equal(notify.severities.cashpointOffline, 'warning');
    const severities = { ...notify.severities, cashpointOffline: 'critical' };
    const form = settingsForm({ notify: { ...notify, severities }, rules: defaultAlertRules() });
    const saved = await t.post(t.admin, '/api/frontend/alert-settings/save', form);
    assert.equal(saved.statusCode, 200, saved.body);
    const shown = uidsOf(await list('snoozed=hide'));
    assert.equal(shown.includes(cashpoint), true);
    assert.equal(shown.includes(install), false);
    assert.equal((await t.alertRow(cashpoint))?.snoozedUntil, null);
    assert.equal((await t.alertRow(closed))?.snoozedUntil, null);
    // The snooze's end is audited for the open alert, by whoever raised the severity.
    const ended = (await t.auditEntries('alertSnoozed')).filter((e) => e.userName === 'Anna Admin');
    assert.deepEqual(
      ended.map((e) => [e.objectId, e.objectLabel, e.contextKey, JSON.parse(e.changes as string)]),
      [
        [
          cashpoint,
          'Filiale 1003: Kasse offline',
          'NORDMARKT',
          [
            { field: 'snoozedUntil', before: inAnHour(), after: null },
            { field: 'severity', before: 'Warnung', after: 'kritisch' },
          ],
        ],
      ],
    );
  });

  it('refuses the whole selection with 404 when one alert is of a context the caller does not see', async () => {
    const uids = [...(await three()), await t.insertAlert({ context: 'MEGAMARKT' })];
    const reply = await snooze(t.operator, { uids, until: inAnHour() });
    assert.equal(reply.statusCode, 404);
    for (const uid of uids) assert.equal((await t.alertRow(uid))?.snoozedUntil ?? null, null);
    const entries = (await t.auditEntries('alertSnoozed')).filter((e) => uids.includes(e.objectId as string));
    assert.deepEqual(entries, []);
  });

  it('refuses a viewer with 403 and changes nothing', async () => {
    const uids = await three();
    assert.equal((await snooze(t.viewer, { uids, until: inAnHour() })).statusCode, 403);
    for (const uid of uids) assert.equal((await t.alertRow(uid))?.snoozedUntil ?? null, null);
  });

  it('skips an alert closed meanwhile and names it', async () => {
    const [open] = await three();
    const closed = await t.insertAlert({ context: 'NORDMARKT', state: 'closed', closedAt: t.server.clock.now });
    const reply = await snooze(t.operator, { uids: [open, closed], until: inAnHour() });
    assert.deepEqual(reply.json(), { ok: true, closedUids: [closed] });
    assert.equal((await t.alertRow(closed))?.snoozedUntil ?? null, null);
  });

  it('takes at most 500 alerts, and an end in the future within 7 days, in German', async () => {
    const [uid] = await three();
    const many = Array.from({ length: 501 }, (_, i) => `a${i}`);
    assert.equal((await snooze(t.operator, { uids: many, until: inAnHour() })).statusCode, 400);
    const cases: [string, string][] = [
      [new Date(t.server.clock.now - 1000).toISOString(), '"Bis" muss in der Zukunft liegen.'],
      [
        new Date(t.server.clock.now + 8 * 24 * hour).toISOString(),
        '"Bis" darf höchstens 7 Tage in der Zukunft liegen.',
      ],
    ];
    for (const [until, message] of cases) {
      const reply = await snooze(t.operator, { uids: [uid], until });
      assert.equal(reply.statusCode, 400);
      assert.deepEqual(reply.json(), { message });
    }
    assert.equal((await snooze(t.operator, { uids: [uid], until: 'morgen' })).statusCode, 400);
    assert.equal((await t.alertRow(uid!))?.snoozedUntil ?? null, null);
  });

  it("filters the alerts nobody has taken over with owner=none ('Alarme ohne Bearbeiter')", async () => {
    const [taken, free] = await three();
    await t.post(t.operator, '/api/frontend/alerts/assign', { uid: taken });
    const unowned = uidsOf(await list('owner=none'));
    assert.equal(unowned.includes(taken!), false);
    assert.equal(unowned.includes(free!), true);
  });
});
