import assert from 'node:assert/strict';
import { it } from 'node:test';
import { demo, secureSeed } from '../../test/demoAccounts';
import { withCookie } from '../../test/harness';
import { firefox, loginFrom, sessionsKit } from '../../test/sessionsKit';
import { describeUsers, totp } from '../../test/usersKit';
import { auditMark, auditSince } from '../../test/repository/auditRows';

// Logins, failed logins, lockouts, logouts and ended sessions leave their audit entries; a login
// belongs to no context.

describeUsers('audit log of logins', (t) => {
  const { endSession, listSessions, createUser } = sessionsKit(t);
  const db = () => t.server.db;
  const userId = async (login: string) => (await t.userRow(login))!.id;
  const tryLogin = (login: string, password: string, token2FA?: string, address = '10.0.0.5') =>
    t.server.app.inject({
      method: 'POST',
      url: '/api/frontend/login',
      payload: { login, password, token2FA },
      remoteAddress: address,
    });
  const logout = (cookie?: string) =>
    t.server.app.inject({ method: 'GET', url: '/api/frontend/logout', headers: cookie ? { cookie } : {} });
  /** Who, whence and what of each entry, the fields every login entry fills. */
  const summary = (rows: Awaited<ReturnType<typeof auditSince>>) =>
    rows.map(({ action, userId, userLogin, userName, address, contextKey, objectType }) => ({
      action,
      userId,
      userLogin,
      userName,
      address,
      contextKey,
      objectType,
    }));

  it('records a login and a logout for the session user, and nothing for a logout without a session', async () => {
    const mark = await auditMark(db());
    const cookie = await loginFrom(
      t.server.app,
      { login: 'viewer', password: demo.viewer[1] },
      { address: '10.0.0.9' },
    );
    assert.equal((await logout(cookie)).statusCode, 200);
    // The cookie's session has ended: a second logout, and one without a cookie, record nothing.
    assert.equal((await logout(cookie)).statusCode, 200);
    assert.equal((await logout()).statusCode, 200);
    const viewer = { userId: await userId('viewer'), userLogin: 'viewer', userName: 'Vera Betrachter' };
    const rows = await auditSince(db(), mark);
    assert.deepEqual(summary(rows), [
      { action: 'login', ...viewer, address: '10.0.0.9', contextKey: null, objectType: null },
      { action: 'logout', ...viewer, address: '127.0.0.1', contextKey: null, objectType: null },
    ]);
    assert.deepEqual(
      rows.map((r) => r.changes),
      [[], []],
    );
  });

  it('records failed logins with the login as typed, the account when there is one, and not a missing 2FA token', async () => {
    const mark = await auditMark(db());
    assert.equal((await tryLogin('viewer', 'falsch-falsch')).statusCode, 401);
    assert.equal((await tryLogin('Niemand', 'falsch-falsch')).statusCode, 401);
    const noToken = await tryLogin('secure', demo.secure[1]);
    assert.equal(noToken.json().missing2FAToken, true);
    const code = await totp(secureSeed, t.server.clock.now);
    const wrongCode = await tryLogin('secure', demo.secure[1], code === '000000' ? '111111' : '000000');
    assert.equal(wrongCode.statusCode, 401);
    const failed = { action: 'loginFailed', address: '10.0.0.5', contextKey: null, objectType: null };
    assert.deepEqual(summary(await auditSince(db(), mark)), [
      { ...failed, userId: await userId('viewer'), userLogin: 'viewer', userName: 'Vera Betrachter' },
      { ...failed, userId: null, userLogin: 'Niemand', userName: null },
      { ...failed, userId: await userId('secure'), userLogin: 'secure', userName: 'Sven Sicher' },
    ]);
  });

  it('records ending an own session with the session as object, labelled by browser and address', async () => {
    const user = { login: 'operator', password: demo.operator[1] };
    const laptop = await loginFrom(t.server.app, user, { userAgent: firefox, address: '10.1.2.3' });
    const phone = await loginFrom(t.server.app, user, { address: '10.7.7.7' });
    const other = (await listSessions(phone)).find((s) => s.address === '10.1.2.3')!;
    const mark = await auditMark(db());
    assert.equal((await endSession(phone, other.id)).statusCode, 200);
    // An unknown session ends nothing and records nothing.
    assert.equal((await endSession(phone, other.id)).statusCode, 404);
    const rows = await auditSince(db(), mark);
    assert.deepEqual(
      rows.map(({ action, userLogin, userName, contextKey, objectType, objectId, objectLabel }) => ({
        action,
        userLogin,
        userName,
        contextKey,
        objectType,
        objectId,
        objectLabel,
      })),
      [
        {
          action: 'sessionEnded',
          userLogin: 'operator',
          userName: 'Otto Operator',
          contextKey: null,
          objectType: 'session',
          objectId: other.id,
          objectLabel: 'Firefox auf Linux (10.1.2.3)',
        },
      ],
    );
    assert.equal((await t.get(laptop, '/api/frontend/ping')).statusCode, 401);
  });

  it('records each failure and one lockout per wait, however often a waiting address tries', async () => {
    const password = demo.operator[1];
    const mark = await auditMark(db());
    for (let i = 0; i < 6; i++) await tryLogin('operator', 'falsch-falsch', undefined, '10.6.6.6');
    // The fifth failure starts the wait: the sixth and later tries are refused, the right password too.
    const refused = await tryLogin('operator', password, undefined, '10.6.6.6');
    assert.equal(
      refused.json().message,
      'Zu viele fehlgeschlagene Anmeldungen. Bitte versuchen Sie es in 15 Minuten erneut.',
    );
    await tryLogin('operator', 'falsch-falsch', undefined, '10.6.6.6');
    const actions = async () => (await auditSince(db(), mark)).map((r) => r.action);
    const fiveFailures = Array<string>(5).fill('loginFailed');
    assert.deepEqual(await actions(), [...fiveFailures, 'loginLocked']);
    const locked = (await auditSince(db(), mark)).at(-1)!;
    assert.deepEqual(summary([locked]), [
      {
        action: 'loginLocked',
        userId: await userId('operator'),
        userLogin: 'operator',
        userName: 'Otto Operator',
        address: '10.6.6.6',
        contextKey: null,
        objectType: null,
      },
    ]);

    // After the first wait, the next failure starts a longer one: one more lockout entry.
    t.server.clock.now += 61_000;
    await tryLogin('operator', 'falsch-falsch', undefined, '10.6.6.6');
    await tryLogin('operator', 'falsch-falsch', undefined, '10.6.6.6');
    await tryLogin('operator', password, undefined, '10.6.6.6');
    assert.deepEqual(await actions(), [...fiveFailures, 'loginLocked', 'loginFailed', 'loginLocked']);

    // Another address is not throttled, and its login is an ordinary one.
    const elsewhere = await loginFrom(t.server.app, { login: 'operator', password }, { address: '10.8.8.8' });
    assert.deepEqual((await actions()).slice(-1), ['login']);
    await t.server.app.inject(withCookie(elsewhere, { method: 'GET', url: '/api/frontend/logout' }));
  });
  it('records one lockout per wait for a client rotating its addresses within its IPv6 /64', async () => {
    const { login } = await createUser('rotiert');
    const mark = await auditMark(db());
    for (let i = 0; i < 5; i++) await tryLogin(login, 'falsch-falsch', undefined, '2001:db8:1:2::1');
    // The throttle counts the whole /64 as one client: the next address of it must wait too.
    for (const address of ['2001:db8:1:2::2', '2001:db8:1:2::3']) {
      const refused = await tryLogin(login, 'falsch-falsch', undefined, address);
      assert.match(refused.json().message, /^Zu viele fehlgeschlagene Anmeldungen/, address);
    }
    const actions = (await auditSince(db(), mark)).map((r) => r.action);
    assert.deepEqual(actions, [...Array<string>(5).fill('loginFailed'), 'loginLocked']);
  });
  it('records the lockout of an address that waits without a failure of its own starting it, once', async () => {
    const { login, password } = await createUser('angriff');
    const mark = await auditMark(db());
    await tryLogin(login, 'falsch-falsch', undefined, '10.4.4.4');
    // Then the account comes under attack from many other addresses (their failures, as stored):
    // now every address that failed at all must wait, this one too, with no failure of its own
    // starting that wait.
    const attack = Array.from({ length: 49 }, (_, i) => ({ login, address: `10.50.0.${i}`, at: t.server.clock.now }));
    await db().kysely.insertInto('loginFailures').values(attack).execute();
    assert.equal((await tryLogin(login, password, undefined, '10.4.4.4')).statusCode, 401);
    assert.equal((await tryLogin(login, password, undefined, '10.4.4.4')).statusCode, 401);
    const rows = await auditSince(db(), mark);
    assert.deepEqual(
      rows.map((r) => [r.action, r.userLogin, r.address]),
      [
        ['loginFailed', login, '10.4.4.4'],
        ['loginLocked', login, '10.4.4.4'],
      ],
    );
  });
});
