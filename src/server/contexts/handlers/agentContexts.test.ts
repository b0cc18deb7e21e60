import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { agentHeaders } from '../../agent';
import { seedDemo } from '../../demo/seed';
import { demo } from '../../test/demoAccounts';
import { databaseKinds, loginCookie, startTestServer, withCookie, type TestServer } from '../../test/harness';

// Agents' contexts are kept for a moment (agentContexts.ts); a secret saved on this instance must
// still count at the very next agent request.
for (const kind of databaseKinds)
  describe(`an agent's context on ${kind}`, () => {
    let server: TestServer;
    let admin: string;
    before(async () => {
      server = await startTestServer(kind, { seed: (db, dir, now) => seedDemo(db, dir, now) });
      admin = await loginCookie(server.app, ...demo.admin);
    });
    after(() => server.close());

    const url = '/api/agent/updates?target=cashpoint&storeId=8800&posId=1';
    const ask = (secret: string) =>
      server.app.inject({
        method: 'GET',
        url,
        headers: agentHeaders('NORDMARKT', secret, 'GET', url, '', Math.floor(server.clock.now / 1000)),
      });

    it('takes a new secret saved in the console at once and refuses the old one', async () => {
      const old = await server.db.kysely
        .selectFrom('contexts')
        .selectAll()
        .where('key', '=', 'NORDMARKT')
        .executeTakeFirstOrThrow();
      assert.notEqual((await ask(old.hashSecret!)).statusCode, 401, 'the old secret before the change');
      const form = (
        await server.app.inject(withCookie(admin, { method: 'GET', url: `/api/frontend/contexts/${old.uid}` }))
      ).json();
      const saved = await server.app.inject(
        withCookie(admin, {
          method: 'POST',
          url: '/api/frontend/contexts/sendContextForm',
          payload: { ...form, uid: old.uid, hashSecret: 'ein-ganz-neues-geheimnis' },
        }),
      );
      assert.equal(saved.statusCode, 200, saved.body);
      assert.equal((await ask(old.hashSecret!)).statusCode, 401, 'the old secret right after the change');
      assert.notEqual((await ask('ein-ganz-neues-geheimnis')).statusCode, 401, 'the new secret');
    });
  });
