import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { seedDemo } from './seed';
import { demoBadVersions, seedDemoRollouts } from './rolloutsSeed';
import { demo } from '../test/demoAccounts';
import { databaseKinds, loginCookie, startTestServer, withCookie, type TestServer } from '../test/harness';

// `npm start` shows three rollouts: one installing wave 2 of 3, one waiting for a second person's
// approval, one paused by its failure gate, whose bad version the simulator keeps failing.

interface Summary {
  uid: string;
  state: string;
  currentWave: number;
  waveCount: number;
  updateFilename: string;
  pauseReason: string | null;
  author: string;
}

for (const kind of databaseKinds)
  describe(`the demo's rollouts on ${kind}`, () => {
    let server: TestServer;
    let admin: string;
    let approver: string;
    const rollouts = async (context: string) => {
      const reply = await server.app.inject(
        withCookie(admin, { method: 'GET', url: `/api/frontend/rollouts?contextId=${context}` }),
      );
      assert.equal(reply.statusCode, 200, reply.body);
      return reply.json().rollouts as Summary[];
    };

    before(async () => {
      server = await startTestServer(kind, {
        seed: async (db, dir, now) => {
          await seedDemo(db, dir, now);
          await seedDemoRollouts(db, now);
          // A second run (the next start of the demo) changes nothing.
          await seedDemoRollouts(db, now + 60_000);
        },
      });
      admin = await loginCookie(server.app, ...demo.admin);
      approver = await loginCookie(server.app, ...demo.approver);
    });
    after(() => server.close());

    it('shows one rollout installing wave 2 of 3, one waiting for approval and one paused by a gate', async () => {
      const [running] = await rollouts('MEGAMARKT');
      assert.deepEqual([running!.state, running!.currentWave, running!.waveCount], ['running', 2, 3]);
      const [waiting] = await rollouts('WESTFRISCH');
      assert.deepEqual(
        [waiting!.state, waiting!.currentWave, waiting!.updateFilename],
        ['waitingForApproval', 1, 'store-8.6.0.zip'],
      );
      const [paused] = await rollouts('SUEDKAUF');
      assert.equal(paused!.state, 'paused');
      const failed = /^Welle 2 .*: (\d+) % der Kassen fehlgeschlagen \(höchstens 10 % erlaubt\)$/.exec(
        paused!.pauseReason!,
      );
      assert.ok(failed && Number(failed[1]) >= 50, paused!.pauseReason!);
      assert.equal(paused!.author, 'admin');
      // Its failure gate still fails, which a person may override ('Trotz Prüfung fortsetzen', issue 45):
      // a plain resume is refused, naming it.
      const detail = await server.app.inject(
        withCookie(admin, { method: 'GET', url: `/api/frontend/rollouts/${paused!.uid}?contextId=SUEDKAUF` }),
      );
      const gates = detail.json().waves[1].gates as { kind: string; state: string }[];
      assert.equal(gates.find((gate) => gate.kind === 'failureShare')!.state, 'fails');
      const resume = await server.app.inject(
        withCookie(admin, {
          method: 'POST',
          url: `/api/frontend/rollouts/${paused!.uid}/resume`,
          payload: { contextId: 'SUEDKAUF' },
        }),
      );
      assert.equal(resume.statusCode, 409);
      assert.match(resume.json().value, /failureShare/);
    });

    it("counts as installed only registers heard from since: the running wave's gates fail none", async () => {
      // A register offline since before its wave's installs reported none; it stays offline in the
      // wave (the simulator installs it when it is back), not 'installed' and silent ever after.
      const [running] = await rollouts('MEGAMARKT');
      const detail = await server.app.inject(
        withCookie(admin, { method: 'GET', url: `/api/frontend/rollouts/${running!.uid}?contextId=MEGAMARKT` }),
      );
      const wave2 = detail.json().waves[1] as { counts: { offline: number }; gates: { kind: string; state: string }[] };
      assert.deepEqual(
        wave2.gates.filter((gate) => gate.state === 'fails').map((gate) => gate.kind),
        [],
      );
      assert.ok(wave2.counts.offline > 0, 'the seed has offline registers in wave 2');
    });

    it('lets the approver, not the author, approve the waiting wave', async () => {
      const [waiting] = await rollouts('WESTFRISCH');
      const approve = (cookie: string) =>
        server.app.inject(
          withCookie(cookie, {
            method: 'POST',
            url: `/api/frontend/rollouts/${waiting!.uid}/approve`,
            payload: { contextId: 'WESTFRISCH', comment: 'Pilot in Ordnung' },
          }),
        );
      assert.equal((await approve(admin)).statusCode, 403);
      assert.equal((await approve(approver)).statusCode, 200);
      assert.equal((await rollouts('WESTFRISCH'))[0]!.currentWave, 2);
    });

    it("plays the paused rollout's update as the simulator's bad version, failing above its ceiling", async () => {
      const [paused] = await rollouts('SUEDKAUF');
      assert.deepEqual(
        demoBadVersions.map((v) => [v.contextKey, v.filename]),
        [['SUEDKAUF', paused!.updateFilename]],
      );
      assert.ok(demoBadVersions[0]!.failureShare * 100 > 10, 'more than the 10 % its waves allow');
    });
  });
