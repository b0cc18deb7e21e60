import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import fc from 'fast-check';
import { demoHashSecret, seedDemo } from '../../demo/seed';
import { AgentClient, injectTransport } from '../../simulator/transport';
import { databaseKinds, startTestServer, type TestServer } from '../../test/harness';
import { queueAction, targetState } from '../../test/repository/actionRows';

// Reports of one action arrive in any order, repeated, late: whatever the sequence, the target ends
// in one final state, the first end state reported after it was handed out (a report never moves a
// target backwards, and a second end state changes nothing).

const context = 'NORDMARKT';
type Reported = 'started' | 'succeeded' | 'failed' | 'expired';
const endStates = new Set<string>(['succeeded', 'failed', 'expired']);

/** What the target's state must be after the reports, from `sent`. */
function expected(reports: readonly Reported[]): string {
  let state = 'sent';
  for (const report of reports) {
    if (report === 'started' && state === 'sent') state = 'running';
    else if (endStates.has(report) && (state === 'sent' || state === 'running')) state = report;
  }
  return state;
}

for (const kind of databaseKinds)
  describe(`the order of action reports on ${kind}`, () => {
    let server: TestServer;
    let agent: AgentClient;
    before(async () => {
      server = await startTestServer(kind, { seed: (db, dir, now) => seedDemo(db, dir, now) });
      agent = new AgentClient(injectTransport(server.app), context, demoHashSecret(context), () =>
        Math.floor(server.clock.now / 1000),
      );
      const beat = await agent.post('/api/agent/cashpoints/heartbeat', {
        storeId: '7101',
        posId: '1',
        agentVersion: '3.3.0',
      });
      assert.equal(beat.status, 200, beat.body.toString());
    });
    after(async () => {
      await server?.close();
    });

    it('ends in the first end state reported, whatever the order and repetitions', async () => {
      const report = fc.constantFrom<Reported>('started', 'succeeded', 'failed', 'expired');
      await fc.assert(
        fc.asyncProperty(fc.array(report, { minLength: 1, maxLength: 6 }), async (reports) => {
          const queued = await queueAction(server.db, context, 'ntpResync', [{ storeId: '7101', posIds: ['1'] }]);
          const uid = queued.targets.get('7101/1')!;
          const check = await agent.get('/api/agent/actions?target=cashpoint&storeId=7101&posId=1');
          assert.ok(check.body.toString().includes(uid), 'handed out');
          for (const [i, state] of reports.entries()) {
            const reply = await agent.post('/api/agent/actions/report', {
              actionUid: uid,
              state,
              exitCode: endStates.has(state) ? i : null,
              reportedAt: new Date(server.clock.now).toISOString(),
            });
            assert.equal(reply.status, 200, reply.body.toString());
          }
          const stored = await targetState(server.db, uid);
          assert.equal(stored.state, expected(reports));
          // The exit code is the first end report's, never overwritten.
          const firstEnd = reports.findIndex((r) => endStates.has(r));
          assert.equal(stored.exitCode, firstEnd === -1 ? null : firstEnd);
          // The store's one slot is freed for the next run.
          if (firstEnd === -1)
            await agent.post('/api/agent/actions/report', {
              actionUid: uid,
              state: 'succeeded',
              reportedAt: new Date(server.clock.now).toISOString(),
            });
        }),
        { numRuns: 25 },
      );
    });
  });
