import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { databaseKinds, startTestServer, type TestServer } from '../../test/harness';
import {
  lastVerifiedStep,
  rememberVerifiedStep,
  takeVerifiedStep,
  verifiedSeedLifetimeMs,
} from '../repository/verifiedSeeds';

// The store behind one-time 2FA codes across instances. Two instances that both read "no step yet"
// and then accept the same code both try to remember its step: only the first may succeed.

for (const kind of databaseKinds)
  describe(`verified 2FA seeds on ${kind}`, () => {
    let server: TestServer;
    before(async () => {
      server = await startTestServer(kind);
    });
    after(() => server?.close());

    const key = { sessionKey: 'session-a', seedHash: 'seed-1' };
    const otherSession = { sessionKey: 'session-b', seedHash: 'seed-1' };
    const start = 1_000_000_000;

    it('remembers a step only when it is later than the one stored, per session and seed', async () => {
      const { db } = server;
      assert.equal(await rememberVerifiedStep(db, key, 100, start), true);
      // The same code, accepted by another instance that read before the first one wrote.
      assert.equal(await rememberVerifiedStep(db, key, 100, start + 1), false);
      assert.equal(await rememberVerifiedStep(db, key, 99, start + 2), false);
      assert.equal(await lastVerifiedStep(db, key, start + 3), 100);
      assert.equal(await rememberVerifiedStep(db, key, 101, start + 4), true);
      assert.equal(await lastVerifiedStep(db, key, start + 5), 101);
      assert.equal(await rememberVerifiedStep(db, otherSession, 100, start + 6), true);
    });

    it('gives a step once, forgets verifications after their lifetime and purges them', async () => {
      const { db } = server;
      const later = start + 10 + verifiedSeedLifetimeMs;
      assert.equal(await lastVerifiedStep(db, key, later), null);
      assert.equal(await takeVerifiedStep(db, key, later), null);
      // A run-out verification is replaced even by a code of the same step; the old rows are purged.
      assert.equal(await rememberVerifiedStep(db, key, 101, later), true);
      const rows = await db.kysely.selectFrom('verifiedSeeds').select('sessionKey').execute();
      assert.deepEqual(
        rows.map((row) => row.sessionKey),
        ['session-a'],
      );
      assert.equal(await takeVerifiedStep(db, key, later + 1), 101);
      assert.equal(await takeVerifiedStep(db, key, later + 2), null);
      assert.equal(await lastVerifiedStep(db, key, later + 3), null);
    });
  });
