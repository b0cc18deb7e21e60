import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { runAlertChecks } from '../alerts';
import { announceActions } from '../actions';
import { Prng } from '../demo/prng';
import { databaseKinds, withCookie } from '../test/harness';
import { queueAction, targetState } from '../test/repository/agentActionRows';
import { runTicks, simulatedContext, type SimulatedContext } from '../test/simulatorKit';
import { ActionPlayer } from './actions';
import { storeIsOpen } from './storeHealth';
import { FleetSimulator } from './simulator';
import { newStats } from './tickStats';
import { AgentClient, injectTransport, type AgentReply } from './transport';

// The simulated agents play remote actions (issue 49): they take what the console hands them, run
// it for a while, report it, and what they were told really happens on the machine.

const context = 'NORDMARKT';

for (const kind of databaseKinds)
  describe(`remote actions in the simulator on ${kind}`, () => {
    let sim: SimulatedContext;
    let contextId: number;
    /** The stores whose open 'Dienst gestoppt' alert names the TSE server alone, over the API. */
    const tseAlertStores = async () => {
      await runAlertChecks(sim.server.db, sim.server.clock.now, sim.server.config.offlineAfterSeconds);
      const reply = await sim.server.app.inject(
        withCookie(sim.admin, {
          method: 'GET',
          url: `/api/frontend/alerts?contextId=${context}&state=open&kind=serviceStopped&size=100`,
        }),
      );
      assert.equal(reply.statusCode, 200, reply.body);
      return (reply.json().alerts as { storeId: string; detail: string | null }[])
        .filter((a) => a.detail === 'tseServer')
        .map((a) => a.storeId);
    };
    const queue = async (kind: string, targets: { storeId: string; posIds: string[] }[], parameters = {}) => {
      const queued = await queueAction(sim.server.db, context, kind, targets, {
        parameters,
        emergency: true,
        deadlineAt: sim.server.clock.now + 3_600_000,
      });
      announceActions(sim.server.db, contextId);
      return queued;
    };

    before(async () => {
      sim = await simulatedContext(kind, context, { actionFailureChance: 0, openReceiptChance: 0, updatesEvery: 0 });
      const row = await sim.server.db.kysely
        .selectFrom('contexts')
        .select('id')
        .where('key', '=', context)
        .executeTakeFirstOrThrow();
      contextId = row.id;
      await runTicks(sim, 2);
    });
    after(() => sim.server.close());

    it("restarts a stopped TSE server: the store server reports it running, and 'Dienst gestoppt' closes", async () => {
      const stopped = await tseAlertStores();
      assert.ok(stopped.length > 0, 'the demo has a store whose TSE server stopped');
      const storeId = stopped[0]!;
      const queued = await queue('restartService', [{ storeId, posIds: [] }], { service: 'tseServer' });
      const stats = await runTicks(sim, 3);
      assert.equal(stats.actionsStarted, 1);
      assert.equal(stats.actionsRefused, 0, "the console's signature holds");
      const target = await targetState(sim.server.db, queued.targets.get(storeId)!);
      assert.equal(target.state, 'succeeded');
      assert.equal(target.exitCode, 0);
      assert.match(target.output ?? '', /Dienst tseServer gestartet/);
      await runTicks(sim, 1);
      assert.ok(!(await tseAlertStores()).includes(storeId), 'its alert closed');
      // Still running many beats later: the restart holds, whatever the machine's generator says.
      await runTicks(sim, 12);
      assert.ok(!(await tseAlertStores()).includes(storeId));
    });

    it('uploads a small log bundle for collectLogs, then reports it succeeded', async () => {
      const storeId = sim.fleet.stores.find((s) => s.registers.length > 0)!.storeId;
      const queued = await queue('collectLogs', [{ storeId, posIds: ['1'] }]);
      await runTicks(sim, 2);
      const target = await targetState(sim.server.db, queued.targets.get(`${storeId}/1`)!);
      assert.equal(target.state, 'succeeded');
      assert.ok(target.bundleKey, 'the bundle is kept');
    });

    it('fails the configured share of actions (all of them here), with an exit code and output', async () => {
      const failing = new FleetSimulator({
        transport: injectTransport(sim.server.app),
        fleet: [sim.fleet],
        prng: new Prng(9),
        now: () => sim.server.clock.now,
        updatesEvery: 0,
        outageChance: 0,
        actionFailureChance: 1,
        openReceiptChance: 0,
      });
      const store = sim.fleet.stores.find((s) => s.registers.length >= 2)!;
      const queued = await queue('ntpResync', [{ storeId: store.storeId, posIds: ['1', '2'] }]);
      // One target of a store at a time (the per-store limit): the second starts after the first.
      for (let i = 0; i < 4; i++) {
        sim.server.clock.now += 30_000;
        assert.equal((await failing.tick()).errors, 0);
      }
      for (const uid of queued.targets.values()) {
        const target = await targetState(sim.server.db, uid);
        assert.equal(target.state, 'failed');
        assert.equal(target.exitCode, 1);
        assert.match(target.output ?? '', /FEHLER/);
      }

      // 'Fehlgeschlagene wiederholen' hands the same actions out again as new: the agents run them
      // again (they once ignored an actionUid they had run, and a retried target stayed 'Gesendet').
      const retried = await sim.server.app.inject(
        withCookie(sim.admin, {
          method: 'POST',
          url: `/api/frontend/actions/${queued.requestUid}/retry-failed`,
          payload: { contextId: context },
        }),
      );
      assert.equal(retried.statusCode, 200, retried.body);
      announceActions(sim.server.db, contextId);
      await runTicks(sim, 4);
      for (const uid of queued.targets.values()) {
        const target = await targetState(sim.server.db, uid);
        assert.equal(target.state, 'succeeded', `a retried target ends (${target.state})`);
        assert.equal(target.exitCode, 0);
      }
    });
  });

