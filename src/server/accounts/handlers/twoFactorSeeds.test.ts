import assert from 'node:assert/strict';
import { it } from 'node:test';
import { loginCookie } from '../../test/harness';
import { demo, secureSeed } from '../../test/demoAccounts';
import { createToken, tokenForm, withToken } from '../../test/tokensKit';
import { describeUsers, totp } from '../../test/usersKit';
import { qrCodeDataUrl } from '../twoFactor';
import { allRights } from '../../../shared/rights';

// A stored (enrolled) 2FA seed is never shown again (issue 44, finding 6): the QR code call gives a
// new seed every time, to whoever asks, and the stored one stays as it was. An administrator sets up
// 2FA for another user with such a new seed, verified in its own session.

describeUsers('2FA seeds are shown only while enrolling', (t) => {
  const { get, post, form, userRow } = t;
  const qrcodeOf = (uid: string) => `/api/frontend/users/qrcode/${uid}`;

  it('never gives an enrolled seed: not to a user manager, not to a read-only token, not to its owner', async () => {
    const secure = (await userRow('secure'))!;
    assert.equal(secure.twoFactorSeed, secureSeed, 'the demo account has 2FA on');
    const url = qrcodeOf(secure.uid);
    const stored = await qrCodeDataUrl('secure', secureSeed);

    const byAdmin = await get(t.admin, url);
    assert.equal(byAdmin.statusCode, 200, byAdmin.body);
    const { token } = await createToken(t.server.app, t.admin, tokenForm({ rights: [...allRights], readOnly: true }));
    const byToken = await t.server.app.inject(withToken(token, { method: 'GET', url }));
    assert.equal(byToken.statusCode, 200, byToken.body);
    const own = await loginCookie(t.server.app, ...demo.secure, await totp(secureSeed, t.server.clock.now));
    const byOwner = await get(own, url);
    assert.equal(byOwner.statusCode, 200, byOwner.body);

    const seeds = [byAdmin, byToken, byOwner].map((reply) => reply.json().seed2FA as string);
    for (const [i, reply] of [byAdmin, byToken, byOwner].entries()) {
      assert.notEqual(seeds[i], secureSeed, 'not the stored seed');
      assert.notEqual(reply.json().qrCode, stored, 'nor its QR code');
    }
    assert.equal(new Set(seeds).size, 3, 'a new seed at every call');
    assert.equal((await userRow('secure'))!.twoFactorSeed, secureSeed, 'nothing is stored');
  });

  it("sets up another user's 2FA with a new seed verified in the administrator's session", async () => {
    await post(t.admin, '/api/frontend/users/sendUserForm', form({ login: 'neuzwei' }));
    const { uid } = (await userRow('neuzwei'))!;
    const seed = (await get(t.admin, qrcodeOf(uid))).json().seed2FA as string;
    const now = t.server.clock.now;
    const verified = await post(t.admin, '/api/frontend/users/verify2FA', {
      params: { seed2FA: seed, token2FA: await totp(seed, now) },
    });
    assert.deepEqual(verified.json(), { verified2FA: true });
    const saved = await post(
      t.admin,
      '/api/frontend/users/sendUserForm',
      form({ uid, login: 'neuzwei', password: '', use2FA: true, seed2FA: seed }),
    );
    assert.equal(saved.statusCode, 200, saved.body);
    assert.equal((await userRow('neuzwei'))!.twoFactorSeed, seed);
    // Asked again, the call gives yet another seed, not the one just enrolled.
    assert.notEqual((await get(t.admin, qrcodeOf(uid))).json().seed2FA, seed);
  });
});
