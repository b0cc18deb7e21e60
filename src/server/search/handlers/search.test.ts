import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { seedDemo } from '../../demo/seed';
import { demo } from '../../test/demoAccounts';
import { databaseKinds, loginCookie, startTestServer, withCookie, type TestServer } from '../../test/harness';
import { newUid } from '../../platform/ids';
import { addContext, addStore, insertAlertRow } from '../../test/repository/alertRows';

// The command palette's search (issue 54) over HTTP: a context of its own with store 4711, its
// register 3 and its store server, and a second context with the same numbers that the operator
// does not see. The demo's contexts stay around it.

interface Result {
  kind: string;
  title: string;
  subtitle: string;
  contextId: string | null;
  link: string;
}

const host = (hostname: string) => ({ osInfo: { hostname } });

for (const kind of databaseKinds)
  describe(`search on ${kind}`, () => {
    let server: TestServer;
    let admin: string;
    let operator: string;
    const search = async (cookie: string, q: string, limit?: number) => {
      const query = new URLSearchParams({ q, ...(limit ? { limit: String(limit) } : {}) });
      const reply = await server.app.inject(
        withCookie(cookie, { method: 'GET', url: `/api/frontend/search?${query}` }),
      );
      assert.equal(reply.statusCode, 200, reply.body);
      return (reply.json() as { results: Result[] }).results;
    };

    before(async () => {
      server = await startTestServer(kind, { seed: (db, dir, now) => seedDemo(db, dir, now) });
      const db = server.db;
      const seen = await addContext(db, 'SUCHE');
      const other = await addContext(db, 'FREMD');
      for (const contextId of [seen, other]) {
        const store = await addStore(db, contextId, '4711', { heartbeat: null, info: host('STORE-4711') }, [
          { heartbeat: null, info: host('kasse-4711-1') },
          { heartbeat: null, info: host('kasse-4711-2') },
          { heartbeat: null, info: host('Kasse-4711-3') },
        ]);
        // An open alert of the store, and a closed one the search leaves out.
        for (const [state, subject] of [
          ['open', 'offen-4711'],
          ['closed', 'zu-4711'],
        ] as const)
          await insertAlertRow(db, {
            uid: `${state}-${contextId}-${newUid()}`,
            contextId,
            kind: 'storeDown',
            subject,
            state,
            storeUid: store.storeUid,
            storeId: '4711',
            storeName: 'Filiale 4711',
            posId: null,
            cashpointUid: null,
            detail: null,
            openedAt: Date.now(),
            updatedAt: Date.now(),
            closedAt: state === 'closed' ? Date.now() : null,
            acknowledgedBy: null,
            acknowledgedAt: null,
            comment: null,
            assigneeName: null,
            assignedAt: null,
            snoozedUntil: null,
          });
      }
      const operatorRow = await db.kysely
        .selectFrom('users')
        .select('id')
        .where('login', '=', 'operator')
        .executeTakeFirstOrThrow();
      await db.kysely.insertInto('userContexts').values({ userId: operatorRow.id, contextId: seen }).execute();
      admin = await loginCookie(server.app, ...demo.admin);
      operator = await loginCookie(server.app, ...demo.operator);
    });
    after(() => server.close());

    it('finds a register by each of its forms, first, with the link that selects it', async () => {
      for (const q of ['4711/3', '4711-03', '4711 3', '4711.3', 'kasse-4711-3', 'KASSE-4711-3']) {
        const [first] = await search(operator, q);
        assert.ok(first, q);
        assert.equal(first.kind, 'cashpoint', q);
        assert.equal(first.title, 'Kasse 4711/3', q);
        assert.equal(first.contextId, 'SUCHE', q);
        assert.equal(first.link, '/frontend/cashpoints?contextId=SUCHE#SUCHE&4711&3', q);
      }
    });

    it('finds the start of a host name: every register of the store, and its store server', async () => {
      const results = await search(admin, 'kasse-4711');
      const titles = results.filter((r) => r.contextId === 'SUCHE').map((r) => r.title);
      assert.deepEqual(titles.sort(), ['Kasse 4711/1', 'Kasse 4711/2', 'Kasse 4711/3']);
      const server = (await search(admin, 'store-4711')).find((r) => r.contextId === 'SUCHE');
      assert.equal(server?.kind, 'storeAgent');
      assert.equal(server?.link, '/frontend/store-agents?contextId=SUCHE#SUCHE&4711');
    });

    it('finds a store by its number, the exact number before those it starts, and its store server', async () => {
      const results = await search(admin, '4711');
      const kinds = results.filter((r) => r.contextId === 'SUCHE').map((r) => [r.kind, r.title]);
      assert.deepEqual(kinds.slice(0, 2), [
        ['store', 'Filiale 4711'],
        ['storeAgent', 'STORE-Instanz 4711'],
      ]);
    });

    it('never finds an object of a context the caller does not see', async () => {
      assert.deepEqual(await search(operator, 'FREMD'), []);
      for (const q of ['4711/3', '4711', 'kasse-4711', 'store-4711', 'Filiale 4711']) {
        const results = await search(operator, q, 50);
        assert.ok(results.length > 0, `${q} finds something the operator sees`);
        const contexts = new Set(results.map((r) => r.contextId));
        assert.ok(!contexts.has('FREMD'), `${q}: ${[...contexts].join(', ')}`);
      }
      // The admin sees both contexts: the same register twice, one per context.
      const both = (await search(admin, '4711/3')).filter((r) => r.kind === 'cashpoint');
      assert.deepEqual(both.map((r) => r.contextId).sort(), ['FREMD', 'SUCHE']);
    });

    it('finds contexts, updates and users, each where the caller may see them', async () => {
      const [context] = await search(admin, 'nordmarkt');
      assert.deepEqual([context?.kind, context?.title], ['context', 'Nordmarkt GmbH']);
      const users = await search(admin, 'operator');
      assert.ok(users.some((r) => r.kind === 'user' && r.title === 'operator'));
      // Without the right USERS no user is found.
      assert.ok(!(await search(operator, 'operator')).some((r) => r.kind === 'user'));
      const updates = await search(admin, '.zip', 50);
      assert.ok(
        updates.some((r) => r.kind === 'update'),
        'the demo has update files',
      );
    });

    it("finds a store's alerts not closed, by the store's number or its register, in the caller's contexts", async () => {
      for (const q of ['4711', '4711/2']) {
        const alerts = (await search(operator, q, 50)).filter((r) => r.kind === 'alert');
        assert.deepEqual(
          alerts.map((r) => [r.title, r.contextId]),
          [['Filiale ausgefallen: offen-4711', 'SUCHE']],
          q,
        );
        assert.match(alerts[0]!.link, /^\/frontend\/alerts\?contextId=SUCHE&uid=open-/);
      }
    });

    it('keeps to the limit', async () => {
      assert.equal((await search(admin, 'kasse', 5)).length, 5);
    });

    it('refuses an empty, blank or overlong term with a German 400, and an unknown parameter', async () => {
      for (const q of ['', '   ', 'x'.repeat(201)]) {
        const reply = await server.app.inject(
          withCookie(admin, { method: 'GET', url: `/api/frontend/search?q=${encodeURIComponent(q)}` }),
        );
        assert.equal(reply.statusCode, 400, q);
        assert.match(reply.json().message, /Suchbegriff|Zeichen|q/, q);
      }
      const unknown = await server.app.inject(
        withCookie(admin, { method: 'GET', url: '/api/frontend/search?q=x&page=2' }),
      );
      assert.equal(unknown.statusCode, 400);
      const noSession = await server.app.inject({ method: 'GET', url: '/api/frontend/search?q=4711' });
      assert.equal(noSession.statusCode, 401);
    });
  });

for (const kind of databaseKinds)
  describe(`search without store servers on ${kind}`, () => {
    let server: TestServer;
    before(async () => {
      server = await startTestServer(kind, {
        env: { HAS_STORE_AGENTS: 'false' },
        seed: (db, dir, now) => seedDemo(db, dir, now),
      });
    });
    after(() => server.close());

    it('finds no store server and no store server update where their pages are switched off', async () => {
      const admin = await loginCookie(server.app, ...demo.admin);
      for (const q of ['store', '1003', '.zip']) {
        const reply = await server.app.inject(
          withCookie(admin, { method: 'GET', url: `/api/frontend/search?q=${q}&limit=50` }),
        );
        const results = (reply.json() as { results: Result[] }).results;
        // 'store' finds the store servers' host names and updates alone: nothing here.
        if (q !== 'store') assert.ok(results.length > 0, q);
        assert.deepEqual(
          results.filter((r) => r.kind === 'storeAgent' || r.link.startsWith('/frontend/store-updates')),
          [],
          q,
        );
      }
    });
  });
