import assert from 'node:assert/strict';
import { it } from 'node:test';
import {
  calendarForm,
  christmasEve,
  describeCalendar,
  enabledRule,
  getUrl,
  ruleUrl,
  saveRuleUrl,
  saveUrl,
} from '../../test/calendarKit';

// Every kind of bad input to the calendar API refused in German, with nothing changed.

describeCalendar('store calendar refusals', (t) => {
  const storeUid = async (index = 0) => (await t.stores('NORDMARKT'))[index]!.uid;

  it('refuses bad input with a German 400 and changes nothing', async () => {
    const uid = await storeUid(3);
    const before = await t.snapshot();
    const bad: [string, Record<string, unknown>, RegExp][] = [
      ['unknown zone', { timeZone: 'Europe/Atlantis' }, /^Die Zeitzone „Europe\/Atlantis“ ist unbekannt/],
      [
        '25:00',
        { openingHours: [{ weekday: 1, from: '08:00', to: '25:00' }] },
        /openingHours\.0\.to.*ungültiges Format/,
      ],
      ['a range of length 0', { openingHours: [{ weekday: 1, from: '08:00', to: '08:00' }] }, /08:00.*keine Dauer/],
      [
        'a date that does not exist',
        { specialDays: [{ date: '2026-02-30', kind: 'closed', note: '' }] },
        /2026-02-30|ungültiges Format/,
      ],
      ['an unknown region', { region: 'XX-YY' }, /Feiertagsregion „XX-YY“ ist unbekannt/],
      [
        'a date twice',
        { specialDays: [christmasEve, { date: '2026-12-24', kind: 'closed', note: '' }] },
        /24\.12\.2026 ist mehr als ein Sondertag/,
      ],
    ];
    for (const [what, change, expected] of bad) {
      for (const storeUid of [uid, undefined]) {
        const reply = await t.post(t.admin, saveUrl, calendarForm({ storeUid, ...change }));
        assert.equal(reply.statusCode, 400, `${what}: ${reply.body}`);
        assert.match((reply.json() as { message: string }).message, expected, what);
      }
    }
    const rules: [string, Record<string, unknown>][] = [
      ['25:00', { fixedRange: { from: '25:00', to: '05:00' } }],
      ['a range of length 0', { fixedRange: { from: '02:00', to: '02:00' } }],
      ['minutes out of range', { minutesAfterClosing: 721 }],
    ];
    for (const [what, change] of rules) {
      const reply = await t.post(t.admin, saveRuleUrl, { contextId: 'NORDMARKT', ...enabledRule, ...change });
      assert.equal(reply.statusCode, 400, `${what}: ${reply.body}`);
    }
    const inheritForContext = await t.post(t.admin, saveRuleUrl, {
      contextId: 'NORDMARKT',
      inherit: true,
      ...enabledRule,
    });
    assert.equal(inheritForContext.statusCode, 400);
    assert.deepEqual(inheritForContext.json(), {
      message: 'Ungültige Anfrage: Nur eine Filiale kann die Regel ihres Kontexts übernehmen.',
    });
    assert.deepEqual(await t.snapshot(), before);
  });

  it('answers 404 for a store of another context, 403 without the right or the context, changing nothing', async () => {
    const before = await t.snapshot();
    const foreign = (await t.stores('WESTFRISCH'))[0]!.uid;
    for (const url of [getUrl('NORDMARKT', foreign), getUrl('NORDMARKT', 'nichtda'), ruleUrl('NORDMARKT', foreign)]) {
      const reply = await t.get(t.admin, url);
      assert.equal(reply.statusCode, 404, url);
      assert.deepEqual(reply.json(), { message: 'Nicht gefunden.' });
    }
    for (const storeUid of [foreign, 'nichtda']) {
      assert.equal((await t.post(t.admin, saveUrl, calendarForm({ storeUid }))).statusCode, 404);
      assert.equal(
        (await t.post(t.admin, saveRuleUrl, { contextId: 'NORDMARKT', storeUid, ...enabledRule })).statusCode,
        404,
      );
    }
    // The operator sees NORDMARKT but lacks CALENDAR_CHANGE; the viewer has no rights at all.
    for (const cookie of [t.operator, t.viewer]) {
      const reply = await t.post(cookie, saveUrl, calendarForm());
      assert.equal(reply.statusCode, 403);
      assert.deepEqual(reply.json(), { message: 'Sie haben nicht genügend Zugriffsrechte.' });
      assert.equal((await t.post(cookie, saveRuleUrl, { contextId: 'NORDMARKT', ...enabledRule })).statusCode, 403);
    }
    // Reading needs the context to be visible: the operator does not see WESTFRISCH.
    assert.equal((await t.get(t.operator, getUrl('NORDMARKT'))).statusCode, 200);
    assert.equal((await t.get(t.operator, getUrl('WESTFRISCH'))).statusCode, 403);
    assert.equal((await t.get(t.operator, ruleUrl('WESTFRISCH'))).statusCode, 403);
    assert.deepEqual(await t.snapshot(), before);
  });
});
