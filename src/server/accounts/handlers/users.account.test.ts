import assert from 'node:assert/strict';
import { it } from 'node:test';
import { loginCookie } from '../../test/harness';
import { describeUsers, totp } from '../../test/usersKit';

describeUsers('own account settings', (t) => {
  const { get, post, form, userRow } = t;

  it('changes the own password only with the old one and a matching repeat', async () => {
    await post(t.admin, '/api/frontend/users/sendUserForm', form({ login: 'pwuser' }));
    const cookie = await loginCookie(t.server.app, 'pwuser', 'geheim-123');
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
    await loginCookie(t.server.app, 'pwuser', 'neues-passwort');
    await assert.rejects(loginCookie(t.server.app, 'pwuser', 'geheim-123'));
  });

  it('turns 2FA on with a seed verified once in the session, then the login needs a token', async () => {
    await post(t.admin, '/api/frontend/users/sendUserForm', form({ login: 'zweifaktor' }));
    const cookie = await loginCookie(t.server.app, 'zweifaktor', 'geheim-123');
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
    const now = t.server.clock.now;
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
    const other = await loginCookie(t.server.app, 'zweifaktor', 'geheim-123');
    assert.equal((await post(other, '/api/frontend/users/update2FA', { use2FA: true, seed2FA: seed })).statusCode, 400);
    const on = await post(cookie, '/api/frontend/users/update2FA', { use2FA: true, seed2FA: seed });
    assert.equal(on.statusCode, 200);
    assert.equal((await get(cookie, '/api/frontend/ping')).json().user.use2FA, true);

    const noToken = await t.server.app.inject({
      method: 'POST',
      url: '/api/frontend/login',
      payload: { login: 'zweifaktor', password: 'geheim-123' },
    });
    assert.equal(noToken.statusCode, 401);
    assert.equal(noToken.json().missing2FAToken, true);
    // The code used to switch it on is spent; the next one logs in.
    await assert.rejects(loginCookie(t.server.app, 'zweifaktor', 'geheim-123', token));
    await loginCookie(t.server.app, 'zweifaktor', 'geheim-123', await totp(seed, now + 30_000));

    const off = await post(cookie, '/api/frontend/users/update2FA', { use2FA: false });
    assert.equal(off.statusCode, 200);
    const row = await userRow('zweifaktor');
    assert.equal(row!.twoFactorEnabled, 0);
    assert.equal(row!.twoFactorSeed, null);
    await loginCookie(t.server.app, 'zweifaktor', 'geheim-123');
  });

  it('stores column filters and widths per user and returns them in the session data', async () => {
    const filters = [{ tablename: 'storereport', name: 'Backup', columns: ['storeName', 'lastsigmabackup'] }];
    assert.equal(
      (await post(t.viewer, '/api/frontend/users/saveColumnFilters', { columnFilters: filters })).statusCode,
      200,
    );
    const widths = [{ tablename: 'cashpointreport', widths: { storeId: 80, posId: 60 } }];
    assert.equal(
      (await post(t.viewer, '/api/frontend/users/saveColumnWidths', { columnWidths: widths })).statusCode,
      200,
    );
    const ping = (await get(t.viewer, '/api/frontend/ping')).json();
    assert.deepEqual(ping.columnFilters, filters);
    assert.deepEqual(ping.columnWidths, widths);
    assert.deepEqual((await get(t.operator, '/api/frontend/ping')).json().columnFilters, []);
    const bad = await post(t.viewer, '/api/frontend/users/saveColumnWidths', {
      columnWidths: [{ tablename: 'x', widths: {} }],
    });
    assert.equal(bad.statusCode, 400);
  });
});
