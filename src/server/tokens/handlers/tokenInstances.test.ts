import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { databaseKinds, withCookie } from '../../test/harness';
import { startSecondInstance, type SecondInstance } from '../../test/secondInstance';
import { createToken, startTokensServer, tokenForm, tokenGet, type TokensFixture } from '../../test/tokensKit';

// Two instances on one database: a revoked token is refused by the other at once, and a token's limit
// per minute counts its calls on both together.

for (const kind of databaseKinds) {
  describe(`tokens on two instances (${kind})`, () => {
    let t: TokensFixture;
    let second: SecondInstance;
    before(async () => {
      t = await startTokensServer(kind, { TOKEN_RATE_LIMIT: '5' });
      second = await startSecondInstance(t.server);
    });
    after(async () => {
      await second.close();
      await t.server.close();
    });

    it('a token revoked on one instance gets 401 on the other within a second', async () => {
      const { token, uid } = await createToken(t.server.app, t.admin, tokenForm());
      assert.equal((await tokenGet(second.app, token, '/api/frontend/ping')).statusCode, 200);
      const revoke = await t.server.app.inject(
        withCookie(t.admin, { method: 'POST', url: `/api/frontend/tokens/${uid}/revoke` }),
      );
      assert.equal(revoke.statusCode, 200);
      const revokedAt = Date.now();
      let reply = await tokenGet(second.app, token, '/api/frontend/ping');
      while (reply.statusCode !== 401 && Date.now() - revokedAt < 1000) {
        reply = await tokenGet(second.app, token, '/api/frontend/ping');
      }
      assert.equal(reply.statusCode, 401, 'still let in a second after the revoke');
      assert.deepEqual(reply.json(), { message: 'Das API-Token wurde widerrufen.' });
    });

    it('answers 429 with Retry-After past the limit per minute, counted over both instances and per token', async () => {
      const { token } = await createToken(t.server.app, t.admin, tokenForm());
      for (let call = 1; call <= 5; call++) {
        const app = call % 2 === 0 ? second.app : t.server.app;
        const reply = await tokenGet(app, token, '/api/frontend/ping');
        assert.equal(reply.statusCode, 200, `call ${call}`);
        assert.equal(reply.headers['x-ratelimit-remaining'], String(5 - call));
      }
      for (const app of [t.server.app, second.app]) {
        const refused = await tokenGet(app, token, '/api/frontend/ping');
        assert.equal(refused.statusCode, 429);
        assert.deepEqual(refused.json(), { message: 'Zu viele Anfragen. Bitte versuchen Sie es später erneut.' });
        const retryAfter = Number(refused.headers['retry-after']);
        assert.ok(retryAfter >= 1 && retryAfter <= 60, `Retry-After ${refused.headers['retry-after']}`);
      }
      // Another token, and the session of the same user, have their own calls.
      const { token: other } = await createToken(t.server.app, t.admin, tokenForm());
      assert.equal((await tokenGet(second.app, other, '/api/frontend/ping')).statusCode, 200);
      const session = await t.server.app.inject(withCookie(t.admin, { method: 'GET', url: '/api/frontend/ping' }));
      assert.equal(session.statusCode, 200);
      // A stranger who knows only the prefix uses up none of its calls (nor is counted at all).
      const forged = `${other.slice(0, 12)}${'x'.repeat(40)}`;
      for (let call = 0; call < 6; call++)
        assert.equal((await tokenGet(second.app, forged, '/api/frontend/ping')).statusCode, 401);
      assert.equal((await tokenGet(t.server.app, other, '/api/frontend/ping')).statusCode, 200);
    });
  });
}
