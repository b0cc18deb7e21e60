import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { databaseKinds } from '../../test/harness';
import { ok } from '../../test/fiscalKit';
import { fullRegisterBeat, registerModel, startHistoryServer, type HistoryServer } from '../../test/historyKit';

// The timeline ('Verlauf', issue 53) over HTTP: a register's changed hosts entry is one event with
// its old and new value, a store's timeline has its registers' events, the filters and paging
// backwards, and bad input is a German 400/403/404, never a 500.

const dayMs = 86_400_000;

for (const kind of databaseKinds)
  describe(`the timeline on ${kind}`, () => {
    let t: HistoryServer;
    let cashpointUid: string;
    let storeUid: string;
    before(async () => {
      t = await startHistoryServer(kind);
      const seconds = () => Math.floor(t.server.clock.now / 1000);
      const m = registerModel();
      await t.register('8201', '1', fullRegisterBeat(m, seconds()));
      await t.register('8201', '2', fullRegisterBeat(registerModel(), seconds()));
      await t.advance(60_000);
      m.hosts['store-server'] = '10.3.0.20';
      await t.register('8201', '1', fullRegisterBeat(m, seconds()));
      await t.advance(60_000);
      m.config.waehrung = 'CHF';
      await t.register('8201', '1', fullRegisterBeat(m, seconds()));
      await t.advance(60_000);
      m.cashpointVersion = '5.14.0';
      await t.register('8201', '1', fullRegisterBeat(m, seconds()));
      const row = await t.server.db.kysely
        .selectFrom('cashpoints as c')
        .innerJoin('stores as s', 's.id', 'c.storeRowId')
        .innerJoin('contexts as x', 'x.id', 's.contextId')
        .select(['c.uid', 's.uid as storeUid'])
        .where('x.key', '=', 'WESTFRISCH')
        .where('s.storeId', '=', '8201')
        .where('c.posId', '=', '1')
        .executeTakeFirstOrThrow();
      cashpointUid = row.uid;
      storeUid = row.storeUid;
    });
    after(() => t.close());

    const url = (query: Record<string, string>) =>
      `/api/frontend/timeline?${new URLSearchParams({ contextId: 'WESTFRISCH', ...query }).toString()}`;

    it("shows a register's changed hosts entry as one event with its old and new value", async () => {
      const body = await ok(t.get(t.viewer, url({ cashpointUid })));
      const hosts = body.events.filter((e: { title: string }) => e.title === 'hosts:store-server');
      assert.equal(hosts.length, 1, JSON.stringify(body.events));
      assert.deepEqual(
        { kind: hosts[0].kind, before: hosts[0].before, after: hosts[0].after, posId: hosts[0].posId },
        { kind: 'change', before: '10.3.0.10', after: '10.3.0.20', posId: '1' },
      );
      const times = body.events.map((e: { at: string }) => Date.parse(e.at));
      assert.deepEqual(
        times,
        [...times].sort((a, b) => b - a),
        'newest first',
      );
      assert.equal(body.events[0].kind, 'version', 'the version change came last');
      assert.equal(body.events[0].title, 'Version geändert: cashpoint');
      assert.equal(body.next, null);
      assert.ok(Array.isArray(body.upcoming));
    });

    it('filters by kind and pages backwards without losing an event', async () => {
      const changes = await ok(t.get(t.viewer, url({ cashpointUid, kinds: 'change' })));
      assert.deepEqual(
        changes.events.map((e: { title: string }) => e.title),
        ['config:waehrung', 'hosts:store-server'],
      );
      const all = await ok(t.get(t.viewer, url({ cashpointUid, kinds: 'change,version' })));
      const titles = all.events.map((e: { title: string }) => e.title);
      assert.deepEqual(titles.slice(0, 3), ['Version geändert: cashpoint', 'config:waehrung', 'hosts:store-server']);
      const paged: string[] = [];
      let before: string | null = null;
      for (let n = 0; n < 20; n++) {
        const query: Record<string, string> = { cashpointUid, kinds: 'change,version', size: '1' };
        if (before) query.before = before;
        const page = await ok(t.get(t.viewer, url(query)));
        assert.ok(page.events.length <= 1);
        paged.push(...page.events.map((e: { title: string }) => e.title));
        before = page.next;
        if (before === null) break;
      }
      assert.deepEqual(paged, titles, 'the pages together are the whole timeline, each event once');
    });

    it("covers a store's registers, and leaves out what lies outside the range", async () => {
      const store = await ok(t.get(t.viewer, url({ storeUid, kinds: 'change' })));
      assert.deepEqual(
        store.events.map((e: { title: string; posId: string }) => `${e.posId}:${e.title}`),
        ['1:config:waehrung', '1:hosts:store-server'],
      );
      const early = new Date(t.server.clock.now - 10 * dayMs).toISOString();
      const old = await ok(
        t.get(t.viewer, url({ storeUid, from: early, to: new Date(t.server.clock.now - dayMs).toISOString() })),
      );
      assert.deepEqual(old.events, []);
    });

    it('answers bad input with a German 400, another context with 403, an unknown register with 404', async () => {
      const now = t.server.clock.now;
      const bad = async (query: Record<string, string>, status: number, words: RegExp) => {
        const r = await t.get(t.viewer, url(query));
        assert.equal(r.statusCode, status, r.body);
        assert.match(JSON.parse(r.body).message, words);
      };
      await bad(
        { cashpointUid, from: new Date(now).toISOString(), to: new Date(now - dayMs).toISOString() },
        400,
        /Beginn.*nach dem Ende/,
      );
      await bad(
        { cashpointUid, from: new Date(now - 401 * dayMs).toISOString(), to: new Date(now).toISOString() },
        400,
        /länger als 400 Tage/,
      );
      await bad({ cashpointUid, kinds: 'change,gossip' }, 400, /Art „gossip“ gibt es nicht/);
      await bad({ cashpointUid, size: '501' }, 400, /höchstens 500/);
      await bad({ cashpointUid, from: 'gestern' }, 400, /ungültig/);
      await bad({ cashpointUid, storeUid }, 400, /genau eine Kasse/);
      await bad({}, 400, /genau eine Kasse/);
      await bad({ cashpointUid: 'nichtda1' }, 404, /.+/);
      // The register is of WESTFRISCH: asked in another context it is not found there.
      const other = await t.get(t.admin, `/api/frontend/timeline?contextId=NORDMARKT&cashpointUid=${cashpointUid}`);
      assert.equal(other.statusCode, 404, other.body);
      // The operator does not see WESTFRISCH at all.
      const hidden = await t.get(t.operator, url({ cashpointUid }));
      assert.equal(hidden.statusCode, 403, hidden.body);
      assert.match(JSON.parse(hidden.body).message, /[äöüß]|nicht|Kontext/);
    });
  });
