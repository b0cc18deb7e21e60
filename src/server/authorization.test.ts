import assert from 'node:assert/strict';
import fs from 'node:fs';
import { after, before, describe, it } from 'node:test';
import YAML from 'yaml';
import { specificationPath } from './platform/paths';
import type { Database } from './platform/db/schema';
import { seedDemo } from './demo/seed';
import { ruleOf } from './accounts/operationRules';
import { demo } from './test/demoAccounts';
import { databaseKinds, loginCookie, startTestServer, withCookie, type TestServer } from './test/harness';
import { multipart } from './test/multipart';
import { contractOperations } from './test/contract';

// The authorization walk of issue 8: every session operation of the contract, called with a valid
// request by a session that lacks its right (403), and, for operations naming a context, by a
// session that cannot see that context (403); afterwards the database is exactly as before.

type Schema = {
  $ref?: string;
  type?: string;
  enum?: unknown[];
  pattern?: string;
  format?: string;
  nullable?: boolean;
  minLength?: number;
  minItems?: number;
  required?: string[];
  properties?: Record<string, Schema>;
  items?: Schema;
};
interface Parameter {
  $ref?: string;
  name: string;
  in: string;
  required?: boolean;
  schema: Schema;
}
interface Operation {
  operationId: string;
  parameters?: Parameter[];
  requestBody?: { $ref?: string; content?: Record<string, { schema: Schema }> };
}
interface Spec {
  paths: Record<string, Record<string, Operation>>;
  components: {
    schemas: Record<string, Schema>;
    parameters: Record<string, Parameter>;
    requestBodies: Record<string, { content: Record<string, { schema: Schema }> }>;
  };
}

const spec = YAML.parse(fs.readFileSync(specificationPath, 'utf8')) as Spec;
const refName = (ref: string) => ref.split('/').pop()!;

/** A value the schema accepts; the context key is the one the caller must not see. */
function sample(schema: Schema, contextKey: string, name = ''): unknown {
  if (schema.$ref) {
    const ref = refName(schema.$ref);
    const fixed: Record<string, unknown> = {
      ContextKey: contextKey,
      DigitsId: '1001',
      Filename: 'kasse-5.13.1.zip',
      UidString: 'x1',
      Seed: 'JBSWY3DPEHPK3PXP',
      Token2FA: '123456',
      Login: 'abcd',
    };
    if (ref in fixed) return fixed[ref];
    return sample(spec.components.schemas[ref]!, contextKey, name);
  }
  if (name === 'contextId') return contextKey;
  if (schema.enum) return schema.enum[0];
  switch (schema.type) {
    case 'object':
      return Object.fromEntries(
        (schema.required ?? []).map((key) => [key, sample(schema.properties?.[key] ?? {}, contextKey, key)]),
      );
    case 'array':
      return Array.from({ length: schema.minItems ?? 0 }, () => sample(schema.items ?? {}, contextKey, name));
    case 'boolean':
      return false;
    case 'integer':
    case 'number':
      return 1;
    case 'string':
      if (schema.format === 'date-time') return '2026-01-01T00:00:00.000Z';
      if (schema.format === 'date') return '2026-01-01';
      if (schema.pattern === '^[0-9]+$') return '1001';
      return 'x'.repeat(Math.max(schema.minLength ?? 1, 10));
    default:
      return null;
  }
}

interface Call {
  operationId: string;
  method: string;
  url: string;
  payload?: unknown;
  headers?: Record<string, string>;
}

function validCall(path: string, method: string, op: Operation, contextKey: string): Call {
  let url = path;
  const query = new URLSearchParams();
  for (const p of op.parameters ?? []) {
    const param = p.$ref ? spec.components.parameters[refName(p.$ref)]! : p;
    const value = String(sample(param.schema, contextKey, param.name));
    if (param.in === 'path') url = url.replace(`{${param.name}}`, encodeURIComponent(value));
    else if (param.in === 'query' && (param.required || param.name === 'contextId')) query.set(param.name, value);
  }
  const q = query.toString();
  const call: Call = { operationId: op.operationId, method: method.toUpperCase(), url: q ? `${url}?${q}` : url };
  const body = op.requestBody?.$ref ? spec.components.requestBodies[refName(op.requestBody.$ref)] : op.requestBody;
  if (body?.content?.['multipart/form-data']) {
    const form = multipart([
      { name: 'tag', value: 'v1' },
      { name: 'uploadfile', filename: 'kasse-9.9.9.zip', content: Buffer.from('PK') },
    ]);
    call.payload = form.payload;
    call.headers = { 'content-type': form.contentType };
  } else if (body?.content?.['application/json']) {
    call.payload = sample(body.content['application/json'].schema, contextKey);
  }
  return call;
}

/** The operations whose reply is a stream that stays open. */
const streamed = new Set(
  contractOperations()
    .filter((op) => op.streamed)
    .map((op) => op.operationId),
);

function sessionCalls(contextKey: string): Call[] {
  const calls: Call[] = [];
  for (const [path, item] of Object.entries(spec.paths)) {
    for (const [method, op] of Object.entries(item)) {
      if (ruleOf(op.operationId)?.auth === 'session') calls.push(validCall(path, method, op, contextKey));
    }
  }
  return calls;
}

const tables: (keyof Database)[] = [
  'contexts',
  'roles',
  'users',
  'userContexts',
  'stores',
  'cashpoints',
  'storeAgents',
  'syncfiles',
  'syncfileTargets',
  'installations',
  'contextCalendars',
  'storeCalendars',
  'rollouts',
  'rolloutWaves',
  'rolloutStores',
  'rolloutSettings',
  'tseSwapPlans',
  'auditLog',
];

