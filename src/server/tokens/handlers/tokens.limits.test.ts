import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { databaseKinds } from '../../test/harness';
import {
  createToken,
  startTokensWithAccounts,
  tokenCreate,
  tokenForm,
  type ServiceAccountRow,
  type TokenForm,
  type TokensFixture,
} from '../../test/tokensKit';

// The tokens API's limits: scopes beyond the holder, overlong or unending tokens, tokens that create
// tokens (never more contexts, never a longer life). The rest of the API is in tokens.test.ts.

for (const kind of databaseKinds) {
  describe(`the tokens API on ${kind}`, () => {
    let t: TokensFixture;
    let robot: ServiceAccountRow;
    let wide: ServiceAccountRow;
    before(async () => {
      ({ t, robot, wide } = await startTokensWithAccounts(kind));
    });
    after(() => t.server.close());

    const create = (cookie: string, form: TokenForm) => tokenCreate(t.server.app, cookie, form);
    it('refuses scopes beyond the holder and overlong or unending tokens with German messages', async () => {
      const refused = async (form: TokenForm, message: string) => {
        const reply = await create(t.operator, form);
        assert.equal(reply.statusCode, 400, reply.body);
        assert.equal(reply.json().message, message);
      };
      await refused(tokenForm({ name: '  ' }), 'Das Token braucht einen Namen.');
      await refused(tokenForm({ rights: ['FLY'] }), 'Diese Rechte gibt es nicht: FLY');
      await refused(
        tokenForm({ rights: ['USERS_CHANGE', 'UPDATES_CHANGE'] }),
        'Diese Rechte hat der Inhaber des Tokens nicht: USERS_CHANGE',
      );
      // A context the holder does not see is refused like one that does not exist.
      await refused(
        tokenForm({ contextIds: ['WESTFRISCH', 'GIBTESNICHT'] }),
        'Diese Kontexte sieht der Inhaber des Tokens nicht: WESTFRISCH, GIBTESNICHT',
      );
      await refused(tokenForm({ expiresInDays: 91 }), 'Ein Token gilt höchstens 90 Tage.');
      await refused(tokenForm({ expiresInDays: null }), 'Nur Tokens von Servicekonten dürfen ohne Ablaufdatum gelten.');
      const none = await t.server.db.kysely.selectFrom('apiTokens').select('id').where('name', '=', 'FLY').execute();
      assert.equal(none.length, 0);
    });

    it('a token limited to some contexts cannot create one for all of them', async () => {
      const { token } = await createToken(
        t.server.app,
        t.admin,
        tokenForm({ rights: ['USERS_CHANGE'], contextIds: ['NORDMARKT'] }),
      );
      const call = (contextIds: string[] | null) =>
        t.server.app.inject({
          method: 'POST',
          url: '/api/frontend/tokens/create',
          headers: { authorization: `Bearer ${token}` },
          payload: tokenForm({ contextIds, expiresInDays: 7 }),
        });
      const all = await call(null);
      assert.equal(all.statusCode, 400);
      assert.match(all.json().message, /kann kein Token für alle Kontexte erstellen/);
      assert.equal((await call(['SUEDKAUF'])).statusCode, 400);
      assert.equal((await call(['NORDMARKT'])).statusCode, 200);
    });

    it('a token cannot create one that outlives it, for its holder or a service account', async () => {
      const { token } = await createToken(
        t.server.app,
        t.admin,
        tokenForm({
          rights: [
            'USERS_CHANGE',
            'USERS',
            'UPDATES_CHANGE',
            'UPDATES_ORDER_CHANGE',
            'CASHPOINTS_CHANGE',
            'ALERTS_ACKNOWLEDGE',
            'ACTIONS_RUN',
          ],
          expiresInDays: 2,
        }),
      );
      const call = (form: Partial<TokenForm>) =>
        t.server.app.inject({
          method: 'POST',
          url: '/api/frontend/tokens/create',
          headers: { authorization: `Bearer ${token}` },
          payload: tokenForm(form),
        });
      const longer = await call({ expiresInDays: 30 });
      assert.equal(longer.statusCode, 400);
      assert.match(longer.json().message, /darf nicht länger gelten als dieses \(bis /);
      const never = await call({ expiresInDays: null, serviceAccountUid: robot.uid, contextIds: ['NORDMARKT'] });
      assert.equal(never.statusCode, 400, never.body);
      assert.match(never.json().message, /darf nicht länger gelten als dieses/);
      assert.equal((await call({ expiresInDays: 1 })).statusCode, 200);
      // A token that never expires (a service account's) may hand out any expiry.
      const { token: lasting } = await createToken(
        t.server.app,
        t.admin,
        tokenForm({ rights: ['USERS_CHANGE'], expiresInDays: null, serviceAccountUid: wide.uid }),
      );
      const fromLasting = await t.server.app.inject({
        method: 'POST',
        url: '/api/frontend/tokens/create',
        headers: { authorization: `Bearer ${lasting}` },
        payload: tokenForm({ expiresInDays: 60 }),
      });
      assert.equal(fromLasting.statusCode, 200, fromLasting.body);
    });
  });
}
