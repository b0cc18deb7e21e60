import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { databaseKinds } from '../../test/harness';
import { ok } from '../../test/fiscalKit';
import { fullRegisterBeat, registerModel, startHistoryServer, type HistoryServer } from '../../test/historyKit';

// 'Vergleichen' over HTTP (issue 53, item 3): a register's values at two times, two registers at
// one time, only what differs; and every bad input a German 400 or 404, never a 500.

const hourMs = 3_600_000;

for (const kind of databaseKinds)
  describe(`comparing reported values on ${kind}`, () => {
    let t: HistoryServer;
    let first: string;
    let second: string;
    let other: string;
    let baselineAt: number;
    let beforeChange: number;
    before(async () => {
      t = await startHistoryServer(kind);
      const seconds = () => Math.floor(t.server.clock.now / 1000);
      const m = registerModel();
      await t.register('8201', '1', fullRegisterBeat(m, seconds()));
      baselineAt = t.server.clock.now;
      await t.register(
        '8201',
        '2',
        fullRegisterBeat({ ...registerModel(), config: { waehrung: 'EUR', sprache: 'fr_FR' } }, seconds()),
      );
      await t.advance(hourMs);
      beforeChange = t.server.clock.now;
      await t.advance(hourMs);
      m.config.waehrung = 'CHF';
      delete m.hosts['tse-server'];
      await t.register('8201', '1', fullRegisterBeat(m, seconds()));
      await t.advance(hourMs);
      m.config.waehrung = 'USD';
      await t.register('8201', '1', fullRegisterBeat(m, seconds()));
      await t.advance(hourMs);
      const uids = await t.server.db.kysely
        .selectFrom('cashpoints as c')
        .innerJoin('stores as s', 's.id', 'c.storeRowId')
        .innerJoin('contexts as x', 'x.id', 's.contextId')
        .select(['c.uid', 'c.posId', 's.storeId', 'x.key'])
        .execute();
      const uidOf = (storeId: string, posId: string) =>
        uids.find((u) => u.storeId === storeId && u.posId === posId)!.uid;
      first = uidOf('8201', '1');
      second = uidOf('8201', '2');
      other = uids.find((u) => u.key !== 'WESTFRISCH')!.uid;
    });
    after(() => t.close());

    const url = (query: Record<string, string>) =>
      `/api/frontend/history/compare?${new URLSearchParams({ contextId: 'WESTFRISCH', ...query }).toString()}`;
    const iso = (ms: number) => new Date(ms).toISOString();

    it('lists what a register reported differently at an earlier time and now, rebuilt from its changes', async () => {
      const body = await ok(
        t.get(t.viewer, url({ cashpointUid: first, at: iso(beforeChange), otherAt: iso(t.server.clock.now) })),
      );
      assert.deepEqual(body.rows, [
        { key: 'config:waehrung', left: 'EUR', right: 'USD' },
        { key: 'hosts:tse-server', left: '10.3.0.11', right: null },
      ]);
      assert.equal(body.differing, 2);
      assert.ok(body.same > 5, `same ${body.same}`);
      assert.deepEqual(
        [body.left.storeId, body.left.posId, body.left.at, body.right.at],
        ['8201', '1', iso(beforeChange), iso(t.server.clock.now)],
      );
    });

    it('lists nothing between two times without a change, and the middle value between the changes', async () => {
      const same = await ok(
        t.get(t.viewer, url({ cashpointUid: first, at: iso(baselineAt), otherAt: iso(beforeChange) })),
      );
      assert.deepEqual([same.rows, same.differing], [[], 0]);
      const middle = await ok(
        t.get(
          t.viewer,
          url({ cashpointUid: first, at: iso(beforeChange + 1.5 * hourMs), otherAt: iso(t.server.clock.now) }),
        ),
      );
      assert.deepEqual(middle.rows, [{ key: 'config:waehrung', left: 'CHF', right: 'USD' }]);
    });

    it("takes a browser's 'now' a few seconds ahead of the server's as now", async () => {
      const body = await ok(t.get(t.viewer, url({ cashpointUid: first, otherAt: iso(t.server.clock.now + 5_000) })));
      assert.equal(body.right.at, iso(t.server.clock.now));
      assert.deepEqual(body.rows, []);
    });

    it('compares two registers now', async () => {
      const body = await ok(t.get(t.viewer, url({ cashpointUid: first, otherCashpointUid: second })));
      assert.deepEqual(body.rows, [
        { key: 'config:sprache', left: 'de_DE', right: 'fr_FR' },
        { key: 'config:waehrung', left: 'USD', right: 'EUR' },
        { key: 'hosts:tse-server', left: null, right: '10.3.0.11' },
      ]);
      assert.equal(body.right.posId, '2');
    });

    it('refuses bad input with a German message, never a 500', async () => {
      const now = t.server.clock.now;
      const cases: [Record<string, string>, number, RegExp][] = [
        [{ cashpointUid: first }, 400, /genau eines/],
        [{ cashpointUid: first, otherAt: iso(now), otherCashpointUid: second }, 400, /genau eines/],
        [{ cashpointUid: first, at: iso(now + hourMs), otherCashpointUid: second }, 400, /Zukunft/],
        [{ cashpointUid: first, otherAt: iso(now + 2 * 60_000) }, 400, /Zukunft/],
        [{ cashpointUid: first, at: iso(now - 91 * 24 * hourMs), otherAt: iso(now) }, 400, /letzten 90 Tage/],
        [{ cashpointUid: first, at: iso(baselineAt - hourMs), otherAt: iso(now) }, 400, /noch kein Verlauf/],
        [{ cashpointUid: 'cp-unbekannt', otherAt: iso(now) }, 404, /nicht gefunden/],
        [{ cashpointUid: first, otherCashpointUid: other }, 404, /nicht gefunden/],
        [{ cashpointUid: other, otherAt: iso(now) }, 404, /nicht gefunden/],
      ];
      // A context the caller does not see: the guard's 403 (the operator sees NORDMARKT and SUEDKAUF only).
      const denied = await t.get(t.operator, url({ cashpointUid: first, otherAt: iso(now) }));
      assert.equal(denied.statusCode, 403, denied.body);
      for (const [query, status, message] of cases) {
        const r = await t.get(t.viewer, url(query));
        assert.equal(r.statusCode, status, `${JSON.stringify(query)}: ${r.body}`);
        assert.match((JSON.parse(r.body) as { message: string }).message, message);
      }
    });
  });