describe('a simulated agent on its own', () => {
  /** A client whose every call answers `reply`, recording the paths it was asked. */
  const fakeClient = (actions: object[]) => {
    const asked: string[] = [];
    const answer = (status: number, body: object): AgentReply => {
      const buffer = Buffer.from(JSON.stringify(body));
      return { status, instance: null, etag: '"e"', body: buffer, location: null, json: <T>() => body as T };
    };
    const client = new AgentClient(
      async (method, path) => {
        asked.push(`${method} ${path}`);
        return path.startsWith('/api/agent/actions?') ? answer(200, { actions }) : answer(200, { ok: true });
      },
      'NORDMARKT',
      'geheim',
    );
    return { client, asked };
  };
  const target = () => ({
    storeId: '1001',
    posId: '1',
    current: null,
    silentFor: 0,
    installing: null,
    failed: null,
    notBefore: null,
    beats: 0,
  });

  it('refuses an action whose signature the console did not make, and reports nothing', async () => {
    const { client, asked } = fakeClient([
      {
        actionUid: 'a1',
        kind: 'reboot',
        parameters: {},
        deadline: new Date(Date.now() + 60_000).toISOString(),
        signature: 'ab'.repeat(32),
      },
    ]);
    const stats = newStats();
    await new ActionPlayer(new Prng(1), Date.now, { failureShare: 0, openReceiptShare: 0 }).cycle(
      client,
      'geheim',
      target(),
      stats,
    );
    assert.equal(stats.actionsRefused, 1);
    assert.equal(stats.actionsStarted, 0);
    assert.deepEqual(
      asked.filter((a) => a.startsWith('POST')),
      [],
    );
  });

  it('reports a receipt open only during opening hours, about the configured share of the time', () => {
    // A Wednesday at 11:00 and a Sunday at 11:00 in Berlin; a store without a calendar has a till's hours.
    const open = Date.parse('2026-03-04T10:00:00Z');
    const closed = Date.parse('2026-03-08T10:00:00Z');
    const share = (at: number) => {
      const store = { storeId: '1001', name: '', registers: [], server: null };
      const player = new ActionPlayer(new Prng(3), () => at, { failureShare: 0, openReceiptShare: 0.3 });
      let n = 0;
      for (let i = 0; i < 1000; i++) if (player.openReceipt(target(), storeIsOpen(store, at))) n += 1;
      return n / 1000;
    };
    assert.ok(Math.abs(share(open) - 0.3) < 0.06, `${share(open)} about 0.3`);
    assert.equal(share(closed), 0);
  });
});
