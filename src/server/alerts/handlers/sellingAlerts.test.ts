import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { databaseKinds } from '../../test/harness';
import { check } from '../../test/alertsKit';
import { settingsForm } from '../../test/alertSettingsForm';
import { plantDayClose } from '../../test/updateWindowKit';
import { startStoreHealthServer, type StoreHealthServer } from '../../test/storeHealthKit';

// The alerts on a store's ability to sell (issue 51) as the agents' heartbeats cause them and the
// alert list shows them: each kind opens on its cause and closes when it is gone; a printer out of
// paper in a closed store opens nothing; the context's minutes are honoured, bad ones refused.
// The kit's clock: 10:00 UTC, 11:00 in Berlin; an open store has the hours 06:00–22:00.

interface Alert {
  kind: string;
  state: string;
  severity: string;
  storeId: string | null;
  posId: string | null;
  detail: string | null;
}

const hour = 60;

for (const kind of databaseKinds)
  describe(`the alerts on a store's ability to sell on ${kind}`, () => {
    let t: StoreHealthServer;
    before(async () => {
      t = await startStoreHealthServer(kind);
    });
    after(() => t.close());

    const runChecks = () => check(t.server.db, t.server.clock.now);
    /** The alerts of a kind in a store, as the admin's alert list shows them. */
    const alertsOf = async (alertKind: string, storeId: string): Promise<Alert[]> => {
      const reply = await t.get(
        t.admin,
        `/api/frontend/alerts?contextId=WESTFRISCH&kind=${alertKind}&state=all&size=200`,
      );
      assert.equal(reply.statusCode, 200, reply.body);
      return (reply.json().alerts as Alert[]).filter((a) => a.storeId === storeId);
    };
    const statesOf = async (alertKind: string, storeId: string) =>
      (await alertsOf(alertKind, storeId)).map((a) => a.state);
    const sent = async (reply: Promise<{ statusCode: number; body: string }>) =>
      assert.equal((await reply).statusCode, 200, (await reply).body);
    const device = (kind: string, state: string, sinceMinutes: number) => ({
      peripherals: [
        { kind, name: kind === 'eft' ? 'Ingenico' : 'TM-T88', state, since: t.at(sinceMinutes) },
        { kind: 'scanner', name: 'Scanner', state: 'error', since: t.at(-2 * hour) },
      ],
    });
    const saveMinutes = (rules: Record<string, unknown>) =>
      t.post(t.admin, '/api/frontend/alert-settings/save', {
        ...settingsForm({ contextId: 'WESTFRISCH' }),
        rules: { ...settingsForm().rules, ...rules },
      });

    it('opens peripheralDown for a printer out of paper 10 minutes in an open store, and closes it once refilled', async () => {
      await sent(t.register('7301', '1', device('printer', 'paperOut', -9)));
      await t.setOpen('7301', true);
      await runChecks();
      assert.deepEqual(await statesOf('peripheralDown', '7301'), [], 'nine minutes: not yet');
      await sent(t.register('7301', '1', device('printer', 'paperOut', -11)));
      await runChecks();
      const [alert] = await alertsOf('peripheralDown', '7301');
      // A scanner is no device the register cannot sell without: not named.
      assert.deepEqual(
        [alert?.state, alert?.severity, alert?.posId, alert?.detail],
        ['open', 'warning', '1', 'printer:paperOut'],
      );
      await sent(t.register('7301', '1', device('printer', 'ok', -1)));
      await runChecks();
      assert.deepEqual(await statesOf('peripheralDown', '7301'), ['closed']);
    });

    it('opens peripheralDown for an unreachable card terminal, not for a printer with little paper', async () => {
      await sent(t.register('7302', '1', device('printer', 'paperLow', -hour)));
      await t.setOpen('7302', true);
      await runChecks();
      assert.deepEqual(await statesOf('peripheralDown', '7302'), []);
      await sent(t.register('7302', '1', device('eft', 'offline', -20)));
      await runChecks();
      assert.deepEqual(
        (await alertsOf('peripheralDown', '7302')).map((a) => [a.state, a.detail]),
        [['open', 'eft:offline']],
      );
    });

    it('opens no peripheralDown for a printer out of paper in a closed store', async () => {
      await sent(t.register('7303', '1', device('printer', 'paperOut', -3 * hour)));
      await t.setOpen('7303', false);
      await runChecks();
      assert.deepEqual(await statesOf('peripheralDown', '7303'), []);
      // Opened (since 06:00, five hours ago), the printer empty since the night is a cause.
      await t.setOpen('7303', true);
      await runChecks();
      assert.deepEqual(await statesOf('peripheralDown', '7303'), ['open']);
    });

    it('opens receiptsUnsent when the oldest unsent receipt is older than 30 minutes, closes once sent', async () => {
      const flow = (count: number, oldestMinutes: number | null) => ({
        dataFlow: {
          unsentReceipts: count,
          oldestUnsentAt: oldestMinutes === null ? null : t.at(oldestMinutes),
          lastUploadAt: t.at(-hour),
        },
      });
      await sent(t.register('7304', '2', flow(12, -29)));
      await runChecks();
      assert.deepEqual(await statesOf('receiptsUnsent', '7304'), []);
      await sent(t.register('7304', '2', flow(14, -31)));
      await runChecks();
      const [alert] = await alertsOf('receiptsUnsent', '7304');
      assert.deepEqual([alert?.state, alert?.posId, alert?.detail], ['open', '2', '14']);
      await sent(t.register('7304', '2', flow(0, null)));
      await runChecks();
      assert.deepEqual(await statesOf('receiptsUnsent', '7304'), ['closed']);
    });

    it('opens eftCutMissing for payments before the last day close without a cut, closes with the cut', async () => {
      const payment = (lastCutMinutes: number, lastTransactionMinutes: number) => ({
        payment: {
          terminalId: 'T-7305',
          reachable: true,
          lastTransactionAt: t.at(lastTransactionMinutes),
          lastCutAt: t.at(lastCutMinutes),
          offlineTransactions: 0,
        },
      });
      await sent(t.storeServer('7305', {}));
      // Cut at 08:00 today, a sale at 10:30: nothing before a day close is uncut.
      await sent(t.register('7305', '1', payment(-3 * hour, -30)));
      await runChecks();
      assert.deepEqual(await statesOf('eftCutMissing', '7305'), []);
      // The store closes its day at 10:50 without a cut.
      const { uid } = await t.rows('7305');
      const store = await t.server.db.kysely
        .selectFrom('stores')
        .select('id')
        .where('uid', '=', uid!)
        .executeTakeFirstOrThrow();
      await plantDayClose(t.server.db, store.id, true, t.server.clock.now - 10 * 60_000);
      await runChecks();
      const [alert] = await alertsOf('eftCutMissing', '7305');
      assert.deepEqual([alert?.state, alert?.posId, alert?.detail], ['open', '1', 'T-7305']);
      await sent(t.register('7305', '1', payment(-1, -30)));
      await runChecks();
      assert.deepEqual(await statesOf('eftCutMissing', '7305'), ['closed']);
    });

    it("opens masterDataMissing while today's prices are not applied in an open store, closes once applied", async () => {
      const prices = (appliedMinutes: number) => ({
        masterData: [
          { kind: 'prices', version: 'P-1', receivedAt: t.at(appliedMinutes), appliedAt: t.at(appliedMinutes) },
        ],
      });
      // Yesterday's prices (applied 20 hours ago), today the store is closed: nothing yet.
      await sent(t.storeServer('7306', prices(-20 * hour)));
      await t.setOpen('7306', false);
      await runChecks();
      assert.deepEqual(await statesOf('masterDataMissing', '7306'), []);
      await t.setOpen('7306', true);
      await runChecks();
      assert.deepEqual(await statesOf('masterDataMissing', '7306'), ['open']);
      await sent(t.storeServer('7306', prices(-1)));
      await runChecks();
      assert.deepEqual(await statesOf('masterDataMissing', '7306'), ['closed']);
    });

    it("honours the context's minutes for peripheralDown and receiptsUnsent", async () => {
      await sent(
        saveMinutes({ peripheralDown: { enabled: true, minutes: 20 }, receiptsUnsent: { enabled: true, minutes: 45 } }),
      );
      await sent(
        t.register('7307', '1', {
          ...device('printer', 'coverOpen', -15),
          dataFlow: { unsentReceipts: 3, oldestUnsentAt: t.at(-40) },
        }),
      );
      await t.setOpen('7307', true);
      await runChecks();
      assert.deepEqual(await statesOf('peripheralDown', '7307'), [], '15 of 20 minutes');
      assert.deepEqual(await statesOf('receiptsUnsent', '7307'), [], '40 of 45 minutes');
      await sent(
        t.register('7307', '1', {
          ...device('printer', 'coverOpen', -21),
          dataFlow: { unsentReceipts: 3, oldestUnsentAt: t.at(-46) },
        }),
      );
      await runChecks();
      assert.deepEqual(await statesOf('peripheralDown', '7307'), ['open']);
      assert.deepEqual(await statesOf('receiptsUnsent', '7307'), ['open']);
      const settings = await t.get(t.admin, '/api/frontend/alert-settings?contextId=WESTFRISCH');
      assert.deepEqual(
        [settings.json().rules.peripheralDown, settings.json().rules.receiptsUnsent],
        [
          { enabled: true, minutes: 20 },
          { enabled: true, minutes: 45 },
        ],
      );
    });

    it('refuses bad minutes with a German 400 naming the field, and keeps the settings', async () => {
      const kept = (await t.get(t.admin, '/api/frontend/alert-settings?contextId=WESTFRISCH')).json();
      const bad: [string, unknown][] = [
        ['peripheralDown', 0],
        ['receiptsUnsent', 1441],
        ['peripheralDown', 7.5],
        ['receiptsUnsent', 'dreißig'],
        ['peripheralDown', null],
      ];
      for (const [rule, minutes] of bad) {
        const reply = await saveMinutes({ [rule]: { enabled: true, minutes } });
        assert.equal(reply.statusCode, 400, `${rule} ${minutes}: ${reply.body}`);
        assert.match(reply.json().message, /^Ungültige Anfrage: /);
        assert.ok(reply.json().message.includes(`rules.${rule}.minutes`), reply.json().message);
      }
      // Without its minutes the server's own check names the rule.
      const missing = await saveMinutes({ receiptsUnsent: { enabled: true } });
      assert.equal(missing.statusCode, 400, missing.body);
      assert.equal(missing.json().message, '"Belege nicht gesendet: Minuten" muss eine ganze Zahl von 1 bis 1440 sein');
      assert.deepEqual((await t.get(t.admin, '/api/frontend/alert-settings?contextId=WESTFRISCH')).json(), kept);
    });
  });
