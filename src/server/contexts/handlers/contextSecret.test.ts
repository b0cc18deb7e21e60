import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { seedDemo } from '../../demo/seed';
import { demo } from '../../test/demoAccounts';
import { databaseKinds, loginCookie, startTestServer, withCookie, type TestServer } from '../../test/harness';
import { auditMark, auditSince } from '../../test/repository/auditRows';

// The agents' secret is write-only (issue 46): the context form never carries it, 'Anzeigen' asks
// for it and is audited every time, and a save without it keeps the stored one.

for (const kind of databaseKinds)
  describe(`the agents' secret of a context on ${kind}`, () => {
    let server: TestServer;
    let admin: string;
    let operator: string;
    before(async () => {
      server = await startTestServer(kind, { seed: (db, dir, now) => seedDemo(db, dir, now) });
      admin = await loginCookie(server.app, ...demo.admin);
      operator = await loginCookie(server.app, ...demo.operator);
    });
    after(() => server.close());

    const request = (cookie: string, method: 'GET' | 'POST', url: string, payload?: object) =>
      server.app.inject(withCookie(cookie, { method, url, ...(payload ? { payload } : {}) }));
    const context = (key: string) =>
      server.db.kysely.selectFrom('contexts').selectAll().where('key', '=', key).executeTakeFirstOrThrow();

    it('is not part of the form a context is read with, nor of the list', async () => {
      const nord = await context('NORDMARKT');
      assert.equal(nord.hashSecret, 'demo-secret-nordmarkt-2026');
      const read = await request(admin, 'GET', `/api/frontend/contexts/${nord.uid}`);
      assert.equal(read.statusCode, 200);
      assert.equal(read.json().hashSecret, null);
      assert.equal(read.body.includes('demo-secret-nordmarkt-2026'), false);
      const list = await request(admin, 'GET', '/api/frontend/contexts?size=50');
      assert.equal(list.body.includes('demo-secret'), false);
    });

    it("is shown on 'Anzeigen' and audited each time, with the secret never in the audit entry", async () => {
      const nord = await context('NORDMARKT');
      const mark = await auditMark(server.db);
      const shown = await request(admin, 'POST', `/api/frontend/contexts/${nord.uid}/secret`);
      assert.equal(shown.statusCode, 200, shown.body);
      assert.deepEqual(shown.json(), { hashSecret: 'demo-secret-nordmarkt-2026' });
      await request(admin, 'POST', `/api/frontend/contexts/${nord.uid}/secret`);
      const entries = await auditSince(server.db, mark);
      assert.equal(entries.length, 2);
      for (const entry of entries) {
        assert.equal(entry.action, 'contextSecretShown');
        assert.equal(entry.objectId, nord.uid);
        assert.equal(entry.contextKey, 'NORDMARKT');
        assert.equal(entry.userLogin, demo.admin[0]);
        assert.equal(JSON.stringify(entry).includes('demo-secret'), false);
      }
    });

    it('is refused without CONTEXTS_CHANGE (403) and for an unknown context (404), unaudited', async () => {
      const nord = await context('NORDMARKT');
      const mark = await auditMark(server.db);
      assert.equal((await request(operator, 'POST', `/api/frontend/contexts/${nord.uid}/secret`)).statusCode, 403);
      assert.equal((await request(admin, 'POST', '/api/frontend/contexts/gibtsnicht/secret')).statusCode, 404);
      assert.deepEqual(await auditSince(server.db, mark), []);
    });

    it('is kept by a save without it, replaced by a new one, refused when a Kunde would have none', async () => {
      const sued = await context('SUEDKAUF');
      const form = {
        uid: sued.uid,
        key: 'SUEDKAUF',
        name: 'Südkauf umbenannt',
        type: 2,
        allStoreChecksVisible: true,
        visibleStoreCheckIds: [],
        allCashpointChecksVisible: true,
        visibleCashpointCheckIds: [],
      };
      const save = (over: object) =>
        request(admin, 'POST', '/api/frontend/contexts/sendContextForm', { ...form, ...over });
      const kept = await save({ hashSecret: null });
      assert.equal(kept.statusCode, 200, kept.body);
      assert.equal((await context('SUEDKAUF')).hashSecret, sued.hashSecret);
      assert.equal((await save({})).statusCode, 200);
      assert.equal((await context('SUEDKAUF')).hashSecret, sued.hashSecret);
      assert.equal((await save({ hashSecret: 'ein-neues-geheimnis' })).statusCode, 200);
      assert.equal((await context('SUEDKAUF')).hashSecret, 'ein-neues-geheimnis');
      const removed = await save({ hashSecret: '' });
      assert.equal(removed.statusCode, 400);
      assert.equal(removed.json().message, '"Hash-Secret" ist ein Pflichtfeld');
      assert.equal((await context('SUEDKAUF')).hashSecret, 'ein-neues-geheimnis');
    });
  });
