import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { totp } from '../../test/usersKit';
import { createToken, startTokensServer, tokenForm, withToken, type TokensFixture } from '../../test/tokensKit';

// A 2FA seed verified with one API token is that token's, as one verified in a session is the
// session's: another token (or the session) cannot switch 2FA on with it. Calls made with a token
// have no cookie, so without the token standing for the session they would all share one key.

describe('2FA seeds verified with an API token', () => {
  let t: TokensFixture;
  before(async () => {
    t = await startTokensServer('sqlite');
  });
  after(() => t.server.close());

  it('are switched on only with the token that verified them', async () => {
    const form = tokenForm({ rights: ['USERS_CHANGE'], expiresInDays: 1 });
    const [{ token: first }, { token: second }] = [
      await createToken(t.server.app, t.admin, form),
      await createToken(t.server.app, t.admin, form),
    ];
    const call = (token: string, method: 'GET' | 'POST', url: string, payload?: object) =>
      t.server.app.inject(withToken(token, { method, url: `/api/frontend/users/${url}`, payload }));
    const seed = (await call(first, 'GET', 'generate2FASeed/admin')).json().seed2FA as string;
    const code = await totp(seed, t.server.clock.now);
    const verified = await call(first, 'POST', 'verify2FA', { params: { seed2FA: seed, token2FA: code } });
    assert.equal(verified.json().verified2FA, true, verified.body);
    assert.equal((await call(second, 'POST', 'update2FA', { use2FA: true, seed2FA: seed })).statusCode, 400);
    assert.equal((await call(first, 'POST', 'update2FA', { use2FA: true, seed2FA: seed })).statusCode, 200);
  });
});
