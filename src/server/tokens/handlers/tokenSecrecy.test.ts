import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { databaseKinds, withCookie } from '../../test/harness';
import {
  createToken,
  everyTableText,
  insertServiceAccount,
  startTokensServer,
  tokenForm,
  tokenGet,
  withToken,
  type TokensFixture,
} from '../../test/tokensKit';
import { allRights } from '../../../shared/rights';

// A token is shown once, in the reply that creates it: after tokens were created, used, misused and
// revoked, neither a token nor its secret part is in any table, in the server's log (at its most
// talkative level) or in the audit log as the API and its CSV export give it.

for (const kind of databaseKinds) {
  describe(`the token value stays secret (${kind})`, () => {
    let t: TokensFixture;
    const tokens: string[] = [];
    before(async () => {
      t = await startTokensServer(kind, {}, 'trace');
    });
    after(() => t.server.close());

    it('appears nowhere in the database, the logs or the audit log', async () => {
      const { app } = t.server;
      const robot = await insertServiceAccount(t.server.db, {
        name: 'robot',
        role: 'Operator',
        contexts: ['NORDMARKT'],
      });
      const admins = await createToken(app, t.admin, tokenForm({ rights: [...allRights], name: 'Alles' }));
      const robots = await createToken(
        app,
        t.admin,
        tokenForm({ serviceAccountUid: robot.uid, rights: ['CASHPOINTS_CHANGE'], expiresInDays: null }),
      );
      tokens.push(admins.token, robots.token);
      // A token made by a token.
      const made = await app.inject(
        withToken(admins.token, {
          method: 'POST',
          url: '/api/frontend/tokens/create',
          payload: tokenForm({ name: 'Gemacht' }),
        }),
      );
      assert.equal(made.statusCode, 200, made.body);
      tokens.push(made.json().token);

      // Used: reads, a change (audited), refusals of every kind.
      for (const token of tokens) assert.equal((await tokenGet(app, token, '/api/frontend/home')).statusCode, 200);
      const store = await app.inject(
        withToken(robots.token, {
          method: 'POST',
          url: '/api/frontend/stores/create?contextId=NORDMARKT',
          payload: { storeId: '8888' },
        }),
      );
      assert.equal(store.statusCode, 200, store.body);
      assert.equal((await tokenGet(app, robots.token, '/api/frontend/users')).statusCode, 403);
      assert.equal((await tokenGet(app, robots.token, '/api/frontend/cashpoints?contextId=SUEDKAUF')).statusCode, 403);
      assert.equal(
        (await tokenGet(app, admins.token, '/api/frontend/cashpoints?contextId=NORDMARKT&nonsense=1')).statusCode,
        400,
      );
      const broken = await app.inject(
        withToken(admins.token, {
          method: 'POST',
          url: '/api/frontend/stores/create?contextId=NORDMARKT',
          headers: { 'content-type': 'application/json' },
          payload: '{"oops"',
        }),
      );
      assert.equal(broken.statusCode, 400);
      const wrong = `${admins.token.slice(0, -1)}${admins.token.endsWith('A') ? 'B' : 'A'}`;
      assert.equal((await tokenGet(app, wrong, '/api/frontend/home')).statusCode, 401);
      const revoke = await app.inject(
        withCookie(t.admin, { method: 'POST', url: `/api/frontend/tokens/${admins.uid}/revoke` }),
      );
      assert.equal(revoke.statusCode, 200);
      assert.equal((await tokenGet(app, admins.token, '/api/frontend/home')).statusCode, 401);

      // The secret part alone is what must never show; the prefix is shown by design.
      const secrets = [...tokens, wrong].map((token) => token.slice(12));
      const leaks = (text: string) => secrets.filter((secret) => text.includes(secret));
      for (const [table, text] of await everyTableText(t.server.db))
        assert.deepEqual(leaks(text), [], `table ${table}`);
      assert.ok(t.server.logs.length > 20, `the log holds only ${t.server.logs.length} lines`);
      assert.ok(
        t.server.logs.some((line) => line.includes('/api/frontend/tokens/create')),
        'the log saw the calls',
      );
      assert.deepEqual(leaks(t.server.logs.join('\n')), [], 'the log');
      const log = await app.inject(withCookie(t.admin, { method: 'GET', url: '/api/frontend/audit-log?size=500' }));
      const csv = await app.inject(withCookie(t.admin, { method: 'GET', url: '/api/frontend/audit-log.csv' }));
      assert.equal(log.statusCode, 200);
      assert.equal(csv.statusCode, 200);
      assert.ok(log.body.includes(`Alles (${admins.prefix})`), 'the audit log names the tokens');
      assert.deepEqual(leaks(log.body + csv.body), [], 'the audit log');
    });
  });
}
