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
  tuesdayMorning,
  weekHours,
} from '../../test/calendarKit';
import { nextUpdateWindow } from '../logic';

// A store's and a context's calendar over HTTP: saved and read back, the state and next window the
// store's details show, and each change in the audit log (refusals: calendar.refusals.test.ts).

describeCalendar('store calendar', (t) => {
  const storeUid = async (index = 0) => (await t.stores('NORDMARKT'))[index]!.uid;

  it('saves a store calendar and reads it back as its own, with the context special days apart', async () => {
    t.server.clock.now = tuesdayMorning;
    const uid = await storeUid(0);
    const contextDay = { date: '2026-12-31', kind: 'closed', note: 'Inventur' };
    const context = await t.post(t.admin, saveUrl, calendarForm({ openingHours: [], specialDays: [contextDay] }));
    assert.equal(context.statusCode, 200, context.body);
    const saved = await t.post(t.admin, saveUrl, calendarForm({ storeUid: uid }));
    assert.equal(saved.statusCode, 200, saved.body);

    const reply = await t.get(t.viewer, getUrl('NORDMARKT', uid));
    assert.equal(reply.statusCode, 200, reply.body);
    assert.deepEqual(reply.json(), {
      timeZone: 'Europe/Berlin',
      region: 'DE-NW',
      openingHours: weekHours,
      specialDays: [christmasEve],
      contextSpecialDays: [contextDay],
      own: true,
      state: {
        open: true,
        until: '2026-11-24T19:00:00.000Z',
        holiday: null,
        specialDay: null,
        note: null,
        blackout: false,
      },
      nextWindow: null,
    });

    // Another store of the context shows the context's calendar, not as its own.
    const other = (await t.get(t.viewer, getUrl('NORDMARKT', await storeUid(1)))).json();
    assert.equal(other.own, false);
    assert.deepEqual(other.openingHours, []);
    assert.deepEqual(other.specialDays, []);
    assert.deepEqual(other.contextSpecialDays, [contextDay]);
    assert.equal(other.state.open, false);

    const own = (await t.get(t.viewer, getUrl('NORDMARKT'))).json();
    assert.deepEqual(own, {
      timeZone: 'Europe/Berlin',
      region: 'DE-NW',
      openingHours: [],
      specialDays: [contextDay],
      contextSpecialDays: [],
      own: true,
      state: null,
      nextWindow: null,
    });
  });

  it("takes its context's weekly calendar again when saved with inherit, keeping its own special days", async () => {
    const uid = await storeUid(9);
    assert.equal(
      (await t.post(t.admin, saveUrl, calendarForm({ storeUid: uid, timeZone: 'Atlantic/Canary', region: 'ES-CN' })))
        .statusCode,
      200,
    );
    const inherit = await t.post(t.admin, saveUrl, calendarForm({ storeUid: uid, inherit: true }));
    assert.equal(inherit.statusCode, 200, inherit.body);
    const reply = (await t.get(t.viewer, getUrl('NORDMARKT', uid))).json();
    const context = (await t.get(t.viewer, getUrl('NORDMARKT'))).json();
    assert.equal(reply.own, false);
    assert.deepEqual(
      [reply.timeZone, reply.region, reply.openingHours],
      [context.timeZone, context.region, context.openingHours],
    );
    assert.deepEqual(reply.specialDays, [christmasEve]);
    const [entry] = (await t.auditEntries('calendarSaved')).slice(-1);
    const changes = entry!.changes as { field: string; after: string | null }[];
    assert.ok(changes.some((c) => c.field === 'timeZone' && c.after === null));

    // A context has no one to inherit from.
    const before = await t.snapshot();
    const refused = await t.post(t.admin, saveUrl, calendarForm({ inherit: true }));
    assert.equal(refused.statusCode, 400);
    assert.match(refused.json().message, /Nur eine Filiale kann den Kalender ihres Kontexts übernehmen/);
    assert.deepEqual(await t.snapshot(), before);
  });

  it('shows the next update window once the context has a rule, and a store may override it', async () => {
    t.server.clock.now = tuesdayMorning;
    const uid = await storeUid(0);
    assert.equal((await t.post(t.admin, saveUrl, calendarForm({ storeUid: uid }))).statusCode, 200);
    assert.deepEqual((await t.get(t.viewer, ruleUrl('NORDMARKT'))).json(), {
      enabled: false,
      minutesAfterClosing: 30,
      minutesBeforeOpening: 30,
      afterDayClose: false,
      fixedRange: null,
      own: true,
    });
    // A switched-off rule keeps minutes of its own, for when it is switched on.
    const off = { ...enabledRule, enabled: false, minutesAfterClosing: 45 };
    assert.equal((await t.post(t.admin, saveRuleUrl, { contextId: 'WESTFRISCH', ...off })).statusCode, 200);
    assert.deepEqual((await t.get(t.viewer, ruleUrl('WESTFRISCH'))).json(), { ...off, own: true });
    const saved = await t.post(t.admin, saveRuleUrl, { contextId: 'NORDMARKT', ...enabledRule });
    assert.equal(saved.statusCode, 200, saved.body);

    const calendar = (await t.get(t.viewer, getUrl('NORDMARKT', uid))).json();
    // Closing at 20:00 and opening at 08:00 (Berlin, UTC+1 in November), 30 minutes off each.
    assert.deepEqual(calendar.nextWindow, {
      from: '2026-11-24T19:30:00.000Z',
      to: '2026-11-25T06:30:00.000Z',
      waitingForDayClose: false,
    });
    const facts = { timeZone: 'Europe/Berlin', region: 'DE-NW', openingHours: weekHours, specialDays: [christmasEve] };
    const computed = nextUpdateWindow(facts as never, enabledRule, tuesdayMorning, null)!;
    assert.equal(calendar.nextWindow.from, new Date(computed.from).toISOString());

    // The store's own rule: only 02:00–05:00.
    const fixed = { ...enabledRule, fixedRange: { from: '02:00', to: '05:00' } };
    assert.equal(
      (await t.post(t.admin, saveRuleUrl, { contextId: 'NORDMARKT', storeUid: uid, ...fixed })).statusCode,
      200,
    );
    assert.deepEqual((await t.get(t.viewer, ruleUrl('NORDMARKT', uid))).json(), { ...fixed, own: true });
    assert.deepEqual((await t.get(t.viewer, getUrl('NORDMARKT', uid))).json().nextWindow, {
      from: '2026-11-25T01:00:00.000Z',
      to: '2026-11-25T04:00:00.000Z',
      waitingForDayClose: false,
    });
    // Dropping the override: the context's rule holds again.
    const inherit = { contextId: 'NORDMARKT', storeUid: uid, inherit: true, ...fixed };
    assert.equal((await t.post(t.admin, saveRuleUrl, inherit)).statusCode, 200);
    assert.deepEqual((await t.get(t.viewer, ruleUrl('NORDMARKT', uid))).json(), { ...enabledRule, own: false });

    const entries = (await t.auditEntries('windowRuleSaved')).filter((e) => e.contextKey === 'NORDMARKT');
    assert.deepEqual(
      entries.map((e) => [e.objectType, e.changes]),
      [
        [
          'context',
          [
            {
              field: 'updateWindowRule',
              before: 'aus, 30 Min. nach Schließung, 30 Min. vor Öffnung',
              after: 'an, 30 Min. nach Schließung, 30 Min. vor Öffnung',
            },
          ],
        ],
        [
          'store',
          [
            {
              field: 'updateWindowRule',
              before: null,
              after: 'an, 30 Min. nach Schließung, 30 Min. vor Öffnung, nur 02:00–05:00',
            },
          ],
        ],
        [
          'store',
          [
            {
              field: 'updateWindowRule',
              before: 'an, 30 Min. nach Schließung, 30 Min. vor Öffnung, nur 02:00–05:00',
              after: null,
            },
          ],
        ],
      ],
    );
  });

  it('records a store calendar save in the audit log, and a save that changes nothing not at all', async () => {
    const uid = await storeUid(2);
    const before = (await t.auditEntries('calendarSaved')).length;
    assert.equal((await t.post(t.admin, saveUrl, calendarForm({ storeUid: uid }))).statusCode, 200);
    assert.equal((await t.post(t.admin, saveUrl, calendarForm({ storeUid: uid }))).statusCode, 200);
    const entries = (await t.auditEntries('calendarSaved')).slice(before);
    assert.equal(entries.length, 1);
    const [store] = (await t.stores('NORDMARKT')).slice(2);
    assert.equal(entries[0]!.userLogin, 'admin');
    assert.equal(entries[0]!.contextKey, 'NORDMARKT');
    assert.equal(entries[0]!.objectType, 'store');
    assert.equal(entries[0]!.objectId, uid);
    assert.equal(entries[0]!.objectLabel, `${store!.storeId} (${store!.name})`);
    assert.deepEqual(entries[0]!.changes, [
      { field: 'timeZone', before: null, after: 'Europe/Berlin' },
      { field: 'region', before: null, after: 'DE-NW' },
      {
        field: 'openingHours',
        before: null,
        after: 'Mo 08:00–20:00, Di 08:00–20:00, Mi 08:00–20:00, Do 08:00–20:00, Fr 08:00–20:00, Sa 08:00–20:00',
      },
      { field: 'specialDays', before: null, after: '2026-12-24 08:00–14:00 (Heiligabend)' },
    ]);
  });

  it('waits for the day close the store server reports when the rule asks for it', async () => {
    // Tuesday 21:00 in Berlin: closed since 20:00, the window could have begun at 20:30.
    const evening = Date.parse('2026-11-24T20:00:00Z');
    t.server.clock.now = evening;
    const agent = await t.server.db.kysely
      .selectFrom('storeAgents')
      .innerJoin('stores', 'stores.id', 'storeAgents.storeRowId')
      .innerJoin('contexts', 'contexts.id', 'stores.contextId')
      .select(['storeAgents.id', 'storeAgents.agentInfo', 'stores.uid'])
      .where('contexts.key', '=', 'NORDMARKT')
      .where('storeAgents.agentInfo', 'is not', null)
      .orderBy('stores.storeId')
      .executeTakeFirstOrThrow();
    const info = JSON.parse(agent.agentInfo!) as { fileValues: Record<string, unknown> };
    const report = async (value: string, at: number) => {
      info.fileValues.tabsok = { value, timestamp: Math.floor(at / 1000) };
      await t.server.db.kysely
        .updateTable('storeAgents')
        .set({ agentInfo: JSON.stringify(info) })
        .where('id', '=', agent.id)
        .execute();
    };
    const form = calendarForm({ storeUid: agent.uid, specialDays: [] });
    assert.equal((await t.post(t.admin, saveUrl, form)).statusCode, 200);
    const ownRule = { ...enabledRule, afterDayClose: true };
    const saved = await t.post(t.admin, saveRuleUrl, { contextId: 'NORDMARKT', storeUid: agent.uid, ...ownRule });
    assert.equal(saved.statusCode, 200, saved.body);
    const facts = { timeZone: 'Europe/Berlin', region: 'DE-NW', openingHours: weekHours, specialDays: [] };
    const expected = (dayCloseAt: number | null) => {
      const window = nextUpdateWindow(facts as never, ownRule, evening, dayCloseAt)!;
      return {
        from: new Date(window.from).toISOString(),
        to: new Date(window.to).toISOString(),
        waitingForDayClose: window.waitingForDayClose,
      };
    };
    const nextWindow = async () => (await t.get(t.viewer, getUrl('NORDMARKT', agent.uid))).json().nextWindow;

    const closedAt = Date.parse('2026-11-24T19:40:00Z');
    await report('1', closedAt);
    assert.deepEqual(await nextWindow(), expected(closedAt));
    assert.deepEqual(await nextWindow(), {
      from: '2026-11-24T19:40:00.000Z',
      to: '2026-11-25T06:30:00.000Z',
      waitingForDayClose: false,
    });
    // An unsuccessful day close counts as none: the window waits for it.
    await report('0', closedAt);
    assert.deepEqual(await nextWindow(), expected(null));
    assert.equal((await nextWindow()).waitingForDayClose, true);
  });

  it('gives a row a new version with every change, even within one millisecond', async () => {
    t.server.clock.now = tuesdayMorning;
    const [store] = (await t.stores('NORDMARKT')).slice(4);
    const version = async () =>
      (
        await t.server.db.kysely
          .selectFrom('storeCalendars')
          .select('updatedAt')
          .where('storeRowId', '=', store!.id)
          .executeTakeFirstOrThrow()
      ).updatedAt;
    const save = (minutes: number) =>
      t.post(t.admin, saveRuleUrl, {
        contextId: 'NORDMARKT',
        storeUid: store!.uid,
        ...enabledRule,
        minutesAfterClosing: minutes,
      });
    assert.equal((await save(10)).statusCode, 200);
    const first = Number(await version());
    assert.equal(first, tuesdayMorning);
    assert.equal((await save(20)).statusCode, 200);
    assert.equal((await t.post(t.admin, saveUrl, calendarForm({ storeUid: store!.uid }))).statusCode, 200);
    assert.equal(Number(await version()), first + 2);
    t.server.clock.now = tuesdayMorning + 60_000;
    assert.equal((await save(30)).statusCode, 200);
    assert.equal(Number(await version()), tuesdayMorning + 60_000);
  });
});
