import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { databaseKinds, withCookie } from '../../test/harness';
import {
  createToken,
  insertServiceAccount,
  startTokensWithAccounts,
  tokenCreate,
  tokenForm,
  tokenGet,
  type ServiceAccountRow,
  type TokenForm,
  type TokensFixture,
} from '../../test/tokensKit';

// The tokens API: one's own tokens, a service account's with USERS_CHANGE, the form's checks, audit.

interface ApiToken {
  uid: string;
  name: string;
  prefix: string;
  rights: string[];
  contextIds: string[] | null;
  readOnly: boolean;
  expiresAt: string | null;
  createdBy: string | null;
  revokedAt: string | null;
  lastUsedAt: string | null;
  lastUsedAddress: string | null;
  lastUsedClient: string | null;
}

for (const kind of databaseKinds) {
  describe(`the tokens API on ${kind}`, () => {
    let t: TokensFixture;
    let robot: ServiceAccountRow;
    let wide: ServiceAccountRow;
    before(async () => {
      ({ t, robot, wide } = await startTokensWithAccounts(kind));
    });
    after(() => t.server.close());

    const list = async (cookie: string, query = '') => {
      const reply = await t.server.app.inject(
        withCookie(cookie, { method: 'GET', url: `/api/frontend/tokens${query}` }),
      );
      return { status: reply.statusCode, tokens: reply.statusCode === 200 ? (reply.json().tokens as ApiToken[]) : [] };
    };
    const create = (cookie: string, form: TokenForm) => tokenCreate(t.server.app, cookie, form);
    const revoke = (cookie: string, uid: string) =>
      t.server.app.inject(withCookie(cookie, { method: 'POST', url: `/api/frontend/tokens/${uid}/revoke` }));

    it('creates a token shown once, lists it with its scopes and last use, never its value', async () => {
      const reply = await create(t.operator, tokenForm({ rights: ['UPDATES_CHANGE'], contextIds: ['SUEDKAUF'] }));
      assert.equal(reply.statusCode, 200, reply.body);
      assert.equal(reply.headers['cache-control'], 'no-store');
      const created = reply.json();
      assert.match(created.token, /^kk_[A-Za-z0-9]{8}_[A-Za-z0-9]{40}$/);
      assert.equal(created.prefix, created.token.slice(0, 11));
      assert.equal(Date.parse(created.expiresAt), t.server.clock.now + 30 * 24 * 3600 * 1000);

      const before = (await list(t.operator)).tokens.find((x) => x.uid === created.uid)!;
      assert.deepEqual(
        { ...before, createdAt: undefined },
        {
          uid: created.uid,
          name: 'Nachtexport',
          prefix: created.prefix,
          rights: ['UPDATES_CHANGE'],
          contextIds: ['SUEDKAUF'],
          readOnly: false,
          expiresAt: created.expiresAt,
          createdAt: undefined,
          createdBy: 'operator',
          revokedAt: null,
          lastUsedAt: null,
          lastUsedAddress: null,
          lastUsedClient: null,
        },
      );
      assert.ok(!JSON.stringify((await list(t.operator)).tokens).includes(created.token));
      await t.server.app.inject({
        method: 'GET',
        url: '/api/frontend/home',
        headers: { authorization: `Bearer ${created.token}`, 'user-agent': 'nightly-export/1.0' },
      });
      const used = (await list(t.operator)).tokens.find((x) => x.uid === created.uid)!;
      assert.equal(used.lastUsedAt, new Date(t.server.clock.now).toISOString());
      assert.equal(used.lastUsedAddress, '127.0.0.1');
      assert.equal(used.lastUsedClient, 'nightly-export/1.0');
      // Others' lists do not show it.
      assert.ok(!(await list(t.admin)).tokens.some((x) => x.uid === created.uid));
    });

    it("records the token's last use at most once a minute, but at once from another client", async () => {
      const { token, uid } = await createToken(t.server.app, t.operator, tokenForm());
      const lastUse = () =>
        t.server.db.kysely
          .selectFrom('apiTokens')
          .select(['lastUsedAt', 'lastUsedClient'])
          .where('uid', '=', uid)
          .executeTakeFirstOrThrow();
      const call = (agent: string) =>
        t.server.app.inject({
          method: 'GET',
          url: '/api/frontend/ping',
          headers: { authorization: `Bearer ${token}`, 'user-agent': agent },
        });
      const start = t.server.clock.now;
      await call('a');
      t.server.clock.now += 30_000;
      await call('a');
      assert.deepEqual(await lastUse(), { lastUsedAt: start, lastUsedClient: 'a' });
      await call('b');
      assert.deepEqual(await lastUse(), { lastUsedAt: start + 30_000, lastUsedClient: 'b' });
      t.server.clock.now += 60_000;
      await call('b');
      assert.deepEqual(await lastUse(), { lastUsedAt: start + 90_000, lastUsedClient: 'b' });
      t.server.clock.now = start;
    });

    it("manages a service account's tokens with USERS_CHANGE, 'never' expiring ones included", async () => {
      const query = `?serviceAccountUid=${robot.uid}`;
      assert.equal((await list(t.operator, query)).status, 403);
      assert.equal((await list(t.admin, '?serviceAccountUid=nope')).status, 404);
      assert.deepEqual(await list(t.admin, query), { status: 200, tokens: [] });

      const reply = await create(
        t.admin,
        tokenForm({ serviceAccountUid: robot.uid, expiresInDays: null, rights: ['UPDATES_CHANGE'] }),
      );
      assert.equal(reply.statusCode, 200, reply.body);
      assert.equal(reply.json().expiresAt, null);
      const listed = (await list(t.admin, query)).tokens;
      assert.deepEqual(
        listed.map((x) => [x.uid, x.createdBy, x.expiresAt]),
        [[reply.json().uid, 'admin', null]],
      );
      assert.ok(!(await list(t.admin)).tokens.some((x) => x.uid === reply.json().uid), 'not among the own');
      // Its rights and contexts are the service account's, not the creator's.
      const beyond = await create(
        t.admin,
        tokenForm({ serviceAccountUid: robot.uid, rights: ['USERS'], contextIds: ['SUEDKAUF'] }),
      );
      assert.equal(beyond.statusCode, 400);
      assert.match(beyond.json().message, /USERS[\s\S]*SUEDKAUF/);
      // The token acts as the service account.
      const home = await tokenGet(t.server.app, reply.json().token, '/api/frontend/home');
      assert.deepEqual(
        home.json().contexts.map((c: { key: string }) => c.key),
        ['NORDMARKT'],
      );
    });

    it('hides service accounts the caller may not manage, and refuses persons as service accounts', async () => {
      const { uid: narrowAdmin } = await insertServiceAccount(t.server.db, {
        name: 'nord-admin',
        role: 'Administrator',
        contexts: ['NORDMARKT'],
      });
      const cookie = t.admin;
      assert.equal((await list(cookie, `?serviceAccountUid=${wide.uid}`)).status, 200);
      const person = await t.server.db.kysely
        .selectFrom('users')
        .select('uid')
        .where('login', '=', 'viewer')
        .executeTakeFirstOrThrow();
      assert.equal((await list(t.admin, `?serviceAccountUid=${person.uid}`)).status, 404);
      assert.equal((await create(t.admin, tokenForm({ serviceAccountUid: person.uid }))).statusCode, 404);
      // A token of the administrator that sees only NORDMARKT manages no account that sees more.
      const { token } = await createToken(
        t.server.app,
        t.admin,
        tokenForm({
          rights: [
            'USERS_CHANGE',
            'UPDATES_CHANGE',
            'UPDATES_ORDER_CHANGE',
            'CASHPOINTS_CHANGE',
            'ALERTS_ACKNOWLEDGE',
            'ACTIONS_RUN',
          ],
          contextIds: ['NORDMARKT'],
        }),
      );
      assert.equal(
        (await tokenGet(t.server.app, token, `/api/frontend/tokens?serviceAccountUid=${wide.uid}`)).statusCode,
        404,
      );
      assert.equal(
        (await tokenGet(t.server.app, token, `/api/frontend/tokens?serviceAccountUid=${robot.uid}`)).statusCode,
        200,
      );
      assert.equal(
        (await tokenGet(t.server.app, token, `/api/frontend/tokens?serviceAccountUid=${narrowAdmin}`)).statusCode,
        404,
      );
    });

    it('revokes own and manageable tokens, audited by name and prefix; others are not found', async () => {
      const own = await createToken(t.server.app, t.operator, tokenForm({ name: 'Eigenes' }));
      const robots = await createToken(
        t.server.app,
        t.admin,
        tokenForm({ name: 'Robot', serviceAccountUid: robot.uid }),
      );
      const admins = await createToken(t.server.app, t.admin, tokenForm({ name: 'Admins' }));
      assert.equal((await revoke(t.operator, admins.uid)).statusCode, 404);
      assert.equal((await revoke(t.operator, robots.uid)).statusCode, 404);
      assert.equal((await revoke(t.operator, 'x1')).statusCode, 404);
      assert.equal((await revoke(t.operator, own.uid)).statusCode, 200);
      assert.equal((await revoke(t.operator, own.uid)).statusCode, 200, 'a second revoke is no error');
      assert.equal((await revoke(t.admin, robots.uid)).statusCode, 200);
      const revokedAt = (await list(t.operator)).tokens.find((x) => x.uid === own.uid)!.revokedAt;
      assert.equal(revokedAt, new Date(t.server.clock.now).toISOString());

      const entries = await t.server.db.kysely
        .selectFrom('auditLog')
        .select(['action', 'userLogin', 'objectType', 'objectId', 'objectLabel', 'contextId'])
        .where('objectId', 'in', [own.uid, robots.uid])
        .orderBy('id')
        .execute();
      assert.deepEqual(entries, [
        {
          action: 'tokenCreated',
          userLogin: 'operator',
          objectType: 'token',
          objectId: own.uid,
          objectLabel: `Eigenes (${own.prefix})`,
          contextId: null,
        },
        {
          action: 'tokenCreated',
          userLogin: 'admin',
          objectType: 'token',
          objectId: robots.uid,
          objectLabel: `Robot (${robots.prefix})`,
          contextId: null,
        },
        {
          action: 'tokenRevoked',
          userLogin: 'operator',
          objectType: 'token',
          objectId: own.uid,
          objectLabel: `Eigenes (${own.prefix})`,
          contextId: null,
        },
        {
          action: 'tokenRevoked',
          userLogin: 'admin',
          objectType: 'token',
          objectId: robots.uid,
          objectLabel: `Robot (${robots.prefix})`,
          contextId: null,
        },
      ]);
    });
  });
}
