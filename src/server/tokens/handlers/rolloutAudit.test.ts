import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import {
  createToken,
  startTokensServer,
  tokenForm,
  tokenGet,
  withToken,
  type TokensFixture,
} from '../../test/tokensKit';
import { allRights } from '../../../shared/rights';

describe('the audit entries of rollout transitions made with a token name it', () => {
  let t: TokensFixture;
  before(async () => {
    t = await startTokensServer('sqlite');
  });
  after(() => t.server.close());
  it("saving and starting a rollout with a token names the token in every entry, the transition's too", async () => {
    const { token, prefix } = await createToken(
      t.server.app,
      t.admin,
      tokenForm({ name: 'Skript', rights: [...allRights] }),
    );
    const post = (url: string, payload: object) =>
      t.server.app.inject(withToken(token, { method: 'POST', url, payload }));
    const updates = (await tokenGet(t.server.app, token, '/api/frontend/cashpoint-updates?contextId=SUEDKAUF')).json()
      .syncfiles as { uid: string; tag: string }[];
    const updateUid = updates.find((u) => u.tag === '5.14.0-rc1')!.uid;
    const wave = (name: string, choice: object) => ({
      name,
      ...choice,
      soakHours: 2,
      minSuccessPercent: 90,
      maxFailurePercent: 5,
      requireApproval: false,
    });
    const saved = await post('/api/frontend/rollouts/save', {
      contextId: 'SUEDKAUF',
      updateUid,
      waves: [wave('Pilot', { pilot: true }), wave('Rest', { sharePercent: 100 })],
    });
    assert.equal(saved.statusCode, 200, saved.body);
    const uid = saved.json().uid as string;
    const started = await post(`/api/frontend/rollouts/${uid}/start`, { contextId: 'SUEDKAUF' });
    assert.equal(started.statusCode, 200, started.body);
    const running = { uid };
    const rows = await t.server.db.kysely
      .selectFrom('auditLog')
      .select(['action', 'userLogin', 'tokenLabel'])
      .where('objectId', 'in', [running.uid, updateUid])
      .orderBy('id', 'desc')
      .execute();
    assert.deepEqual(new Set(rows.map((r) => r.action)), new Set(['rolloutSaved', 'rolloutStarted', 'updateSaved']));
    for (const r of rows)
      assert.equal(r.tokenLabel, `Skript (${prefix})`, 'the rollout change made with the token names it');
  });
});
