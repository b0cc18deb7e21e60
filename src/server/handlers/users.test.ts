import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { createGuardrails, generate } from 'otplib';
import { seedDemo } from '../demo/seed';
import { demo } from '../test/demoAccounts';
import { databaseKinds, loginCookie, startTestServer, withCookie, type TestServer } from '../test/harness';

const guardrails = createGuardrails({ MIN_SECRET_BYTES: 10 });
const totp = (secret: string, ms: number) => generate({ secret, epoch: Math.floor(ms / 1000), guardrails });

interface UserJson {
  uid: string;
  login: string;
  lastName: string;
  firstName: string;
  email?: string | null;
  role: string;
  roleName: string;
  visibleContextIds: string[];
  allContextsVisible: boolean;
  use2FA: boolean;
}

for (const kind of databaseKinds)
  describe(`users on ${kind}`, () => {
    let server: TestServer;
    let admin: string;
    let operator: string;
    let viewer: string;
    let roles: { value: string; name: string }[];
    before(async () => {
      server = await startTestServer(kind, { seed: (db, dir, now) => seedDemo(db, dir, now) });
      admin = await loginCookie(server.app, ...demo.admin);
      operator = await loginCookie(server.app, ...demo.operator);
      viewer = await loginCookie(server.app, ...demo.viewer);
      roles = (await get(admin, '/api/frontend/users')).json().roles;
    });
    after(() => server.close());

    const get = (cookie: string, url: string) => server.app.inject(withCookie(cookie, { method: 'GET', url }));
    const post = (cookie: string, url: string, payload: unknown) =>
      server.app.inject(withCookie(cookie, { method: 'POST', url, payload: payload as object }));
    const roleUid = (name: string) => roles.find((r) => r.name === name)!.value;
    const form = (over: Record<string, unknown> = {}) => ({
      login: 'neu',
      lastName: 'Neumann',
      firstName: 'Nina',
      email: 'nina@example.com',
      password: 'geheim-123',
      role: roleUid('Betrachter'),
      visibleContextIds: ['NORDMARKT'],
      allContextsVisible: false,
      use2FA: false,
      ...over,
    });
    const userRow = (login: string) =>
      server.db.kysely.selectFrom('users').selectAll().where('login', '=', login).executeTakeFirst();

    it('lists users sorted, filtered and paged, with roles from the database and no secrets', async () => {
      const all = (await get(admin, '/api/frontend/users?size=500')).json();
      assert.equal(all.total, 4);
      assert.deepEqual(
        all.users.map((u: UserJson) => u.login),
        ['admin', 'operator', 'secure', 'viewer'],
      );
      assert.deepEqual(roles.map((r) => r.name).sort(), ['Administrator', 'Betrachter', 'Operator']);
      assert.equal(all.contexts.length, 6);
      for (const u of all.users) {
        assert.equal('password' in u || 'passwordHash' in u || 'seed2FA' in u, false);
      }
      const op = all.users.find((u: UserJson) => u.login === 'operator');
      assert.deepEqual(op.visibleContextIds, ['NORDMARKT', 'SUEDKAUF']);
      assert.equal(op.allContextsVisible, false);
      assert.equal(op.roleName, 'Operator');
      assert.equal(all.users.find((u: UserJson) => u.login === 'secure').use2FA, true);

      const desc = (await get(admin, '/api/frontend/users?sortBy=roleName&sortDirection=desc&size=2&page=1')).json();
      assert.equal(desc.total, 4);
      assert.deepEqual(
        desc.users.map((u: UserJson) => u.roleName),
        ['Operator', 'Betrachter'],
      );
      const page2 = (await get(admin, '/api/frontend/users?size=3&page=2')).json();
      assert.deepEqual(
        page2.users.map((u: UserJson) => u.login),
        ['viewer'],
      );
      const filtered = (await get(admin, '/api/frontend/users?filter=OPERA')).json();
      assert.deepEqual(
        filtered.users.map((u: UserJson) => u.login),
        ['operator'],
      );
      assert.equal(filtered.total, 1);
      const percent = (await get(admin, '/api/frontend/users?filter=%25')).json();
      assert.equal(percent.total, 0);
    });

    it('creates a user with a scrypt hash, reads and edits it, and refuses a duplicate login with 409', async () => {
      const created = await post(admin, '/api/frontend/users/sendUserForm', form());
      assert.equal(created.statusCode, 200, created.body);
      const { uid } = created.json();
      const row = await userRow('neu');
      assert.match(row!.passwordHash, /^scrypt\$/);
      const read = (await get(admin, `/api/frontend/users/${uid}`)).json();
      assert.deepEqual(read, {
        uid,
        login: 'neu',
        lastName: 'Neumann',
        firstName: 'Nina',
        email: 'nina@example.com',
        role: roleUid('Betrachter'),
        roleName: 'Betrachter',
        visibleContextIds: ['NORDMARKT'],
        allContextsVisible: false,
        use2FA: false,
      });
      // The new user sees exactly its context.
      const cookie = await loginCookie(server.app, 'neu', 'geheim-123');
      const ping = (await get(cookie, '/api/frontend/ping')).json();
      assert.deepEqual(
        ping.contexts.map((c: { key: string }) => c.key),
        ['NORDMARKT'],
      );
      assert.equal((await get(cookie, '/api/frontend/cashpoints?contextId=SUEDKAUF')).statusCode, 403);

      // Edit without a password keeps the old one.
      const edited = await post(
        admin,
        '/api/frontend/users/sendUserForm',
        form({ uid, password: null, lastName: 'Neu', visibleContextIds: ['SUEDKAUF', 'NORDMARKT'] }),
      );
      assert.equal(edited.statusCode, 200, edited.body);
      assert.equal((await userRow('neu'))!.passwordHash, row!.passwordHash);
      const again = (await get(admin, `/api/frontend/users/${uid}`)).json();
      assert.deepEqual(again.visibleContextIds, ['NORDMARKT', 'SUEDKAUF']);
      assert.equal(again.lastName, 'Neu');

      const duplicate = await post(admin, '/api/frontend/users/sendUserForm', form({ login: 'Operator' }));
      assert.equal(duplicate.statusCode, 409);
      assert.deepEqual(duplicate.json(), { message: 'Benutzername existiert bereits.', value: 'Operator' });
    });

    it('answers 400 with the spec messages for invalid data', async () => {
      const cases: [Record<string, unknown>, string][] = [
        [{ login: 'ab' }, 'Ungültige Anfrage: "login" muss mindestens 3 Zeichen haben'],
        [{ lastName: '  ' }, '"Nachname" ist ein Pflichtfeld'],
        [{ email: 'kein-mail' }, '"E-Mail" muss eine gültige E-Mailadresse sein'],
        [{ password: 'kurz' }, '"Passwort" muss mindestens 8 Zeichen haben'],
        [{ password: null, login: 'ohnepw' }, '"Passwort" ist ein Pflichtfeld'],
        [{ role: 'gibtsnicht' }, 'Die Rolle existiert nicht.'],
        [{ visibleContextIds: ['NIRGENDS'] }, 'Diese Kontexte existieren nicht: NIRGENDS'],
        [{ login: 'zweifa', use2FA: true, seed2FA: 'JBSWY3DPEHPK3PXPJBSW' }, messagesSeed()],
      ];
      for (const [over, message] of cases) {
        const reply = await post(admin, '/api/frontend/users/sendUserForm', form({ login: 'ungueltig', ...over }));
        assert.equal(reply.statusCode, 400, JSON.stringify(over));
        assert.equal(reply.json().message, message);
      }
      assert.equal(await userRow('ungueltig'), undefined);
      const unknown = await post(admin, '/api/frontend/users/sendUserForm', form({ uid: 'gibtsnicht' }));
      assert.equal(unknown.statusCode, 404);
    });

    it('lets a limited user administrator hand out neither more contexts nor more rights than it has', async () => {
      await server.db.kysely
        .updateTable('roles')
        .set({ rights: JSON.stringify(['USERS', 'USERS_CHANGE']) })
        .where('name', '=', 'Betrachter')
        .execute();
      const limited = await post(
        admin,
        '/api/frontend/users/sendUserForm',
        form({ login: 'teiladmin', visibleContextIds: ['NORDMARKT'] }),
      );
      assert.equal(limited.statusCode, 200);
      const cookie = await loginCookie(server.app, 'teiladmin', 'geheim-123');
      const list = (await get(cookie, '/api/frontend/users')).json();
      assert.deepEqual(
        list.contexts.map((c: { key: string }) => c.key),
        ['NORDMARKT'],
      );
      // It lists only users who see nothing beyond NORDMARKT: the others belong to other tenants.
      const listed = list.users as UserJson[];
      assert.ok(listed.some((u) => u.login === 'teiladmin'));
      assert.ok(!listed.some((u) => ['admin', 'operator'].includes(u.login)));
      for (const u of listed) {
        assert.equal(u.allContextsVisible, false, u.login);
        assert.ok(
          u.visibleContextIds.every((k) => k === 'NORDMARKT'),
          u.login,
        );
      }
      assert.equal(list.total, listed.length);
      const before = await server.db.kysely.selectFrom('users').select('login').execute();
      for (const over of [
        { visibleContextIds: ['SUEDKAUF'] },
        { allContextsVisible: true, visibleContextIds: [] },
        { role: roleUid('Administrator') },
      ]) {
        const reply = await post(cookie, '/api/frontend/users/sendUserForm', form({ login: 'weiter', ...over }));
        assert.equal(reply.statusCode, 403, JSON.stringify(over));
      }
      const adminUid = (await userRow('admin'))!.uid;
      assert.equal((await get(cookie, `/api/frontend/users/${adminUid}`)).statusCode, 403);
      const del = await server.app.inject(
        withCookie(cookie, { method: 'DELETE', url: `/api/frontend/users/${adminUid}` }),
      );
      assert.equal(del.statusCode, 403);
      assert.deepEqual(await server.db.kysely.selectFrom('users').select('login').execute(), before);

      // Seeing every context is not enough to manage a stronger account: its rights count too.
      await post(admin, '/api/frontend/users/sendUserForm', form({ login: 'teilchef', allContextsVisible: true }));
      const chief = await loginCookie(server.app, 'teilchef', 'geheim-123');
      assert.equal((await get(chief, `/api/frontend/users/${adminUid}`)).statusCode, 403);
      assert.equal((await get(chief, `/api/frontend/users/qrcode/${adminUid}`)).statusCode, 403);
      const demote = await post(
        chief,
        '/api/frontend/users/sendUserForm',
        form({ uid: adminUid, login: 'admin', password: '', role: roleUid('Betrachter') }),
      );
      assert.equal(demote.statusCode, 403);
      const chiefDelete = await server.app.inject(
        withCookie(chief, { method: 'DELETE', url: `/api/frontend/users/${adminUid}` }),
      );
      assert.equal(chiefDelete.statusCode, 403);
      assert.ok(await userRow('admin'));
      await server.db.kysely.updateTable('roles').set({ rights: '[]' }).where('name', '=', 'Betrachter').execute();
    });

    it('deletes a user with its sessions, never the own account', async () => {
      await post(admin, '/api/frontend/users/sendUserForm', form({ login: 'weg' }));
      const uid = (await userRow('weg'))!.uid;
      const cookie = await loginCookie(server.app, 'weg', 'geheim-123');
      const reply = await server.app.inject(withCookie(admin, { method: 'DELETE', url: `/api/frontend/users/${uid}` }));
      assert.equal(reply.statusCode, 200);
      assert.equal(await userRow('weg'), undefined);
      assert.equal((await get(cookie, '/api/frontend/ping')).statusCode, 401);
      const again = await server.app.inject(withCookie(admin, { method: 'DELETE', url: `/api/frontend/users/${uid}` }));
      assert.equal(again.statusCode, 404);
      const self = (await userRow('admin'))!.uid;
      const selfDelete = await server.app.inject(
        withCookie(admin, { method: 'DELETE', url: `/api/frontend/users/${self}` }),
      );
      assert.equal(selfDelete.statusCode, 400);
      assert.ok(await userRow('admin'));
    });

    it('changes the own password only with the old one and a matching repeat', async () => {
      await post(admin, '/api/frontend/users/sendUserForm', form({ login: 'pwuser' }));
      const cookie = await loginCookie(server.app, 'pwuser', 'geheim-123');
      const url = '/api/frontend/users/updatePassword';
      const mismatch = await post(cookie, url, {
        oldPassword: 'geheim-123',
        newPassword: 'neues-passwort',
        newPasswordRepeated: 'anderes-passwort',
      });
      assert.deepEqual(mismatch.json(), {
        passwordSet: false,
        message: '"Passwort wiederholen" muss mit "Neues Passwort" übereinstimmen',
      });
      const wrongOld = await post(cookie, url, {
        oldPassword: 'falsch-falsch',
        newPassword: 'neues-passwort',
        newPasswordRepeated: 'neues-passwort',
      });
      assert.deepEqual(wrongOld.json(), { passwordSet: false, message: 'Das alte Passwort ist falsch.' });
      const short = await post(cookie, url, {
        oldPassword: 'geheim-123',
        newPassword: 'kurz',
        newPasswordRepeated: 'kurz',
      });
      assert.equal(short.statusCode, 400);
      assert.equal(short.json().message, 'Ungültige Anfrage: "newPassword" muss mindestens 8 Zeichen haben');
      const ok = await post(cookie, url, {
        oldPassword: 'geheim-123',
        newPassword: 'neues-passwort',
        newPasswordRepeated: 'neues-passwort',
      });
      assert.deepEqual(ok.json(), { passwordSet: true, message: 'Neues Passwort wurde gespeichert.' });
      await loginCookie(server.app, 'pwuser', 'neues-passwort');
      await assert.rejects(loginCookie(server.app, 'pwuser', 'geheim-123'));
    });

    it('turns 2FA on with a seed verified once in the session, then the login needs a token', async () => {
      await post(admin, '/api/frontend/users/sendUserForm', form({ login: 'zweifaktor' }));
      const cookie = await loginCookie(server.app, 'zweifaktor', 'geheim-123');
      const uid = (await userRow('zweifaktor'))!.uid;
      const qr = (await get(cookie, `/api/frontend/users/qrcode/${uid}`)).json();
      assert.match(qr.seed2FA, /^[A-Z2-7]{16,}$/);
      const png = Buffer.from(qr.qrCode.replace(/^data:image\/png;base64,/, ''), 'base64');
      assert.deepEqual([png.readUInt32BE(16), png.readUInt32BE(20)], [200, 200]);
      const generated = (await get(cookie, '/api/frontend/users/generate2FASeed/zweifaktor')).json();
      assert.notEqual(generated.seed2FA, qr.seed2FA);
      // Another user's seed: not without USERS_CHANGE.
      assert.equal((await get(cookie, '/api/frontend/users/generate2FASeed/admin')).statusCode, 403);
      const adminUid = (await userRow('admin'))!.uid;
      assert.equal((await get(cookie, `/api/frontend/users/qrcode/${adminUid}`)).statusCode, 403);

      const seed = generated.seed2FA as string;
      const unverified = await post(cookie, '/api/frontend/users/update2FA', { use2FA: true, seed2FA: seed });
      assert.equal(unverified.statusCode, 400);
      const now = server.clock.now;
      const wrong = await post(cookie, '/api/frontend/users/verify2FA', {
        params: { seed2FA: seed, token2FA: (await totp(seed, now)) === '000000' ? '111111' : '000000' },
      });
      assert.deepEqual(wrong.json(), { verified2FA: false });
      const token = await totp(seed, now);
      const verified = await post(cookie, '/api/frontend/users/verify2FA', {
        params: { seed2FA: seed, token2FA: token },
      });
      assert.deepEqual(verified.json(), { verified2FA: true });
      const reused = await post(cookie, '/api/frontend/users/verify2FA', {
        params: { seed2FA: seed, token2FA: token },
      });
      assert.deepEqual(reused.json(), { verified2FA: false });
      // A verification in another session does not count here.
      const other = await loginCookie(server.app, 'zweifaktor', 'geheim-123');
      assert.equal(
        (await post(other, '/api/frontend/users/update2FA', { use2FA: true, seed2FA: seed })).statusCode,
        400,
      );
      const on = await post(cookie, '/api/frontend/users/update2FA', { use2FA: true, seed2FA: seed });
      assert.equal(on.statusCode, 200);
      assert.equal((await get(cookie, '/api/frontend/ping')).json().user.use2FA, true);

      const noToken = await server.app.inject({
        method: 'POST',
        url: '/api/frontend/login',
        payload: { login: 'zweifaktor', password: 'geheim-123' },
      });
      assert.equal(noToken.statusCode, 401);
      assert.equal(noToken.json().missing2FAToken, true);
      // The code used to switch it on is spent; the next one logs in.
      await assert.rejects(loginCookie(server.app, 'zweifaktor', 'geheim-123', token));
      await loginCookie(server.app, 'zweifaktor', 'geheim-123', await totp(seed, now + 30_000));

      const off = await post(cookie, '/api/frontend/users/update2FA', { use2FA: false });
      assert.equal(off.statusCode, 200);
      const row = await userRow('zweifaktor');
      assert.equal(row!.twoFactorEnabled, 0);
      assert.equal(row!.twoFactorSeed, null);
      await loginCookie(server.app, 'zweifaktor', 'geheim-123');
    });

    it('stores column filters and widths per user and returns them in the session data', async () => {
      const filters = [{ tablename: 'storereport', name: 'Backup', columns: ['storeName', 'lastsigmabackup'] }];
      assert.equal(
        (await post(viewer, '/api/frontend/users/saveColumnFilters', { columnFilters: filters })).statusCode,
        200,
      );
      const widths = [{ tablename: 'cashpointreport', widths: { storeId: 80, posId: 60 } }];
      assert.equal(
        (await post(viewer, '/api/frontend/users/saveColumnWidths', { columnWidths: widths })).statusCode,
        200,
      );
      const ping = (await get(viewer, '/api/frontend/ping')).json();
      assert.deepEqual(ping.columnFilters, filters);
      assert.deepEqual(ping.columnWidths, widths);
      assert.deepEqual((await get(operator, '/api/frontend/ping')).json().columnFilters, []);
      const bad = await post(viewer, '/api/frontend/users/saveColumnWidths', {
        columnWidths: [{ tablename: 'x', widths: {} }],
      });
      assert.equal(bad.statusCode, 400);
    });
  });

function messagesSeed(): string {
  return 'Der Zwei-Faktor-Schlüssel wurde nicht mit einem Token bestätigt.';
}
