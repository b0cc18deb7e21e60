import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import fc from 'fast-check';
import { demoHashSecret } from '../../demo/demoFleet';
import { seedDemo } from '../../demo/seed';
import { demo } from '../../test/demoAccounts';
import { databaseKinds, loginCookie, startTestServer, withCookie, type TestServer } from '../../test/harness';
import { postAsAgent } from '../../test/agentRequests';
import { targetCountsOf } from '../../test/repository/contextRows';

// Home and statistics count a context's stores, registers and store servers from counts the
// database keeps per store (migration 0022). Over any course of registrations by heartbeat (several
// at once, as batches write them), deletions of registers, store servers and whole stores, what
// home shows must equal the rows as they are, counted one by one.

const context = 'NORDMARKT';
const secret = demoHashSecret(context);
const storeIds = ['9701', '9702', '9703'];
const posIds = ['1', '2', '3'];

type Step =
  | { kind: 'registers'; targets: { storeId: string; posId: string }[] }
  | { kind: 'storeServers'; storeIds: string[] }
  | { kind: 'deleteRegister'; storeId: string; posId: string }
  | { kind: 'deleteStoreServer'; storeId: string }
  | { kind: 'deleteStore'; storeId: string };

const store = fc.constantFrom(...storeIds);
const stepArb: fc.Arbitrary<Step> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc
      .array(fc.record({ storeId: store, posId: fc.constantFrom(...posIds) }), { minLength: 1, maxLength: 6 })
      .map((targets) => ({ kind: 'registers' as const, targets })),
  },
  {
    weight: 2,
    arbitrary: fc.subarray(storeIds, { minLength: 1 }).map((ids) => ({ kind: 'storeServers' as const, storeIds: ids })),
  },
  {
    weight: 2,
    arbitrary: fc
      .record({ storeId: store, posId: fc.constantFrom(...posIds) })
      .map((t) => ({ kind: 'deleteRegister' as const, ...t })),
  },
  { weight: 1, arbitrary: store.map((storeId) => ({ kind: 'deleteStoreServer' as const, storeId })) },
  { weight: 1, arbitrary: store.map((storeId) => ({ kind: 'deleteStore' as const, storeId })) },
);

for (const kind of databaseKinds)
  describe(`home counts kept per store on ${kind}`, () => {
    let server: TestServer;
    let admin: string;
    before(async () => {
      server = await startTestServer(kind, { seed: (db, dir, now) => seedDemo(db, dir, now) });
      admin = await loginCookie(server.app, ...demo.admin);
    });
    after(() => server.close());

    const agent = (path: string, body: object) => postAsAgent(server, context, secret, path, body);
    const frontend = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
      server.app.inject(withCookie(admin, { method, url, ...(payload ? { payload } : {}) }));
    const tree = async () =>
      (await frontend('GET', `/api/frontend/cashpoints?contextId=${context}`)).json().stores as {
        id: string;
        uid: string;
        cashpoints: { posId: string; uid: string }[];
      }[];

    const run = async (step: Step) => {
      if (step.kind === 'registers') {
        // Sent at once: they arrive in the same turn and are written in one batch, registering stores.
        const replies = await Promise.all(
          step.targets.map((t) =>
            agent('/api/agent/cashpoints/heartbeat', { ...t, posType: 'KASSE', agentVersion: '3.4.0' }),
          ),
        );
        for (const reply of replies) assert.equal(reply.statusCode, 200, reply.body);
      } else if (step.kind === 'storeServers') {
        const replies = await Promise.all(
          step.storeIds.map((storeId) =>
            agent('/api/agent/store-agents/heartbeat', { storeId, agentVersion: '2.1.0' }),
          ),
        );
        for (const reply of replies) assert.equal(reply.statusCode, 200, reply.body);
      } else if (step.kind === 'deleteRegister') {
        const register = (await tree())
          .find((s) => s.id === step.storeId)
          ?.cashpoints.find((c) => c.posId === step.posId);
        if (register) {
          const reply = await frontend(
            'DELETE',
            `/api/frontend/cashpoints/delete/${register.uid}?contextId=${context}`,
          );
          assert.equal(reply.statusCode, 200, reply.body);
        }
      } else if (step.kind === 'deleteStoreServer') {
        const reply = await frontend('POST', '/api/frontend/store-agents/delete', {
          contextId: context,
          storeId: step.storeId,
        });
        assert.ok([200, 404].includes(reply.statusCode), reply.body);
      } else {
        const found = (await tree()).find((s) => s.id === step.storeId);
        if (found) {
          const reply = await frontend('DELETE', `/api/frontend/stores/delete/${found.uid}?contextId=${context}`);
          assert.equal(reply.statusCode, 200, reply.body);
        }
      }
    };

    it('shows the counts of the rows as they are, after any course of registrations and deletions', async () => {
      await fc.assert(
        fc.asyncProperty(fc.array(stepArb, { minLength: 1, maxLength: 8 }), async (steps) => {
          for (const step of steps) await run(step);
          const home = (await frontend('GET', '/api/frontend/home')).json().contexts as {
            key: string;
            storeCount: number;
            cashpointCount: number;
            storeAgentCount: number;
          }[];
          const shown = home.find((c) => c.key === context)!;
          const rows = await targetCountsOf(server.db, context);
          assert.deepEqual(
            { stores: shown.storeCount, registers: shown.cashpointCount, storeServers: shown.storeAgentCount },
            rows,
          );
        }),
        { numRuns: 25 },
      );
    });
  });
