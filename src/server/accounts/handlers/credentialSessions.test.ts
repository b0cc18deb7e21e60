import assert from 'node:assert/strict';
import { it } from 'node:test';
import { loginFrom, sessionsKit } from '../../test/sessionsKit';
import { describeUsers, totp } from '../../test/usersKit';

// A change of a password or of 2FA ends the sessions opened with the old credentials: one's own
// change all but the session that made it, an administrator's change of a user all of the user's.

describeUsers('sessions end when credentials change', (t) => {
  const { pingStatus, listSessions, createUser } = sessionsKit(t);
  const { get, post, form } = t;
  const login = (user: { login: string; password: string }, token2FA?: string) =>
    loginFrom(t.server.app, { ...user, token2FA });

  /** A fresh seed verified in this session, ready to switch 2FA on with. */
  async function verifiedSeed(cookie: string, login: string): Promise<string> {
    const seed = (await get(cookie, `/api/frontend/users/generate2FASeed/${login}`)).json().seed2FA as string;
    const token = await totp(seed, t.server.clock.now);
    const verified = await post(cookie, '/api/frontend/users/verify2FA', {
      params: { seed2FA: seed, token2FA: token },
    });
    assert.deepEqual(verified.json(), { verified2FA: true });
    return seed;
  }

  it('an own password change ends the other sessions and keeps the current one', async () => {
    const user = await createUser('pwselbst');
    const [current, other] = [await login(user), await login(user)];
    const stranger = await login(await createUser('pwfremd'));
    const reply = await post(current, '/api/frontend/users/updatePassword', {
      oldPassword: 'geheim-123',
      newPassword: 'neues-passwort',
      newPasswordRepeated: 'neues-passwort',
    });
    assert.equal(reply.json().passwordSet, true);
    assert.equal(await pingStatus(other), 401);
    assert.equal(await pingStatus(current), 200);
    assert.equal(await pingStatus(stranger), 200, "another user's session lives on");
    assert.deepEqual(
      (await listSessions(current)).map((s) => s.current),
      [true],
    );
  });

  it('a refused password change ends nothing', async () => {
    const user = await createUser('pwfalsch');
    const [current, other] = [await login(user), await login(user)];
    const reply = await post(current, '/api/frontend/users/updatePassword', {
      oldPassword: 'nicht-das-alte',
      newPassword: 'neues-passwort',
      newPasswordRepeated: 'neues-passwort',
    });
    assert.equal(reply.json().passwordSet, false);
    assert.equal(await pingStatus(other), 200);
  });

  it("an administrator's password change ends all the user's sessions, other edits none", async () => {
    const user = await createUser('pwadmin');
    const sessions = [await login(user), await login(user)];
    const rename = await post(
      t.admin,
      '/api/frontend/users/sendUserForm',
      form({ uid: user.uid, login: user.login, lastName: 'Anders', password: null }),
    );
    assert.equal(rename.statusCode, 200);
    for (const cookie of sessions) assert.equal(await pingStatus(cookie), 200, 'a change of the name is no credential');
    const reset = await post(
      t.admin,
      '/api/frontend/users/sendUserForm',
      form({ uid: user.uid, login: user.login, password: 'neues-passwort' }),
    );
    assert.equal(reset.statusCode, 200);
    for (const cookie of sessions) assert.equal(await pingStatus(cookie), 401);
    assert.equal(await pingStatus(t.admin), 200);
    await login({ login: user.login, password: 'neues-passwort' });
  });

  it("an administrator's change of its own password in the users dialog keeps its current session", async () => {
    const chief = await createUser('pwchef', {
      role: t.roleUid('Administrator'),
      allContextsVisible: true,
      visibleContextIds: [],
    });
    const [current, other] = [await login(chief), await login(chief)];
    const reply = await post(
      current,
      '/api/frontend/users/sendUserForm',
      form({
        uid: chief.uid,
        login: chief.login,
        role: t.roleUid('Administrator'),
        allContextsVisible: true,
        visibleContextIds: [],
        password: 'neues-passwort',
      }),
    );
    assert.equal(reply.statusCode, 200);
    assert.equal(await pingStatus(other), 401);
    assert.equal(await pingStatus(current), 200);
  });

  it('switching the own 2FA on and off ends the other sessions each time', async () => {
    const user = await createUser('zfaselbst');
    const [current, other] = [await login(user), await login(user)];
    const seed = await verifiedSeed(current, user.login);
    assert.equal(
      (await post(current, '/api/frontend/users/update2FA', { use2FA: true, seed2FA: seed })).statusCode,
      200,
    );
    assert.equal(await pingStatus(other), 401);
    assert.equal(await pingStatus(current), 200);

    t.server.clock.now += 30_000;
    const later = await login(user, await totp(seed, t.server.clock.now));
    // Asking again for what is already set changes nothing and ends nothing.
    assert.equal(
      (await post(current, '/api/frontend/users/update2FA', { use2FA: true, seed2FA: seed })).statusCode,
      200,
    );
    assert.equal(await pingStatus(later), 200);
    assert.equal((await post(current, '/api/frontend/users/update2FA', { use2FA: false })).statusCode, 200);
    assert.equal(await pingStatus(later), 401);
    assert.equal(await pingStatus(current), 200);
  });

  it("an administrator's 2FA change or reset of a user ends all the user's sessions", async () => {
    const user = await createUser('zfaadmin');
    const before = [await login(user), await login(user)];
    const seed = await verifiedSeed(t.admin, user.login);
    const on = await post(
      t.admin,
      '/api/frontend/users/sendUserForm',
      form({ uid: user.uid, login: user.login, password: null, use2FA: true, seed2FA: seed }),
    );
    assert.equal(on.statusCode, 200);
    for (const cookie of before) assert.equal(await pingStatus(cookie), 401);

    t.server.clock.now += 30_000;
    const withToken = await login(user, await totp(seed, t.server.clock.now));
    // A new seed (a reset) is a change too.
    const newSeed = await verifiedSeed(t.admin, user.login);
    const reset = await post(
      t.admin,
      '/api/frontend/users/sendUserForm',
      form({ uid: user.uid, login: user.login, password: null, use2FA: true, seed2FA: newSeed }),
    );
    assert.equal(reset.statusCode, 200);
    assert.equal(await pingStatus(withToken), 401);

    t.server.clock.now += 30_000;
    const again = await login(user, await totp(newSeed, t.server.clock.now));
    const off = await post(
      t.admin,
      '/api/frontend/users/sendUserForm',
      form({ uid: user.uid, login: user.login, password: null, use2FA: false }),
    );
    assert.equal(off.statusCode, 200);
    assert.equal(await pingStatus(again), 401);
    assert.equal(await pingStatus(t.admin), 200);
  });
});
