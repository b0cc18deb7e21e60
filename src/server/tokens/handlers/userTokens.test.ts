import assert from 'node:assert/strict';
import { before, it } from 'node:test';
import { auditReader } from '../../test/auditKit';
import { loginCookie } from '../../test/harness';
import { insertRole } from '../../test/serviceAccountsKit';
import { createToken, insertServiceAccount, tokenForm, tokenGet } from '../../test/tokensKit';
import { describeUsers } from '../../test/usersKit';

// Another person's API tokens (issue 44, finding 7): a user administrator lists and revokes the
// tokens of a person it may manage (the user dialog's rules), audited; nobody else reaches them.

interface ApiToken {
  uid: string;
  name: string;
  prefix: string;
  revokedAt: string | null;
}

describeUsers("a person's API tokens for the user administrator", (t) => {
  const { get, post } = t;
  const audit = auditReader(() => t.server.db);
  const listUrl = (userUid: string) => `/api/frontend/users/tokens/${userUid}`;
  const revokeUrl = (userUid: string, tokenUid: string) => `/api/frontend/users/tokens/${userUid}/${tokenUid}/revoke`;
  const uidOf = async (login: string) => (await t.userRow(login))!.uid;
  const works = async (token: string) => (await tokenGet(t.server.app, token, '/api/frontend/ping')).statusCode === 200;
  /** A user administrator of NORDMARKT only, with one fleet right: the tenant's administrator. */
  let nordAdmin: string;
  /** A person it may manage: no rights, NORDMARKT only. */
  let nordViewer: string;
  before(async () => {
    const role = await insertRole(t.server.db, 'Nord-Admin', ['USERS', 'USERS_CHANGE', 'CASHPOINTS_CHANGE']);
    for (const [login, roleUid] of [
      ['nordadmin', role],
      ['nordviewer', t.roleUid('Betrachter')],
    ]) {
      const created = await post(t.admin, '/api/frontend/users/sendUserForm', t.form({ login, role: roleUid }));
      assert.equal(created.statusCode, 200, created.body);
    }
    nordAdmin = await loginCookie(t.server.app, 'nordadmin', 'geheim-123');
    nordViewer = await loginCookie(t.server.app, 'nordviewer', 'geheim-123');
  });

  it("lists a person's tokens without their values and revokes one at once, audited by token and person", async () => {
    const leaked = await createToken(t.server.app, t.operator, tokenForm({ name: 'Kassenexport' }));
    const kept = await createToken(t.server.app, t.operator, tokenForm({ name: 'Inventur' }));
    const operatorUid = await uidOf('operator');
    const listed = await get(t.admin, listUrl(operatorUid));
    assert.equal(listed.statusCode, 200, listed.body);
    const tokens = listed.json().tokens as ApiToken[];
    assert.deepEqual(
      tokens.map((x) => [x.uid, x.name, x.prefix, x.revokedAt]),
      [
        [kept.uid, 'Inventur', kept.prefix, null],
        [leaked.uid, 'Kassenexport', leaked.prefix, null],
      ],
    );
    assert.ok(!listed.body.includes(leaked.token) && !listed.body.includes(kept.token), 'never a value');

    await audit.skip();
    const revoked = await post(t.admin, revokeUrl(operatorUid, leaked.uid), {});
    assert.equal(revoked.statusCode, 200, revoked.body);
    assert.equal(await works(leaked.token), false, 'the leaked token is refused at once');
    assert.equal(await works(kept.token), true, 'the other token keeps working');
    const again = await post(t.admin, revokeUrl(operatorUid, leaked.uid), {});
    assert.equal(again.statusCode, 200, 'a second revoke is no error');

    const entries = await audit.fresh();
    assert.deepEqual(
      entries.map((e) => [e.action, e.userLogin, e.objectType, e.objectId, e.objectLabel]),
      [['tokenRevoked', 'admin', 'token', leaked.uid, `Kassenexport (${leaked.prefix}) von Benutzer operator`]],
    );
    assert.ok(!JSON.stringify(entries).includes(leaked.token), 'the entry holds no secret');
    // The holder sees it revoked in its own list.
    const own = (await get(t.operator, '/api/frontend/tokens')).json().tokens as ApiToken[];
    assert.equal(own.find((x) => x.uid === leaked.uid)!.revokedAt, new Date(t.server.clock.now).toISOString());
  });

  it('only for a person the administrator may manage: its rights and contexts within the own', async () => {
    const operators = await createToken(t.server.app, t.operator, tokenForm({ name: 'Operator-Token' }));
    const viewers = await createToken(t.server.app, nordViewer, tokenForm({ name: 'Nord-Token' }));
    // A token of the administrator limited to NORDMARKT.
    const narrow = await createToken(
      t.server.app,
      t.admin,
      tokenForm({ rights: ['USERS', 'USERS_CHANGE'], contextIds: ['NORDMARKT'] }),
    );
    const robot = await insertServiceAccount(t.server.db, { name: 'nord-robot', role: 'Betrachter', contexts: 'all' });
    const [operatorUid, viewerUid] = [await uidOf('operator'), await uidOf('nordviewer')];
    await audit.skip();

    // Without USERS_CHANGE: the guard's 403.
    assert.equal((await get(t.operator, listUrl(viewerUid))).statusCode, 403);
    assert.equal((await post(t.viewer, revokeUrl(viewerUid, viewers.uid), {})).statusCode, 403);
    // The tenant's administrator: the operator holds rights it lacks and sees SUEDKAUF too.
    assert.equal((await get(nordAdmin, listUrl(operatorUid))).statusCode, 403);
    assert.equal((await post(nordAdmin, revokeUrl(operatorUid, operators.uid), {})).statusCode, 403);
    assert.equal(await works(operators.token), true);
    // A person within its reach.
    const listed = await get(nordAdmin, listUrl(viewerUid));
    assert.equal(listed.statusCode, 200, listed.body);
    assert.deepEqual(
      (listed.json().tokens as ApiToken[]).map((x) => x.uid),
      [viewers.uid],
    );
    // Called with the token limited to NORDMARKT, no person that sees more is reached.
    assert.equal((await tokenGet(t.server.app, narrow.token, listUrl(operatorUid))).statusCode, 403);
    assert.equal((await tokenGet(t.server.app, narrow.token, listUrl(viewerUid))).statusCode, 200);

    // Unknown persons, service accounts, and a token that is not this person's are not found.
    assert.equal((await get(t.admin, listUrl('unbekannt'))).statusCode, 404);
    assert.equal((await get(t.admin, listUrl(robot.uid))).statusCode, 404);
    assert.equal((await post(t.admin, revokeUrl('unbekannt', viewers.uid), {})).statusCode, 404);
    assert.equal((await post(nordAdmin, revokeUrl(viewerUid, operators.uid), {})).statusCode, 404);
    assert.equal((await post(nordAdmin, revokeUrl(viewerUid, 'unbekannt'), {})).statusCode, 404);
    assert.equal(await works(operators.token), true, 'no refused call revoked anything');
    assert.deepEqual(await audit.fresh(), []);

    assert.equal((await post(nordAdmin, revokeUrl(viewerUid, viewers.uid), {})).statusCode, 200);
    assert.equal(await works(viewers.token), false);
    assert.deepEqual(
      (await audit.fresh()).map((e) => [e.userLogin, e.objectLabel]),
      [['nordadmin', `Nord-Token (${viewers.prefix}) von Benutzer nordviewer`]],
    );
  });
});