for (const kind of databaseKinds) {
  describe(`authorization walk on ${kind}`, () => {
    let server: TestServer;
    let operator: string;
    let viewer: string;
    before(async () => {
      server = await startTestServer(kind, { seed: (db, dir, now) => seedDemo(db, dir, now) });
      operator = await loginCookie(server.app, ...demo.operator);
      viewer = await loginCookie(server.app, ...demo.viewer);
    });
    after(() => server.close());

    const snapshot = async () => {
      const state: Record<string, unknown> = {};
      for (const table of tables) {
        const rows = await server.db.kysely.selectFrom(table).selectAll().execute();
        state[table] = rows.map((row) => JSON.stringify(row)).sort();
      }
      const sessions = await server.db.kysely
        .selectFrom('sessions')
        .select(['idHash', 'userId'])
        .orderBy('idHash')
        .execute();
      return { ...state, sessions };
    };
    const send = (cookie: string, call: Call) =>
      server.app.inject(
        withCookie(cookie, {
          method: call.method as 'GET',
          url: call.url,
          ...(call.payload !== undefined ? { payload: call.payload as object } : {}),
          ...(call.headers ? { headers: call.headers } : {}),
        }),
      );

    it('refuses every operation needing a right the session lacks with 403, changing nothing', async () => {
      const before = await snapshot();
      const guarded = sessionCalls('NORDMARKT').filter((c) => ruleOf(c.operationId)!.rights.length > 0);
      assert.ok(guarded.length >= 25, `only ${guarded.length} operations need a right`);
      for (const call of guarded) {
        const reply = await send(viewer, call);
        assert.equal(reply.statusCode, 403, `${call.operationId} ${reply.body}`);
        assert.deepEqual(reply.json(), { message: 'Sie haben nicht genügend Zugriffsrechte.' }, call.operationId);
      }
      assert.deepEqual(await snapshot(), before);
    });

    it('refuses every operation naming a context the session cannot see with 403, changing nothing', async () => {
      // The operator may change updates and registers, but sees only NORDMARKT and SUEDKAUF.
      const held = ['UPDATES_CHANGE', 'UPDATES_ORDER_CHANGE', 'CASHPOINTS_CHANGE'];
      await server.db.kysely
        .updateTable('roles')
        .set({ rights: JSON.stringify(held) })
        .where('name', '=', 'Operator')
        .execute();
      const before = await snapshot();
      const named = sessionCalls('WESTFRISCH').filter((c) => ruleOf(c.operationId)!.context !== null);
      assert.ok(named.length >= 30, `only ${named.length} operations name a context`);
      for (const call of named) {
        const reply = await send(operator, call);
        assert.equal(reply.statusCode, 403, `${call.operationId} ${call.url} ${reply.body}`);
      }
      // The same calls for a visible context pass the guard (they may still fail for their own
      // reasons), but for those that need a right the operator lacks.
      for (const call of sessionCalls('NORDMARKT').filter((c) => ruleOf(c.operationId)!.context === 'query')) {
        if (call.method !== 'GET' || !ruleOf(call.operationId)!.rights.every((right) => held.includes(right))) continue;
        // A stream that is let in stays open, which an injected request never sees end; the live
        // stream's own tests (live/handlers/events.test.ts) open it over HTTP.
        if (streamed.has(call.operationId)) continue;
        const reply = await send(operator, call);
        assert.notEqual(reply.statusCode, 403, `${call.operationId} ${reply.body}`);
      }
      assert.deepEqual(await snapshot(), before);
    });

    it('refuses administration calls on objects of contexts the session cannot see', async () => {
      await server.db.kysely
        .updateTable('roles')
        .set({ rights: JSON.stringify(['USERS', 'USERS_CHANGE', 'CONTEXTS', 'CONTEXTS_CHANGE']) })
        .where('name', '=', 'Operator')
        .execute();
      const before = await snapshot();
      const west = await server.db.kysely
        .selectFrom('contexts')
        .selectAll()
        .where('key', '=', 'WESTFRISCH')
        .executeTakeFirstOrThrow();
      const admin = await server.db.kysely
        .selectFrom('users')
        .select('uid')
        .where('login', '=', 'admin')
        .executeTakeFirstOrThrow();
      const calls: Call[] = [
        { operationId: 'getContext', method: 'GET', url: `/api/frontend/contexts/${west.uid}` },
        {
          operationId: 'saveContext',
          method: 'POST',
          url: '/api/frontend/contexts/sendContextForm',
          payload: {
            uid: west.uid,
            key: 'WESTFRISCH',
            name: 'Übernommen',
            type: 1,
            hashSecret: null,
            allStoreChecksVisible: true,
            visibleStoreCheckIds: [],
            allCashpointChecksVisible: true,
            visibleCashpointCheckIds: [],
          },
        },
        { operationId: 'getUser', method: 'GET', url: `/api/frontend/users/${admin.uid}` },
        { operationId: 'deleteUser', method: 'DELETE', url: `/api/frontend/users/${admin.uid}` },
        { operationId: 'getUserQrCode', method: 'GET', url: `/api/frontend/users/qrcode/${admin.uid}` },
        { operationId: 'generate2FASeed', method: 'GET', url: '/api/frontend/users/generate2FASeed/admin' },
      ];
      for (const call of calls) {
        const reply = await send(operator, call);
        assert.equal(reply.statusCode, 403, `${call.operationId} ${reply.body}`);
      }
      assert.deepEqual(await snapshot(), before);
    });
  });
}
