import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { ruleOf } from '../../accounts/operationRules';
import { contractOperations } from '../../test/contract';
import { databaseKinds, loginCookie, withCookie } from '../../test/harness';
import {
  createToken,
  startTokensServer,
  tokenForm,
  tokenGet,
  withToken,
  type TokensFixture,
} from '../../test/tokensKit';
import { allRights } from '../../../shared/rights';

// Bearer authentication: a token acts as its holder narrowed to its scopes, at every call.

const forbidden = { message: 'Sie haben nicht genügend Zugriffsrechte.' };
const sessionOperations = contractOperations().filter((op) => ruleOf(op.operationId)?.auth === 'session');

for (const kind of databaseKinds) {
  describe(`bearer tokens on ${kind}`, () => {
    let t: TokensFixture;
    before(async () => {
      t = await startTokensServer(kind);
    });
    after(() => t.server.close());

    it('a token scoped to NORDMARKT reads NORDMARKT and gets 403 for SUEDKAUF', async () => {
      const { token } = await createToken(t.server.app, t.admin, tokenForm({ contextIds: ['NORDMARKT'] }));
      const nord = await tokenGet(t.server.app, token, '/api/frontend/cashpoints?contextId=NORDMARKT');
      assert.equal(nord.statusCode, 200, nord.body);
      const sued = await tokenGet(t.server.app, token, '/api/frontend/cashpoints?contextId=SUEDKAUF');
      assert.equal(sued.statusCode, 403);
      assert.deepEqual(sued.json(), forbidden);
      // The start page lists only what the token sees.
      const home = await tokenGet(t.server.app, token, '/api/frontend/home');
      assert.deepEqual(
        home.json().contexts.map((c: { key: string }) => c.key),
        ['NORDMARKT'],
      );
    });

    it('a read-only token gets 403 on every operation of the contract that is not a GET', async () => {
      const { token } = await createToken(t.server.app, t.admin, tokenForm({ rights: [...allRights], readOnly: true }));
      const writes = sessionOperations.filter((op) => op.method !== 'GET');
      assert.ok(writes.length >= 50, `only ${writes.length} writing operations`);
      for (const op of writes) {
        const reply = await t.server.app.inject(
          withToken(token, { method: op.method as 'POST', url: op.url, payload: { contextId: 'NORDMARKT' } }),
        );
        assert.equal(reply.statusCode, 403, `${op.operationId} ${reply.body}`);
        assert.deepEqual(reply.json(), forbidden, op.operationId);
      }
      // It reads, with every right of its holder.
      assert.equal((await tokenGet(t.server.app, token, '/api/frontend/users')).statusCode, 200);
    });

    it('changes the own account only with USERS_CHANGE among its scopes', async () => {
      const without = allRights.filter((right) => right !== 'USERS_CHANGE');
      const { token } = await createToken(t.server.app, t.admin, tokenForm({ rights: without }));
      const { token: full } = await createToken(t.server.app, t.admin, tokenForm({ rights: [...allRights] }));
      const own = sessionOperations.filter((op) => ruleOf(op.operationId)?.ownAccount);
      assert.ok(own.length >= 8, `only ${own.length} own-account operations`);
      for (const op of own) {
        const call = { method: op.method as 'POST', url: op.url, payload: {} };
        const refused = await t.server.app.inject(withToken(token, call));
        assert.equal(refused.statusCode, 403, `${op.operationId} ${refused.body}`);
        const passed = await t.server.app.inject(withToken(full, call));
        assert.notEqual(passed.statusCode, 403, `${op.operationId} ${passed.body}`);
        assert.notEqual(passed.statusCode, 401, `${op.operationId} ${passed.body}`);
      }
    });

    it('a personal token loses a right as soon as its user loses it', async () => {
      const users = (
        await t.server.app.inject(withCookie(t.admin, { method: 'GET', url: '/api/frontend/users' }))
      ).json();
      const roleUid = (name: string) => users.roles.find((r: { name: string }) => r.name === name).value;
      const save = (role: string, uid?: string) =>
        t.server.app.inject(
          withCookie(t.admin, {
            method: 'POST',
            url: '/api/frontend/users/sendUserForm',
            payload: {
              login: 'tokenuser',
              lastName: 'Token',
              firstName: 'Tina',
              email: null,
              password: 'geheim-12345',
              role: roleUid(role),
              visibleContextIds: [],
              allContextsVisible: true,
              use2FA: false,
              ...(uid ? { uid } : {}),
            },
          }),
        );
      const created = await save('Administrator');
      assert.equal(created.statusCode, 200, created.body);
      const uid: string = created.json().uid;
      const cookie = await loginCookie(t.server.app, 'tokenuser', 'geheim-12345');
      const { token } = await createToken(t.server.app, cookie, tokenForm({ rights: ['USERS', 'AUDIT'] }));
      assert.equal((await tokenGet(t.server.app, token, '/api/frontend/users')).statusCode, 200);
      // The administrator makes the user a viewer: the token keeps its scopes but holds no right now.
      assert.equal((await save('Betrachter', uid)).statusCode, 200);
      const after = await tokenGet(t.server.app, token, '/api/frontend/users');
      assert.equal(after.statusCode, 403);
      assert.equal((await tokenGet(t.server.app, token, '/api/frontend/audit-log')).statusCode, 403);
      // Deleting the user ends its tokens.
      const deleted = await t.server.app.inject(
        withCookie(t.admin, { method: 'DELETE', url: `/api/frontend/users/${uid}` }),
      );
      assert.equal(deleted.statusCode, 200, deleted.body);
      assert.equal((await tokenGet(t.server.app, token, '/api/frontend/home')).statusCode, 401);
      const left = await t.server.db.kysely
        .selectFrom('apiTokens')
        .select('id')
        .where('prefix', '=', token.slice(0, 11));
      assert.deepEqual(await left.execute(), [], "the user's tokens went with it");
    });

    it("a locked user's token stops working from the locked address until the user is unlocked", async () => {
      const viewer = await loginCookie(t.server.app, 'viewer', 'demo-viewer-2026');
      const { token } = await createToken(t.server.app, viewer, tokenForm());
      // Failed logins from elsewhere lock that address only: the script's calls go on.
      for (let attempt = 0; attempt < 5; attempt++) {
        const reply = await t.server.app.inject({
          method: 'POST',
          url: '/api/frontend/login',
          remoteAddress: '198.51.100.9',
          payload: { login: 'viewer', password: 'falsch' },
        });
        assert.equal(reply.statusCode, 401);
      }
      assert.equal((await tokenGet(t.server.app, token, '/api/frontend/home')).statusCode, 200);
      for (let attempt = 0; attempt < 5; attempt++) {
        const reply = await t.server.app.inject({
          method: 'POST',
          url: '/api/frontend/login',
          payload: { login: 'viewer', password: 'falsch' },
        });
        assert.equal(reply.statusCode, 401);
      }
      const locked = await tokenGet(t.server.app, token, '/api/frontend/home');
      assert.equal(locked.statusCode, 401);
      assert.deepEqual(locked.json(), { message: 'Das Benutzerkonto dieses API-Tokens ist gesperrt.' });
      const row = await t.server.db.kysely
        .selectFrom('users')
        .select('uid')
        .where('login', '=', 'viewer')
        .executeTakeFirstOrThrow();
      const unlock = await t.server.app.inject(
        withCookie(t.admin, { method: 'POST', url: `/api/frontend/users/unlock/${row.uid}` }),
      );
      assert.equal(unlock.statusCode, 200, unlock.body);
      assert.equal((await tokenGet(t.server.app, token, '/api/frontend/home')).statusCode, 200);
    });

    it('answers 401 with a German message to an unknown, expired or revoked token, with no fallback to the cookie', async () => {
      const unknown = await tokenGet(t.server.app, 'kk_AAAAAAAA_' + 'B'.repeat(40), '/api/frontend/home');
      assert.equal(unknown.statusCode, 401);
      assert.deepEqual(unknown.json(), { message: 'Das API-Token ist ungültig.' });
      const garbage = await t.server.app.inject(
        withCookie(t.admin, { method: 'GET', url: '/api/frontend/home', headers: { authorization: 'Bearer x' } }),
      );
      assert.equal(garbage.statusCode, 401, 'a bearer header is judged by the token alone');

      const { token, uid } = await createToken(t.server.app, t.admin, tokenForm({ expiresInDays: 1 }));
      assert.equal((await tokenGet(t.server.app, token, '/api/frontend/home')).statusCode, 200);
      t.server.clock.now += 24 * 3600 * 1000;
      const expired = await tokenGet(t.server.app, token, '/api/frontend/home');
      assert.equal(expired.statusCode, 401);
      assert.deepEqual(expired.json(), { message: 'Das API-Token ist abgelaufen.' });
      t.server.clock.now -= 24 * 3600 * 1000;

      const revoke = await t.server.app.inject(
        withCookie(t.admin, { method: 'POST', url: `/api/frontend/tokens/${uid}/revoke` }),
      );
      assert.equal(revoke.statusCode, 200, revoke.body);
      const revoked = await tokenGet(t.server.app, token, '/api/frontend/home');
      assert.equal(revoked.statusCode, 401);
      assert.deepEqual(revoked.json(), { message: 'Das API-Token wurde widerrufen.' });
    });

    it('needs no cookie and no origin check, and names the token in the audit entry of its change', async () => {
      const { token, prefix } = await createToken(
        t.server.app,
        t.admin,
        tokenForm({ name: 'Filialanlage', rights: ['CASHPOINTS_CHANGE'], contextIds: ['NORDMARKT'] }),
      );
      const reply = await t.server.app.inject(
        withToken(token, {
          method: 'POST',
          url: '/api/frontend/stores/create?contextId=NORDMARKT',
          headers: { origin: 'https://elsewhere.example' },
          payload: { storeId: '7777' },
        }),
      );
      assert.equal(reply.statusCode, 200, reply.body);
      const entry = await t.server.db.kysely
        .selectFrom('auditLog')
        .selectAll()
        .where('action', '=', 'storeCreated')
        .where('objectLabel', 'like', '%7777%')
        .executeTakeFirstOrThrow();
      assert.equal(entry.userLogin, 'admin');
      assert.equal(entry.tokenLabel, `Filialanlage (${prefix})`);
      // The list of the audit log shows it too.
      const log = await t.server.app.inject(
        withCookie(t.admin, { method: 'GET', url: '/api/frontend/audit-log?action=storeCreated' }),
      );
      assert.ok(
        log.json().entries.some((e: { token: string | null }) => e.token === `Filialanlage (${prefix})`),
        log.body,
      );
      // And its CSV export, in the last column.
      const csv = await t.server.app.inject(
        withCookie(t.admin, { method: 'GET', url: '/api/frontend/audit-log.csv?action=storeCreated' }),
      );
      assert.equal(csv.statusCode, 200, csv.body);
      const line = csv.body.split(/\r?\n/).find((l) => l.includes('7777'));
      assert.ok(line?.endsWith(`;Filialanlage (${prefix})`), csv.body);
    });
  });
}
