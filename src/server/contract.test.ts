import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { agentHeaders } from './agent/signature';
import { demoHashSecret, seedDemo } from './demo/seed';
import { ruleOf, rules } from './accounts/operationRules';
import { contractOperations } from './test/contract';
import { demo } from './test/demoAccounts';
import { databaseKinds, loginCookie, startTestServer, withCookie, type TestServer } from './test/harness';

const operations = contractOperations();

describe('security rules', () => {
  it('cover every operation of openapi.yaml and nothing else, with the same authentication', () => {
    assert.deepEqual(Object.keys(rules).sort(), operations.map((o) => o.operationId).sort());
    for (const op of operations) assert.equal(ruleOf(op.operationId)!.auth, op.auth, op.operationId);
  });
});

for (const kind of databaseKinds) {
  describe(`the contract on ${kind}`, () => {
    let server: TestServer;
    let admin: string;
    let operator: string;
    let viewer: string;
    before(async () => {
      server = await startTestServer(kind, { seed: (db, dir, now) => seedDemo(db, dir, now) });
      admin = await loginCookie(server.app, ...demo.admin);
      operator = await loginCookie(server.app, ...demo.operator);
      viewer = await loginCookie(server.app, ...demo.viewer);
    });
    after(() => server.close());

    it('answers 401 to every protected operation without a session, whatever it sends', async () => {
      for (const op of operations.filter((o) => o.auth !== 'none')) {
        for (const payload of [undefined, { contextId: 'NORDMARKT' }, 'nonsense']) {
          const reply = await server.app.inject({
            method: op.method as 'GET',
            url: op.url,
            ...(op.method !== 'GET' && payload !== undefined ? { payload: payload as object } : {}),
          });
          assert.equal(reply.statusCode, 401, `${op.operationId} ${reply.body}`);
          assert.equal(typeof reply.json().message, 'string');
        }
      }
    });

    it('never answers 500 to malformed requests', async () => {
      const bodies: unknown[] = [
        undefined,
        {},
        [],
        'x'.repeat(5000),
        { contextId: 5 },
        { contextId: '../../etc' },
        { params: null },
        { a: { b: { c: [1, 2, 3] } } },
      ];
      const queries = [
        '',
        '?contextId=',
        '?contextId=%00',
        '?contextId=NORDMARKT&page=-1&size=99999',
        '?contextId=x&sortBy=drop%20table',
        '?filename=..%2F..%2Fetc%2Fpasswd&contextId=NORDMARKT',
      ];
      // logout would end the session the other calls run in.
      for (const op of operations.filter((o) => o.operationId !== 'logout')) {
        for (const query of queries) {
          for (const body of op.method === 'GET' || op.method === 'DELETE' ? [undefined] : bodies) {
            const reply = await server.app.inject(
              withCookie(admin, {
                method: op.method as 'GET',
                url: op.url + query,
                ...(body !== undefined ? { payload: body as object } : {}),
              }),
            );
            const where = `${op.operationId}${query} ${JSON.stringify(body)?.slice(0, 40)} -> ${reply.statusCode} ${reply.body}`;
            assert.ok(reply.statusCode < 500, where);
            assert.ok(op.statuses.includes(String(reply.statusCode)), `not in the contract: ${where}`);
          }
        }
        const garbage = await server.app.inject(
          withCookie(admin, {
            method: 'POST',
            url: op.url,
            headers: { 'content-type': 'application/json' },
            payload: '{"oops"',
          }),
        );
        assert.ok(garbage.statusCode < 500, `${op.operationId} garbage JSON -> ${garbage.statusCode}`);
        const wrongType = await server.app.inject(
          withCookie(admin, {
            method: 'POST',
            url: op.url,
            headers: { 'content-type': 'text/plain' },
            payload: 'hello',
          }),
        );
        assert.ok(wrongType.statusCode < 500, `${op.operationId} text/plain -> ${wrongType.statusCode}`);
      }
    });

    it('never answers 500 to signed agent requests with bad input, and always with a German message', async () => {
      const secret = demoHashSecret('NORDMARKT');
      const queries = [
        '',
        '?target=cashpoint',
        '?target=store&storeId=x',
        '?target=cashpoint&storeId=1&posId=-1',
        '?a=%00',
      ];
      const bodies = ['', '{}', '[]', '{"oops"', 'null', JSON.stringify({ storeId: 5, posId: '../../etc' })];
      const urls = (op: (typeof operations)[number]) =>
        [op.url, op.url.replace('x1', '..%2F..%2Fetc%2Fpasswd'), op.url.replace('x1', '%00')].flatMap((url) =>
          queries.map((query) => url + query),
        );
      for (const op of operations.filter((o) => o.auth === 'agent')) {
        for (const url of urls(op)) {
          for (const body of op.method === 'GET' ? [undefined] : bodies) {
            const headers = agentHeaders(
              'NORDMARKT',
              secret,
              op.method,
              url,
              body ?? '',
              Math.floor(server.clock.now / 1000),
            );
            const reply = await server.app.inject({
              method: op.method as 'GET',
              url,
              headers: { ...headers, ...(body !== undefined ? { 'content-type': 'application/json' } : {}) },
              ...(body !== undefined ? { payload: body } : {}),
            });
            const where = `${op.operationId} ${url} ${body?.slice(0, 40)} -> ${reply.statusCode} ${reply.body}`;
            assert.ok(reply.statusCode < 500, where);
            assert.notEqual(reply.statusCode, 401, `the signature is valid: ${where}`);
            assert.ok(op.statuses.includes(String(reply.statusCode)), `not in the contract: ${where}`);
            if (reply.statusCode >= 400) assert.equal(typeof reply.json().message, 'string', where);
          }
        }
      }
    });

    it('answers 404 with a German message for an unknown API path', async () => {
      const reply = await server.app.inject(withCookie(admin, { method: 'GET', url: '/api/frontend/nothing-here' }));
      assert.equal(reply.statusCode, 404);
      assert.deepEqual(reply.json(), { message: 'Nicht gefunden.' });
    });

    it('refuses a context the user cannot see and a right it lacks with 403', async () => {
      const forbidden = { message: 'Sie haben nicht genügend Zugriffsrechte.' };
      const invisible = await server.app.inject(
        withCookie(operator, { method: 'GET', url: '/api/frontend/cashpoints?contextId=WESTFRISCH' }),
      );
      assert.equal(invisible.statusCode, 403);
      assert.deepEqual(invisible.json(), forbidden);
      const inBody = await server.app.inject(
        withCookie(operator, {
          method: 'POST',
          url: '/api/frontend/store-agents/delete',
          payload: { contextId: 'WESTFRISCH', storeId: '1001' },
        }),
      );
      assert.equal(inBody.statusCode, 403);
      const noRight = await server.app.inject(withCookie(operator, { method: 'GET', url: '/api/frontend/users' }));
      assert.equal(noRight.statusCode, 403);
      const viewerChange = await server.app.inject(
        withCookie(viewer, {
          method: 'POST',
          url: '/api/frontend/stores/create?contextId=NORDMARKT',
          payload: { storeId: '9999' },
        }),
      );
      assert.equal(viewerChange.statusCode, 403);
      const viewerMove = await server.app.inject(
        withCookie(viewer, {
          method: 'POST',
          url: '/api/frontend/cashpoint-updates/move-up',
          payload: { contextId: 'NORDMARKT', filename: 'kasse-5.13.1.zip' },
        }),
      );
      assert.equal(viewerMove.statusCode, 403);
    });

    it('home lists the visible contexts with their counts', async () => {
      const all = await server.app.inject(withCookie(admin, { method: 'GET', url: '/api/frontend/home' }));
      assert.equal(all.statusCode, 200);
      const contexts = all.json().contexts as {
        key: string;
        storeCount: number;
        cashpointCount: number;
        notUpdatedCashpointCount: number;
        storeAgentCount: number;
      }[];
      assert.equal(contexts.length, 6);
      const nord = contexts.find((c) => c.key === 'NORDMARKT')!;
      assert.equal(nord.storeCount, 24);
      assert.ok(nord.cashpointCount >= 24);
      assert.ok(nord.notUpdatedCashpointCount > 0 && nord.notUpdatedCashpointCount < nord.cashpointCount);
      const own = await server.app.inject(withCookie(operator, { method: 'GET', url: '/api/frontend/home' }));
      assert.deepEqual(
        own.json().contexts.map((c: { key: string }) => c.key),
        ['NORDMARKT', 'SUEDKAUF'],
      );
    });
  });
}
