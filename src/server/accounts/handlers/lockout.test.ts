import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { seedDemo } from '../../demo/seed';
import { demo } from '../../test/demoAccounts';
import { databaseKinds, loginCookie, startTestServer, withCookie, type TestServer } from '../../test/harness';

// The login throttle counts per account and client address: guessing from one address makes that
// address wait ever longer, never a colleague elsewhere; administrators see and end it.

const lockedOut = 'Zu viele fehlgeschlagene Anmeldungen. Bitte versuchen Sie es in 15 Minuten erneut.';
const wrongCredentials = 'Benutzername oder Passwort ist falsch.';
const seconds = (n: number) => n * 1000;

interface ListedUser {
  uid: string;
  login: string;
  locked: boolean;
}

for (const kind of databaseKinds)
  describe(`login throttle on ${kind}`, () => {
    let server: TestServer;
    let admin: string;
    before(async () => {
      server = await startTestServer(kind, { seed: (db, dir, now) => seedDemo(db, dir, now) });
      admin = await loginCookie(server.app, ...demo.admin);
    });
    after(() => server.close());

    const login = (remoteAddress: string, user: string, password: string, token2FA?: string) =>
      server.app.inject({
        method: 'POST',
        url: '/api/frontend/login',
        remoteAddress,
        payload: { login: user, password, token2FA },
      });
    const failFiveTimes = async (remoteAddress: string, user: string) => {
      for (let i = 0; i < 5; i++) {
        const reply = await login(remoteAddress, user, `falsch-${i}`);
        assert.equal(reply.json().message, wrongCredentials);
      }
    };
    const message = async (remoteAddress: string, user: string, password: string) =>
      (await login(remoteAddress, user, password)).json().message as string | undefined;
    const usersList = async (cookie = admin) =>
      (await server.app.inject(withCookie(cookie, { method: 'GET', url: '/api/frontend/users?size=50' }))).json()
        .users as ListedUser[];
    const unlock = (cookie: string, uid: string) =>
      server.app.inject(withCookie(cookie, { method: 'POST', url: `/api/frontend/users/unlock/${uid}` }));

    it("one address's failures refuse even the right password from there, but not from another address", async () => {
      const [user, password] = demo.operator;
      await failFiveTimes('198.51.100.1', user);
      assert.equal(await message('198.51.100.1', user, password), lockedOut);
      // The colleague at another address logs in, and that does not end the first address's wait.
      assert.equal((await login('198.51.100.2', user, password)).statusCode, 200);
      assert.equal(await message('198.51.100.1', user, password), lockedOut);
      // Failures of one account do not touch another account at the same address.
      assert.equal((await login('198.51.100.1', demo.viewer[0], demo.viewer[1])).statusCode, 200);
      // Logins are compared without case, as the user table's uniqueness does.
      assert.equal(await message('198.51.100.1', 'OPERATOR', password), lockedOut);
    });

    it('makes an address wait 1, 2, 4, 8 and at most 15 minutes, and the right password starts afresh', async () => {
      const address = '198.51.100.10';
      const [user, password] = demo.viewer;
      await failFiveTimes(address, user);
      let last = server.clock.now;
      for (const minutes of [1, 2, 4, 8, 15, 15]) {
        server.clock.now = last + seconds(minutes * 60) - 1000;
        assert.equal(await message(address, user, password), lockedOut, `${minutes} min`);
        server.clock.now = last + seconds(minutes * 60);
        assert.equal(await message(address, user, 'wieder-falsch'), wrongCredentials, `after ${minutes} min`);
        last = server.clock.now;
      }
      // Refused tries are not counted: the wait after the last failure is still 15 minutes.
      server.clock.now = last + seconds(15 * 60);
      assert.equal((await login(address, user, password)).statusCode, 200);
      // Five free tries again.
      await failFiveTimes(address, user);
    });

    it('counts a wrong 2FA token as a failure', async () => {
      const [user, password] = demo.secure;
      for (let i = 0; i < 5; i++) {
        const reply = await login('198.51.100.20', user, password, 'abcdef');
        assert.equal(reply.json().message, 'Der Bestätigungscode ist ungültig.');
      }
      assert.equal(await message('198.51.100.20', user, password), lockedOut);
      assert.equal(await message('198.51.100.21', user, password), 'Bitte geben Sie den Bestätigungscode ein.');
    });

    it('throttles unknown logins alike, so the reply does not tell which accounts exist', async () => {
      await failFiveTimes('198.51.100.30', 'niemand');
      assert.equal(await message('198.51.100.30', 'niemand', 'irgendwas'), lockedOut);
    });

    it('shows a locked account in the users list; an administrator unlocks it, nobody else', async () => {
      server.clock.now += seconds(2 * 3600);
      const address = '198.51.100.40';
      const [user, password] = demo.operator;
      const before = await usersList();
      assert.deepEqual(
        before.map((u) => [u.login, u.locked]),
        [
          ['admin', false],
          ['approver', false],
          ['operator', false],
          ['secure', false],
          ['viewer', false],
        ],
      );
      await failFiveTimes(address, user);
      const listed = (await usersList()).find((u) => u.login === user)!;
      assert.equal(listed.locked, true);
      const single = await server.app.inject(
        withCookie(admin, { method: 'GET', url: `/api/frontend/users/${listed.uid}` }),
      );
      assert.equal(single.json().locked, true);

      // Without the right to manage users (operator, viewer) the unlock is refused and changes nothing.
      for (const [name, pass] of [demo.operator, demo.viewer]) {
        const cookie = await loginCookie(server.app, name, pass);
        const refused = await unlock(cookie, listed.uid);
        assert.equal(refused.statusCode, 403, name);
        assert.deepEqual(refused.json(), { message: 'Sie haben nicht genügend Zugriffsrechte.' });
      }
      assert.equal(await message(address, user, password), lockedOut);

      assert.equal((await unlock(admin, 'unbekannt')).statusCode, 404);
      const unlocked = await unlock(admin, listed.uid);
      assert.equal(unlocked.statusCode, 200);
      assert.deepEqual(unlocked.json(), { ok: true });
      assert.equal((await usersList()).find((u) => u.login === user)!.locked, false);
      assert.equal((await login(address, user, password)).statusCode, 200);
    });

    it('checks no more passwords than the rule allows when the tries arrive all at once', async () => {
      const [user, password] = demo.operator;
      const address = '198.51.100.60';
      // 24 at once and at most 6 after them: within the 30 requests a minute one address may send.
      const replies = await Promise.all(
        Array.from({ length: 24 }, (_, i) => login(address, user, `gleichzeitig-${i}`)),
      );
      const answers = replies.map((reply) => reply.json().message as string);
      assert.ok(
        answers.every((answer) => answer === wrongCredentials || answer === lockedOut),
        answers.join(),
      );
      const checked = answers.filter((answer) => answer === wrongCredentials).length;
      assert.ok(checked <= 5, `${checked} passwords checked`);
      // The refused tries were not counted: what is left of the five free tries remains.
      for (let i = checked; i < 5; i++) assert.equal(await message(address, user, `danach-${i}`), wrongCredentials);
      assert.equal(await message(address, user, password), lockedOut);
      assert.equal((await login('198.51.100.61', user, password)).statusCode, 200);
    });

    it('counts an IPv6 client by its /64 network, and IPv4 in IPv6 form as IPv4', async () => {
      const [user, password] = demo.viewer;
      for (let i = 1; i <= 5; i++) {
        assert.equal(await message(`2001:db8:77:1::${i.toString(16)}`, user, `falsch-${i}`), wrongCredentials);
      }
      assert.equal(await message('2001:db8:77:1:ffff::9', user, password), lockedOut);
      assert.equal((await login('2001:db8:77:2::1', user, password)).statusCode, 200);
      await failFiveTimes('::ffff:198.51.100.70', user);
      assert.equal(await message('198.51.100.70', user, password), lockedOut);
    });

    it('after failures from many addresses, an address waits after its first failure; one without any still logs in', async () => {
      server.clock.now += seconds(2 * 3600);
      const [user, password] = demo.admin;
      for (let a = 1; a <= 10; a++) await failFiveTimes(`203.0.113.${a}`, user);
      assert.equal(await message('203.0.113.50', user, 'einmal-falsch'), wrongCredentials);
      assert.equal(await message('203.0.113.50', user, password), lockedOut);
      assert.equal((await login('203.0.113.51', user, password)).statusCode, 200);
      // Below that many failures, a first failure costs nothing.
      const [other, otherPassword] = demo.viewer;
      for (let a = 1; a <= 9; a++) await failFiveTimes(`203.0.113.${a}`, other);
      assert.equal(await message('203.0.113.50', other, 'einmal-falsch'), wrongCredentials);
      assert.equal((await login('203.0.113.50', other, otherPassword)).statusCode, 200);
    });
  });
