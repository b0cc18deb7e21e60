import assert from 'node:assert/strict';
import { it } from 'node:test';
import { describeRollouts, wave } from '../../test/rolloutsKit';
import { createToken, tokenForm, withToken } from '../../test/tokensKit';

// Four eyes through service accounts (security review, issue 44): a service account stands for its
// owner. Its owner cannot approve a plan through it, nor approve a plan it wrote; an approval by
// another person's account is allowed, and its audit entry names the account and the person behind it.

describeRollouts('four eyes with service accounts', (t) => {
  const plan = [wave('Pilot', { pilot: true }, { requireApproval: true }), wave('Rest', { sharePercent: 100 })];
  const roleUid = async (name: string) =>
    ((await t.get(t.admin, '/api/frontend/users')).json().roles as { value: string; name: string }[]).find(
      (role) => role.name === name,
    )!.value;
  /** A service account the admin creates (and so owns) with the role, and a token of it with the rights. */
  async function accountToken(name: string, role: string, rights: string[]) {
    const saved = await t.post(t.admin, '/api/frontend/service-accounts/save', {
      name,
      purpose: 'Vier-Augen-Test',
      role: await roleUid(role),
      visibleContextIds: [],
      allContextsVisible: true,
    });
    assert.equal(saved.statusCode, 200, saved.body);
    const form = tokenForm({ name, rights, serviceAccountUid: saved.json().uid, expiresInDays: null });
    return (await createToken(t.server.app, t.admin, form)).token;
  }
  const withTokenPost = (token: string, url: string, payload: object) =>
    t.server.app.inject(withToken(token, { method: 'POST', url, payload }));
  const approveWith = (token: string, uid: string, comment: string, contextId = 'SUEDKAUF') =>
    withTokenPost(token, `/api/frontend/rollouts/${uid}/approve`, { contextId, comment });

  it("refuses the author's approval through a service account the author owns", async () => {
    const token = await accountToken('freigabe-bot', 'Freigabe', ['ROLLOUTS_APPROVE']);
    const uid = await t.savePlan(t.admin, 'SUEDKAUF', 'kasse-5.14.0-rc1.zip', plan);
    assert.equal((await t.act(t.admin, uid, 'start')).statusCode, 200);
    const before = await t.snapshot();
    const own = await approveWith(token, uid, 'Selbst freigegeben');
    assert.equal(own.statusCode, 403, own.body);
    assert.match(own.json().message, /zweite Person/);
    assert.deepEqual(await t.snapshot(), before);
    // The detail does not offer the approval to the account either.
    const detail = await t.server.app.inject(
      withToken(token, { method: 'GET', url: `/api/frontend/rollouts/${uid}?contextId=SUEDKAUF` }),
    );
    assert.equal(detail.json().mayApprove, false);
  });

  it("refuses the owner's approval of a plan their service account wrote, and another person's goes through", async () => {
    const token = await accountToken('plan-bot', 'Operator', ['UPDATES_CHANGE']);
    const updateUid = (await t.update('SUEDKAUF', 'store-8.5.1.zip')).uid;
    const saved = await withTokenPost(token, '/api/frontend/rollouts/save', {
      contextId: 'SUEDKAUF',
      updateUid,
      waves: plan,
    });
    assert.equal(saved.statusCode, 200, saved.body);
    const uid = saved.json().uid as string;
    const started = await withTokenPost(token, `/api/frontend/rollouts/${uid}/start`, { contextId: 'SUEDKAUF' });
    assert.equal(started.statusCode, 200, started.body);
    const owner = await t.act(t.admin, uid, 'approve', { comment: 'Mein Konto hat es geplant' });
    assert.equal(owner.statusCode, 403, owner.body);
    const detail = await t.get(t.admin, `/api/frontend/rollouts/${uid}?contextId=SUEDKAUF`);
    assert.equal(detail.json().mayApprove, false);
    assert.equal((await t.act(t.approver, uid, 'approve', { comment: 'Zweite Person prüft' })).statusCode, 200);
  });

  it("refuses an approval through an account created with the author's service account's token", async () => {
    const first = await accountToken('kette-eins', 'Administrator', [
      'USERS',
      'USERS_CHANGE',
      'ROLLOUTS_APPROVE',
      'ACTIONS_RUN',
      'ACTIONS_RISKY',
    ]);
    // The first account's token creates a second account: its owner is the person behind the first.
    const second = await withTokenPost(first, '/api/frontend/service-accounts/save', {
      name: 'kette-zwei',
      purpose: 'Vier-Augen-Test',
      role: await roleUid('Freigabe'),
      visibleContextIds: [],
      allContextsVisible: true,
    });
    assert.equal(second.statusCode, 200, second.body);
    const form = tokenForm({ name: 'kette-zwei', rights: ['ROLLOUTS_APPROVE'], serviceAccountUid: second.json().uid });
    const token = (await createToken(t.server.app, t.admin, { ...form, expiresInDays: null })).token;
    const uid = await t.savePlan(t.admin, 'OSTBAU', 'kasse-5.14.0-rc1.zip', plan);
    assert.equal((await t.act(t.admin, uid, 'start', {}, 'OSTBAU')).statusCode, 200);
    const own = await approveWith(token, uid, 'Über zwei Konten selbst freigegeben', 'OSTBAU');
    assert.equal(own.statusCode, 403, own.body);
    assert.match(own.json().message, /zweite Person/);
  });

  it('refuses every approval of a plan whose authoring service account was deleted since', async () => {
    const token = await accountToken('plan-bot-weg', 'Operator', ['UPDATES_CHANGE']);
    const updateUid = (await t.update('WESTFRISCH', 'kasse-5.14.0.zip')).uid;
    const saved = await withTokenPost(token, '/api/frontend/rollouts/save', {
      contextId: 'WESTFRISCH',
      updateUid,
      waves: plan,
    });
    assert.equal(saved.statusCode, 200, saved.body);
    const uid = saved.json().uid as string;
    const started = await withTokenPost(token, `/api/frontend/rollouts/${uid}/start`, {
      contextId: 'WESTFRISCH',
      releaseNow: true,
    });
    assert.equal(started.statusCode, 200, started.body);
    const accounts = (await t.get(t.admin, '/api/frontend/service-accounts')).json().serviceAccounts as {
      uid: string;
      name: string;
    }[];
    const account = accounts.find((a) => a.name === 'plan-bot-weg')!;
    const deleted = await t.post(t.admin, `/api/frontend/service-accounts/${account.uid}/delete`, {});
    assert.equal(deleted.statusCode, 200, deleted.body);
    const owner = await t.act(t.admin, uid, 'approve', { comment: 'Konto gelöscht, dann freigegeben' }, 'WESTFRISCH');
    assert.equal(owner.statusCode, 403, owner.body);
    assert.match(owner.json().message, /gibt es nicht mehr/);
  });

  it("lets another person's service account approve, naming the account and its owner in the audit log", async () => {
    const token = await accountToken('freigabe-bot-2', 'Freigabe', ['ROLLOUTS_APPROVE']);
    // Another context's plan (the suite's two plannable updates of SUEDKAUF are taken above).
    const uid = await t.savePlan(t.operator, 'NORDMARKT', 'kasse-5.14.0-rc1.zip', plan);
    assert.equal((await t.act(t.operator, uid, 'start', {}, 'NORDMARKT')).statusCode, 200);
    const approved = await approveWith(token, uid, 'Freigabe durch das Ticketsystem', 'NORDMARKT');
    assert.equal(approved.statusCode, 200, approved.body);
    const entry = (await t.auditOf(uid)).find((e) => e.action === 'rolloutApproved')!;
    assert.equal(entry.user, 'freigabe-bot-2');
    assert.deepEqual(
      entry.changes.find((c) => c.field === 'serviceAccountOwner'),
      { field: 'serviceAccountOwner', before: null, after: 'Anna Admin (admin)' },
    );
  });
});
